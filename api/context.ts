import type { ApiConfig } from "./config.ts";
import type { Db } from "./db/db.ts";
import type { Logger } from "../common/log.ts";
import type { PasswordHasher } from "./auth/passwords.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { Payments } from "./billing/subscription.ts";
import type { LinkHealthService } from "./link-health/service.ts";

/** What every route module gets: the database, the configuration and the shared services. */
export interface ApiContext {
  db: Db;
  config: ApiConfig;
  logger: Logger;
  passwords: PasswordHasher;
  mail: Mailer;
  /** Checks a reCAPTCHA response; null when captcha is off. */
  captcha: ((response: string, ip: string | undefined) => Promise<boolean>) | null;
  /** The payment provider: Stripe with STRIPE_SECRET_KEY, else local billing mode. */
  payments: Payments;
  now(): Date;
  /** Scheduled link checks (link health); undefined while LINK_HEALTH is off or before they started. */
  linkHealth?: LinkHealthService;
}

/** Links to the portal's pages, for emails. */
export function portalLink(ctx: ApiContext, path: string): string {
  return ctx.config.publicUrl.replace(/\/+$/, "") + path;
}
