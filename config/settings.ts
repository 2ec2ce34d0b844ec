// Every setting of the portal and the /v1 service, validated in one place. server.ts and
// api/main.ts read the environment once, at start, with readSettings(); everything else is handed the parsed
// object (or what is derived from it). A bad value stops the start with one line naming the variable, the
// value and what is expected, e.g. `API_TIMEOUT_MS="10s": expected a whole number of milliseconds`.
// README's "Configuration" table has one row per variable here (tests/config/settings.test.ts checks it).
// This module imports only zod, proxy-addr and the contract, so the portal, the launcher and the service may all
// use it.
import { compile as compileTrustList } from "proxy-addr";
import { z } from "zod";
import { PLANS } from "../contract/plans.ts";

/** A bad setting: `message` is the one line to print. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

interface Setting<T> {
  schema: z.ZodType<T>;
  /** What a good value looks like, after "expected ". */
  expected: string;
  /** Never echo the value (passwords, keys, tokens, URLs that may hold a password). */
  secret?: boolean;
}

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

function setting<T>(schema: z.ZodType<T>, expected: string, secret = false): Setting<T> {
  return { schema, expected, secret };
}

/** A whole number in [min, max], written in plain digits (no unit, no sign, no exponent). */
const whole = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

const port = whole(0, 65_535);
const text = z.string().trim().min(1);

/** A URL with one of the given schemes (lower case, without the colon). */
const urlWith = (...schemes: string[]) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return schemes.includes(new URL(value).protocol.replace(/:$/, ""));
      } catch {
        return false;
      }
    });

/** An http(s) address, or a path on this site ("/downloads/setup.exe"). */
const addressOrPath = z
  .string()
  .trim()
  .refine(
    (value) =>
      (value.startsWith("/") && !value.startsWith("//")) || urlWith("http", "https").safeParse(value).success,
  );

/** `Title|https://…;Title|https://…`: every entry a title and an http(s) address. */
const videoList = z
  .string()
  .trim()
  .refine((value) =>
    value
      .split(";")
      .filter((entry) => entry.trim())
      .every((entry) => {
        const bar = entry.lastIndexOf("|");
        return (
          bar > 0 &&
          entry.slice(0, bar).trim() !== "" &&
          urlWith("http", "https").safeParse(entry.slice(bar + 1)).success
        );
      }),
  );

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

const origins = z.string().transform((value, ctx) => {
  const found: string[] = [];
  for (const item of value.split(",").map((s) => s.trim())) {
    if (!item) continue;
    const origin = originOf(item);
    if (origin) found.push(origin);
    else ctx.addIssue({ code: "custom", message: `"${item}" is not an http(s) origin` });
  }
  return [...new Set(found)];
});

/**
 * Express's `trust proxy`: true/false, a number of hops, or comma-separated addresses, subnets or the names
 * loopback, linklocal and uniquelocal. A list is compiled here exactly as Express will compile it (proxy-addr,
 * after splitting on commas), so "sometimes" stops the start with this setting's line, not a stack trace later.
 */
const trustProxy = z
  .string()
  .trim()
  .regex(/^(true|false|\d+|[A-Za-z0-9.:/_-]+(\s*,\s*[A-Za-z0-9.:/_-]+)*)$/)
  .refine((value) => /^(true|false|\d+)$/.test(value) || compilesAsTrustList(value))
  .transform((value): string | boolean | number =>
    value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value,
  );

function compilesAsTrustList(value: string): boolean {
  try {
    compileTrustList(value.split(",").map((entry) => entry.trim()));
    return true;
  } catch {
    return false;
  }
}

const jsonObject = z.string().refine((value) => {
  try {
    const parsed: unknown = JSON.parse(value);
    return Boolean(parsed) && typeof parsed === "object" && !Array.isArray(parsed);
  } catch {
    return false;
  }
});

