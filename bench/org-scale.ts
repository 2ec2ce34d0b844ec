// Organisations of 10,000 (decision 033: within twice the time of 10): a group of 10 people and a group of
// 10,000, each made by a manager through the portal's forms and filled with SQL through the service's own
// tables (a member with a bar of their own, as POST .../members makes them, all in one transaction), on
// PGlite and on PostgreSQL. Measured for each: the dashboard, the member search on it and a member's page —
// the median time of BENCH_ORG_REQUESTS (30) requests one after the other, the two groups in turn, and the
// HTML's bytes raw and as sent with gzip. Target: the large group at most twice the small one's time and
// bytes, and every page at most 20 kB gzip. `node bench/org-scale.ts` after `npm run build`; bench/run.ts
// runs it as section 8 (BENCH_ORG=0 skips it).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import pg from "pg";
import { openDb } from "../api/db/db.ts";
import { Session } from "./editor.ts";
import { request } from "./http.ts";
import { killAll, startPortal, type Child } from "./processes.ts";
import { registerUser } from "./register.ts";
import { PG_ADMIN_URL } from "./shared.ts";

const REQUESTS = Number(process.env.BENCH_ORG_REQUESTS ?? 30);
const SIZES = [10, 10_000] as const;
/** The search asked on both groups: "Person 0000" matches the same nine people in each. */
const SEARCH = "Person 0000";
export const ORG_BUDGET = { ratio: 2, gzipBytes: 20 * 1024 };

interface PageFigure {
  page: string;
  /** Answers other than 200 (left out of the times). */
  failures: number;
  p50Ms: number;
  raw: number;
  gzip: number;
}

export interface OrgScaleRun {
  database: string;
  /** By group size: each page's figures. */
  groups: Map<number, PageFigure[]>;
}

interface Group {
  size: number;
  cookie: string;
  communityName: string;
  memberId?: string;
}

/** A manager signs up and creates their group through the portal's forms. */
async function managerWithGroup(origin: string, size: number, tag: string): Promise<Group> {
  const user = await registerUser(origin);
  const session = new Session(origin, user.cookie);
  const communityName = `Bench org ${size} ${tag}`;
  await session.follow(await session.submit("/account/create-group", { name: communityName }));
  return { size, cookie: session.cookie, communityName };
}

/**
 * The group's other size-1 people, "Person 00001" onwards, each with a bar of their own and its first version,
 * oldest first, and the group's member count — one transaction. Returns the id of the last person added.
 */
async function seed(options: { databaseUrl?: string; dataDir: string }, group: Group): Promise<string> {
  const db = await openDb(options);
  try {
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; created_by_user_id: string }>(
        "SELECT id, created_by_user_id FROM communities WHERE name = $1",
        [group.communityName],
      );
      const community = rows[0];
      if (!community) throw new Error(`no community named ${group.communityName}`);
      const others = group.size - 1;
      await tx.query(
        `CREATE TEMP TABLE bench_people ON COMMIT DROP AS
         SELECT g, gen_random_uuid() AS member_id, gen_random_uuid() AS bar_id FROM generate_series(1, $1::integer) g`,
        [others],
      );
      await tx.query(
        `INSERT INTO bars (id, community_id, name, is_shared, items, created_by_user_id, created_at, updated_at)
         SELECT bar_id, $1, 'Bar for Person ' || lpad(g::text, 5, '0'), false, '[]'::jsonb, $2, now(), now()
         FROM bench_people`,
        [community.id, community.created_by_user_id],
      );
      await tx.query(
        `INSERT INTO bar_versions (bar_id, author_user_id, created_at, name, is_shared, items)
         SELECT bar_id, $1, now(), 'Bar for Person ' || lpad(g::text, 5, '0'), false, '[]'::jsonb FROM bench_people`,
        [community.created_by_user_id],
      );
      await tx.query(
        `INSERT INTO members (id, community_id, first_name, last_name, role, state, bar_ids, created_at, updated_at)
         SELECT member_id, $1, 'Person', lpad(g::text, 5, '0'), 'member', 'uninvited', ARRAY[bar_id],
                now() + g * interval '1 millisecond', now()
         FROM bench_people`,
        [community.id],
      );
      await tx.query("UPDATE communities SET member_count = member_count + $2 WHERE id = $1", [
        community.id,
        others,
      ]);
      const last = await tx.query<{ member_id: string }>(
        "SELECT member_id FROM bench_people ORDER BY g DESC LIMIT 1",
      );
      return last.rows[0]!.member_id;
    });
    // The statistics a bulk change gets at once from the CSV import (api/db/maintenance.ts) and, a minute
    // later, from PostgreSQL's autovacuum; without them the first minute measures plans made for a handful of rows.
    await db.query("ANALYZE members, users, bars");
    return id;
  } finally {
    await db.close();
  }
}

/** What one page's answers gave: times of the measured ones, the last answer, failures. */
class Sample {
  times: number[] = [];
  failures = 0;
  last: Awaited<ReturnType<typeof request>> | undefined;
  readonly page: string;
  readonly path: string;
  constructor(page: string, path: string) {
    this.page = page;
    this.path = path;
  }

