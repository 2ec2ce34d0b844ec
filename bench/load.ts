// A small closed-loop load generator: `concurrency` workers on keep-alive node:http connections,
// each sending the next request as soon as the previous answer is fully read. Requests that finish
// during the warm-up are not counted; no new request starts after the end.
import http from "node:http";
import { performance } from "node:perf_hooks";

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** CPU time used so far by the server under test, in ms (read at the start and end of the window). */
  serverCpuMs?: () => number | null;
}

export interface LoadResult {
  /** Requests answered with the expected status inside the measured window. */
  ok: number;
  /** Other answers or errors inside the measured window. */
  failed: number;
  firstFailure?: string;
  seconds: number;
  /** Requests per second (successful ones). */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Server CPU time (user + system) per successful request in the window, in ms, if known. */
  cpuMsPerRequest?: number;
  /** Body bytes read per successful request (as sent: compressed if the server compressed). */
  bytesPerRequest: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function runLoad(options: LoadOptions, expectedStatus = 200): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const end = measureFrom + options.durationMs;
  const latencies: number[] = [];
  let failed = 0;
  let bytes = 0;
  let firstFailure: string | undefined;

  let cpuStart: number | null = null;
  let cpuEnd: number | null = null;
  const cpuTimers = options.serverCpuMs
    ? [
        setTimeout(() => (cpuStart = options.serverCpuMs!()), options.warmupMs),
        setTimeout(() => (cpuEnd = options.serverCpuMs!()), options.warmupMs + options.durationMs),
      ]
    : [];

  const once = (): Promise<{ status: number; bytes: number }> =>
    new Promise((resolve, reject) => {
      const req = http.get(options.url, { agent, headers: options.headers, timeout: 10_000 }, (res) => {
        let n = 0;
        res.on("data", (chunk: Buffer) => (n += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes: n }));
        res.on("error", reject);
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", reject);
    });

  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      let outcome: { status: number; bytes: number } | Error;
      try {
        outcome = await once();
      } catch (error) {
        outcome = error instanceof Error ? error : new Error(String(error));
      }
      const t1 = performance.now();
      if (t1 < measureFrom || t1 > end) continue;
      if (!(outcome instanceof Error) && outcome.status === expectedStatus) {
        latencies.push(t1 - t0);
        bytes += outcome.bytes;
      } else {
        failed += 1;
        firstFailure ??= outcome instanceof Error ? outcome.message : `HTTP ${outcome.status}`;
      }
    }
  };

  await Promise.all(Array.from({ length: options.concurrency }, worker));
  agent.destroy();
  cpuTimers.forEach(clearTimeout);
  latencies.sort((a, b) => a - b);
  const seconds = options.durationMs / 1000;
  return {
    ok: latencies.length,
    failed,
    firstFailure,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    cpuMsPerRequest:
      cpuStart !== null && cpuEnd !== null && latencies.length
        ? (cpuEnd - cpuStart) / latencies.length
        : undefined,
    bytesPerRequest: latencies.length ? bytes / latencies.length : 0,
  };
}
