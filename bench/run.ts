// `npm run bench`: builds, then measures the portal's production build and prints
//   1. page weight — what a browser with an empty cache downloads for each page (HTML, CSS, JS),
//      raw, gzip -9 and as actually sent with Accept-Encoding: gzip;
//   2. throughput, p50/p99 latency and server CPU per request of GET /login and GET /account (signed in)
//      at 50 and at 16 connections, at each server's steady state and in rounds (bench/throughput.ts), beside
//      a bare node:http server answering the same bytes and beside the floor — a minimal React Router app
//      (bench/floor/) rendering the same sign-in markup with no project code, measured in the same rounds;
//   3. the server's resident memory after the run and idle, with PGlite and with PostgreSQL, beside the
//      floor's;
//   4. cold start: `npm start` (scripts/start.ts) on the built checkout with the data of run 3 present,
//      to its first 200 on /login, the first start after the build and a restart (target: under 2 s);
//   5. Lighthouse, mobile profile, on every page measured in 1 signed out or as a new user, and on the
//      bar editor (BENCH_LIGHTHOUSE=0 skips it);
//   6. the bar editor (decision 017), as a manager gets it: the JavaScript it loads (budget 80 kB gzip),
//      and the time from navigation to the first possible drag with 4x CPU slowdown and Slow 4G;
//   7. link health (bench/link-health.ts): a signed-in page's CPU per request without and during a
//      round over LH_ADDRESSES (10,000) addresses served on loopback, on PostgreSQL (BENCH_LINK_HEALTH=0 skips it);
//   8. organisations of 10,000 (bench/org-scale.ts, decision 033): the dashboard, the member search and a
//      member's page for a group of 10 and of 10,000, on PGlite and PostgreSQL (BENCH_ORG=0 skips it).
// It prints figures and never fails because of one; it exits non-zero only when it cannot measure.
// One module per figure: weight.ts (1), throughput.ts (2), memory-report.ts (3), cold-start.ts (4), lighthouse-report.ts (5),
// editor-report.ts (6); this module runs them in order and prints the report.
// Settings: BENCH_SECONDS (5), BENCH_WARMUP_SECONDS (1), BENCH_STEADY_SECONDS (30), BENCH_ROUNDS (3), BENCH_CONCURRENCY (50),
// BENCH_LIGHT_CONCURRENCY (16), BENCH_IDLE_MS (15000), BENCH_PG_URL
// (postgres://postgres@127.0.0.1:5432/postgres, the server used to create the throw-away database),
// BENCH_DRAG_RUNS (5 throttled loads per viewport), CHROMIUM_PATH (/usr/bin/chromium).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { measureColdStarts, printColdStarts, type ColdStart } from "./cold-start.ts";
import { createManager } from "./editor.ts";
import { measureEditor, printEditor, type EditorResult } from "./editor-report.ts";
import { runLighthouse, type LighthouseRow } from "./lighthouse.ts";
import { printLighthouse } from "./lighthouse-report.ts";
import { afterIdle, firstSecondsAfterRest, printMemory, type MemoryRow } from "./memory-report.ts";
import { NOT_FOUND_PROBE, readRoutes } from "./pages.ts";
import { killAll, readMemory, ROOT, startBare, startFloor, startPortal, type Child } from "./processes.ts";
import { registerUser } from "./register.ts";
import {
  allNotes,
  browserHeaders,
  CONCURRENCY,
  errorText,
  LIGHT_CONCURRENCY,
  LIGHTHOUSE,
  note,
  PG_ADMIN_URL,
  progress,
} from "./shared.ts";
import { linkHealthTable, runLinkHealthBench } from "./link-health.ts";
import { orgScaleTable, runOrgScaleBench } from "./org-scale.ts";
import { mb, out } from "./table.ts";
import { measureInRounds, pairRows, printLoad, record, type LoadRow, type LoadTarget } from "./throughput.ts";
import { measureManagerPages, measurePages, printPages, type PageRow } from "./weight.ts";

/** The floor's GET /login, measured in the rounds of each portal's run (its server label names the run). */
const floorTarget = (floor: Child, run: string, connections: number): LoadTarget => ({
  target: "GET /login",
  server: `floor (React Router alone), ${run} run`,
  url: `${floor.origin}/login`,
  headers: browserHeaders(),
  pid: floor.pid,
  connections,
});

