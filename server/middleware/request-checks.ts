// Request target, method and Host, refused before anything reads them: only paths are served (400), pages take
// GET/HEAD/POST and /v1 the methods of an API (405 with Allow), and the Host must be a valid name or address
// (400). The checked Host is kept in res.locals.host: every later step builds URLs from it.
import type { RequestHandler } from "express";
import { isV1Path, refusePage } from "./refuse-page.ts";

const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);
const V1_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);
/** A Host header: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export const checkRequestLine: RequestHandler = (req, res, next) => {
  if (!req.originalUrl.startsWith("/") || req.originalUrl.startsWith("//")) {
    // Only paths are served: no absolute URLs, no "*" (this is not a proxy), and no "//x", which
    // some parsers read as another host.
    return refusePage(res, 400, "Bad request", "The request names no valid page.");
  }
  try {
    decodeURI(req.path);
  } catch {
    return refusePage(res, 400, "Bad request", "The address of the page is malformed.");
  }
  const methods = isV1Path(req.path) ? V1_METHODS : PAGE_METHODS;
  if (!methods.has(req.method)) {
    res.setHeader("Allow", [...methods].join(", "));
    return refusePage(res, 405, "Method not allowed", "This address cannot be used that way.");
  }
  const host = req.get("host");
  if (!host || host.length > 255 || !HOST.test(host) || !URL.canParse(`http://${host}/`)) {
    // The pattern lets through what only a URL parser refuses (a port over 65535, an IPv4 part over
    // 255, brackets around no IPv6 address).
    return refusePage(res, 400, "Bad request", "The request names no valid host.");
  }
  res.locals.host = host;
  next();
};
