// CORS on /v1, off unless CORS_ORIGINS lists origins (docs/design.md): a browser client served from another origin
// (as the original portal was) may then call the service with its bearer token. Allowed origins are echoed in
// Access-Control-Allow-Origin; any other origin gets no CORS headers. Credentials (cookies) are never allowed:
// /v1 authenticates with `Authorization: Bearer`. A preflight (OPTIONS) is answered 200 before any access check,
// as the original does, listing the methods and the request headers its client sends.
import type { RequestHandler } from "express";

export const CORS_ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE"] as const;
export const CORS_ALLOWED_HEADERS = ["Authorization", "Content-Type", "X-Request-Id"] as const;
/** Response headers a cross-origin client may read. */
export const CORS_EXPOSED_HEADERS = [
  "X-Request-Id",
  "X-Link-Check",
  "X-Link-Corrected-Url",
  "Retry-After",
  "WWW-Authenticate",
] as const;
/** How long a browser may cache a preflight answer, in seconds (the original's value). */
export const CORS_MAX_AGE = 360;

/** The CORS middleware for /v1; a no-op when `origins` is empty. */
export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    if (allowed.size === 0) return next();
    res.vary("Origin");
    const origin = req.headers.origin;
    const match = typeof origin === "string" && allowed.has(origin);
    if (match) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Expose-Headers", CORS_EXPOSED_HEADERS.join(", "));
    }
    if (req.method !== "OPTIONS") return next();
    if (match) {
      res.setHeader("Access-Control-Allow-Methods", CORS_ALLOWED_METHODS.join(", "));
      res.setHeader("Access-Control-Allow-Headers", CORS_ALLOWED_HEADERS.join(", "));
      res.setHeader("Access-Control-Max-Age", String(CORS_MAX_AGE));
    }
    res.status(200).end();
  };
}
