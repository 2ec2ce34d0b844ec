// The /v1 service: createApi() builds the Express app over PGlite or PostgreSQL and applies the migrations.
import express from "express";
import type { ApiConfig } from "./config.ts";
import type { ApiContext } from "./context.ts";
import { openDb, type Db } from "./db/db.ts";
import { pruneExpired } from "./db/maintenance.ts";
import { migrate } from "./db/migrate.ts";
import { createPasswordHasher, type PasswordHasher } from "./auth/passwords.ts";
import { createCaptcha } from "./auth/captcha.ts";
import { authRoutes } from "./auth/routes.ts";
import { barRoutes } from "./bars/routes.ts";
import { billingRoutes } from "./billing/routes.ts";
import { communityRoutes } from "./communities/routes.ts";
import { desktopRoutes } from "./desktop/routes.ts";
import { approvalRoutes } from "./approvals/routes.ts";
import { cors } from "./http/cors.ts";
import { errorHandler, notFound } from "./http/errors.ts";
import { refuseControlCharacters } from "./http/body.ts";
import { trustPortal } from "./http/rateLimit.ts";
import { requestLog } from "./http/requestLog.ts";
import { methodNotAllowed, mountRoutes, registerRoute } from "./http/router.ts";
import { requireAuth } from "./http/auth.ts";
import { invitationRoutes } from "./invitations/routes.ts";
import { linkRoutes } from "./links/routes.ts";
import { startJobs, type Jobs } from "./jobs/jobs.ts";
import { linkHealthRoutes } from "./link-health/routes.ts";
import { startLinkHealth } from "./link-health/service.ts";
import { createMailer, type MailEvents } from "./mail/mailer.ts";
import { devOutboxRoutes } from "./mail/routes.ts";
import { memberRoutes } from "./members/routes.ts";
import { planRoutes } from "./plans/routes.ts";
import { userRoutes } from "./users/routes.ts";
import { localPayments } from "./billing/subscription.ts";
import { createStripePayments } from "./stripe/payments.ts";

export { apiConfigFrom, loadApiConfig, type ApiConfig } from "./config.ts";

/** Largest request body accepted (bar items are the biggest legitimate payload). */
const BODY_LIMIT = "256kb";

export interface Api {
  app: express.Express;
  db: Db;
  close(): Promise<void>;
}

export interface CreateApiOptions {
  /** An open database to use instead of opening one from the config (tests). It is not closed by close(). */
  db?: Db;
  /** Replaces the scrypt hasher built from config.scryptCost (tests count and slow down password checks). */
  passwords?: PasswordHasher;
  /** Redis (REDIS_URL), when counters are shared: /ready reports it beside the database. */
  redisReady?: () => Promise<boolean>;
  /** Where the mailer reports failures and messages given up (server.ts: /metrics). */
  mailEvents?: MailEvents;
  /**
   * Start the job queue (default true: mail retries and link health use it). Tests that use neither pass
   * false to spare the queue's start; link health (config.linkHealth) starts it regardless.
   */
  startJobQueue?: boolean;
}

