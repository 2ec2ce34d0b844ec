// The /v1 service: createApi() builds the Express app over PGlite or PostgreSQL and applies the migrations.
import express from "express";
import type { ApiConfig } from "./config.ts";
import type { ApiContext } from "./context.ts";
import { openDb, type Db } from "./db/db.ts";
import { PEOPLE_CSV_BODY_LIMIT, PEOPLE_CSV_PATH, peopleCsvHandlers } from "./people-csv/routes.ts";
import { pruneExpired, refreshStatistics } from "./db/maintenance.ts";
import { migrate } from "./db/migrate.ts";
import { createPasswordHasher, type PasswordHasher } from "./auth/passwords.ts";
import { createCaptcha } from "./auth/captcha.ts";
import { auditHandlers } from "./audit/routes.ts";
import { authHandlers } from "./auth/routes.ts";
import { barHandlers } from "./bars/routes.ts";
import { billingHandlers } from "./billing/routes.ts";
import { communityHandlers } from "./communities/routes.ts";
import { desktopHandlers } from "./desktop/routes.ts";
import { approvalHandlers } from "./approvals/routes.ts";
import { baseBarHandlers } from "./base-bar/routes.ts";
import { cors } from "./http/cors.ts";
import { errorHandler, notFound } from "./http/errors.ts";
import { refuseControlCharacters } from "./http/body.ts";
import { trustPortal } from "./http/rateLimit.ts";
import { requestLog } from "./http/requestLog.ts";
import { methodNotAllowed, mountEndpoints } from "./http/router.ts";
import { requireAuth } from "./http/auth.ts";
import { invitationHandlers } from "./invitations/routes.ts";
import { linkCheckMiddleware } from "./links/routes.ts";
import { startJobs, type Jobs } from "./jobs/jobs.ts";
import { linkHealthHandlers } from "./link-health/routes.ts";
import { startLinkHealth } from "./link-health/service.ts";
import { createMailer, type MailEvents } from "./mail/mailer.ts";
import { devOutboxHandlers } from "./mail/routes.ts";
import { memberHandlers } from "./members/routes.ts";
import { planHandlers } from "./plans/routes.ts";
import { userHandlers } from "./users/routes.ts";
import { localPayments } from "./billing/subscription.ts";
import { createStripePayments } from "./stripe/payments.ts";

export { apiConfigFrom, loadApiConfig, type ApiConfig } from "./config.ts";

/** Largest request body accepted (bar items are the biggest legitimate payload). */
const BODY_LIMIT = "256kb";

