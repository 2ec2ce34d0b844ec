// HEAD /validate/link/:url, mounted under /v1 after the auth middleware. A HEAD answer has no body,
// so the outcome travels in the status and headers:
//   200 ok · 410 broken · 400 not_website | invalid | blocked, always with X-Link-Check: <result>,
//   and X-Link-Corrected-Url when a better address was found. 401 without a signed-in user,
//   429 over the per-user rate limit, 405 for any other method.
import express, { type RequestHandler, type Router } from "express";
import {
  LINK_CHECK_HEADER,
  LINK_CHECK_PATH,
  LINK_CHECK_STATUS,
  LINK_CORRECTED_HEADER,
} from "../../contract/links.ts";
import { createLimiter, limitBy } from "../http/rateLimit.ts";
import { checkLink, type CheckLinkOptions, type Resolver } from "./check-link.ts";

export interface LinkRoutesOptions extends Omit<CheckLinkOptions, "allowLoopback" | "resolve"> {
  /** Tests only: let checks reach servers on loopback. */
  allowLoopback?: boolean;
  /** LINK_CHECK=loopback (end-to-end tests): every name is 127.0.0.1 and only loopback is reachable. */
  loopback?: boolean;
  /** Host name resolver (tests inject one); the system resolver otherwise. */
  resolve?: Resolver;
  /** Checks per user per window (default 30 a minute: the editor checks 2 s after typing stops). */
  rateLimit?: { windowMs: number; limit: number };
}

function userIdOf(locals: Record<string, unknown>): string | undefined {
  const auth = locals.auth as { userId?: unknown } | undefined;
  return typeof auth?.userId === "string" && auth.userId !== "" ? auth.userId : undefined;
}

/**
 * The check's middleware, without a path: the service mounts it at the contract's LINK_CHECK_PATH (the endpoint
 * `checkLink`, api/app/routes.ts); linkRoutes() puts it on a router of its own (tests).
 */
export function linkCheckMiddleware(options: LinkRoutesOptions = {}): RequestHandler[] {
  const { rateLimit: limits, ...checkOptions } = options;

  // Signed-in users only reach the limiter, so the key is always the user, never an IP.
  const limiter = limitBy(
    createLimiter({
      points: limits?.limit ?? 30,
      duration: Math.ceil((limits?.windowMs ?? 60_000) / 1000),
      keyPrefix: "link-check",
    }),
    (_req, res) => userIdOf(res.locals) ?? "",
    (_req, res) => void res.status(429).end(),
  );

  return [
    (_req, res, next) => {
      if (userIdOf(res.locals) === undefined) {
        res.set("WWW-Authenticate", "Bearer").status(401).end();
        return;
      }
      next();
    },
    limiter,
    async (req, res) => {
      // Express has already decoded the one path segment; it is not decoded a second time.
      const raw = req.params.url;
      const check = await checkLink(typeof raw === "string" ? raw : "", checkOptions);
      res.set("Cache-Control", "no-store");
      res.set(LINK_CHECK_HEADER, check.result);
      if (check.correctedUrl) res.set(LINK_CORRECTED_HEADER, check.correctedUrl);
      res.status(LINK_CHECK_STATUS[check.result]).end();
    },
  ];
}

/** The check on a router of its own, at LINK_CHECK_PATH under /v1, with its 405 (Allow: HEAD). */
export function linkRoutes(options: LinkRoutesOptions = {}): Router {
  const router = express.Router();
  const path = LINK_CHECK_PATH.slice("/v1".length);
  router.head(path, ...linkCheckMiddleware(options));
  router.all(path, (_req, res) => {
    res.set("Allow", "HEAD").status(405).end();
  });
  return router;
}
