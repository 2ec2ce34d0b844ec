// Section 2 of the bench: throughput, latency and server CPU per request of GET /login and GET /account
// (signed in) at two loads — 50 keep-alive connections and the lighter 16 — beside a bare node:http server
// answering the same bytes and beside the floor (React Router alone, bench/floor/) under the same load.
//
// Each figure is a steady state: every server first gets STEADY_SECONDS of its own load on each page, not
// counted. V8 optimises code only as it gets hot — the portal's JavaScript and the embedded database's
// WebAssembly alike: a fresh PGlite portal's GET /account cost 5.0, 3.0, 2.6, 2.3 ms of CPU in its first
// four 6 s windows, then 2.2-2.8 ms; a PostgreSQL one 5.9, 3.6, 3.1, 3.2, 2.6, 2.9, 2.4 ms; the floor 2.1
// then 1.3-1.5 ms. A 1 s warm-up measured that climb, by a different amount for each server. Then the targets are measured in ROUNDS rounds, one window each per round, the portal's
// and the floor's interleaved, so that a slow minute of a shared machine falls on both; each row shows the
// round with the median CPU per request, and every round's figure.
import { request } from "./http.ts";
import { runLoad, type LoadResult } from "./load.ts";
import { readCpuMs } from "./processes.ts";
import {
  browserHeaders,
  CONCURRENCY,
  errorText,
  LIGHT_CONCURRENCY,
  progress,
  SECONDS,
  WARMUP_SECONDS,
} from "./shared.ts";
import { bytes, ms, num, out, table } from "./table.ts";

/**
 * Targets (decisions 024 and 034): our CPU per request against the floor's at both loads, and p99 at 50
 * connections.
 */
export const FLOOR_TARGETS: Record<string, number> = { "GET /login": 1.15, "GET /account (signed in)": 2 };
const P99_TARGET_MS = 100;
/** Measured windows per target; the row is the median one. */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Seconds of load each server gets on each page before its first measured window. */
export const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 30);

/** One load to measure: a page of one server process at one number of connections. */
export interface LoadTarget {
  target: string;
  server: string;
  url: string;
  headers: Record<string, string>;
  /** The server's process, whose CPU time is read from /proc. */
  pid: number;
  connections: number;
  /** Measured once, without the warm-up (the bare server: nothing to compile, no ratio taken from it). */
  once?: boolean;
}

export interface LoadRow {
  target: string;
  server: string;
  /** Keep-alive connections in flight. */
  connections: number;
  /** The round with the median CPU per request. */
  result?: LoadResult;
  /** CPU per request of every round, in the order measured. */
  rounds?: number[];
  error?: string;
  baseline?: LoadResult;
  /** The floor app's GET /login under the same load (the same connections), measured in the same rounds. */
  floor?: LoadResult;
}

function load(t: LoadTarget, warmupMs: number, durationMs: number) {
  return runLoad({
    url: t.url,
    headers: t.headers,
    serverCpuMs: () => readCpuMs(t.pid),
    concurrency: t.connections,
    warmupMs,
    durationMs,
  });
}

/** The round with the median CPU per request (the lower middle one of an even count). */
function medianRound(results: LoadResult[]): LoadResult | undefined {
  const measured = results.filter((r) => r.cpuMsPerRequest !== undefined);
  const sorted = (measured.length ? measured : results)
    .slice()
    .sort((a, b) => (a.cpuMsPerRequest ?? 0) - (b.cpuMsPerRequest ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Measures `targets` at their steady state: each server and page first gets STEADY_SECONDS of load at the
 * main concurrency (not counted), then every target is measured once per round, in the order given.
 */
export async function measureInRounds(targets: LoadTarget[]): Promise<LoadRow[]> {
  const warmed = new Set<string>();
  for (const t of targets) {
    const key = `${t.pid} ${t.url}`;
    if (t.once || warmed.has(key) || STEADY_SECONDS <= 0) continue;
    warmed.add(key);
    progress(`load: ${t.server} ${t.target}: ${STEADY_SECONDS} s to a steady state (not counted)`);
    await load({ ...t, connections: CONCURRENCY }, STEADY_SECONDS * 1000, 0).catch(() => undefined);
  }
  const results = targets.map((): LoadResult[] => []);
  const errors = targets.map((): string | undefined => undefined);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, t] of targets.entries()) {
      if (t.once && round > 1) continue;
      progress(
        `load: round ${round}/${ROUNDS}, ${t.server} ${t.target} (${WARMUP_SECONDS} s warm-up + ${SECONDS} s, ${t.connections} connections)`,
      );
      try {
        results[i]!.push(await load(t, WARMUP_SECONDS * 1000, SECONDS * 1000));
      } catch (error) {
        errors[i] ??= errorText(error);
      }
    }
  }
  return targets.map((t, i) => {
    const runs = results[i]!;
    const row: LoadRow = { target: t.target, server: t.server, connections: t.connections };
    if (runs.length === 0) return { ...row, error: errors[i] ?? "not measured" };
    return {
      ...row,
      result: medianRound(runs),
      rounds: runs.map((r) => r.cpuMsPerRequest ?? NaN),
      ...(errors[i] ? { error: `${errors[i]} (in ${ROUNDS - runs.length} of ${ROUNDS} rounds)` } : {}),
    };
  });
}