export interface Api {
  app: express.Express;
  db: Db;
  /** What the start cost (ms): opening the database and checking/applying the migrations. */
  startup: { database_ms: number; migrations_ms: number };
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
  const opening = performance.now();
  const db =
    options.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (err) => config.logger.error("database pool: an idle connection failed", { err }),
    }));
  const migrating = performance.now();
  try {
    const applied = await migrate(db);
    if (applied.length > 0)
      config.logger.info("migrations applied", { versions: applied, database: db.kind });
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }
  const startup = {
    database_ms: Math.round(migrating - opening),
    migrations_ms: Math.round(performance.now() - migrating),
  };

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
  // LINK_HEALTH=off). It starts in the background, once `options.jobsAfter` settles (the launcher: once the
  // portal listens), so that pg-boss's start (its schema check, maintenance and first polls: about half of the
  // embedded database's start-up work) does not delay the first page (docs/performance.md, "Issue 21: memory
  // and cold start"). Idle workers look for due jobs every 2 s, sooner when a test shortens the waits.
  let jobsStarting: Promise<Jobs | undefined> = Promise.resolve(undefined);
  let closed = false;
  if (options.startJobQueue !== false || config.linkHealth) {
    const settings = config.linkHealth;
    const queueStarting = Promise.resolve(options.jobsAfter).then(async () => {
      if (closed) throw new Error("the service closed before its job queue started");
      return startJobs({
        db,
        databaseUrl: config.databaseUrl,
        logger: config.logger,
        pollSeconds: Math.min(
          2,
          (settings?.intervalS ?? Infinity) / 4,
          (config.mailRetry?.delaySeconds ?? Infinity) / 2,
        ),
      });
    });
    queueStarting.catch((err: unknown) => {
      if (!closed)
        config.logger.error("the job queue did not start: no mail retries, no link health", { err });
    });
    jobsStarting = queueStarting.catch(() => undefined);
    // A delivery that fails before the queue is up waits for it (api/mail/mailer.ts).
    void mail
      .retryOn(jobsStarting)
      .catch((err: unknown) => config.logger.error("mail retries did not start", { err }));
    if (settings) {
      const starting = queueStarting.then((started) =>
        startLinkHealth(ctx, started, {
          intervalS: settings.intervalS,
          check: {
            allowLoopback: config.allowLoopbackLinks,
            offline: config.linkCheckOffline,
            loopback: config.linkCheckLoopback,
            ...(settings.checkTimeoutMs ? { timeoutMs: settings.checkTimeoutMs } : {}),
          },
        }),
      );
      starting.catch((err: unknown) => {
        if (!closed) config.logger.error("link health did not start", { err });
      });
      // "Check now" before the queue is up waits for it (and fails as the start did).
      ctx.linkHealth = {
        checkNow: async (addresses) => (await starting).checkNow(addresses),
        stop: async () => (await starting).stop(),
      };
    }
  }

  const prune = () =>
    pruneExpired(db, now(), config.auditRetentionDays).catch((err: unknown) =>
      config.logger.warn("pruning failed", { err }),
    );
  const gatherStatistics = () =>
    refreshStatistics(db).catch((err: unknown) => config.logger.warn("gathering statistics failed", { err }));
  await prune();
  // Not awaited, and not before the launcher's signal: ANALYZE of the embedded database runs on the thread
  // that answers requests, so during the start it held up the first page (about 250 ms on a small database
  // in the bench's cold start, more on a large one). On PostgreSQL it is a statement like any other.
  void Promise.resolve(options.jobsAfter).then(() => (closed ? undefined : gatherStatistics()));
  const pruneTimer = setInterval(() => void prune().then(gatherStatistics), 60 * 60 * 1000);
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
  // A file of people is larger than other bodies (issue 20 §2); express.raw reads a body only once.
  v1.use(PEOPLE_CSV_PATH, express.raw({ type: () => true, limit: PEOPLE_CSV_BODY_LIMIT }));
  v1.use(express.raw({ type: () => true, limit: BODY_LIMIT }));
  // Every endpoint of the contract (contract/endpoints.ts), with the handler of its name from a slice's table;
  // the start fails when an endpoint has no handler or a handler no endpoint (api/http/router.ts).
  mountEndpoints(v1, ctx, [
    authHandlers(ctx),
    userHandlers(ctx),
    communityHandlers(),
    barHandlers(),
    desktopHandlers(),
    baseBarHandlers(),
    memberHandlers(),
    invitationHandlers(ctx),
    billingHandlers(),
    planHandlers(),
    devOutboxHandlers(),
    // Issue 19: the member's say (changes wait for the member's OK)
    approvalHandlers(ctx),
    linkHealthHandlers(),
    // The link checker (api/links/, its own module) needs a signed-in user; other methods get the 405 first,
    // as every route does (405 → 401).
    {
      checkLink: {
        middleware: [
          requireAuth(ctx),
          ...linkCheckMiddleware({
            allowLoopback: config.allowLoopbackLinks,
            offline: config.linkCheckOffline,
            loopback: config.linkCheckLoopback,
          }),
        ],
      },
    },
    // Issue 20 §4: the group's audit log
    auditHandlers(ctx),
    // Issue 20 §2: people by CSV
    peopleCsvHandlers(ctx),
  ]);
  v1.use(methodNotAllowed);
  app.use("/v1", v1);

  app.use(() => {
    throw notFound();
  });
  app.use(errorHandler(config.logger));

  return {
    app,
    db,
    startup,
    async close() {
      closed = true;
      clearInterval(pruneTimer);
      const jobs = await jobsStarting;
      await jobs?.stop().catch((err: unknown) => config.logger.warn("job queue stop failed", { err }));
      mail.close();
      if (!options.db) await db.close();
    },
  };
}
