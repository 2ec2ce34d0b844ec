import { parseSettings, type Settings } from "../config/settings.ts";
import { createLogger, type Logger } from "../common/log.ts";
import type { MailRetryPolicy } from "./mail/mailer.ts";
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
  /** How long audit events are kept, in days (AUDIT_RETENTION_DAYS, default 730). */
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
   * Scheduled link checks (link health): every web address on every bar checked once per `intervalS` seconds
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
  /** How failed mail is retried (api/mail/mailer.ts MAIL_RETRY); tests shorten the waits. */
  mailRetry?: MailRetryPolicy;
  /** scrypt cost parameter N (a power of two); default 2^15. Tests may lower it. */
  scryptCost?: number;
}

/**
 * The service's configuration from environment variables (config/settings.ts validates every one); throws a
 * ConfigError with one readable line when one is bad. api/main.ts and tests use it; the launcher (server.ts)
 * parses the settings itself and calls apiConfigFrom.
 */
export function loadApiConfig(env: Readonly<Record<string, string | undefined>>): ApiConfig {
  return apiConfigFrom(parseSettings(env));
}

/** The service's configuration from the parsed settings. */
export function apiConfigFrom(settings: Settings): ApiConfig {
  const s = settings;
  return {
    databaseUrl: s.DATABASE_URL,
    dataDir: s.DATA_DIR,
    publicUrl: s.PUBLIC_URL,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM ?? `no-reply@${new URL(s.PUBLIC_URL).hostname}`,
    trialDays: s.TRIAL_DAYS,
    auditRetentionDays: s.AUDIT_RETENTION_DAYS,
    devOutbox: s.DEV_OUTBOX === "1" || (!s.SMTP_URL && s.NODE_ENV !== "production"),
    recaptchaSecret: s.RECAPTCHA_SECRET,
    portalSecret: s.PORTAL_API_SECRET,
    corsOrigins: s.CORS_ORIGINS,
    linkCheckOffline: s.LINK_CHECK === "offline",
    linkCheckLoopback: s.LINK_CHECK === "loopback",
    ...(s.LINK_HEALTH === "on" ? { linkHealth: { intervalS: s.LINK_HEALTH_INTERVAL_S } } : {}),
    stripe: readStripeSettings({
      STRIPE_SECRET_KEY: s.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: s.STRIPE_WEBHOOK_SECRET,
      STRIPE_PRICES: s.STRIPE_PRICES,
      ...s.stripePrices,
    }),
    logger: createLogger(s.LOG_LEVEL),
  };
}
