// `npm test`: every check, one phase after another (each is also an npm script of its own), with the time
// each took, so a slow phase shows in CI's log. Stops at the first phase that fails.
import { spawnSync } from "node:child_process";

const PHASES = [
  ["type check", "typecheck"],
  ["lint, knip and formatting", "lint"],
  ["unit and API tests", "test:unit"],
  ["end-to-end tests", "test:e2e"],
] as const;

const times: string[] = [];
const started = Date.now();
for (const [label, script] of PHASES) {
  const phaseStarted = Date.now();
  const { status, signal } = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  const seconds = Math.round((Date.now() - phaseStarted) / 1000);
  times.push(`${label}: ${seconds} s`);
  process.stdout.write(`\ntest: ${label} took ${seconds} s` + "\n");
  if (status !== 0) {
    console.error(`test: ${label} failed (${signal ?? `exit ${status}`}); phases: ${times.join(", ")}`);
    process.exit(status ?? 1);
  }
}
const total = Math.round((Date.now() - started) / 1000);
process.stdout.write(`test: all phases passed in ${total} s (${times.join(", ")})\n`);
