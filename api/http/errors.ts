import type { ErrorRequestHandler } from "express";
import type { Logger } from "../../common/log.ts";

/**
 * An error answered to the client. The three body families of the original (docs/api.md):
 *  - `new ApiError(400, "code", null | {...})` → `{"error": "code", "details": ...}` (family A)
 *  - `new ApiError(400, "code")`               → `{"error": "code"}`                 (family B)
 *  - `new ApiError(404)`                        → empty body                          (family C)
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, code?: string, details?: unknown, headers: Record<string, string> = {}) {
    super(code ?? `HTTP ${status}`);
    this.status = status;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  body(): Record<string, unknown> | undefined {
    if (this.code === undefined) return undefined;
    return this.details === undefined ? { error: this.code } : { error: this.code, details: this.details };
  }
}

export const notFound = () => new ApiError(404);
export const forbidden = () => new ApiError(403);
export const unauthorized = () => new ApiError(401, undefined, undefined, { "WWW-Authenticate": "Bearer" });

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
}

/** Connection failures (node's), and PostgreSQL's "connection exception", shutdown and overload states. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
]);
const UNREACHABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
const UNREACHABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect)/;

/** Whether an error means the database cannot be reached now (as pg reports it), not that a statement failed. */
export function isDatabaseUnreachable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; errors?: unknown[] } | null;
  if (!e || typeof e !== "object") return false;
  if (typeof e.code === "string" && (UNREACHABLE_CODES.has(e.code) || UNREACHABLE_STATES.test(e.code)))
    return true;
  if (typeof e.message === "string" && UNREACHABLE_MESSAGES.test(e.message)) return true;
  // Connecting to "localhost" tries each address: pg reports an AggregateError of them.
  return Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every(isDatabaseUnreachable);
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, _req, res, next) => {
    if (res.headersSent) return next(err);
    let apiError: ApiError;
    if (err instanceof ApiError) {
      apiError = err;
    } else {
      const e = err as BodyParserError;
      if (e?.type === "entity.too.large") {
        apiError = new ApiError(413, "too_large", { max_bytes: e.limit ?? null });
      } else if (e?.type === "encoding.unsupported" || e?.type === "charset.unsupported") {
        apiError = new ApiError(415);
      } else if (typeof e?.status === "number" && e.status >= 400 && e.status < 500) {
        // Aborted or unreadable request bodies.
        apiError = new ApiError(400, "bad_request");
      } else if (isDatabaseUnreachable(err)) {
        // An outage, not a fault of the request: 503 as a gateway would answer, so every client tells the same story.
        logger.warn("database unreachable", { code: (err as { code?: string }).code ?? "-" });
        apiError = new ApiError(503, "service_unavailable", null, { "Retry-After": "30" });
      } else {
        logger.error("unhandled error", { err });
        apiError = new ApiError(500, "internal_error");
      }
    }
    for (const [name, value] of Object.entries(apiError.headers)) res.setHeader(name, value);
    const body = apiError.body();
    if (body === undefined) res.status(apiError.status).end();
    else res.status(apiError.status).json(body);
  };
}
