import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "../log.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Segments after these carry a secret (a one-time code, an invitation id, a link being checked). */
const SECRET_AFTER = new Set(["verify_email", "password_reset", "link", "invitations"]);
const NOT_SECRET = new Set(["request", "accept", "decline"]);

/**
 * The path as it may be logged: no query string, and every segment that may be a secret replaced by ":redacted".
 * Redacted: the segment after verify_email, password_reset (except "request"), validate/link and invitations,
 * and any long token-like segment that is not a UUID.
 */
export function redactPath(url: string): string {
  const path = url.split("?")[0] ?? "";
  const segments = path.split("/");
  return segments
    .map((segment, i) => {
      if (segment === "") return segment;
      const previous = segments[i - 1] ?? "";
      if (SECRET_AFTER.has(previous) && !NOT_SECRET.has(segment)) return ":redacted";
      if (segment.length >= 20 && !UUID.test(segment)) return ":redacted";
      return segment;
    })
    .join("/");
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** One JSON line per request: method, redacted path, status, ms, request id. Echoes X-Request-Id. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const given = req.headers["x-request-id"];
    const requestId = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      if (req.path === "/alive" || req.path === "/ready") return;
      logger.info("request", {
        request_id: requestId,
        method: req.method,
        path: redactPath(req.originalUrl),
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      });
    });
    next();
  };
}