/** The portal's two pages (GET /account only with a session) and the floor's GET /login, at each load. */
function pageTargets(portal: Child, run: string, cookie: string | undefined, floor?: Child): LoadTarget[] {
  const page = (target: string, path: string, connections: number, withCookie?: string): LoadTarget => ({
    target,
    server: `portal (${run})`,
    url: portal.origin + path,
    headers: browserHeaders(withCookie),
    pid: portal.pid,
    connections,
  });
  return LOADS.flatMap((connections) => [
    page("GET /login", "/login", connections),
    ...(floor ? [floorTarget(floor, run, connections)] : []),
    ...(cookie ? [page("GET /account (signed in)", "/account", connections, cookie)] : []),
  ]);
}

/** GET /account's first seconds after the idle reading, beside its median round at the same load. */
async function afterRest(
  portal: Child,
  run: string,
  cookie: string,
  loadRows: readonly LoadRow[],
): Promise<MemoryRow["afterRest"]> {
  const inRounds = loadRows.find(
    (r) =>
      r.target === "GET /account (signed in)" &&
      r.server === `portal (${run})` &&
      r.connections === LIGHT_CONCURRENCY,
  );
  try {
    const cpuMs = await firstSecondsAfterRest(portal.pid, `${portal.origin}/account`, cookie);
    return { cpuMs, roundsCpuMs: inRounds?.result?.cpuMsPerRequest };
  } catch (error) {
    note(`${run}: the load after the rest failed: ${errorText(error)}`);
    return undefined;
  }
}

const TIME_LIMIT_MS = 1_800_000;
/** Both loads, the main one first. */
const LOADS = [...new Set([CONCURRENCY, LIGHT_CONCURRENCY])];
const startedAt = Date.now();

// The bench must stop by itself, whatever happens.
const watchdog = setTimeout(() => {
  process.stderr.write(`bench: still running after ${TIME_LIMIT_MS / 1000} s; stopping\n`);
  killAll();
  process.exit(2);
}, TIME_LIMIT_MS);
watchdog.unref();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

function gitCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

// ---------------------------------------------------------------------------------------------
// The run

async function withPortal<T>(
  label: string,
  dataDir: string,
  databaseUrl: string | undefined,
  body: (portal: Child) => Promise<T>,
): Promise<T> {
  progress(`starting the portal (${label})`);
  let portal: Child | undefined;
  // Another engineer's half-finished change can keep the server from starting: retry a little.
  for (let attempt = 1; ; attempt++) {
    try {
      portal = await startPortal({ dataDir, databaseUrl, label });
      break;
    } catch (error) {
      if (attempt >= 2) throw error;
      progress(`the portal did not start (${errorText(error).split("\n", 1)[0]}); retrying in 5 s`);
      await new Promise((r) => setTimeout(r, 5000));
    }
  }
  try {
    return await body(portal);
  } finally {
    const how = await portal.stop();
    if (how !== "exit code 0") note(`The portal (${label}) ended with ${how} after SIGTERM.`);
  }
}

