// Section 4 of the bench: cold start. `npm start` (scripts/start.ts) on this built checkout with the data of
// the PGlite run present, from spawning the process to its first 200 on /login, twice: the first start after
// the build (Node's compile cache, scripts/start.ts, may be empty or stale) and a restart (the cache filled).
// Each start's phases come from its "portal listening" log line (server.ts).
import { startPortal } from "./processes.ts";
import { errorText, note, progress } from "./shared.ts";
import { ms, out, table } from "./table.ts";

/** The target: the first 200 on /login within this many ms of spawning `npm start` (a restart is short). */
const TARGET_MS = 2000;

export interface ColdStart {
  label: string;
  ms: number;
  /** scripts/start.ts found the build stale and built first: not a cold start of the built checkout. */
  rebuilt: boolean;
  /** What server.ts logged: ms per phase (modules, api, database, migrations, portal_build, listen…). */
  phases: Record<string, number>;
}

/** The phases from the "portal listening" log line in `output`. */
export function phasesFrom(output: string): Record<string, number> {
  const line = output.split("\n").find((l) => l.includes('"msg":"portal listening"'));
  if (!line) return {};
  try {
    const fields = JSON.parse(line) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(fields)
        .filter(([key, value]) => key.endsWith("_ms") && typeof value === "number")
        .map(([key, value]) => [key.slice(0, -3), value as number]),
    );
  } catch {
    return {};
  }
}

export async function measureColdStarts(dataDir: string): Promise<ColdStart[]> {
  const starts: ColdStart[] = [];
  for (const label of ["first start after the build", "restart"]) {
    progress(`cold start: scripts/start.ts with data present (${label})`);
    try {
      const started = performance.now();
      const cold = await startPortal({
        dataDir,
        label: "cold start",
        script: "scripts/start.ts",
        readyPath: "/login",
        env: { LOG_LEVEL: "info" },
      });
      const elapsed = performance.now() - started;
      const output = cold.output();
      await cold.stop();
      starts.push({
        label,
        ms: elapsed,
        rebuilt: output.includes("Building the portal"),
        phases: phasesFrom(output),
      });
    } catch (error) {
      note(`Cold start (${label}) not measured: ${errorText(error).split("\n", 1)[0]}`);
    }
  }
  return starts;
}

export function printColdStarts(starts: ColdStart[]): void {
  out(
    "4. COLD START — `npm start` (scripts/start.ts: no rebuild when the build is current) on this built checkout",
  );
  out(
    "   with data present, from spawning the process to its first 200 on /login; twice: the first start after",
  );
  out(
    "   the build (compile cache cold or stale) and a restart. Target: under 2 s. Phases from server.ts's log",
  );
  out("   (modules = loading the code, api = the embedded /v1 service, of which database and migrations;");
  out("   link health's job queue starts 2 s after the portal listens, outside these figures).");
  out();
  if (starts.length === 0) {
    out("   not measured (see notes)");
    out();
    return;
  }
  const names = [...new Set(starts.flatMap((s) => Object.keys(s.phases)))];
  out(
    table(
      ["start", "to first 200", "verdict", ...names.map((n) => `${n} ms`)],
      starts.map((s) => [
        s.label,
        ms(s.ms),
        s.rebuilt ? "rebuilt first (sources changed)" : s.ms < TARGET_MS ? "ok" : "OVER",
        ...names.map((n) => (s.phases[n] === undefined ? "" : String(s.phases[n]))),
      ]),
      [0, 2],
    ),
  );
  if (starts.some((s) => s.rebuilt))
    note(
      "Cold start: scripts/start.ts rebuilt first because the sources changed after `npm run build` (someone edited the checkout during the run): that start's figure includes a build.",
    );
  out();
}
