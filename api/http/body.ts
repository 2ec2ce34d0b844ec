// Reading JSON bodies the way the original does (check order 415 → 400 malformed → 400 missing_required → ...),
// with length limits and clear codes instead of empty 400s and 500s.
import type { Request, RequestHandler } from "express";
import type { z } from "zod";
import { ApiError } from "./errors.ts";

/** Refuses any media type but application/json (charset, when given, must be utf-8) with 415. */
export function assertJsonContentType(req: Request): void {
  const header = req.headers["content-type"];
  if (!header) throw new ApiError(415);
  const [mediaType, ...params] = header.split(";").map((part) => part.trim().toLowerCase());
  if (mediaType !== "application/json") throw new ApiError(415);
  for (const param of params) {
    const [name, value] = param.split("=").map((s) => s.trim());
    if (name === "charset" && value?.replace(/^"|"$/g, "") !== "utf-8" && value !== "utf8")
      throw new ApiError(415);
  }
}

/** The request's JSON object, after the media-type check. */
export function readJsonObject(req: Request): Record<string, unknown> {
  assertJsonContentType(req);
  const raw: unknown = req.body;
  const text = Buffer.isBuffer(raw) ? raw.toString("utf8") : "";
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "malformed_json");
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new ApiError(400, "invalid_body", { expected: "object" });
  }
  assertCleanText(value);
  return value as Record<string, unknown>;
}

/**
 * Characters no text of the service may hold: C0 controls other than tab, line feed and carriage
 * return (text fields may be multi-line), DEL, C1 controls, and lone UTF-16 surrogates (not text at all;
 * PostgreSQL refuses NUL outright). Query values and path segments may not even hold tab or newlines.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const BAD_IN_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BAD_IN_URL =
  /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/* eslint-enable no-control-regex */

const malformedInput = () => new ApiError(400, "malformed_input", null);

/** Throws 400 `malformed_input` when any string (or key) in a parsed JSON value holds a forbidden character. */
export function assertCleanText(value: unknown, depth = 0): void {
  if (typeof value === "string") {
    if (BAD_IN_TEXT.test(value)) throw malformedInput();
  } else if (Array.isArray(value)) {
    if (depth > 64) throw malformedInput();
    for (const item of value) assertCleanText(item, depth + 1);
  } else if (value !== null && typeof value === "object") {
    if (depth > 64) throw malformedInput();
    for (const [key, item] of Object.entries(value)) {
      if (BAD_IN_TEXT.test(key)) throw malformedInput();
      assertCleanText(item, depth + 1);
    }
  }
}

/**
 * Refuses a request whose path or query, once percent-decoded, holds a control character or a lone
 * surrogate (400 `malformed_input`), and one whose escapes do not decode at all (400 `malformed_input`).
 */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  const url = req.originalUrl ?? req.url;
  const parts = url.split(/[?&=/+]/);
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      throw malformedInput();
    }
    if (BAD_IN_URL.test(decoded)) throw malformedInput();
  }
  next();
};

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Validates `body` against a zod object schema and turns its issues into the API's codes:
 *  - required keys absent or null → 400 `missing_required` `{required: [names]}`
 *  - a value of the wrong type    → 400 `invalid_field` `{field}`
 *  - a string over its limit      → 400 `too_long` `{field, max_length}`
 * Unknown keys are dropped, as the original does.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const missing: string[] = [];
  for (const issue of issues) {
    // An absent enum or literal (e.g. a member's `role`) is reported as invalid_value.
    if (issue.code !== "invalid_type" && issue.code !== "invalid_value") continue;
    const value = valueAt(body, issue.path);
    if (value === undefined || value === null) {
      const name = String(issue.path[issue.path.length - 1] ?? "");
      if (!missing.includes(name)) missing.push(name);
    }
  }
  if (missing.length > 0) throw new ApiError(400, "missing_required", { required: missing });
  const first = issues[0]!;
  const field = first.path.map(String).join(".");
  if (first.code === "too_big" && first.origin === "string") {
    throw new ApiError(400, "too_long", { field, max_length: Number(first.maximum) });
  }
  if (first.code === "too_big" && first.origin === "array") {
    throw new ApiError(400, "too_many", { field, max_items: Number(first.maximum) });
  }
  throw new ApiError(400, "invalid_field", { field });
}

/** Reads and validates a JSON body in one step. */
export function readBody<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return parseBody(schema, readJsonObject(req));
}
