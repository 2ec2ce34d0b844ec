// PNG renditions of the button icons for the desktop apps, made at build time (scripts/build.ts) from the SVGs in
// public/icons with resvg compiled to WebAssembly (no native addon). The Windows app draws PNG, JPEG, GIF, ICO or
// XAML, never SVG; it downloads `{portal}{image_path}` for a button whose image_url names no logo it bundles
// (common/catalogue/desktop-icons.ts, docs/decisions/020-desktop-icon-vocabulary.md).
//
// The files go to build/client/icons/bar/<set>/<key>.png (41 px, the size of the image in a button of the
// Windows bar) and <key>@2x.png (82 px, what image_path names: the bar is drawn at the screen's scaling, 125 to
// 200 % on most laptops). <set> is a hash of everything the pictures are made from, so the files never change
// under their name and are served as immutable; common/catalogue/icon-set.ts carries the hash for the code that
// writes image_path, and the build refuses to run when it no longer matches (run scripts/generate-icons.ts).
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { contrastRatio } from "../common/catalogue/colours.ts";
import { ICON_SET } from "../common/catalogue/icon-set.ts";
import { BAR_ICON_PX, BAR_ICON_SCALES, barIconFile } from "../common/catalogue/desktop-icons.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SVG_DIR = join(ROOT, "public/icons");
const FONT = join(ROOT, "node_modules/@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf");

/** Ink of an icon without a brand colour (and of brands whose colour is too light on the app's white circle). */
export const RASTER_INK = "#222222";
/** The Windows app draws a button's image on a white circle: a brand colour is kept when it shows on it (3:1). */
const CIRCLE = "#ffffff";
const MIN_CONTRAST = 3;

function packageVersion(name: string): string {
  const file = join(ROOT, "node_modules", name, "package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

let brandHex: Map<string, string> | undefined;
function brandColours(): Map<string, string> {
  if (!brandHex) {
    const file = join(ROOT, "node_modules/simple-icons/data/simple-icons.json");
    const data = JSON.parse(readFileSync(file, "utf8")) as { slug: string; hex: string }[];
    brandHex = new Map(data.map((icon) => [icon.slug, `#${icon.hex.toLowerCase()}`]));
  }
  return brandHex;
}

/** The colour an icon is drawn in: its brand's (simple-icons) when that reaches 3:1 on white, else the ink. */
export function rasterInk(key: string): string {
  const brand = key.startsWith("si-") ? brandColours().get(key.slice(3)) : undefined;
  return brand && contrastRatio(brand, CIRCLE) >= MIN_CONTRAST ? brand : RASTER_INK;
}

/** Icon keys with an SVG in public/icons, sorted. */
export function svgIconKeys(): string[] {
  return readdirSync(SVG_DIR)
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.slice(0, -4))
    .sort();
}

/** A hash of everything the PNGs are made from: renderer, font, sizes, and each SVG with its colour. */
export function iconSetHash(): string {
  const hash = createHash("sha256");
  hash.update(`resvg-wasm ${packageVersion("@resvg/resvg-wasm")}\n`);
  hash.update(`font ${createHash("sha256").update(readFileSync(FONT)).digest("hex")}\n`);
  hash.update(`sizes ${BAR_ICON_SCALES.map((s) => BAR_ICON_PX * s).join(",")}\n`);
  for (const key of svgIconKeys()) {
    hash.update(`${key} ${rasterInk(key)}\n`);
    hash.update(readFileSync(join(SVG_DIR, `${key}.svg`)));
  }
  return hash.digest("hex").slice(0, 10);
}

let fontBuffer: Uint8Array | undefined;
let ready: Promise<void> | undefined;
function wasm(): Promise<void> {
  const entry = fileURLToPath(import.meta.resolve("@resvg/resvg-wasm"));
  ready ??= initWasm(readFileSync(join(dirname(entry), "index_bg.wasm")));
  return ready;
}

/** One icon as a PNG of `px` by `px`, drawn in `ink` on a transparent background. */
export async function rasterise(svg: string, px: number, ink: string): Promise<Uint8Array> {
  await wasm();
  // The files draw in currentColor: give the root element the colour.
  const coloured = svg.replace(/<svg\b/, `<svg color="${ink}"`);
  const resvg = new Resvg(coloured, {
    fitTo: { mode: "width", value: px },
    font: {
      fontBuffers: [(fontBuffer ??= new Uint8Array(readFileSync(FONT)))],
      defaultFontFamily: "Inter",
      sansSerifFamily: "Inter",
    },
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/**
 * Writes every icon's renditions under `clientDir`/icons/bar/<set>/. Throws when the set's hash differs from
 * the one the code was generated with (common/catalogue/icon-set.ts): image_path would name missing files.
 */
export async function rasteriseIcons(clientDir: string, expectedSet: string): Promise<number> {
  const set = iconSetHash();
  if (set !== expectedSet) {
    throw new Error(
      `The icons changed since common/catalogue/icon-set.ts was written (${expectedSet}, now ${set}): run node scripts/generate-icons.ts`,
    );
  }
  let count = 0;
  for (const key of svgIconKeys()) {
    const svg = readFileSync(join(SVG_DIR, `${key}.svg`), "utf8");
    const ink = rasterInk(key);
    for (const scale of BAR_ICON_SCALES) {
      const file = join(clientDir, barIconFile(key, scale).slice(1));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await rasterise(svg, BAR_ICON_PX * scale, ink));
      count += 1;
    }
  }
  return count;
}

// `node scripts/raster-icons.ts build/client` (run by scripts/build.ts after the client build).
if (import.meta.main) {
  const clientDir = process.argv[2];
  if (!clientDir) throw new Error("Usage: node scripts/raster-icons.ts <client dir>");
  const count = await rasteriseIcons(clientDir, ICON_SET);
  process.stdout.write(`Desktop icons: ${count} PNG files in ${clientDir}/icons/bar/${ICON_SET}\n`);
}
