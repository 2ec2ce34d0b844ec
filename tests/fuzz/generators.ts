// Generators of bad requests for the generated tests (fast-check), and the lists of what they target:
// every portal route (from app/routes.ts) and every /v1 endpoint (the routes the service registered,
// api/http/router.ts v1Routes(app), joined with the contract's table for the body fields). A new route or
// endpoint is covered without a new line; `EXTRA_V1_ENDPOINTS` is the one line for anything else.
import fc from "fast-check";
import { z } from "zod";
import routeConfig from "../../app/routes.ts";
import { listEndpoints } from "../../contract/endpoints.ts";
import { v1Routes } from "../../api/http/router.ts";

/** A marker put into bodies, queries, cookies and tokens: it must never appear in a log line. */
export const SECRET_MARK = "FuzzSecret7q3";

export interface V1Target {
  method: string;
  /** Express pattern with the /v1 prefix. */
  path: string;
  /** The body's field names when known (from the contract). */
  fields: string[];
}

/** Endpoints to fuzz that neither the service's registry nor the contract lists (one line each). */
export const EXTRA_V1_ENDPOINTS: V1Target[] = [
  { method: "HEAD", path: "/v1/validate/link/:url", fields: [] },
];

function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  const inner = (schema as unknown as { def?: { in?: z.ZodType; innerType?: z.ZodType } }).def;
  return fieldsOf(inner?.in ?? inner?.innerType);
}

/** Every /v1 endpoint: what the service `app` serves and what the contract lists. */
export function v1Targets(app: object): V1Target[] {
  const byKey = new Map<string, V1Target>();
  const add = (target: V1Target) => {
    const key = `${target.method} ${target.path}`;
    const known = byKey.get(key);
    byKey.set(key, known ? { ...known, fields: [...new Set([...known.fields, ...target.fields])] } : target);
  };
  for (const route of v1Routes(app)) add({ method: route.method, path: route.path, fields: [] });
  for (const endpoint of listEndpoints()) {
    const request = (endpoint as { request?: z.ZodType }).request;
    add({ method: endpoint.method, path: endpoint.path, fields: fieldsOf(request) });
  }
  for (const extra of EXTRA_V1_ENDPOINTS) add(extra);
  return [...byKey.values()];
}

/** Every portal route path (parameters left as `:name`), from the app's route table. */
export function portalRoutePatterns(): string[] {
  const paths = new Set<string>(["/"]);
  const walk = (entries: readonly { path?: string; children?: unknown[] }[], prefix: string) => {
    for (const entry of entries) {
      const path = [prefix, entry.path ?? ""].filter(Boolean).join("/");
      if (entry.path !== undefined) paths.add(`/${path}`);
      if (entry.children) walk(entry.children as typeof entries, path);
    }
  };
  walk(routeConfig, "");
  return [...paths];
}

// ---- Values -------------------------------------------------------------------------------------------

const CONTROL = [..."\u0000\u0001\u0007\u0008\u000b\u000c\u001b\u007f\u0085\u2028\ud800\udfff\t\n\r"];

/** Strings a careless server chokes on: control characters, huge, unicode, markup, the secret marker. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(...CONTROL).map((c) => `a${c}b`),
  fc.array(fc.constantFrom(...CONTROL), { minLength: 1, maxLength: 5 }).map((cs) => cs.join("")),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => "x".repeat(n)),
  fc.constantFrom(
    "",
    " ",
    "null",
    "undefined",
    "<script>x</script>",
    "%00",
    "../../etc/passwd",
    "a@b",
    "😀".repeat(50),
  ),
  fc.string({ maxLength: 10 }).map((s) => `${SECRET_MARK}${s}`),
);

/** JSON values of every type, nested a little, with nasty strings. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nastyString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(nastyString, tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** A body object: known fields (some missing) with values of any type, and extra fields. */
export function jsonBody(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fields.length
    ? fc
        .subarray(fields)
        .chain((keys) =>
          fc
            .tuple(...keys.map((k) => jsonValue.map((v) => [k, v] as const)))
            .map((pairs) => Object.fromEntries(pairs)),
        )
    : fc.constant({});
  return fc
    .tuple(known, fc.dictionary(nastyString, jsonValue, { maxKeys: 2 }))
    .map(([a, b]) => ({ ...b, ...a }));
}

/** A raw body: JSON of the object, or something that is not JSON (or not an object) at all. */
export function rawJsonBody(fields: string[]): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: jsonBody(fields).map((b) => JSON.stringify(b)) },
    fc.constantFrom(
      undefined,
      "",
      "{",
      "[]",
      "null",
      '"text"',
      "1e999",
      '{"a":1}}',
      "\u0000",
      '{"__proto__":{"x":1}}',
    ),
    jsonValue.map((v) => JSON.stringify(v)),
  );
}

export const contentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=zz",
  "application/json; charset=utf-16",
  'application/json; boundary="x"',
  "*/*",
  undefined,
);

/** A path parameter: a plausible id, or something that is not one. */
export const pathParam: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom("1", "-1", "0", "null", "..", ".", "%", "%00", "%2e%2e", "a%2Fb", "x".repeat(600)),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s) || "x"),
  fc.constantFrom(...CONTROL).map((c) => encodeURIComponent(`a${c}`)),
);

/** Fills `:name` segments and respells the path the ways routers may still serve it. */
export function spelledPath(pattern: string): fc.Arbitrary<string> {
  const names = pattern.match(/:\w+|\*/g) ?? [];
  return fc
    .tuple(
      fc.tuple(...names.map(() => pathParam)),
      fc.constantFrom("plain", "upper", "trailing", "double", "encoded", "data", "index", "dotdot"),
    )
    .map(([values, spelling]) => {
      let i = 0;
      const filled = pattern.replace(/:\w+|\*/g, () => values[i++] ?? "x");
      switch (spelling) {
        case "upper":
          return filled.toUpperCase();
        case "trailing":
          return `${filled}/`;
        case "double":
          return filled.replace(/^\//, "//").replace(/^\/\/$/, "/");
        case "encoded":
          return filled.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
        case "data":
          return filled === "/" ? "/_.data" : `${filled}.data`;
        case "index":
          return `${filled}?index&_data=routes%2F${SECRET_MARK}`;
        case "dotdot":
          return `/x/..${filled}`;
        default:
          return filled;
      }
    });
}

/** A query string with nasty values (and the secret marker). */
export const queryString: fc.Arbitrary<string> = fc
  .dictionary(fc.string({ maxLength: 6 }), nastyString, { maxKeys: 3 })
  .map((q) => {
    const text = new URLSearchParams(q as Record<string, string>).toString();
    return text ? `?${text.slice(0, 4000)}` : "";
  });
