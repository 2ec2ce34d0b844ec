// One page's server CPU per request, beside the floor's GET /login in the same run: the bench's load section
// (bench/throughput.ts) for a single page, quick enough to run after each change while profiling.
//
//   node bench/page-cpu.ts [--path /account] [--db pglite,pg] [--conns 50,16] [--repeat 3] [--visitor] [--no-floor] [--prof DIR]
//
// Starts the production build as `npm start` does (run `npm run build` first), signs a fresh user up
// through the registration form, loads the page (BENCH_SECONDS, BENCH_WARMUP_SECONDS as the bench) and
// prints CPU/req from /proc/<pid>/stat (with --repeat, the lowest of that many loads in a row). --prof DIR runs the portal with `--cpu-prof` and leaves the profile
// (written when the portal exits) in DIR. PostgreSQL gets a fresh database on BENCH_PG_URL, dropped at the end.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { readCpuMs, startFloor, startPortal, type Child } from "./processes.ts";
import { registerUser } from "./register.ts";
import { browserHeaders, PG_ADMIN_URL, SECONDS, WARMUP_SECONDS } from "./shared.ts";
import { runLoad } from "./load.ts";
import { out } from "./table.ts";

const { values } = parseArgs({
  options: {
    path: { type: "string", default: "/account" },
    db: { type: "string", default: "pglite" },
    conns: { type: "string", default: "50,16" },
    "no-floor": { type: "boolean", default: false },
    prof: { type: "string" },
    repeat: { type: "string", default: "1" },
    /** Load the page as a visitor who is not signed in (GET /login: a signed-in user is sent on). */
    visitor: { type: "boolean", default: false },
  },
});
const repeat = Math.max(1, Number(values.repeat));
const connections = values.conns.split(",").map(Number);
const databases = values.db.split(",");

/**
 * CPU per request of `repeat` loads one after another: the lowest (the one least disturbed by other work on a
 * shared machine: contention only ever adds CPU time) and all of them.
 */
async function cpuPerRequest(child: Child, url: string, headers: Record<string, string>, conns: number) {
  const runs: { cpu: number; rps: number }[] = [];
  for (let i = 0; i < repeat; i++) {
    const result = await runLoad({
      url,
      headers,
      concurrency: conns,
      warmupMs: WARMUP_SECONDS * 1000,
      durationMs: SECONDS * 1000,
      serverCpuMs: () => readCpuMs(child.pid),
    });
    if (result.failed) throw new Error(`${url}: ${result.failed} failed (${result.firstFailure})`);
    runs.push({ cpu: result.cpuMsPerRequest ?? NaN, rps: result.rps });
  }
  const best = runs.reduce((a, b) => (b.cpu < a.cpu ? b : a));
  return { ...best, all: runs.map((r) => r.cpu.toFixed(2)).join(" ") };
}

const floorCpu = new Map<number, number>();
const line = (label: string, conns: number, r: { cpu: number; rps: number; all: string }) => {
  const floor = floorCpu.get(conns);
  const ratio = floor ? `${(r.cpu / floor).toFixed(2)}x floor` : "";
  const runs = repeat > 1 ? `  (runs: ${r.all})` : "";
  out(
    `${label.padEnd(34)} ${String(conns).padStart(3)} conns  ${r.cpu.toFixed(2)} ms/req  ${r.rps.toFixed(0).padStart(5)} req/s  ${ratio}${runs}`,
  );
};

async function measurePortal(label: string, dataDir: string, databaseUrl?: string) {
  const env: Record<string, string> = {};
  if (values.prof) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${resolve(values.prof)}`;
  const portal = await startPortal({ dataDir, databaseUrl, label, env });
  try {
    const cookie = values.visitor ? undefined : (await registerUser(portal.origin)).cookie;
    for (const conns of connections) {
      const r = await cpuPerRequest(portal, portal.origin + values.path, browserHeaders(cookie), conns);
      line(`GET ${values.path} portal (${label})`, conns, r);
    }
  } finally {
    await portal.stop();
  }
}

const tmp = mkdtempSync(join(tmpdir(), "tandem-page-cpu-"));
try {
  out(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
  if (!values["no-floor"]) {
    const floor = await startFloor();
    try {
      for (const conns of connections) {
        const r = await cpuPerRequest(floor, `${floor.origin}/login`, browserHeaders(), conns);
        floorCpu.set(conns, r.cpu);
        line("GET /login floor", conns, r);
      }
    } finally {
      await floor.stop();
    }
  }
  if (databases.includes("pglite")) await measurePortal("PGlite", join(tmp, "pglite"));
  if (databases.includes("pg")) {
    const name = `tandem_pagecpu_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${name}`;
      await measurePortal("PostgreSQL", join(tmp, "pg"), url.href);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  out(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
