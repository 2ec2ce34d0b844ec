// `npm run build`: the React Router production build, stamped with a fingerprint of its sources so that
// `npm start` (scripts/start.ts) can skip building when nothing changed since.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** What the build reads: the app and everything it bundles, its configuration and the dependencies. */
const INPUTS = [
  "app",
  "contract",
  "server",
  "public",
  "vite.config.ts",
  "vite.island.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package-lock.json",
];
const STAMP = join(ROOT, "build", ".sources");

function* files(path: string): Generator<string> {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

/** A fingerprint of every input file's name, size and modification time. */
function sourcesFingerprint(): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(join(ROOT, input))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${relative(ROOT, file)}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

export function build(): void {
  const fingerprint = sourcesFingerprint();
  execFileSync(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  // The bar editor's island, after the React Router build (which empties build/client).
  execFileSync(
    process.execPath,
    [
      join(ROOT, "node_modules/vite/bin/vite.js"),
      "build",
      "--config",
      "vite.island.config.ts",
      "--logLevel",
      "warn",
    ],
    { cwd: ROOT, stdio: "inherit" },
  );
  writeFileSync(STAMP, fingerprint);
}

/** Builds unless the build on disk was made from exactly the sources present now. */
export function buildIfStale(): void {
  const current =
    existsSync(join(ROOT, "build/server/index.js")) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, "utf8") === sourcesFingerprint();
  if (current) return;
  process.stderr.write("Building the portal (its sources changed since the last build)…\n");
  build();
}

if (import.meta.main) build();
