// Scheduled link checks on the job queue (api/jobs/, docs/decisions/027-pg-boss-job-queue.md):
// - a "round" job per interval slot — its id is derived from the slot, so however many instances send it,
//   it exists and runs once — lists every distinct web address on every bar, groups them by host and queues
//   one "host" job per host, spread over the interval, then queues the next slot's round;
// - a "host" job checks its host's addresses one after another (one request at a time per host) with the
//   SSRF-safe checker (api/links/check-link.ts) and saves each verdict (verdict.ts);
// - a "tell" job emails managers about new problems (tell.ts), after changes and after each round.
import { createHash } from "node:crypto";
import type { ApiContext } from "../context.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { checkLink, type CheckLinkOptions } from "../links/check-link.ts";
import { buttonAddresses, byHost } from "./addresses.ts";
import { ensureRows, readRows, saveRow } from "./store.ts";
import { tellManagers } from "./tell.ts";
import { judge, SAMPLE_BYTES, type HealthRow } from "./verdict.ts";

export const ROUND_QUEUE = "link-health.round";
export const HOST_QUEUE = "link-health.host";
export const TELL_QUEUE = "link-health.tell";
/** "Check now" tells at once; at most one such pass waits at a time, so many hosts' changes are told together. */
export const TELL_SOON_QUEUE = "link-health.tell-soon";

export interface LinkHealthSettings {
  /** Seconds between rounds (LINK_HEALTH_INTERVAL_S, default 86400). */
  intervalS: number;
  /** The checker's rules (offline, loopback, test certificates...). */
  check: CheckLinkOptions;
  /** Host jobs running at once in this process (default 8). */
  concurrency?: number;
}

export interface LinkHealthService {
  /** Queues a check of these addresses now (one job per host); answers how many addresses. */
  checkNow(addresses: readonly { url: string; host: string }[]): Promise<number>;
  stop(): Promise<void>;
}

interface HostJob {
  /** The round's slot (null for "check now"). */
  slot: number | null;
  host: string;
  urls: string[];
  /** Pause between two addresses of the host, so a host with many is spread too. */
  gapMs: number;
}

/** A job id from a stable name: the same name from any instance is the same job. */
export function jobIdFor(name: string): string {
  const h = createHash("sha256").update(name).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const EMPTY: HealthRow = {
  verdict: "unchecked",
  failures: 0,
  first_failed_at: null,
  answer: null,
  moved_to: null,
  suspicion: null,
  changed_at: new Date(0),
};

export async function startLinkHealth(
  ctx: ApiContext,
  jobs: Jobs,
  settings: LinkHealthSettings,
): Promise<LinkHealthService> {
  const intervalS = Math.max(1, settings.intervalS);
  const spreadS = intervalS * 0.8;
  const log = ctx.logger;
  await jobs.queue(ROUND_QUEUE, { retryLimit: 2, expireInSeconds: 15 * 60 });
  await jobs.queue(HOST_QUEUE, { retryLimit: 1, expireInSeconds: 6 * 60 * 60 });
  // Two passes running at once are harmless: tell.ts claims each manager's daily email in one guarded statement.
  await jobs.queue(TELL_QUEUE, { retryLimit: 2 });
  await jobs.queue(TELL_SOON_QUEUE, { policy: "short", retryLimit: 2 });

  async function queueHosts(
    addresses: readonly { url: string; host: string }[],
    spread: number,
    slot: number | null,
  ) {
    const hosts = [...byHost(addresses)];
    await ensureRows(ctx.db, addresses, ctx.now());
    const n = hosts.length;
    await jobs.sendMany(
      HOST_QUEUE,
      hosts.map(([host, urls], i) => ({
        data: {
          slot,
          host,
          urls,
          gapMs: Math.min(1000, Math.floor(((spread * 1000) / Math.max(1, urls.length)) * 0.5)),
        } satisfies HostJob,
        startAfterSeconds: n > 1 ? (i * spread) / n : 0,
      })),
    );
    return new Set(addresses.map((a) => a.url)).size;
  }

  async function round(slot: number): Promise<number> {
    const addresses = await buttonAddresses(ctx.db);
    const count = await queueHosts(addresses, spreadS, slot);
    log.info("link health round", { slot, addresses: count });
    // One pass once the round's checks are done, so one email tells what the round found (and what could not
    // be told before, to a manager already emailed that day).
    await jobs.send(
      TELL_QUEUE,
      {},
      { startAfterSeconds: spreadS + 2, once: jobIdFor(`${TELL_QUEUE}:${intervalS}:${slot}`) },
    );
    return count;
  }

  async function sendRound(slot: number) {
    const startAfterSeconds = Math.max(0, slot * intervalS - Date.now() / 1000);
    await jobs.send(
      ROUND_QUEUE,
      { slot },
      { once: jobIdFor(`${ROUND_QUEUE}:${intervalS}:${slot}`), startAfterSeconds },
    );
  }

  async function checkHost(job: HostJob) {
    let changed = false;
    for (const [i, url] of job.urls.entries()) {
      if (i > 0 && job.gapMs > 0) await new Promise((r) => setTimeout(r, job.gapMs));
      const before = (await readRows(ctx.db, [url])).get(url) ?? EMPTY;
      const check = await checkLink(url, { ...settings.check, sampleBytes: SAMPLE_BYTES });
      const now = ctx.now();
      const after = judge(url, before, check, now);
      await saveRow(ctx.db, url, job.host, after, now);
      if (new Date(after.changed_at).getTime() !== new Date(before.changed_at).getTime()) changed = true;
    }
    // "Check now" tells at once what it found; a round tells when it is done (above).
    if (changed && job.slot === null) await jobs.send(TELL_SOON_QUEUE, {}, { startAfterSeconds: 1 });
  }

  await jobs.work<{ slot: number }>(ROUND_QUEUE, {}, async ({ slot }) => {
    // The next round first: a round that fails is retried, and the chain goes on.
    await sendRound(slot + 1);
    await round(slot);
  });
  await jobs.work<HostJob>(HOST_QUEUE, { concurrency: settings.concurrency ?? 8 }, checkHost);
  const tell = async () => {
    const { sent, nextAt } = await tellManagers(ctx);
    if (sent > 0) log.info("link health emails", { sent });
    // A problem found within a day of a manager's last email goes in the next one, as soon as a day has passed
    // (the next round's pass may come a little before that, and the one after a day late). One job per time.
    if (nextAt) {
      const seconds = Math.max(1, Math.ceil((nextAt.getTime() - ctx.now().getTime()) / 1000) + 1);
      await jobs.send(
        TELL_QUEUE,
        {},
        { startAfterSeconds: seconds, once: jobIdFor(`${TELL_QUEUE}:at:${nextAt.toISOString()}`) },
      );
    }
  };
  await jobs.work(TELL_QUEUE, {}, tell);
  await jobs.work(TELL_SOON_QUEUE, {}, tell);
  // Every instance asks for the current slot's round at start; the slot's id makes it one job.
  await sendRound(Math.floor(Date.now() / 1000 / intervalS));

  return {
    checkNow: (addresses) => queueHosts(addresses, 0, null),
    stop: () => jobs.stop(),
  };
}
