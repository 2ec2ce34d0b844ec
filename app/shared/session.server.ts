// The session: one cookie, httpOnly, SameSite=Lax, Secure over https. Its content is encrypted
// (AES-256-GCM) as well as authenticated, so the /v1 token it carries cannot be read even from the
// browser's cookie store. Secrets rotate: the first encrypts, every one is tried to decrypt.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { createContext, createCookie, type MiddlewareFunction } from "react-router";
import { portalConfig } from "./config.server.ts";

export type Role = "manager" | "member";

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
}

export const SESSION_COOKIE = "__session";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

function keyFor(secret: string): Buffer {
  return createHash("sha256").update(`tandem-session:${secret}`).digest();
}

export function sealSession(data: SessionData, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function unsealSession(sealed: string, secrets: string[]): SessionData | null {
  const raw = Buffer.from(sealed, "base64url");
  if (raw.length < 29) return null;
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object") return parsed as SessionData;
    } catch {
      // wrong key or tampered: try the next secret
    }
  }
  return null;
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

  /** Replaces everything (sign-in, sign-out): nothing of the previous user survives. */
  replace(data: SessionData): void {
    this.#data = { ...data };
    this.#dirty = true;
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

export async function readSession(request: Request): Promise<Session> {
  const sealed: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  if (typeof sealed !== "string") return new Session({});
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