  /** One request; a failed answer is counted, not measured (more than a few and the figure is worthless). */
  async ask(portal: Child, cookie: string, measured: boolean): Promise<void> {
    const headers = { accept: "text/html", "accept-encoding": "gzip", cookie };
    const started = performance.now();
    const answer = await request(`${portal.origin}${this.path}`, { headers, timeoutMs: 60_000 });
    const took = performance.now() - started;
    if (answer.status !== 200) {
      this.failures += 1;
      if (this.failures > 3)
        throw new Error(`GET ${this.path} answered ${answer.status} ${this.failures} times`);
      return;
    }
    this.last = answer;
    if (measured) this.times.push(took);
  }

  figure(): PageFigure {
    if (!this.last) throw new Error(`GET ${this.path} never answered 200`);
    const times = [...this.times].sort((a, b) => a - b);
    const body = this.last.body;
    const gzipped = this.last.headers["content-encoding"] === "gzip";
    return {
      page: this.page,
      failures: this.failures,
      p50Ms: times[Math.floor(times.length / 2)]!,
      raw: gzipped ? gunzipSync(body).length : body.length,
      gzip: body.length,
    };
  }
}

/**
 * The median time of REQUESTS answers of one page for each group (after 3 unmeasured each), asked in turn —
 * small, large, small, ... — so that a change of the machine's load weighs on both groups alike; and the bytes of
 * one answer raw and gzip.
 */
async function measurePair(
  portal: Child,
  groups: readonly Group[],
  page: string,
  path: (group: Group) => string,
): Promise<PageFigure[]> {
  const samples = groups.map((group) => new Sample(page, path(group)));
  for (let i = 0; i < REQUESTS + 3; i++) {
    for (const [g, group] of groups.entries()) await samples[g]!.ask(portal, group.cookie, i >= 3);
  }
  return samples.map((sample) => sample.figure());
}

async function runOn(
  label: string,
  options: { databaseUrl?: string; dataDir: string },
): Promise<OrgScaleRun> {
  const tag = randomBytes(3).toString("hex");
  const groups: Group[] = [];
  let portal = await startPortal({ ...options, label: `org ${label}`, startTimeoutMs: 120_000 });
  try {
    for (const size of SIZES) groups.push(await managerWithGroup(portal.origin, size, tag));
  } finally {
    await portal.stop();
  }
  // PGlite keeps its folder to one process: the people go in while the portal is stopped.
  for (const group of groups) group.memberId = await seed(options, group);
  portal = await startPortal({ ...options, label: `org ${label}`, startTimeoutMs: 120_000 });
  const run: OrgScaleRun = { database: label, groups: new Map() };
  try {
    const search = `/dashboard?q=${encodeURIComponent(SEARCH)}`;
    const pages = [
      await measurePair(portal, groups, "dashboard", () => "/dashboard"),
      await measurePair(portal, groups, `member search "${SEARCH}"`, () => search),
      await measurePair(portal, groups, "a member's page", (g) => `/dashboard/members/${g.memberId}`),
    ];
    for (const [g, group] of groups.entries())
      run.groups.set(
        group.size,
        pages.map((figures) => figures[g]!),
      );
  } finally {
    await portal.stop();
  }
  return run;
}

async function withPostgres<T>(fn: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `tandem_bench_org_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

/** Both databases (PostgreSQL only when it answers on BENCH_PG_URL). */
export async function runOrgScaleBench(): Promise<OrgScaleRun[]> {
  const runs: OrgScaleRun[] = [];
  const tmp = mkdtempSync(join(tmpdir(), "tandem-bench-org-"));
  try {
    runs.push(await runOn("PGlite", { dataDir: join(tmp, "pglite") }));
    const onPostgres = await withPostgres((databaseUrl) =>
      runOn("PostgreSQL", { dataDir: join(tmp, "pg"), databaseUrl }),
    );
    if (onPostgres) runs.push(onPostgres);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return runs;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The figures as lines of text, with the ratios and whether each meets the target. */
export function orgScaleTable(runs: readonly OrgScaleRun[]): string[] {
  const lines = [
    `Organisations of 10,000: ${SIZES.join(" vs ")} members, p50 of ${REQUESTS} sequential requests, HTML raw / gzip as sent`,
  ];
  for (const run of runs) {
    const small = run.groups.get(SIZES[0]) ?? [];
    const large = run.groups.get(SIZES[1]) ?? [];
    lines.push(`   ${run.database}`);
    for (const [i, s] of small.entries()) {
      const l = large[i];
      if (!l) continue;
      const timeRatio = l.p50Ms / s.p50Ms;
      const byteRatio = l.gzip / s.gzip;
      const ok =
        timeRatio <= ORG_BUDGET.ratio && byteRatio <= ORG_BUDGET.ratio && l.gzip <= ORG_BUDGET.gzipBytes;
      lines.push(
        `   ${s.page.padEnd(28)} 10: ${s.p50Ms.toFixed(1).padStart(6)} ms ${kb(s.raw).padStart(8)} / ${kb(s.gzip).padStart(7)}` +
          `   10,000: ${l.p50Ms.toFixed(1).padStart(6)} ms ${kb(l.raw).padStart(8)} / ${kb(l.gzip).padStart(7)}` +
          `   ratio time ${timeRatio.toFixed(2)}x, gzip ${byteRatio.toFixed(2)}x ${ok ? "ok" : "OVER"}` +
          (s.failures + l.failures > 0 ? ` (${s.failures} + ${l.failures} failed answers left out)` : ""),
      );
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.on("SIGINT", () => {
    killAll();
    process.exit(130);
  });
  const runs = await runOrgScaleBench();
  for (const line of orgScaleTable(runs)) console.warn(line);
  killAll();
}
