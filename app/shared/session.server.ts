// The session: one cookie, httpOnly, SameSite=Lax, Secure over https. Its content is encrypted
// (AES-256-GCM) as well as authenticated, so the /v1 token it carries cannot be read even from the
// browser's cookie store. The key is derived with HKDF-SHA256 from the secret, a random salt of the
// cookie's own and a fixed info string; the cookie's name is the GCM additional data. Secrets rotate:
// the first encrypts, every one is tried to decrypt. A cookie in an older format simply fails to
// open, and its owner signs in again.
import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from "node:crypto";
import { createContext, createCookie, type MiddlewareFunction } from "react-router";
import { portalConfig } from "./config.server.ts";

import type { Role } from "../../contract/users.ts";

export interface Banner {
  kind: "success" | "info";
  message: string;
}

export interface SessionData {
  token?: string;
  userId?: string;
  email?: string;
  communityId?: string | null;
  role?: Role | null;
  /** The page a signed-out visitor asked for, to return to after signing in. */
  returnTo?: string;
  /** Per-session secret for requests that are not plain forms (the /v1 proxy). */
  csrf?: string;
  /** A message for the next page (a banner that stays until the page is left). */
  banner?: Banner;
  /** Why the user was sent to the sign-in page (for example "session-expired"). */
  notice?: string;
  /** When this session's user created their account here (ms since 1970): /download/signup greets them. */
  registeredAt?: number;
}

export const SESSION_COOKIE = "__session";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

const FORMAT = "v2.";
const INFO = "tandem session cookie v2 aes-256-gcm";
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

// Each sealed cookie has its own salt, so its key is derived once per cookie; a browser presents the same
// cookie on every request until it changes, so the keys of recent cookies are kept (HKDF and the key
// object were 1.5 % of a signed-in request's CPU). Bounded: the oldest key goes first.
const recentKeys = new Map<string, KeyObject>();
const RECENT_KEYS_MAX = 2048;

function keyFor(secret: string, salt: Buffer): KeyObject {
  const id = `${salt.toString("base64")}\u0000${secret}`;
  let key = recentKeys.get(id);
  if (!key) {
    key = createSecretKey(Buffer.from(hkdfSync("sha256", secret, salt, INFO, 32)));
    if (recentKeys.size >= RECENT_KEYS_MAX) recentKeys.delete(recentKeys.keys().next().value!);
    recentKeys.set(id, key);
  }
  return key;
}

export function sealSession(data: SessionData, secret: string): string {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, salt), iv);
  cipher.setAAD(Buffer.from(SESSION_COOKIE));
  const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
  return FORMAT + Buffer.concat([salt, iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function unsealSession(sealed: string, secrets: string[]): SessionData | null {
  if (!sealed.startsWith(FORMAT) || sealed.length > 8192) return null;
  const raw = Buffer.from(sealed.slice(FORMAT.length), "base64url");
  const head = SALT_BYTES + IV_BYTES + TAG_BYTES;
  if (raw.length <= head) return null;
  const salt = raw.subarray(0, SALT_BYTES);
  const iv = raw.subarray(SALT_BYTES, SALT_BYTES + IV_BYTES);
  const tag = raw.subarray(SALT_BYTES + IV_BYTES, head);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFor(secret, salt), iv);
      decipher.setAAD(Buffer.from(SESSION_COOKIE));
      decipher.setAuthTag(tag);
      const text = Buffer.concat([decipher.update(raw.subarray(head)), decipher.final()]).toString("utf8");
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as SessionData;
    } catch {
      // wrong key or tampered: try the next secret
    }
  }
  return null;
}

/** A fresh token for requests that are not plain forms (the /v1 proxy's X-CSRF-Token). */
function newCsrfToken(): string {
  return randomBytes(32).toString("base64url");
}

function sessionCookie() {
  const config = portalConfig();
  return createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    path: "/",
    maxAge: MAX_AGE_SECONDS,
  });
}

export class Session {
  #data: SessionData;
  #dirty = false;

  constructor(data: SessionData) {
    this.#data = data;
  }

  get data(): Readonly<SessionData> {
    return this.#data;
  }

  get dirty(): boolean {
    return this.#dirty;
  }

  get loggedIn(): boolean {
    return Boolean(this.#data.token && this.#data.userId);
  }

  set(values: Partial<SessionData>): void {
    this.#data = { ...this.#data, ...values };
    for (const key of Object.keys(values) as (keyof SessionData)[]) {
      if (values[key] === undefined) delete this.#data[key];
    }
    this.#dirty = true;
  }

  /**
   * Replaces everything (sign-in, sign-out): nothing of the previous user survives. A signed-in
   * session gets a new CSRF token with it.
   */
  replace(data: SessionData): void {
    this.#data = { ...data };
    if (this.#data.token && !data.csrf) this.#data.csrf = newCsrfToken();
    this.#dirty = true;
  }

  /**
   * The session's CSRF token for the /v1 proxy (rendered into signed-in pages as
   * `<meta name="csrf-token">`), minted now for a session that has none yet. Undefined when signed out.
   */
  csrfToken(): string | undefined {
    if (!this.loggedIn) return undefined;
    if (!this.#data.csrf) this.set({ csrf: newCsrfToken() });
    return this.#data.csrf;
  }

  /** Reads a value meant for one page view and removes it. */
  take<K extends "banner" | "notice" | "returnTo">(key: K): SessionData[K] {
    const value = this.#data[key];
    if (value !== undefined) this.set({ [key]: undefined } as Partial<SessionData>);
    return value;
  }

  async commit(): Promise<string> {
    const [secret] = portalConfig().sessionSecrets;
    if (!secret) throw new Error("No session secret");
    return sessionCookie().serialize(sealSession(this.#data, secret));
  }
}

const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([^;]*)`);

/**
 * The sealed session in a Cookie header, as createCookie wrote it (base64 of the JSON text, not signed: the
 * seal is the protection), or null. Read here rather than with the cookie's own parse: a sealed session is
 * plain ASCII, for which that parse's character-by-character unescaping returns its input, and it was 1.7 %
 * of a signed-in page's CPU (issue 21). The first cookie of the name counts, as there.
 */
export function sealedSessionFromCookies(header: string | null): string | null {
  const value = header ? SESSION_COOKIE_VALUE.exec(header)?.[1]?.trim() : undefined;
  if (!value) return null;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("latin1"));
    return typeof decoded === "string" ? decoded : null;
  } catch {
    return null;
  }
}

export async function readSession(request: Request): Promise<Session> {
  const sealed = sealedSessionFromCookies(request.headers.get("Cookie"));
  if (!sealed) return new Session({});
  return new Session(unsealSession(sealed, portalConfig().sessionSecrets) ?? {});
}

export const sessionContext = createContext<Session>();

/** Root middleware: reads the session once per request and writes it back when it changed. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await readSession(request);
  context.set(sessionContext, session);
  const response = await next();
  if (!session.dirty) return response;
  const cookie = await session.commit();
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // Some responses have immutable headers: copy it.
    const copy = new Response(response.body, response);
    copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
};
