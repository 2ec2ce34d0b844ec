// The /v1 service: createApi() opens and migrates the database, builds the services the routes share, starts
// the background work and mounts the routes, in that order (the steps in api/app/); close() undoes them
// backwards.
import type express from "express";
import type { ApiConfig } from "./config.ts";
import type { ApiContext } from "./context.ts";
import type { Db } from "./db/db.ts";
import { createPasswordHasher, type PasswordHasher } from "./auth/passwords.ts";
import { createCaptcha } from "./auth/captcha.ts";
import { startBackgroundWork, type BackgroundWork } from "./app/background.ts";
import { openDatabase, type StartupCost } from "./app/database.ts";
import { buildHttpApp } from "./app/routes.ts";
import { createMailer, type MailEvents } from "./mail/mailer.ts";
import { localPayments } from "./billing/subscription.ts";
import { createStripePayments } from "./stripe/payments.ts";

export { apiConfigFrom, loadApiConfig, type ApiConfig } from "./config.ts";

export interface Api {
  app: express.Express;
  db: Db;
  /** What the start cost (ms): opening the database and checking/applying the migrations. */
  startup: StartupCost;
  close(): Promise<void>;
}

export interface CreateApiOptions {
  /** An open database to use instead of opening one from the config (tests). It is not closed by close(). */
  db?: Db;
  /** Replaces the scrypt hasher built from config.scryptCost (tests count and slow down password checks). */
  passwords?: PasswordHasher;
  /** Redis (REDIS_URL), when counters are shared: /ready reports it beside the database. */
  redisReady?: () => Promise<boolean>;
  /**
   * Background work waits for this to settle (the launcher: 2 s after the portal listens): the job queue and
   * the embedded database's first ANALYZE. By default both start at once, in the background.
   */
  jobsAfter?: Promise<unknown>;
  /** Where the mailer reports failures and messages given up (server.ts: /metrics). */
  mailEvents?: MailEvents;
  /**
   * Start the job queue (default true: mail retries and link health use it). Tests that use neither pass
   * false to spare the queue's start; link health (config.linkHealth) starts it regardless.
   */
  startJobQueue?: boolean;
}

export async function createApi(config: ApiConfig, options: CreateApiOptions = {}): Promise<Api> {
  const { db, startup } = await openDatabase(config, options.db);
  const ctx = await buildContext(db, config, options);
  const background = await startBackgroundWork(ctx, {
    jobsAfter: options.jobsAfter,
    startJobQueue: options.startJobQueue !== false,
  });
  const app = buildHttpApp(ctx, options.redisReady);
  return { app, db, startup, close: () => closeApi(ctx, background, options.db === undefined) };
}

/** The services every route gets (api/context.ts), built once so that routes share one mailer, hasher, … */
async function buildContext(db: Db, config: ApiConfig, options: CreateApiOptions): Promise<ApiContext> {
  const now = config.now ?? (() => new Date());
  const mail = createMailer({
    db,
    logger: config.logger,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    now,
    retry: config.mailRetry,
    events: options.mailEvents,
  });
  return {
    db,
    config,
    logger: config.logger,
    passwords: options.passwords ?? createPasswordHasher(config.scryptCost),
    mail,
    captcha: createCaptcha(config),
    payments: config.stripe ? await createStripePayments(config.stripe) : localPayments,
    now,
  };
}

/** Stops in the reverse order of the start: the background work uses the mailer and the database. */
async function closeApi(ctx: ApiContext, background: BackgroundWork, ownsDb: boolean): Promise<void> {
  // Deliveries under way may finish (a relay that hangs is not waited for: the next start finds its messages).
  await Promise.race([ctx.mail.settled(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  await background.stop();
  ctx.mail.close();
  if (ownsDb) await ctx.db.close();
}
