// `npm run build`: the React Router production build, stamped with a fingerprint of its sources so that
// `npm start` (scripts/start.ts) can skip building when nothing changed since.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** What the build reads: the app and everything it bundles, its configuration and the dependencies. */
const INPUTS = [
  "app",
  "common",
  "api",
  "contract",
  "server",
  "public",
  "scripts/build.ts",
  "scripts/raster-icons.ts",
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
  // PNG renditions of the icons for the desktop apps, which cannot draw SVG (scripts/raster-icons.ts).
  execFileSync(process.execPath, [join(ROOT, "scripts/raster-icons.ts"), join(ROOT, "build/client")], {
    cwd: ROOT,
    stdio: "inherit",
  });
  precompress(join(ROOT, "build/client"));
  writeFileSync(STAMP, fingerprint);
}

/** Text files worth compressing ahead of time (pages are compressed as they are sent). */
const PRECOMPRESSED = new Set([".js", ".css", ".svg", ".json", ".txt"]);

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip -9) beside every script, style sheet and
 * icon, when smaller: the server sends them as they are (server/http.ts), so browsers get the smallest
 * form — the editor's island about a fifth smaller in Brotli than in gzip — and no CPU is spent
 * compressing the same file again on every request.
 */
export function precompress(dir: string): void {
  for (const file of files(dir)) {
    if (!PRECOMPRESSED.has(extname(file))) continue;
    const raw = readFileSync(file);
    if (raw.byteLength < 1024) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
      },
    });
    if (br.byteLength < raw.byteLength) writeFileSync(`${file}.br`, br);
    const gz = gzipSync(raw, { level: 9 });
    if (gz.byteLength < raw.byteLength) writeFileSync(`${file}.gz`, gz);
  }
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
