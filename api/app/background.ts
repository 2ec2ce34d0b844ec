// createApi's background work (api/app.ts): the job queue with what runs on it (mail retries, scheduled link
// checks) and the hourly maintenance. None of it is needed to answer the first request, so it starts late and
// in the background; stop() ends it before the database closes.
import type { ApiConfig } from "../config.ts";
import type { ApiContext } from "../context.ts";
import { pruneExpired, refreshStatistics } from "../db/maintenance.ts";
import { startJobs, type Jobs } from "../jobs/jobs.ts";
import { startLinkHealth } from "../link-health/service.ts";

export interface BackgroundOptions {
  /** Background work waits for this to settle (the launcher: 2 s after the portal listens). */
  jobsAfter: Promise<unknown> | undefined;
  /** Start the job queue even without link health (mail retries use it). */
  startJobQueue: boolean;
}

export interface BackgroundWork {
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/** Starts everything that runs beside the requests; `ctx.linkHealth` is set here when link health is on. */
export async function startBackgroundWork(
  ctx: ApiContext,
  options: BackgroundOptions,
): Promise<BackgroundWork> {
  // Aborted by stop(): work that had not started yet does not start, and its failures are not logged.
  const stopping = new AbortController();
  const jobsStarting =
    options.startJobQueue || ctx.config.linkHealth
      ? startJobQueue(ctx, options.jobsAfter, stopping.signal)
      : Promise.resolve(undefined);
  const pruneTimer = await startMaintenance(ctx, options.jobsAfter, stopping.signal);
  return {
    async stop() {
      stopping.abort();
      clearInterval(pruneTimer);
      const jobs = await jobsStarting;
      await jobs?.stop().catch((err: unknown) => ctx.logger.warn("job queue stop failed", { err }));
    },
  };
}

/**
 * The job queue (docs/decisions/027): failed mail retried, and scheduled link checks. It starts once `after`
 * settles (the launcher: once the portal listens), so that pg-boss's start (its schema check, maintenance and
 * first polls: about half of the embedded database's start-up work) does not delay the first page
 * (docs/performance.md, on memory and cold start). Resolves to undefined when the queue did not start.
 */
function startJobQueue(
  ctx: ApiContext,
  after: Promise<unknown> | undefined,
  stopping: AbortSignal,
): Promise<Jobs | undefined> {
  const { config } = ctx;
  const queueStarting = Promise.resolve(after).then(async () => {
    if (stopping.aborted) throw new Error("the service closed before its job queue started");
    return startJobs({
      db: ctx.db,
      databaseUrl: config.databaseUrl,
      logger: config.logger,
      pollSeconds: pollSecondsFor(config),
    });
  });
  queueStarting.catch((err: unknown) => {
    if (!stopping.aborted)
      config.logger.error("the job queue did not start: no mail retries, no link health", { err });
  });
  const jobsStarting = queueStarting.catch(() => undefined);
  // A delivery that fails before the queue is up waits for it (api/mail/mailer.ts).
  void ctx.mail
    .retryOn(jobsStarting)
    .catch((err: unknown) => config.logger.error("mail retries did not start", { err }));
  if (config.linkHealth) startLinkHealthOn(ctx, config.linkHealth, queueStarting, stopping);
  return jobsStarting;
}

/**
 * Idle workers look for due jobs every 2 s, sooner when a test shortens the link-health interval or the mail
 * retry delay, so that a due job is not left waiting for a whole poll.
 */
function pollSecondsFor(config: ApiConfig): number {
  return Math.min(
    2,
    (config.linkHealth?.intervalS ?? Infinity) / 4,
    (config.mailRetry?.delaySeconds ?? Infinity) / 2,
  );
}

/**
 * Scheduled link checks (LINK_HEALTH=on), so that managers hear of a button whose address stopped working. A
 * "check now" asked before the queue is up waits for it (and fails as the start did).
 */
function startLinkHealthOn(
  ctx: ApiContext,
  settings: NonNullable<ApiConfig["linkHealth"]>,
  queueStarting: Promise<Jobs>,
  stopping: AbortSignal,
): void {
  const { config } = ctx;
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
    if (!stopping.aborted) config.logger.error("link health did not start", { err });
  });
  ctx.linkHealth = {
    checkNow: async (addresses) => (await starting).checkNow(addresses),
    stop: async () => (await starting).stop(),
  };
}

/**
 * What can no longer be used (expired tokens and codes, audit entries past their retention) is removed now and
 * every hour, and the embedded database's statistics gathered after it, as it has no autovacuum to do so
 * (api/db/maintenance.ts). A failure is logged and left for the next hour.
 */
async function startMaintenance(
  ctx: ApiContext,
  after: Promise<unknown> | undefined,
  stopping: AbortSignal,
): Promise<ReturnType<typeof setInterval>> {
  const { db, config, now } = ctx;
  const prune = () =>
    pruneExpired(db, now(), config.auditRetentionDays).catch((err: unknown) =>
      config.logger.warn("pruning failed", { err }),
    );
  const gatherStatistics = () =>
    refreshStatistics(db).catch((err: unknown) => config.logger.warn("gathering statistics failed", { err }));
  await prune();
  // Not awaited, and not before `after`: ANALYZE of the embedded database runs on the thread that answers
  // requests, so during the start it held up the first page (about 250 ms on a small database in the bench's
  // cold start, more on a large one). On PostgreSQL it is a statement like any other.
  void Promise.resolve(after).then(() => (stopping.aborted ? undefined : gatherStatistics()));
  const pruneTimer = setInterval(() => void prune().then(gatherStatistics), HOUR_MS);
  pruneTimer.unref();
  return pruneTimer;
}
