import { z } from "zod";
import { createLogger, isLogLevel, type Logger } from "./log.ts";

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
  /** Let the link checker reach loopback addresses (tests only). */
  allowLoopbackLinks?: boolean;
  /** Serve GET /v1/dev/outbox (development only). */
  devOutbox?: boolean;
  /** reCAPTCHA secret; when unset no captcha is asked for. */
  recaptchaSecret?: string;
  /** Replaces the reCAPTCHA check (tests); used only when recaptchaSecret is set. */
  captchaVerifier?: (response: string, ip: string | undefined) => Promise<boolean>;
  logger: Logger;
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
  LOG_LEVEL: z.string().refine(isLogLevel, "one of debug, info, warn, error, silent").default("info"),
  DEV_OUTBOX: z.string().optional(),
  RECAPTCHA_SECRET: z.string().trim().min(1).optional(),
  NODE_ENV: z.string().optional(),
});

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
    devOutbox: e.DEV_OUTBOX === "1" || (!e.SMTP_URL && e.NODE_ENV !== "production"),
    recaptchaSecret: e.RECAPTCHA_SECRET,
    logger: createLogger(isLogLevel(e.LOG_LEVEL) ? e.LOG_LEVEL : "info"),
  };
}
