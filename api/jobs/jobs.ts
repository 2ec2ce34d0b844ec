// The job queue of the /v1 service: pg-boss on the same database as everything else (docs/decisions/027).
// On the embedded default it runs on the PGlite instance itself (pg-boss's `pglite` backend); on PostgreSQL
// it has a small pool of its own. Several instances on one PostgreSQL share the queue: a job runs once,
// whichever instance fetches it. Link health (api/link-health/) is its first user; anything that must
// happen later, or be retried, or run once across instances can use it through this small interface.
import { PgBoss, fromPglite, type JobInsert, type QueuePolicy } from "pg-boss";
import type { Db } from "../db/db.ts";
import type { Logger } from "../../common/log.ts";

export interface QueueOptions {
  /** pg-boss's policy: "short" keeps at most one job waiting, "singleton" one running; default standard. */
  policy?: Extract<QueuePolicy, "standard" | "short" | "singleton" | "stately">;
  /** Attempts after the first (default 2) and seconds between them (default 10). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Double the wait after each failed attempt (with jitter), up to `retryDelayMaxSeconds`. */
  retryBackoff?: boolean;
  retryDelayMaxSeconds?: number;
  /** How long one attempt may run before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
}

export interface SendOptions {
  /** Start no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /**
   * The job's id (a UUID). A job with this id exists once, whichever instance sends it and whenever: a second
   * send answers null. Derive it from a stable name (e.g. "round of slot N") to run something once.
   */
  once?: string;
}

export interface WorkOptions {
  /** Jobs of this queue run at once in this process (default 1). */
  concurrency?: number;
}

/** Which attempt of its job a handler is running: 0 the first, then one more for each retry. */
export interface JobAttempt {
  retryCount: number;
}

export interface Jobs {
  /** Creates the queue when it does not exist yet (safe to call from every instance). */
  queue(name: string, options?: QueueOptions): Promise<void>;
  /** Runs `handler` for each job of the queue; a throw fails the attempt (retried per the queue). */
  work<T extends object>(
    name: string,
    options: WorkOptions,
    handler: (data: T, job: JobAttempt) => Promise<void>,
  ): Promise<void>;
  /** Adds one job; null when a job with the `once` id exists already. */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Adds many jobs in one statement each thousand. */
  sendMany(name: string, jobs: readonly { data: object; startAfterSeconds?: number }[]): Promise<void>;
  /** Stops fetching, waits up to `timeoutMs` for running jobs, and releases the queue's connections. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface StartJobsOptions {
  db: Db;
  /** The PostgreSQL server (when db is PostgreSQL); pg-boss keeps a pool of its own there. */
  databaseUrl?: string;
  logger: Logger;
  /** How often idle workers look for jobs whose start time has come (default 2 s; at least 0.5). */
  pollSeconds?: number;
}

const BATCH = 1000;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

export async function startJobs(options: StartJobsOptions): Promise<Jobs> {
  const { db, logger } = options;
  const pollSeconds = Math.max(0.5, options.pollSeconds ?? 2);
  let boss: PgBoss;
  if (db.kind === "pglite") {
    if (!db.embedded) throw new Error("the job queue needs the embedded database itself");
    boss = new PgBoss({ backend: "pglite", db: fromPglite(db.embedded), schema: "pgboss" });
  } else {
    if (!options.databaseUrl) throw new Error("the job queue needs DATABASE_URL");
    boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: "pgboss",
      max: 3,
      application_name: "tandem-jobs",
    });
  }
  // pg-boss reports problems of its own loops as events; a database hiccup must not crash the service.
  boss.on("error", (error: unknown) => logger.warn("job queue error", { err: error }));
  await boss.start();

  const queues = new Set<string>();
  return {
    async queue(name, queueOptions = {}) {
      if (queues.has(name)) return;
      const existing = await boss.getQueue(name);
      if (!existing) {
        await boss
          .createQueue(name, {
            policy: queueOptions.policy ?? "standard",
            retryLimit: queueOptions.retryLimit ?? 2,
            retryDelay: queueOptions.retryDelaySeconds ?? 10,
            ...(queueOptions.retryBackoff
              ? { retryBackoff: true, retryDelayMax: queueOptions.retryDelayMaxSeconds }
              : {}),
            expireInSeconds: queueOptions.expireInSeconds ?? 15 * 60,
          })
          // Another instance created it at the same moment.
          .catch(async (error: unknown) => {
            if (!(await boss.getQueue(name))) throw error;
          });
      }
      queues.add(name);
    },
    async work(name, workOptions, handler) {
      await boss.work<object>(
        name,
        {
          localConcurrency: workOptions.concurrency ?? 1,
          batchSize: 1,
          pollingIntervalSeconds: pollSeconds,
        },
        async (jobs) => {
          for (const job of jobs) await handler(job.data as never, { retryCount: job.retryCount });
        },
      );
    },
    send(name, data, sendOptions = {}) {
      return boss.send(name, data, {
        ...(sendOptions.startAfterSeconds ? { startAfter: later(sendOptions.startAfterSeconds) } : {}),
        ...(sendOptions.once ? { id: sendOptions.once } : {}),
      });
    },
    async sendMany(name, jobs) {
      for (let i = 0; i < jobs.length; i += BATCH) {
        const batch: JobInsert[] = jobs.slice(i, i + BATCH).map((job) => ({
          data: job.data,
          ...(job.startAfterSeconds ? { startAfter: later(job.startAfterSeconds) } : {}),
        }));
        await boss.insert(name, batch);
      }
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