async function main(): Promise<number> {
  const tmp = mkdtempSync(join(tmpdir(), "tandem-bench-"));
  const routes = await readRoutes(join(ROOT, "app/routes.ts"));
  const loadRows: LoadRow[] = [];
  const memoryRows: MemoryRow[] = [];
  let pages: PageRow[] = [];
  const editor: EditorResult = { problems: [] };

  out(`Tandem bench — ${new Date().toISOString()}`);
  out(
    `Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model.trim() ?? "?"}), ${mb(totalmem())} RAM, commit ${gitCommit()} (working tree may hold others' uncommitted changes)`,
  );
  const loadAtStart = loadavg();
  out(`Load average at start: ${loadAtStart.map((l) => l.toFixed(2)).join(", ")} (1, 5, 15 min)`);
  if ((loadAtStart[0] ?? 0) > cpus().length * 0.5) {
    note(
      `The machine was busy when the bench started (load average ${loadAtStart[0]?.toFixed(2)} on ${cpus().length} CPUs): throughput and latency figures are lower and noisier than on an idle machine.`,
    );
  }
  out(
    `Routes found in app/routes.ts: ${routes.map((r) => (r.notFound ? `* (probed as ${NOT_FOUND_PROBE})` : r.path)).join(", ")}`,
  );
  out();

  let coldStarts: ColdStart[] = [];
  let lighthouseRows: LighthouseRow[] = [];
  let floor: Child | undefined;
  // The same figures for the floor, which serves its GET /login load only: what React Router, Express and
  // compression alone hold under the same connections, beside what the portal holds.
  const floorMemory: MemoryRow = { database: "floor: React Router alone (its GET /login loads only)" };
  try {
    progress("building and starting the floor app (bench/floor)");
    floor = await startFloor();
    floorMemory.afterStart = readMemory(floor.pid);
  } catch (error) {
    note(`The floor app did not start, so no floor comparison: ${errorText(error).split("\n", 1)[0]}`);
  }

  try {
    // PGlite: page weight, load beside the bare server, memory.
    await withPortal("PGlite", join(tmp, "pglite"), undefined, async (portal) => {
      const mem: MemoryRow = { database: "PGlite (embedded)", afterStart: readMemory(portal.pid) };
      memoryRows.push(mem);
      progress("measuring page weight");
      const measured = await measurePages(portal, routes);
      pages = measured.pages;
      const cookie = measured.cookie;
      // The bar editor: a manager with a bar, the pages only a manager sees, then the editor itself.
      try {
        progress("editor: a manager with a bar (sign-up, group, preset)");
        editor.manager = await createManager(portal.origin);
      } catch (error) {
        editor.problems.push(`No manager with a bar, so no editor figures: ${errorText(error)}`);
      }
      if (editor.manager) {
        pages.push(...(await measureManagerPages(portal, routes, pages, editor.manager)));
        await measureEditor(portal, editor.manager, editor);
      }
      if (LIGHTHOUSE) {
        // Lighthouse refuses to audit a 404 page, so the not-found probe is left out; of the pages only
        // a manager sees, the editor alone is audited (to keep the run short).
        const audited = pages
          .filter(({ route, as }) => !route.notFound && as !== "manager")
          .map(({ weight, as }) => ({ path: weight.path, cookie: weight.signedIn ? cookie : undefined, as }));
        if (editor.manager)
          audited.push({ path: editor.manager.editorPath, cookie: editor.manager.cookie, as: "manager" });
        progress(`lighthouse on ${audited.length} pages (mobile profile)`);
        try {
          lighthouseRows = await runLighthouse(portal.origin, audited);
          editor.lighthouse = lighthouseRows.find((r) => r.path === editor.manager?.editorPath);
        } catch (error) {
          note(`Lighthouse did not run: ${errorText(error)}`);
        }
      }

      const recorded: Record<string, unknown> = {};
      try {
        recorded["/login"] = await record(portal.origin, "/login");
        if (cookie) recorded["/account"] = await record(portal.origin, "/account", cookie);
      } catch (error) {
        note(`Could not record the portal's answers for the bare server: ${errorText(error)}`);
      }
      const file = join(tmp, "bare.json");
      writeFileSync(file, JSON.stringify(recorded));
      let bare: Child | undefined;
      try {
        bare = await startBare(file);
      } catch (error) {
        note(`The bare server did not start: ${errorText(error)}`);
      }
      try {
        const targets = pageTargets(portal, "PGlite", cookie, floor);
        // The bare server at the main load only: what Node itself costs for the same bytes.
        if (bare)
          for (const [target, path] of [
            ["GET /login", "/login"],
            ["GET /account (signed in)", "/account"],
          ] as const)
            if (recorded[path])
              targets.push({
                target,
                server: "bare node:http",
                url: bare.origin + path,
                headers: browserHeaders(),
                pid: bare.pid,
                connections: CONCURRENCY,
                once: true,
              });
        if (!cookie)
          loadRows.push({
            target: "GET /account (signed in)",
            server: "portal (PGlite)",
            connections: CONCURRENCY,
            error: "no session cookie (registration failed)",
          });
        loadRows.push(...pairRows(await measureInRounds(targets)));
        if (floor) floorMemory.afterRun = readMemory(floor.pid);
      } finally {
        await bare?.stop();
      }
      mem.afterRun = readMemory(portal.pid);
      mem.afterIdle = await afterIdle(portal.pid);
      if (cookie) mem.afterRest = await afterRest(portal, "PGlite", cookie, loadRows);
    });

    // Cold start: what `npm start` runs, on this built checkout, with the PGlite data of the run above.
    coldStarts = await measureColdStarts(join(tmp, "pglite"));

    // PostgreSQL: the same load, for the memory figure (and its throughput, for comparison).
    const dbName = `tandem_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
    let created = false;
    try {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      created = true;
    } catch (error) {
      memoryRows.push({
        database: "PostgreSQL",
        note: `skipped: ${PG_ADMIN_URL} unreachable (${errorText(error)})`,
      });
      await admin.end().catch(() => undefined);
    }
    if (created) {
      const dbUrl = new URL(PG_ADMIN_URL);
      dbUrl.pathname = `/${dbName}`;
      try {
        await withPortal("PostgreSQL", join(tmp, "pg"), dbUrl.href, async (portal) => {
          const mem: MemoryRow = { database: `PostgreSQL ${dbUrl.host}`, afterStart: readMemory(portal.pid) };
          memoryRows.push(mem);
          let cookie: string | undefined;
          try {
            cookie = (await registerUser(portal.origin)).cookie;
          } catch (error) {
            note(`PostgreSQL run: registration failed: ${errorText(error)}`);
          }
          const targets = pageTargets(portal, "PostgreSQL", cookie, floor);
          loadRows.push(...pairRows(await measureInRounds(targets)));
          if (floor) floorMemory.afterRun = readMemory(floor.pid);
          mem.afterRun = readMemory(portal.pid);
          mem.afterIdle = await afterIdle(portal.pid);
          if (cookie) mem.afterRest = await afterRest(portal, "PostgreSQL", cookie, loadRows);
        });
      } catch (error) {
        memoryRows.push({ database: "PostgreSQL", note: `failed: ${errorText(error).split("\n", 1)[0]}` });
      } finally {
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        } catch (error) {
          note(`Could not drop the database ${dbName}: ${errorText(error)}`);
        }
        await admin.end().catch(() => undefined);
      }
    }
  } catch (error) {
    process.stderr.write(`bench: ${errorText(error)}\n`);
    if (pages.length === 0 && loadRows.length === 0) return 1;
  } finally {
    // Idle since its load, which ended well over IDLE_MS ago.
    if (floor && floorMemory.afterRun) floorMemory.afterIdle = readMemory(floor.pid);
    await floor?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }

  out();
  if (pages.length) printPages(pages, editor);
  printLoad(loadRows.sort((a, b) => a.target.localeCompare(b.target) || b.connections - a.connections));
  printMemory(memoryRows, floorMemory.afterStart ? floorMemory : undefined);
  printColdStarts(coldStarts);
  if (lighthouseRows.length) printLighthouse(lighthouseRows);
  printEditor(editor);
  if (process.env.BENCH_LINK_HEALTH !== "0") {
    progress("link health: a page without and during a round");
    const linkHealth = await runLinkHealthBench().catch((error: unknown) => {
      note(`Link health not measured: ${errorText(error)}`);
      return null;
    });
    if (linkHealth) for (const line of ["7. LINK HEALTH", ...linkHealthTable(linkHealth), ""]) out(line);
  }
  if (process.env.BENCH_ORG !== "0") {
    progress("organisations of 10,000: a group of 10 and of 10,000 members");
    const orgScale = await runOrgScaleBench().catch((error: unknown) => {
      note(`Organisations of 10,000 not measured: ${errorText(error)}`);
      return null;
    });
    if (orgScale)
      for (const line of ["8. ORGANISATIONS OF 10,000", ...orgScaleTable(orgScale), ""]) out(line);
  }
  const notes = allNotes();
  if (notes.length) {
    out("NOTES");
    for (const n of notes) out(`  - ${n}`);
    out();
  }
  out(
    `Load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
  out(`Finished in ${((Date.now() - startedAt) / 1000).toFixed(0)} s (after the build).`);
  return 0;
}

process.exitCode = await main();
killAll();
