// `npm test`: every check (each is also an npm script of its own), with the time each took, so a slow phase
// shows in CI's log. The static checks are single-threaded, so the type check and lint run side by side on
// the machine's two cores (their output printed whole, one after the other); then the unit and API tests,
// then the end-to-end tests, which use both cores themselves. Stops at the first phase that fails.
import { spawn, spawnSync } from "node:child_process";

// The route types are generated first, once: both checks read them (`npm run typecheck` generates them too).
const STATIC_CHECKS = [
  ["type check", ["exec", "--", "tsc", "-p", "tsconfig.json", "--noEmit"]],
  ["lint, knip and formatting", ["run", "--silent", "lint"]],
  ["production build", ["run", "--silent", "build"]],
] as const;
const SUITES = [
  ["unit and API tests", "test:unit"],
  ["end-to-end tests", "test:e2e:built"],
] as const;

const times: string[] = [];
const started = Date.now();

function finished(
  label: string,
  phaseStarted: number,
  status: number | null,
  signal: string | null,
  ended = Date.now(),
) {
  const seconds = Math.round((ended - phaseStarted) / 1000);
  times.push(`${label}: ${seconds} s`);
  process.stdout.write(`\ntest: ${label} took ${seconds} s` + "\n");
  if (status !== 0) {
    console.error(`test: ${label} failed (${signal ?? `exit ${status}`}); phases: ${times.join(", ")}`);
    process.exitCode = status ?? 1;
    return false;
  }
  return true;
}

/** Runs npm with its output kept, to be printed whole when it ends. */
function runBuffered(
  args: readonly string[],
): Promise<{ status: number | null; signal: string | null; output: string; ended: number }> {
  return new Promise((resolve) => {
    const child = spawn("npm", args, { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("close", (status, signal) =>
      resolve({ status, signal, output: Buffer.concat(chunks).toString("utf8"), ended: Date.now() }),
    );
  });
}

const checksStarted = Date.now();
const typegen = spawnSync("npm", ["exec", "--", "react-router", "typegen"], { stdio: "inherit" });
if (!finished("route types", checksStarted, typegen.status, typegen.signal)) process.exit();
const checks = await Promise.all(STATIC_CHECKS.map(([, args]) => runBuffered(args)));
let ok = true;
STATIC_CHECKS.forEach(([label], index) => {
  const { status, signal, output, ended } = checks[index]!;
  if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
  ok = finished(label, checksStarted, status, signal, ended) && ok;
});
if (!ok) process.exit();

for (const [label, script] of SUITES) {
  const phaseStarted = Date.now();
  const { status, signal } = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  if (!finished(label, phaseStarted, status, signal)) process.exit();
}
const total = Math.round((Date.now() - started) / 1000);
process.stdout.write(`test: all phases passed in ${total} s (${times.join(", ")})\n`);
