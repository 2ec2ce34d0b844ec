// The session cookie's cost per request: CPU per seal and per open of app/shared/session.server.ts, in a loop
// of 20,000 (docs/decisions/035). Opening is measured for a cookie seen before (the common request: a browser
// presents the same cookie until it changes), for cookies seen once each (sealed with the newest secret, and
// with an older one after a rotation), and for a tampered one. Figures are the lowest of three rounds, in µs
// of CPU (user + system, the thread pool's included) per operation, beside the wall time.
//
//   node bench/session-seal.ts [--module PATH]   (another copy of the module, to compare with an older one)
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { SessionData } from "../app/shared/session.server.ts";
import { out } from "./table.ts";

const { values } = parseArgs({ options: { module: { type: "string" } } });
const moduleUrl = values.module
  ? pathToFileURL(values.module).href
  : new URL("../app/shared/session.server.ts", import.meta.url).href;
const { sealSession, unsealSession } = (await import(moduleUrl)) as {
  sealSession(data: SessionData, secret: string): string | Promise<string>;
  unsealSession(sealed: string, secrets: string[]): SessionData | null | Promise<SessionData | null>;
};

const N = 20_000;
const ROUNDS = 3;
const data: SessionData = {
  token: "t".repeat(43),
  userId: "0b0e2a4c-1f7e-4a8e-9d1e-123456789abc",
  email: "someone@example.org",
  communityId: "0b0e2a4c-1f7e-4a8e-9d1e-123456789abd",
  role: "manager",
  csrf: "c".repeat(43),
};
const NEW = "a new secret of the portal";
const OLD = "an old secret of the portal";

async function measure(label: string, op: (i: number) => unknown): Promise<void> {
  let best = { cpu: Infinity, wall: Infinity };
  for (let round = 0; round < ROUNDS; round++) {
    const cpu = process.cpuUsage();
    const wall = performance.now();
    for (let i = 0; i < N; i++) await op(i);
    const used = process.cpuUsage(cpu);
    best = {
      cpu: Math.min(best.cpu, (used.user + used.system) / N),
      wall: Math.min(best.wall, ((performance.now() - wall) * 1000) / N),
    };
  }
  const cpu = `${best.cpu.toFixed(1).padStart(6)} µs CPU`;
  out(`${label.padEnd(48)} ${cpu} ${best.wall.toFixed(1).padStart(7)} µs wall`);
}

const sealed = await sealSession(data, NEW);
/** N cookies sealed with `secret`, each opened once: more than any cache of recent cookies keeps. */
const cookies = (secret: string) => Promise.all(Array.from({ length: N }, () => sealSession(data, secret)));
const [fresh, older] = [await cookies(NEW), await cookies(OLD)];
const last = sealed.length - 2;
const tampered = sealed.slice(0, last) + (sealed[last] === "A" ? "B" : "A") + sealed.slice(last + 1);
if ((await unsealSession(sealed, [NEW, OLD]))?.token !== data.token)
  throw new Error("the cookie did not open");
if ((await unsealSession(tampered, [NEW])) !== null) throw new Error("a tampered cookie opened");

out(`${moduleUrl}\ncookie: ${sealed.length} characters, ${N} operations per round\n`);
await measure("seal", () => sealSession(data, NEW));
await measure("open, a cookie seen before", () => unsealSession(sealed, [NEW, OLD]));
await measure("open, a cookie seen for the first time", (i) => unsealSession(fresh[i]!, [NEW, OLD]));
await measure("open, first time, sealed with the older secret", (i) => unsealSession(older[i]!, [NEW, OLD]));
await measure("open, tampered (refused)", () => unsealSession(tampered, [NEW, OLD]));
