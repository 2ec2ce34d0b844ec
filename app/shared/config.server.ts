// Settings of the portal process, read from the environment once. server.ts sets API_URL when it
// starts the embedded /v1 service, so everything here is read lazily.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export interface PortalConfig {
  apiUrl: string;
  publicUrl: URL;
  production: boolean;
  sessionSecrets: string[];
  secureCookies: boolean;
  apiTimeoutMs: number;
  captchaSiteKey: string | undefined;
}

let cached: PortalConfig | undefined;

export function portalConfig(): PortalConfig {
  if (cached) return cached;
  const env = process.env;
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? "3000"}`);
  cached = {
    apiUrl: (env.API_URL ?? "http://127.0.0.1:3001").replace(/\/+$/, ""),
    publicUrl,
    production: env.NODE_ENV === "production",
    sessionSecrets: sessionSecrets(env),
    // Secure cookies whenever the portal is served over https (or when asked for explicitly).
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === "1" : publicUrl.protocol === "https:",
    apiTimeoutMs: Number(env.API_TIMEOUT_MS ?? 10_000),
    captchaSiteKey: env.CAPTCHA_SITE_KEY || undefined,
  };
  return cached;
}

/** Test hook: forget the cached settings so a test can change the environment. */
export function resetPortalConfig(): void {
  cached = undefined;
}

// SESSION_SECRET holds comma-separated secrets, newest first, so they can be rotated. Without one, a
// random secret is made once and kept in the data folder, so `npm start` works on a fresh machine
// and sessions survive a restart.
function sessionSecrets(env: NodeJS.ProcessEnv): string[] {
  const configured = (env.SESSION_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (configured.length > 0) return configured;
  const file = join(env.DATA_DIR ?? "data", "session-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing) return [existing];
  } catch {
    // not there yet
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return [secret];
}
