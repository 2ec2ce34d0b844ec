import { z } from "zod";
import { AUDIT_RETENTION_DAYS_DEFAULT } from "../contract/audit.ts";
import { createLogger, isLogLevel, type Logger } from "../common/log.ts";
import { readStripeSettings, type StripeSettings } from "./stripe/config.ts";

export interface ApiConfig {
  /** PostgreSQL connection string; when unset the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  /** PGlite data folder, or "memory://" for an in-memory database. */
  dataDir: string;
  /** The portal's base URL, used for links in emails (no trailing slash). */
  publicUrl: string;
  /** smtp:// or smtps:// URL; when unset mail goes only to the outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  /** Length of the trial given to a new community, in days; 0 = no trial. */
  trialDays: number;
  /** How long the group's audit log keeps an entry, in days (AUDIT_RETENTION_DAYS, default 730: two years). */
  auditRetentionDays?: number;
  /** Let the link checker reach loopback addresses (tests only). */
  allowLoopbackLinks?: boolean;
  /**
   * LINK_CHECK=offline: the link checker never resolves a name or connects anywhere (a server without
   * outside network). Every named site then answers as unreachable, which the editor shows as a warning,
   * never a blocker.
   */
  linkCheckOffline?: boolean;
  /**
   * LINK_CHECK=loopback (end-to-end tests only; production never uses it): the link checker looks no
   * name up: every host name stands for 127.0.0.1, and only loopback addresses (127.0.0.0/8, ::1) may be
   * reached; any other address literal is refused as always. So a test can serve a page on a local port
   * and have `http://ok.test:<port>/` checked, without a request ever leaving loopback.
   * LINK_CHECK=online (the default) checks links on the internet.
   */
  linkCheckLoopback?: boolean;
  /**
   * Scheduled link checks (issue 18): every web address on every bar checked once per `intervalS` seconds
   * (LINK_HEALTH_INTERVAL_S, default 86400). Unset: off (LINK_HEALTH=off; the API tests leave it unset).
   */
  linkHealth?: {
    intervalS: number;
    /** Tests: a shorter time for a link than the checker's 10 s. */ checkTimeoutMs?: number;
  };
  /** Serve GET /v1/dev/outbox (development only). */
  devOutbox?: boolean;
  /** reCAPTCHA secret; when unset no captcha is asked for. */
  recaptchaSecret?: string;
  /** Replaces the reCAPTCHA check (tests); used only when recaptchaSecret is set. */
  captchaVerifier?: (response: string, ip: string | undefined) => Promise<boolean>;
  logger: Logger;
  /**
   * Shared with the portal (PORTAL_API_SECRET; server.ts makes one at start for the embedded service):
   * requests carrying it may name the browser's address in X-Client-Address, for per-client limits.
   */
  portalSecret?: string;
  /**
   * Browser origins allowed to call /v1 cross-origin (CORS_ORIGINS, comma-separated, e.g.
   * `https://portal.example.org`). Empty (the default): no CORS headers at all.
   */
  corsOrigins?: readonly string[];
  /** Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_<PLAN>); unset: local billing mode. */
  stripe?: StripeSettings;
  /** The clock (tests inject one to move time). */
  now?: () => Date;
  /** scrypt cost parameter N (a power of two); default 2^15. Tests may lower it. */
  scryptCost?: number;
}

const envSchema = z.object({
  DATABASE_URL: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  SMTP_URL: z.string().trim().min(1).optional(),
  MAIL_FROM: z.string().trim().min(1).optional(),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(AUDIT_RETENTION_DAYS_DEFAULT),
  LOG_LEVEL: z.string().refine(isLogLevel, "one of debug, info, warn, error, silent").default("info"),
  DEV_OUTBOX: z.string().optional(),
  RECAPTCHA_SECRET: z.string().trim().min(1).optional(),
  NODE_ENV: z.string().optional(),
  PORTAL_API_SECRET: z.string().trim().min(16).optional(),
  LINK_CHECK: z.enum(["online", "offline", "loopback"]).default("online"),
  LINK_HEALTH: z.enum(["on", "off"]).default("on"),
  LINK_HEALTH_INTERVAL_S: z.coerce.number().int().min(1).max(31_536_000).default(86_400),
  CORS_ORIGINS: z
    .string()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value.split(",").map((s) => s.trim())) {
        if (!item) continue;
        const origin = originOf(item);
        if (origin) origins.push(origin);
        else
          ctx.addIssue({
            code: "custom",
            message: `"${item}" is not an http(s) origin like https://example.org`,
          });
      }
      return [...new Set(origins)];
    })
    .default([]),
});

/** The origin `value` names (scheme, host and port only), or null when it is not one. */
function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== ""))
    return null;
  return url.origin;
}

/** Reads the API's configuration from environment variables; throws with a readable message when one is bad. */
export function loadApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  // Empty strings count as unset.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Bad API configuration: ${problems}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL.replace(/\/+$/, "");
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    trialDays: e.TRIAL_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    devOutbox: e.DEV_OUTBOX === "1" || (!e.SMTP_URL && e.NODE_ENV !== "production"),
    recaptchaSecret: e.RECAPTCHA_SECRET,
    portalSecret: e.PORTAL_API_SECRET,
    corsOrigins: e.CORS_ORIGINS,
    linkCheckOffline: e.LINK_CHECK === "offline",
    linkCheckLoopback: e.LINK_CHECK === "loopback",
    ...(e.LINK_HEALTH === "on" ? { linkHealth: { intervalS: e.LINK_HEALTH_INTERVAL_S } } : {}),
    stripe: readStripeSettings(cleaned),
    logger: createLogger(isLogLevel(e.LOG_LEVEL) ? e.LOG_LEVEL : "info"),
  };
}
