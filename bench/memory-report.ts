// Section 3 of the bench: the server's resident memory after start, after the load and after some idle
// time, with PGlite and with PostgreSQL, beside the floor's in the same run.
import { parseSettings } from "../config/settings.ts";
import { runLoad } from "./load.ts";
import { readCpuMs, readMemory, type Memory } from "./processes.ts";
import { browserHeaders, IDLE_MS, LIGHT_CONCURRENCY, progress, SECONDS } from "./shared.ts";
import { mb, ms, out, table } from "./table.ts";

const MIB = 1024 * 1024;
/** How long the portals the bench starts wait before compacting: the setting's value, from their environment. */
const COMPACT_AFTER_MS = parseSettings({ MEMORY_IDLE_MS: process.env.MEMORY_IDLE_MS }).MEMORY_IDLE_MS;
/** The target (decision 024): idle after the load, at most the floor's idle figure plus this. */
const IDLE_MARGIN_MIB = 64;

export interface MemoryRow {
  database: string;
  afterStart?: Memory | null;
  afterRun?: Memory | null;
  /** After IDLE_MS without requests: what the server keeps, once V8 has given back the heap the load grew. */
  afterIdle?: Memory | null;
  /** CPU per request of the signed-in page in the first seconds of load after the rest, and in the rounds. */
  afterRest?: { cpuMs?: number; roundsCpuMs?: number };
  note?: string;
}

/** Waits IDLE_MS without requests, then reads the memory again. */
export async function afterIdle(pid: number): Promise<Memory | null> {
  progress(`memory: ${IDLE_MS / 1000} s without requests`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  return readMemory(pid);
}

/**
 * The price of the memory given back: CPU per request of the signed-in page over the first SECONDS of
 * load after the rest (no warm-up), at the lighter load. A server that compacted regrows its heap then.
 */
export async function firstSecondsAfterRest(
  pid: number,
  url: string,
  cookie: string,
): Promise<number | undefined> {
  progress(`memory: the first ${SECONDS} s of GET /account after the rest`);
  const result = await runLoad({
    url,
    headers: browserHeaders(cookie),
    serverCpuMs: () => readCpuMs(pid),
    concurrency: LIGHT_CONCURRENCY,
    warmupMs: 0,
    durationMs: SECONDS * 1000,
  });
  return result.cpuMsPerRequest;
}

export function printMemory(rows: MemoryRow[], floor?: MemoryRow): void {
  out("3. MEMORY — resident set of the server process (portal + embedded /v1 service), /proc/<pid>/status");
  out("   VmRSS just after /healthz answered, just after the pages and the load above, and after");
  out(
    COMPACT_AFTER_MS > 0
      ? `   ${IDLE_MS / 1000} s without requests; peak = VmHWM. Once no request has come for ${COMPACT_AFTER_MS / 1000} s the portal compacts its heap`
      : `   ${IDLE_MS / 1000} s without requests; peak = VmHWM. MEMORY_IDLE_MS=0: the portal does not compact its heap when idle,`,
  );
  out(
    COMPACT_AFTER_MS > 0
      ? "   and hands the pages back (server/idle-memory.ts), so the idle column is what it keeps between bursts."
      : "   so the idle column is whatever V8 itself kept.",
  );
  out(
    `   The next burst pays for it: "CPU/req after the rest" is GET /account's first ${SECONDS} s at ${LIGHT_CONCURRENCY} connections`,
  );
  out("   after the idle reading, beside the same page's median round in section 2 (decision 052).");
  out(
    `   Target: after the load and ${IDLE_MS / 1000} s idle, at most the floor's idle figure + ${IDLE_MARGIN_MIB} MiB.`,
  );
  out("   The floor's row is the same reading for React Router alone under its own GET /login loads.");
  out(
    "   The portals run as `npm start` runs them, the floor with the same allocator settings (scripts/allocator.ts).",
  );
  out();
  out(
    table(
      [
        "database",
        "RSS after start",
        "RSS after run",
        `after ${IDLE_MS / 1000} s idle`,
        "peak",
        "CPU/req after the rest",
        "in the rounds",
        "note",
      ],
      [...rows, ...(floor ? [floor] : [])].map((r) => [
        r.database,
        mb(r.afterStart?.rss),
        mb(r.afterRun?.rss),
        mb(r.afterIdle?.rss),
        mb(r.afterIdle?.hwm ?? r.afterRun?.hwm),
        r.afterRest?.cpuMs === undefined ? "" : ms(r.afterRest.cpuMs),
        r.afterRest?.roundsCpuMs === undefined ? "" : ms(r.afterRest.roundsCpuMs),
        r.note ?? "",
      ]),
      [0, 7],
    ),
  );
  const floorIdle = floor?.afterIdle?.rss;
  for (const r of rows) {
    if (!r.afterIdle) continue;
    if (floorIdle === undefined) {
      out(`   - ${r.database}: idle ${mb(r.afterIdle.rss)}; no floor figure to compare with`);
      continue;
    }
    const over = (r.afterIdle.rss - floorIdle) / MIB;
    const verdict = over <= IDLE_MARGIN_MIB ? "ok" : "OVER";
    out(`   - ${r.database}: idle ${mb(r.afterIdle.rss)} = floor + ${over.toFixed(0)} MiB ${verdict}`);
  }
  out();
}
