// Section 3 of the bench: the server's resident memory after start, after the load and after some idle
// time, with PGlite and with PostgreSQL, beside the floor's in the same run.
import { readMemory, type Memory } from "./processes.ts";
import { IDLE_MS, progress } from "./shared.ts";
import { mb, out, table } from "./table.ts";

const MIB = 1024 * 1024;
/** The target (decision 024): idle after the load, at most the floor's idle figure plus this. */
const IDLE_MARGIN_MIB = 64;

export interface MemoryRow {
  database: string;
  afterStart?: Memory | null;
  afterRun?: Memory | null;
  /** After IDLE_MS without requests: what the server keeps, once V8 has given back the heap the load grew. */
  afterIdle?: Memory | null;
  note?: string;
}

/** Waits IDLE_MS without requests, then reads the memory again. */
export async function afterIdle(pid: number): Promise<Memory | null> {
  progress(`memory: ${IDLE_MS / 1000} s without requests`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  return readMemory(pid);
}

export function printMemory(rows: MemoryRow[], floor?: MemoryRow): void {
  out("3. MEMORY — resident set of the server process (portal + embedded /v1 service), /proc/<pid>/status");
  out("   VmRSS just after /healthz answered, just after the pages and the load above, and after");
  out(
    `   ${IDLE_MS / 1000} s without requests; peak = VmHWM. Once no request has come for 2 s the portal compacts its heap`,
  );
  out(
    "   and hands the pages back (server/idle-memory.ts), so the idle column is what it keeps between bursts.",
  );
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
      ["database", "RSS after start", "RSS after run", `after ${IDLE_MS / 1000} s idle`, "peak", "note"],
      [...rows, ...(floor ? [floor] : [])].map((r) => [
        r.database,
        mb(r.afterStart?.rss),
        mb(r.afterRun?.rss),
        mb(r.afterIdle?.rss),
        mb(r.afterIdle?.hwm ?? r.afterRun?.hwm),
        r.note ?? "",
      ]),
      [0, 5],
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
