// What every part of the bench shares: the run's settings, its notes and progress lines.

/** Measured seconds and warm-up per load target, and the connections of the main and the lighter load. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
/** The lighter load: fixed costs per request that a busy server hides show at 16 connections. */
export const LIGHT_CONCURRENCY = Number(process.env.BENCH_LIGHT_CONCURRENCY ?? 16);
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";
/** How long a server is left idle before its memory is read again (V8's memory reducer acts on idle). */
export const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 15_000);

const notes: string[] = [];
/** A line for the NOTES at the end of the report. */
export const note = (text: string) => {
  notes.push(text);
};
export const allNotes = (): readonly string[] => notes;
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
export const progress = (text: string) => process.stderr.write(`bench: ${text}\n`);

/** The headers a browser sends for a page. */
export const browserHeaders = (cookie?: string): Record<string, string> => ({
  accept: "text/html",
  "accept-encoding": "gzip",
  "user-agent": "tandem-bench",
  ...(cookie ? { cookie } : {}),
});
