// The service's request log and request-id middleware: the one stack in common/log.ts.
import type { RequestHandler } from "express";
import { redactPath, requestLog as pinoRequestLog, type Logger } from "../../common/log.ts";

export { redactPath };

/** One JSON line per request (request_id, method, redacted path, status, ms); echoes X-Request-Id. */
export function requestLog(logger: Logger): RequestHandler {
  const middleware = pinoRequestLog(logger, { quiet: (path) => path === "/alive" || path === "/ready" });
  return (req, res, next) => middleware(req, res, next);
}
