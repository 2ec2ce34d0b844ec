// Link health's cost to page answers (checks must not slow the pages): a signed-in page's server CPU per
// request and latency without a round, then during a round over LH_ADDRESSES (default 10,000) distinct
// addresses served on loopback (LINK_CHECK=loopback: nothing leaves the machine). Runs on PostgreSQL (the
// bench writes the bars straight into its own database): `node bench/link-health.ts` after `npm run build`;
// exits 0 with a note when PostgreSQL does not answer on 127.0.0.1:5432. bench/run.ts can call
// runLinkHealthBench() and print its table.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { runLoad, type LoadResult } from "./load.ts";
import { killAll, readCpuMs, startPortal } from "./processes.ts";
import { registerUser } from "./register.ts";

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface LinkHealthBench {
  addresses: number;
  without: LoadResult;
  during: LoadResult;
  /** Addresses checked while `during` was measured. */
  checkedDuring: number;
}

async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `tandem_bench_links_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

export async function runLinkHealthBench(
  options: { addresses?: number; seconds?: number; intervalS?: number } = {},
): Promise<LinkHealthBench | null> {
  const addresses = options.addresses ?? Number(process.env.LH_ADDRESSES ?? 10_000);
  const seconds = options.seconds ?? 15;
  const intervalS = options.intervalS ?? 60;
  let checked = 0;
  const site = http.createServer((req, res) => {
    if (req.method === "GET") checked += 1;
    res.end("<p>fine</p>");
  });
  site.listen(0, "127.0.0.1");
  await new Promise((resolve) => site.once("listening", resolve));
  const port = (site.address() as AddressInfo).port;
  const dataDir = mkdtempSync(join(tmpdir(), "tandem-bench-links-"));
  try {
    return await withDatabase(async (databaseUrl) => {
      process.env.LINK_CHECK = "loopback";
      process.env.LINK_HEALTH = "on";
      process.env.LINK_HEALTH_INTERVAL_S = String(intervalS);
      const portal = await startPortal({ dataDir, databaseUrl, label: "links", startTimeoutMs: 120_000 });
      try {
        const { cookie } = await registerUser(portal.origin);
        const load = () =>
          runLoad({
            url: `${portal.origin}/account`,
            headers: { cookie, accept: "text/html" },
            concurrency: 4,
            warmupMs: 1000,
            durationMs: seconds * 1000,
            serverCpuMs: () => readCpuMs(portal.pid),
          });
        const without = await load();

        // 100 addresses a bar, on 200 hosts (one request at a time per host).
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        const { rows } = await db.query<{ id: string }>(
          "INSERT INTO communities (name) VALUES ('Bench links') RETURNING id",
        );
        for (let b = 0; b * 100 < addresses; b++) {
          const items = Array.from({ length: Math.min(100, addresses - b * 100) }, (_, i) => ({
            id: `i${b}-${i}`,
            kind: "link",
            is_primary: false,
            configuration: { label: `L${i}`, url: `http://s${(b * 100 + i) % 200}.test:${port}/p/${b}/${i}` },
          }));
          await db.query("INSERT INTO bars (community_id, name, items) VALUES ($1, $2, $3)", [
            rows[0]!.id,
            `Bar ${b}`,
            JSON.stringify(items),
          ]);
        }
        await db.end();
        // The next round starts at the next slot of the interval; measure once checks are under way.
        const waitUntil = Date.now() + (intervalS + 30) * 1000;
        while (checked === 0 && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 200));
        const before = checked;
        const during = await load();
        return { addresses, without, during, checkedDuring: checked - before };
      } finally {
        await portal.stop();
      }
    });
  } finally {
    site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as lines of text (for this script and bench/run.ts). */
export function linkHealthTable(r: LinkHealthBench): string[] {
  const row = (name: string, x: LoadResult) =>
    `   ${name.padEnd(28)} ${x.rps.toFixed(0).padStart(6)} req/s  p50 ${x.p50.toFixed(1)} ms  p99 ${x.p99.toFixed(1)} ms  CPU/req ${x.cpuMsPerRequest?.toFixed(2) ?? "n/a"} ms`;
  return [
    `Link health: GET /account (signed in, 4 connections) without and during a round of ${r.addresses} addresses`,
    row("without a round", r.without),
    row(`during a round (${r.checkedDuring} checked)`, r.during),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.on("SIGINT", () => {
    killAll();
    process.exit(130);
  });
  const result = await runLinkHealthBench();
  if (!result)
    console.warn("PostgreSQL does not answer on 127.0.0.1:5432: the link-health bench was skipped.");
  else for (const line of linkHealthTable(result)) console.warn(line);
}
