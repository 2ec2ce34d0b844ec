// Every request that may change something comes from our own pages (server/origin.ts), whether or not its route
// renders a page: sign-out, focus mode and resend confirmation included. 403: a JSON error for /v1, a page
// otherwise.
import type { RequestHandler } from "express";
import { isCrossSite } from "../origin.ts";
import { isV1Path, refusedIn } from "./refuse-page.ts";

export function refuseCrossSite(publicUrl: URL): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (isCrossSite(req, publicUrl)) {
      if (isV1Path(req.path)) {
        res.status(403).setHeader("Cache-Control", "no-store");
        return void res.json({ error: "cross_site_request", details: null });
      }
      return refusedIn(req, res, 403, "refused.crossSiteTitle", "refused.crossSiteText");
    }
    next();
  };
}
