// docs/api.md's endpoint index, generated from the contract's table (contract/endpoints.ts): one row per
// endpoint with its name (the key of its handler in api/ and of the portal's `call(name, …)`), method and path,
// and who may call it. `node scripts/endpoint-index.ts` rewrites the section between the markers;
// tests/contract/api-doc.test.ts fails when the section and the table differ.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { listEndpoints } from "../contract/endpoints.ts";

export const INDEX_START = "<!-- endpoint-index:start (node scripts/endpoint-index.ts) -->";
export const INDEX_END = "<!-- endpoint-index:end -->";

const WHO = { none: "anyone", optional: "token optional", user: "signed in" } as const;

/** The index as markdown table lines. */
export function endpointIndex(): string[] {
  return [
    "| Name | Method and path | Auth |",
    "| --- | --- | --- |",
    ...listEndpoints().map(
      (e) =>
        `| \`${e.name}\` | \`${e.method} ${e.path.replace(/:([A-Za-z]+)/g, "{$1}")}\` | ${WHO[e.auth]} |`,
    ),
  ];
}

/** The document with its index section replaced by the generated one. */
export function withIndex(doc: string): string {
  const start = doc.indexOf(INDEX_START);
  const end = doc.indexOf(INDEX_END);
  if (start < 0 || end < start) throw new Error("docs/api.md has no endpoint index markers");
  return `${doc.slice(0, start + INDEX_START.length)}\n\n${endpointIndex().join("\n")}\n\n${doc.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL("../docs/api.md", import.meta.url);
  writeFileSync(file, withIndex(readFileSync(file, "utf8")));
}
