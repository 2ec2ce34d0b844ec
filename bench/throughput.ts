// Section 2 of the bench: throughput, latency and server CPU per request of GET /login and GET /account
// (signed in) at two loads — 50 keep-alive connections and the lighter 16 — beside a bare node:http server
// answering the same bytes and beside the floor (React Router alone, bench/floor/) under the same load.
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

/** Targets (issue 21): our CPU per request against the floor's at both loads, and p99 at 50 connections. */
export const FLOOR_TARGETS: Record<string, number> = { "GET /login": 1.15, "GET /account (signed in)": 2 };
const P99_TARGET_MS = 100;

export interface LoadRow {
  target: string;
  server: string;
  /** Keep-alive connections in flight. */
  connections: number;
  result?: LoadResult;
  error?: string;
  baseline?: LoadResult;
  /** The floor app's GET /login under the same load (the same connections). */
  floor?: LoadResult;
}

function load(url: string, headers: Record<string, string>, pid: number, connections: number) {
  return runLoad({
    url,
    headers,
    serverCpuMs: () => readCpuMs(pid),
    concurrency: connections,
    warmupMs: WARMUP_SECONDS * 1000,
    durationMs: SECONDS * 1000,
  });
}

/** One target under one load: `connections` keep-alive connections, CPU of process `pid` from /proc. */
export async function loadRow(
  target: string,
  server: string,
  url: string,
  headers: Record<string, string>,
  pid: number,
  connections = CONCURRENCY,
): Promise<LoadRow> {
  progress(
    `load: ${server} ${target} (${WARMUP_SECONDS} s warm-up + ${SECONDS} s, ${connections} connections)`,
  );
  try {
    return { target, server, connections, result: await load(url, headers, pid, connections) };
  } catch (error) {
    return { target, server, connections, error: errorText(error) };
  }
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
    `2. THROUGHPUT AND LATENCY — ${CONCURRENCY} and ${LIGHT_CONCURRENCY} keep-alive connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s measured per target,`,
  );
  out(
    "   loopback; requests sent with Accept-Encoding: gzip. The bare node:http server (its own process) answers the",
  );
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
      ],
      rows.map((r) => {
        if (!r.result)
          return [
            r.target,
            r.server,
            String(r.connections),
            ...Array<string>(12).fill(""),
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
