// Settings of the portal, derived once from the parsed settings (config/settings.ts). The launcher
// (server.ts) builds them with portalConfigFrom() at start — it knows the embedded service's address and the
// secret it made — and hands them to the SSR build (server/app.ts `configure`), which keeps them here. Nothing
// in the portal reads the environment.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { LogLevel } from "../../common/log.ts";
import type { Settings } from "../../config/settings.ts";
import type { V1Transport } from "./v1-http.server.ts";

export interface PortalConfig {
  apiUrl: string;
  publicUrl: URL;
  production: boolean;
  sessionSecrets: string[];
  secureCookies: boolean;
  apiTimeoutMs: number;
  captchaSiteKey: string | undefined;
  /** Serve /dev/outbox: outside production, or with DEV_OUTBOX=1. */
  devOutbox: boolean;
  logLevel: LogLevel;
  /** The secret with which the portal vouches for the browser's address to /v1 (PORTAL_API_SECRET). */
  portalSecret: string | undefined;
  /** The parsed settings themselves (installer addresses, dashboard videos, ...). */
  settings: Settings;
  /** Calls to `apiUrl` without a socket: set when the portal runs its own /v1 service (server.ts). */
  v1Transport?: V1Transport;
}

/** What only the launcher knows: the embedded service's address and the secret it made for it. */
export interface PortalRuntime {
  apiUrl?: string;
  portalSecret?: string;
  v1Transport?: V1Transport;
}

let current: PortalConfig | undefined;

/** The portal's settings; set at start (server.ts → server/app.ts `configure`) or by a test. */
export function portalConfig(): PortalConfig {
  if (!current) throw new Error("the portal's settings were not given (server/app.ts configure)");
  return current;
}

/** The portal's settings, or undefined before they are given. */
export function portalConfigIfSet(): PortalConfig | undefined {
  return current;
}

/** Keeps the portal's settings (the launcher at start; tests). */
export function setPortalConfig(config: PortalConfig): void {
  current = config;
}

/** The portal's settings from the parsed settings and what the launcher made at start. */
export function portalConfigFrom(settings: Settings, runtime: PortalRuntime = {}): PortalConfig {
  const publicUrl = new URL(settings.PUBLIC_URL);
  const production = settings.NODE_ENV === "production";
  return {
    apiUrl: (runtime.apiUrl ?? settings.API_URL ?? "http://127.0.0.1:3001").replace(/\/+$/, ""),
    publicUrl,
    production,
    sessionSecrets: sessionSecrets(settings),
    // Secure cookies whenever the portal is served over https (or when asked for explicitly).
    secureCookies: settings.COOKIE_SECURE ? settings.COOKIE_SECURE === "1" : publicUrl.protocol === "https:",
    apiTimeoutMs: settings.API_TIMEOUT_MS,
    captchaSiteKey: settings.CAPTCHA_SITE_KEY,
    devOutbox: !production || settings.DEV_OUTBOX === "1",
    logLevel: settings.LOG_LEVEL,
    portalSecret: runtime.portalSecret ?? settings.PORTAL_API_SECRET,
    settings,
    ...(runtime.v1Transport ? { v1Transport: runtime.v1Transport } : {}),
  };
}

// SESSION_SECRET holds comma-separated secrets, newest first, so they can be rotated. Without one, a
// random secret is made once and kept in the data folder, so `npm start` works on a fresh machine
// and sessions survive a restart.
function sessionSecrets(settings: Settings): string[] {
  if (settings.SESSION_SECRET && settings.SESSION_SECRET.length > 0) return [...settings.SESSION_SECRET];
  const file = join(settings.DATA_DIR, "session-secret");
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