/** The environment variable holding a plan's price id: plus-5-monthly → STRIPE_PRICE_PLUS_5_MONTHLY. */
export function priceVariable(planId: string): string {
  return `STRIPE_PRICE_${planId.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;
}

const PRICE_VARIABLES = PLANS.filter((plan) => plan.price > 0).map((plan) => priceVariable(plan.id));

// Defaults are applied to the parsed value when the variable is unset (or empty).
const SETTINGS = {
  NODE_ENV: setting(z.enum(["production", "development", "test"]), "production, development or test"),
  PORT: setting(port, "a port number from 0 to 65535"),
  HOST: setting(text, "an address to listen on, e.g. 0.0.0.0"),
  PUBLIC_URL: setting(urlWith("http", "https"), "an http(s) URL, e.g. https://tandem.example.org"),
  SESSION_SECRET: setting(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(16)).min(1)),
    "comma-separated secrets of at least 16 characters each",
    true,
  ),
  COOKIE_SECURE: setting(z.enum(["0", "1"]), "0 or 1"),
  API_URL: setting(urlWith("http", "https"), "the http(s) URL of a /v1 service, e.g. http://127.0.0.1:3001"),
  API_HOST: setting(text, "an address to listen on, e.g. 127.0.0.1"),
  API_PORT: setting(port, "a port number from 0 to 65535"),
  API_TIMEOUT_MS: setting(whole(100, 600_000), "a whole number of milliseconds from 100 to 600000"),
  PORTAL_API_SECRET: setting(text.pipe(z.string().min(16)), "a secret of at least 16 characters", true),
  DATABASE_URL: setting(urlWith("postgres", "postgresql"), "a postgres:// URL", true),
  DATA_DIR: setting(text, "a folder path"),
  SMTP_URL: setting(urlWith("smtp", "smtps"), "an smtp:// or smtps:// URL", true),
  MAIL_FROM: setting(text, "a sender address, e.g. Tandem <no-reply@tandem.example.org>"),
  DEV_OUTBOX: setting(z.enum(["0", "1"]), "0 or 1"),
  CAPTCHA_SITE_KEY: setting(text, "a reCAPTCHA site key"),
  RECAPTCHA_SECRET: setting(text, "a reCAPTCHA secret", true),
  DOWNLOAD_URL_WINDOWS: setting(addressOrPath, "an http(s) URL or a path starting with /"),
  DOWNLOAD_URL_MAC: setting(addressOrPath, "an http(s) URL or a path starting with /"),
  DASHBOARD_VIDEOS: setting(videoList, "Title|https://…;Title|https://… (a title and an http(s) URL each)"),
  STRIPE_SECRET_KEY: setting(text, "a Stripe secret key", true),
  STRIPE_WEBHOOK_SECRET: setting(text, "a Stripe webhook signing secret", true),
  STRIPE_PRICES: setting(jsonObject, 'a JSON object of plan id to price id, e.g. {"plus-5":"price_…"}'),
  TRIAL_DAYS: setting(whole(0, 3650), "a whole number of days from 0 to 3650"),
  AUDIT_RETENTION_DAYS: setting(whole(1, 36_500), "a whole number of days from 1 to 36500"),
  LINK_CHECK: setting(z.enum(["online", "offline", "loopback"]), "online, offline or loopback"),
  LINK_HEALTH: setting(z.enum(["on", "off"]), "on or off"),
  LINK_HEALTH_INTERVAL_S: setting(whole(1, 31_536_000), "a whole number of seconds from 1 to 31536000"),
  LOG_LEVEL: setting(z.enum(LOG_LEVELS), "one of debug, info, warn, error, silent"),
  CORS_ORIGINS: setting(origins, "comma-separated http(s) origins like https://portal.example.org"),
  REDIS_URL: setting(urlWith("redis", "rediss"), "a redis:// or rediss:// URL", true),
  METRICS_PORT: setting(whole(1, 65_535), "a port number from 1 to 65535"),
  METRICS_HOST: setting(text, "an address to listen on, e.g. 127.0.0.1"),
  METRICS_TOKEN: setting(text.pipe(z.string().min(16)), "a token of at least 16 characters", true),
  MEMORY_IDLE_MS: setting(whole(0, 3_600_000), "a whole number of milliseconds from 0 to 3600000 (0 = off)"),
  TRUST_PROXY: setting(trustProxy, "true, false, a number of hops, or comma-separated addresses"),
  RATE_LIMIT_FACTOR: setting(
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number)
      .pipe(z.number().positive().max(10_000)),
    "a number greater than 0 and at most 10000, e.g. 1 or 0.5",
  ),
} satisfies Record<string, Setting<unknown>>;

type Schemas = typeof SETTINGS;
type Parsed = { [K in keyof Schemas]: Schemas[K] extends Setting<infer T> ? T : never };

const DEFAULTS = {
  NODE_ENV: "development",
  PORT: 3000,
  HOST: "0.0.0.0",
  API_HOST: "127.0.0.1",
  API_TIMEOUT_MS: 10_000,
  DATA_DIR: "./data",
  TRIAL_DAYS: 0,
  AUDIT_RETENTION_DAYS: 730,
  LINK_CHECK: "online",
  LINK_HEALTH: "on",
  LINK_HEALTH_INTERVAL_S: 86_400,
  LOG_LEVEL: "info",
  CORS_ORIGINS: [],
  METRICS_HOST: "127.0.0.1",
  MEMORY_IDLE_MS: 10_000,
  RATE_LIMIT_FACTOR: 1,
} as const satisfies Partial<Parsed>;

type WithDefaults = Omit<Parsed, keyof typeof DEFAULTS> & { [K in keyof typeof DEFAULTS]: Parsed[K] };

/** The parsed settings: one field per variable (unset ones without a default are undefined). */
export type Settings = {
  readonly [K in keyof WithDefaults]: K extends keyof typeof DEFAULTS
    ? WithDefaults[K]
    : WithDefaults[K] | undefined;
} & {
  /** PUBLIC_URL, or http://localhost:$PORT; no trailing slash. */
  readonly PUBLIC_URL: string;
  /** STRIPE_PRICE_<PLAN_ID> variables that are set (plan price ids), by variable name. */
  readonly stripePrices: Readonly<Record<string, string>>;
};

/** The names of every variable the settings read (STRIPE_PRICE_<PLAN_ID> once per paid plan). */
export const SETTING_NAMES: readonly string[] = [...Object.keys(SETTINGS), ...PRICE_VARIABLES];

function shown(name: string, value: string, secret: boolean | undefined): string {
  return secret ? `${name}=(hidden, ${value.length} characters)` : `${name}=${JSON.stringify(value)}`;
}

/**
 * Parses every setting from `env` (empty values count as unset). Throws a ConfigError whose message is one
 * line naming each bad variable, its value (hidden for secrets) and what is expected.
 */
export function parseSettings(env: Readonly<Record<string, string | undefined>>): Settings {
  const problems: string[] = [];
  const out: Record<string, unknown> = { ...DEFAULTS };
  for (const [name, rule] of Object.entries(SETTINGS) as [string, Setting<unknown>][]) {
    const value = env[name];
    if (value === undefined || value === "") continue;
    const parsed = rule.schema.safeParse(value);
    if (parsed.success) out[name] = parsed.data;
    else problems.push(`${shown(name, value, rule.secret)}: expected ${rule.expected}`);
  }
  const stripePrices: Record<string, string> = {};
  for (const name of PRICE_VARIABLES) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (/^\S+$/.test(value)) stripePrices[name] = value;
    else problems.push(`${shown(name, value, false)}: expected a Stripe price id like price_…`);
  }
  if (problems.length > 0) throw new ConfigError(problems.join("; "));
  const publicUrl = (
    (out.PUBLIC_URL as string | undefined) ?? `http://localhost:${String(out.PORT)}`
  ).replace(/\/+$/, "");
  return Object.freeze({ ...out, PUBLIC_URL: publicUrl, stripePrices }) as unknown as Settings;
}

/**
 * Runs a step of the start that reads settings: on a ConfigError, its one line on stderr and exit code 1 (no
 * stack trace).
 */
export function exitOnConfigError<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Bad configuration: ${error.message}`);
    process.exit(1);
  }
}

/** The start's one reading of the environment: the settings, or the one line and exit code 1. */
export function readSettingsOrExit(env: Readonly<Record<string, string | undefined>>): Settings {
  return exitOnConfigError(() => parseSettings(env));
}
