// The session: one cookie, httpOnly, SameSite=Lax, Secure over https. Its content is encrypted as well as
// authenticated, so the /v1 token it carries cannot be read even from the browser's cookie store. It is
// sealed by jose as a compact JWE (RFC 7516: "dir" with A256GCM) under a key derived with HKDF-SHA256 from
// the secret (docs/decisions/035). Secrets rotate: the first seals, every listed one opens. Cookies of the
// previous format ("v2.") still open until they have all expired (session-v2.server.ts); any other cookie
// simply fails to open, and its owner signs in again.
import { hkdfSync, randomBytes } from "node:crypto";
import { CompactEncrypt, compactDecrypt, type CompactDecryptGetKey } from "jose";
import { createContext, createCookie, type MiddlewareFunction } from "react-router";
import { portalConfig } from "./config.server.ts";
import { openV2Session, V2_PREFIX } from "./session-v2.server.ts";

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
  /** The user's clock as /v1 keeps it (contract/clock.ts): copied at sign-in and when changed on /account. */
  timeZone?: string | null;
  dateLocale?: string | null;
  /** The language pages are read in: chosen with `?lang=`, or the user's saved one (contract/language.ts). */
  language?: string | null;
}

export const SESSION_COOKIE = "__session";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** A longer cookie is refused before any work: a session is a few hundred characters. */
const MAX_SEALED_LENGTH = 8192;

const ALG = "dir";
const ENC = "A256GCM";
const DECRYPT_OPTIONS = { keyManagementAlgorithms: [ALG], contentEncryptionAlgorithms: [ENC] };
// The key and the key id are derived from the secret separately: the id names the secret in the JWE header
// without telling anything of the key. The info strings bind both to this cookie and this format.
const HKDF_SALT = "tandem session cookie";
const KEY_INFO = "JWE dir A256GCM key";
const KEY_ID_INFO = "JWE key id";

interface SealingKey {
  /** Names the secret in the JWE header ("kid"), so that a cookie is opened with its own secret only. */
  id: string;
  key: Promise<CryptoKey>;
}

// One key per secret, derived and imported once: the secrets are the configured few.
const sealingKeys = new Map<string, SealingKey>();

function sealingKey(secret: string): SealingKey {
  let sealing = sealingKeys.get(secret);
  if (!sealing) {
    const raw = new Uint8Array(hkdfSync("sha256", secret, HKDF_SALT, KEY_INFO, 32));
    sealing = {
      id: Buffer.from(hkdfSync("sha256", secret, HKDF_SALT, KEY_ID_INFO, 9)).toString("base64url"),
      key: crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]),
    };
    sealingKeys.set(secret, sealing);
  }
  return sealing;
}

export async function sealSession(data: SessionData, secret: string): Promise<string> {
  const { id, key } = sealingKey(secret);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(data)))
    .setProtectedHeader({ alg: ALG, enc: ENC, kid: id })
    .encrypt(await key);
}

interface Opened {
  data: SessionData;
  /** The secret that opened it: the cookie opens again from memory only while that secret is listed. */
  secret: string;
}

// A browser presents the same cookie on every request until it changes, so the sessions of recent cookies are
// kept, opened: WebCrypto's decryption (a trip to libuv's thread pool) and the JWE's parsing cost 50-100 µs
// of CPU per request, against under 1 µs for this look-up (docs/decisions/035). Only cookies that opened are
// kept, their data frozen and handed out as copies. Bounded: the least recently used goes first.
const recentlyOpened = new Map<string, Opened>();
const RECENTLY_OPENED_MAX = 2048;

export async function unsealSession(sealed: string, secrets: readonly string[]): Promise<SessionData | null> {
  if (sealed.length > MAX_SEALED_LENGTH) return null;
  let opened = recentlyOpened.get(sealed);
  recentlyOpened.delete(sealed); // set again below, at the back: the cookies in use stay, the ones left go
  if (!opened || !secrets.includes(opened.secret)) {
    opened = (await openSealed(sealed, secrets)) ?? undefined;
    if (!opened) return null;
    if (recentlyOpened.size >= RECENTLY_OPENED_MAX)
      recentlyOpened.delete(recentlyOpened.keys().next().value!);
  }
  recentlyOpened.set(sealed, opened);
  return { ...opened.data };
}

async function openSealed(sealed: string, secrets: readonly string[]): Promise<Opened | null> {
  if (sealed.startsWith(V2_PREFIX)) {
    const v2 = openV2Session(sealed, secrets);
    const data = v2 && sessionDataFrom(v2.text);
    return data ? { data, secret: v2.secret } : null;
  }
  let secret: string | undefined;
  // The header's key id picks the secret; a cookie that names none of ours fails before any decryption.
  const keyFor: CompactDecryptGetKey = ({ kid }) => {
    secret = secrets.find((candidate) => sealingKey(candidate).id === kid);
    if (secret === undefined) throw new Error("sealed with a secret that is not listed");
    return sealingKey(secret).key;
  };
  try {
    const { plaintext } = await compactDecrypt(sealed, keyFor, DECRYPT_OPTIONS);
    const data = sessionDataFrom(new TextDecoder().decode(plaintext));
    return data && secret !== undefined ? { data, secret } : null;
  } catch {
    return null; // not a JWE, tampered, another algorithm, or a secret no longer listed
  }
}

/** The session in a cookie's JSON text, frozen (it is shared by every later opening of that cookie). */
function sessionDataFrom(text: string): SessionData | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    return deepFreeze(parsed) as SessionData;
  } catch {
    return null;
  }
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner && typeof inner === "object") deepFreeze(inner);
  return Object.freeze(value);
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
    return sessionCookie().serialize(await sealSession(this.#data, secret));
  }
}

const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([^;]*)`);

/**
 * The sealed session in a Cookie header, as createCookie wrote it (base64 of the JSON text, not signed: the
 * seal is the protection), or null. Read here rather than with the cookie's own parse: a sealed session is
 * plain ASCII, for which that parse's character-by-character unescaping returns its input, and it was 1.7 %
 * of a signed-in page's CPU. The first cookie of the name counts, as there.
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
  return new Session((await unsealSession(sealed, portalConfig().sessionSecrets)) ?? {});
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