/** Gives each portal row of one run its bare server's and its floor's figures (same page, same connections). */
export function pairRows(rows: LoadRow[]): LoadRow[] {
  for (const row of rows) {
    if (!row.server.startsWith("portal")) continue;
    row.baseline = rows.find(
      (r) => r.server.startsWith("bare") && r.target === row.target && r.connections === row.connections,
    )?.result;
    row.floor = rows.find((r) => r.server.startsWith("floor") && r.connections === row.connections)?.result;
  }
  return rows;
}

/** Records the portal's answer for the bare server to replay byte for byte. */
export async function record(origin: string, path: string, cookie?: string) {
  const res = await request(origin + path, { headers: browserHeaders(cookie) });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  const headers: Record<string, string> = {};
  for (const name of ["content-type", "content-encoding", "vary", "cache-control"]) {
    const value = res.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  return { status: res.status, headers, body: res.body.toString("base64") };
}

export function printLoad(rows: LoadRow[]): void {
  out(
    `2. THROUGHPUT AND LATENCY — ${CONCURRENCY} and ${LIGHT_CONCURRENCY} keep-alive connections, loopback, Accept-Encoding: gzip. Each server`,
  );
  out(
    `   first gets ${STEADY_SECONDS} s of load on each page (not counted: V8 optimises our code and the embedded`,
  );
  out(
    `   database's WebAssembly as they get hot); then ${ROUNDS} rounds measure every target once each (${WARMUP_SECONDS} s warm-up + ${SECONDS} s), the portal's and the`,
  );
  out(
    "   floor's in turn. A row is the round with the median CPU/req; \"rounds\" lists every round's CPU/req.",
  );
  out("   The bare node:http server (its own process, measured once) answers the");
  out(
    "   bytes the portal sent for the same page. ratio = portal / bare (req/s); the bare figure is bounded by this",
  );
  out("   single-threaded load generator, so it is a floor for what node:http can do, not a ceiling.");
  out(
    "   CPU/req = CPU time (user + system, /proc/<pid>/stat) the server process used in the measured window",
  );
  out("   divided by the requests answered: the figure least disturbed by other work on the machine. With");
  out("   PostgreSQL the database's own CPU (another process) is not included.");
  out();
  out(
    table(
      [
        "target",
        "server",
        "conns",
        "ok",
        "failed",
        "req/s",
        "p50",
        "p99",
        "max",
        "bytes/resp",
        "CPU/req",
        "req/s vs bare",
        "p50 vs bare",
        "CPU/req vs bare",
        "CPU/req vs floor",
        "rounds (CPU/req)",
      ],
      rows.map((r) => {
        if (!r.result)
          return [
            r.target,
            r.server,
            String(r.connections),
            ...Array<string>(13).fill(""),
            `error: ${r.error}`,
          ];
        const x = r.result;
        const b = r.baseline;
        return [
          r.target,
          r.server,
          String(r.connections),
          String(x.ok),
          x.failed ? `${x.failed} (${x.firstFailure})` : "0",
          num(x.rps),
          ms(x.p50),
          ms(x.p99),
          ms(x.max),
          bytes(x.bytesPerRequest),
          x.cpuMsPerRequest !== undefined ? ms(x.cpuMsPerRequest) : "n/a",
          b && b.rps > 0 ? `${((x.rps / b.rps) * 100).toFixed(1)} %` : "",
          b && b.p50 > 0 ? `${num(x.p50 / b.p50, 1)}x` : "",
          b?.cpuMsPerRequest && x.cpuMsPerRequest !== undefined
            ? `${num(x.cpuMsPerRequest / b.cpuMsPerRequest, 1)}x`
            : "",
          r.floor?.cpuMsPerRequest && x.cpuMsPerRequest !== undefined
            ? `${num(x.cpuMsPerRequest / r.floor.cpuMsPerRequest, 2)}x`
            : "",
          r.rounds && r.rounds.length > 1 ? r.rounds.map((c) => c.toFixed(2)).join(" ") : "",
        ];
      }),
      [0, 1],
    ),
  );
  out();
  out(
    `   Targets: CPU/req at most ${Object.entries(FLOOR_TARGETS)
      .map(([t, x]) => `${x}x the floor for ${t}`)
      .join(", ")};`,
  );
  out(
    `   at ${CONCURRENCY} and at ${LIGHT_CONCURRENCY} connections; p99 under ${P99_TARGET_MS} ms at 50 connections.`,
  );
  for (const r of rows) {
    const limit = FLOOR_TARGETS[r.target];
    if (!r.result || !r.server.startsWith("portal") || limit === undefined) continue;
    const ratio =
      r.floor?.cpuMsPerRequest && r.result.cpuMsPerRequest !== undefined
        ? r.result.cpuMsPerRequest / r.floor.cpuMsPerRequest
        : undefined;
    const cpu =
      ratio === undefined
        ? "CPU vs floor n/a"
        : `CPU ${num(ratio, 2)}x floor ${ratio <= limit ? "ok" : "OVER"}`;
    const p99 =
      r.connections === 50 ? `; p99 ${ms(r.result.p99)} ${r.result.p99 < P99_TARGET_MS ? "ok" : "OVER"}` : "";
    out(`   - ${r.target}, ${r.server}, ${r.connections} connections: ${cpu}${p99}`);
  }
  out();
}