export async function createApi(config: ApiConfig, options: CreateApiOptions = {}): Promise<Api> {
  const db =
    options.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (err) => config.logger.error("database pool: an idle connection failed", { err }),
    }));
  try {
    const applied = await migrate(db);
    if (applied.length > 0)
      config.logger.info("migrations applied", { versions: applied, database: db.kind });
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }

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
  const ctx: ApiContext = {
    db,
    config,
    logger: config.logger,
    passwords: options.passwords ?? createPasswordHasher(config.scryptCost),
    mail,
    captcha: createCaptcha(config),
    payments: config.stripe ? await createStripePayments(config.stripe) : localPayments,
    now,
  };

  // The job queue (docs/decisions/027): failed mail retried, and scheduled link checks (issue 18; off with
  // LINK_HEALTH=off). Idle workers look for due jobs every 2 s, sooner when a test shortens the waits.
  let jobs: Jobs | undefined;
  if (options.startJobQueue !== false || config.linkHealth) {
    jobs = await startJobs({
      db,
      databaseUrl: config.databaseUrl,
      logger: config.logger,
      pollSeconds: Math.min(
        2,
        (config.linkHealth?.intervalS ?? Infinity) / 4,
        (config.mailRetry?.delaySeconds ?? Infinity) / 2,
      ),
    });
    await mail.retryOn(jobs);
  }
  if (config.linkHealth && jobs) {
    ctx.linkHealth = await startLinkHealth(ctx, jobs, {
      intervalS: config.linkHealth.intervalS,
      check: {
        allowLoopback: config.allowLoopbackLinks,
        offline: config.linkCheckOffline,
        loopback: config.linkCheckLoopback,
        ...(config.linkHealth.checkTimeoutMs ? { timeoutMs: config.linkHealth.checkTimeoutMs } : {}),
      },
    });
  }

  const prune = () =>
    pruneExpired(db, now()).catch((err: unknown) => config.logger.warn("pruning failed", { err }));
  await prune();
  const pruneTimer = setInterval(() => void prune(), 60 * 60 * 1000);
  pruneTimer.unref();

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  // The client's address: the portal vouches for it with the shared secret (X-Client-Address +
  // X-Portal-Secret, api/http/rateLimit.ts). Without a secret configured, a proxy on loopback may
  // forward it in X-Forwarded-For, as before.
  app.set("trust proxy", config.portalSecret ? false : "loopback");
  app.use(requestLog(config.logger));
  app.use(trustPortal(config.portalSecret));

  app.get("/alive", (_req, res) => {
    res.status(200).end();
  });
  app.get("/ready", async (_req, res) => {
    const database = await db.query("SELECT 1").then(
      () => "OK",
      () => "FAIL",
    );
    const redis = options.redisReady ? ((await options.redisReady()) ? "OK" : "FAIL") : undefined;
    const ok = database === "OK" && redis !== "FAIL";
    res.status(ok ? 200 : 503).json({ database, ...(redis ? { redis } : {}) });
  });

  const v1 = express.Router();
  v1.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-cache");
    next();
  });
  // Off unless CORS_ORIGINS lists origins; answers preflights before any access check.
  v1.use(cors(config.corsOrigins ?? []));
  // Bodies are buffered here and parsed by each route after its access checks (401 → 404 → 403 → 415 → 400).
  v1.use(refuseControlCharacters);
  v1.use(express.raw({ type: () => true, limit: BODY_LIMIT }));
  mountRoutes(v1, ctx, [
    ...authRoutes(ctx),
    ...userRoutes(ctx),
    ...communityRoutes(),
    ...barRoutes(),
    ...desktopRoutes(),
    ...memberRoutes(),
    ...invitationRoutes(ctx),
    ...billingRoutes(),
    ...planRoutes(),
    ...devOutboxRoutes(),
    // Issue 19: the member's say (changes wait for the member's OK)
    ...approvalRoutes(ctx),
    ...linkHealthRoutes(),
  ]);
  // The link checker (api/links/, its own module) needs a signed-in user; other methods get its 405 first,
  // as every route does (405 → 401).
  v1.head("/validate/link/:url", requireAuth(ctx));
  v1.use(
    linkRoutes({
      allowLoopback: config.allowLoopbackLinks,
      offline: config.linkCheckOffline,
      loopback: config.linkCheckLoopback,
    }),
  );
  registerRoute("head", "/validate/link/:url");
  v1.use(methodNotAllowed);
  app.use("/v1", v1);

  app.use(() => {
    throw notFound();
  });
  app.use(errorHandler(config.logger));

  return {
    app,
    db,
    async close() {
      clearInterval(pruneTimer);
      await jobs?.stop().catch((err: unknown) => config.logger.warn("job queue stop failed", { err }));
      mail.close();
      if (!options.db) await db.close();
    },
  };
}
