// docs/api.md against the contract's endpoint table: the generated index lists every endpoint (and nothing
// else), and every `/v1` endpoint the docs name anywhere is one of the table's.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listEndpoints } from "../../contract/endpoints.ts";
import { endpointIndex, INDEX_END, INDEX_START, withIndex } from "../../scripts/endpoint-index.ts";

const doc = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");

/** Table lines with their cells trimmed, so a formatter's column padding does not matter. */
const cells = (lines: string[]) =>
  lines
    .filter((line) => line.trim().startsWith("|"))
    .map((line) =>
      line
        .split("|")
        .map((cell) => cell.trim().replace(/^-+$/, "-"))
        .join("|"),
    );

/** The original's endpoints the docs mention as not served (they must stay out of the table). */
const NOT_SERVED = ["POST /v1/user/verify_email_request"];

const shape = (method: string, path: string) =>
  `${method} ${path
    .replace(/\[\?[^\]]*\]$/, "")
    .replace(/\{[^}]*\}|:[A-Za-z]+/g, ":")
    .replace(/\/$/, "")}`;

describe("docs/api.md", () => {
  it("has the generated index of every endpoint (node scripts/endpoint-index.ts)", () => {
    const section = doc.slice(doc.indexOf(INDEX_START), doc.indexOf(INDEX_END)).split("\n");
    expect(cells(section)).toEqual(cells(endpointIndex()));
    expect(cells(endpointIndex())).toHaveLength(listEndpoints().length + 2);
  });

  it("names only endpoints the table declares", () => {
    const declared = new Set(listEndpoints().map((e) => shape(e.method, e.path)));
    const named = [...doc.matchAll(/`(GET|POST|PUT|PATCH|DELETE|HEAD) (\/v1\/[^`\s]*)`/g)].map((m) =>
      shape(m[1]!, m[2]!),
    );
    expect(named.length).toBeGreaterThan(listEndpoints().length);
    const undeclared = [...new Set(named)].filter((key) => !declared.has(key));
    expect(undeclared).toEqual(NOT_SERVED.map((e) => shape(...(e.split(" ") as [string, string]))));
    for (const e of NOT_SERVED)
      expect(declared.has(shape(...(e.split(" ") as [string, string])))).toBe(false);
  });

  it("regenerates to the same document", () => {
    expect(cells(withIndex(doc).split("\n"))).toEqual(cells(doc.split("\n")));
  });
});
