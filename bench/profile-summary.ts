// Summarises a V8 `.cpuprofile` (from `node --cpu-prof`, e.g. bench/page-cpu.ts --prof DIR): the busy samples
// of the last `--window` seconds before the profile ended (the load, not the start-up), as shares by package
// or folder (self time) and the functions with the most time, self and inclusive.
//
//   node bench/profile-summary.ts FILE.cpuprofile [--window 8] [--top 30] [--match text]
//
// --match prints the inclusive share of every function whose name or file contains the text.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { out } from "./table.ts";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    window: { type: "string", default: "8" },
    top: { type: "string", default: "30" },
    match: { type: "string", multiple: true, default: [] },
  },
});
const profile = JSON.parse(readFileSync(positionals[0]!, "utf8")) as Profile;
const top = Number(values.top);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** The group a frame's time counts for: a package, one of our folders, or V8's own entries. */
function group(url: string, name: string): string {
  if (!url) return `(${name || "native"})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return url.split("/")[0]!.replace(/^node:/, "node:");
  const ours = /\/(build\/server|api|app|server|common|contract|scripts)\//.exec(url);
  return ours ? `ours: ${ours[1]}` : url;
}
const label = (n: Node) =>
  `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(build|api|app|server|common)\//, "$1/")}:${n.callFrame.lineNumber + 1}`;

// Sample times, and the window to keep.
let t = profile.startTime;
const windowStart = profile.endTime - Number(values.window) * 1e6;
const selfCount = new Map<number, number>();
let busy = 0;
let idle = 0;
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i] ?? 0;
  if (t < windowStart) return;
  const name = byId.get(id)!.callFrame.functionName;
  if (name === "(idle)") return void (idle += 1);
  busy += 1;
  selfCount.set(id, (selfCount.get(id) ?? 0) + 1);
});

const groups = new Map<string, number>();
const selfByLabel = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, count] of selfCount) {
  const node = byId.get(id)!;
  const g = group(node.callFrame.url, node.callFrame.functionName);
  groups.set(g, (groups.get(g) ?? 0) + count);
  selfByLabel.set(label(node), (selfByLabel.get(label(node)) ?? 0) + count);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur)!);
    if (seen.has(l)) continue;
    seen.add(l);
    inclusive.set(l, (inclusive.get(l) ?? 0) + count);
  }
}

const pct = (n: number) => `${((n / busy) * 100).toFixed(1).padStart(5)} %`;
const print = (title: string, m: Map<string, number>, n = top) => {
  out(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) out(`${pct(v)}  ${k}`);
};
out(`busy samples ${busy}, idle ${idle} (${((busy / (busy + idle)) * 100).toFixed(0)} % busy)`);
print("self time by package or folder", groups, 25);
print("self time by function", selfByLabel);
print("inclusive time by function", inclusive, top * 2);
for (const text of values.match) {
  const hits = new Map([...inclusive].filter(([k]) => k.includes(text)));
  print(`inclusive, matching "${text}"`, hits, 40);
}
