// Gives memory back to the machine once a burst of requests is over.
//
// Under load V8 lets its heap grow far beyond what is live (measured: 78 MiB live, 300+ MiB of old
// generation pages held after 50 concurrent requests; the bare React Router app grows the same way) and
// keeps most of those pages afterwards: whether its own memory reducer compacts when idle is a heuristic
// (0–60 % returned in our runs). Capping the heap instead costs CPU on every request (1.5x at 256 MiB).
// So the server asks for a compacting collection itself, only when nothing is in flight, nothing has
// arrived for a while, and the process has grown noticeably since it last did so — a pause nobody waits
// for, and never during a burst. See docs/performance.md ("Fifth figures").
//
// "A while" is 10 s, not less (decision 052): after a compaction V8 starts again from a small heap, and the
// next burst pays for growing it back (more collections, fresh pages): the signed-in page cost 0.5-1.0 ms
// more per request for the first seconds of each burst when the server compacted after every 2 s lull.
// 10 s is past V8's own idle notion (its memory reducer waits 8 s), so the short pauses of people using the
// site keep the heap, and a server at rest still gives it back.
import type { Server } from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

export interface IdleMemoryOptions {
  /** How long without requests before compacting (ms). */
  idleMs?: number;
  /** Compact only when V8's heap grew by at least this many bytes since the last compaction (or the start). */
  minGrowthBytes?: number;
  /** Told after each compaction (for the log and /metrics). */
  onCompacted?: (figures: { beforeBytes: number; afterBytes: number; pauseMs: number }) => void;
}

type GcFunction = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/**
 * V8's own `gc` function, with the "last-resort" flavour that compacts and releases free pages (what V8
 * does on a low-memory notification). Exposed the way Jest's leak detector does it, so `npm start`, the
 * bench, the tests and any process manager get it without a command-line flag.
 */
function exposeGc(): GcFunction | undefined {
  const existing = (globalThis as { gc?: unknown }).gc;
  if (typeof existing === "function") return existing as GcFunction;
  try {
    setFlagsFromString("--expose-gc");
    const gc: unknown = runInNewContext("gc");
    return typeof gc === "function" ? (gc as GcFunction) : undefined;
  } catch {
    return undefined;
  }
}

/** Watches `servers`' requests and compacts the heap when they have all been idle for `idleMs`. */
export function returnMemoryWhenIdle(servers: Server[], options: IdleMemoryOptions = {}): () => void {
  const idleMs = options.idleMs ?? 10_000;
  const minGrowth = options.minGrowthBytes ?? 32 * 1024 * 1024;
  const gc = exposeGc();
  if (!gc) return () => {};

  let inFlight = 0;
  let lastActivity = Date.now();
  /** Requests arrived since the last compaction (an idle server is not compacted again and again). */
  let served = false;
  // Judged by V8's heap, which is what the compaction gives back (the resident set also moves with the
  // embedded database's start-up and the native heap, which a collection does not touch).
  let baseline = process.memoryUsage().heapTotal;
  const onRequest = (_req: unknown, res: { once(event: "close", fn: () => void): void }) => {
    inFlight++;
    served = true;
    lastActivity = Date.now();
    res.once("close", () => {
      inFlight--;
      lastActivity = Date.now();
    });
  };
  for (const server of servers) server.on("request", onRequest);

  const timer = setInterval(
    () => {
      if (!served || inFlight > 0 || Date.now() - lastActivity < idleMs) return;
      if (process.memoryUsage().heapTotal - baseline < minGrowth) return;
      served = false;
      const before = process.memoryUsage.rss();
      const started = performance.now();
      gc({ type: "major", execution: "sync", flavor: "last-resort" });
      const after = process.memoryUsage.rss();
      // The next burst is measured from here: a server that settles higher does not compact in a loop.
      baseline = process.memoryUsage().heapTotal;
      options.onCompacted?.({ beforeBytes: before, afterBytes: after, pauseMs: performance.now() - started });
    },
    // Looked at every second at most, so a server at rest gives the memory back soon after idleMs.
    Math.min(1_000, Math.max(250, Math.floor(idleMs / 2))),
  );
  timer.unref();
  return () => {
    clearInterval(timer);
    for (const server of servers) server.off("request", onRequest);
  };
}
