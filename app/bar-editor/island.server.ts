// Where the editor island's module is: read once from the island build's manifest (vite.island.config.ts).
// Without a build (the development server, or a build that failed) the editor page is the no-JS editor.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const MANIFEST = "assets/editor/.vite/manifest.json";
const ENTRY = "app/bar-editor/island/client.tsx";

let cached: string | null | undefined;

function candidates(): string[] {
  const fromModule = new URL("../client/", import.meta.url);
  return [
    ...(fromModule.protocol === "file:" ? [join(fromModule.pathname, MANIFEST)] : []),
    join(process.cwd(), "build/client", MANIFEST),
  ];
}

/** The island's URL path ("/assets/editor/island-….js"), or null when there is no island build. */
export function islandScript(): string | null {
  if (cached !== undefined) return cached;
  cached = null;
  for (const file of candidates()) {
    try {
      const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, { file?: string }>;
      const entry = manifest[ENTRY]?.file;
      if (entry) {
        cached = `/assets/editor/${entry}`;
        break;
      }
    } catch {
      // not there: try the next place
    }
  }
  return cached;
}
