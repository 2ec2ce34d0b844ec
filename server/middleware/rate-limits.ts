// The counters of the rate limits (app/shared/rate-limit.server.ts holds the rules and the route middleware
// that pages declare beside their guard). One limiter per rule, in memory or in Redis (`store`), each
// limit multiplied by RATE_LIMIT_FACTOR:
//  - pages: `clientLimiter` puts this request's counters (keyed by the client's address) in res.locals, and
//    server/app.ts gives them to the routes through React Router's context; a route's `rateLimit(rule)`
//    counts its posts and answers 429 with a page;
//  - the public /v1 calls the desktop apps make in place of those pages, on the contract's paths
//    (contract/endpoints.ts): the same limiter, so one budget per address for the page and the app; 429 with
//    the JSON error, except for sign-in (400 `locked`, which the desktop apps read without forgetting the
//    member; docs/decisions/037). A request counts for the one endpoint the service runs for it: the first
//    whose path matches, in the contract's order (…/password_reset/request is not also …/password_reset/:token).
import express, { type RequestHandler, type Router } from "express";
import { createLimiter, limitBy, type Limiter, type LimiterStore } from "../../api/http/rateLimit.ts";
import { endpoints } from "../../contract/endpoints.ts";
import type { ErrorBody } from "../../contract/errors.ts";
import {
  RATE_LIMITS,
  type ClientRateLimiter,
  type RateLimitName,
} from "../../app/shared/rate-limit.server.ts";

export interface RateLimitOptions {
  /** Multiplies every limit (tests that sign up many users from one address). */
  factor: number;
  /** Where counters live (memory by default; Redis for several instances). */
  store?: LimiterStore;
}

const clientKey = (req: express.Request) => req.ip ?? "unknown";

/** res.locals key: the endpoint this request is for (set by the first path that matched). */
const COUNTED = "rateLimitedEndpoint";

/** The refusal on /v1: the contract's 429, or the sign-in's 400 `locked` that keeps the apps' member. */
function refuseV1(rule: RateLimitName) {
  return (_req: express.Request, res: express.Response, retryAfter: number) => {
    res.setHeader("Cache-Control", "no-store");
    if (rule === "sign-in") {
      res.status(400).json({ error: "locked", details: { timeout: retryAfter } } satisfies ErrorBody);
      return;
    }
    res.status(429).setHeader("Retry-After", String(retryAfter));
    res.json({ error: "rate_limited", details: { retry_after: retryAfter } } satisfies ErrorBody);
  };
}

const RULES = Object.entries(RATE_LIMITS) as [RateLimitName, (typeof RATE_LIMITS)[RateLimitName]][];

export function rateLimits(options: RateLimitOptions): { v1: Router; clientLimiter: RequestHandler } {
  const limiters = new Map<RateLimitName, Limiter>();
  for (const [name, rule] of RULES) {
    limiters.set(
      name,
      createLimiter({
        points: Math.max(1, Math.round(rule.limit * options.factor)),
        duration: rule.windowMinutes * 60,
        keyPrefix: `portal-${name}`,
        store: options.store,
      }),
    );
  }

  // /v1: route-scoped middleware on each endpoint's own method and path.
  const v1 = express.Router();
  const limitedBy = new Map<string, RateLimitName>();
  for (const [name, rule] of RULES)
    for (const endpointName of rule.endpoints) limitedBy.set(endpointName, name);
  // Mounted in the contract's order, as the service mounts them, so the first match is the endpoint that runs.
  // Every endpoint claims its requests (an unlimited literal path is not counted for a limited :param one).
  for (const [endpointName, endpoint] of Object.entries(endpoints)) {
    const name = limitedBy.get(endpointName);
    const count = name && limitBy(limiters.get(name)!, clientKey, refuseV1(name));
    v1[endpoint.method.toLowerCase() as "post"](endpoint.path, (req, res, next) => {
      if (res.locals[COUNTED] !== undefined) return next();
      res.locals[COUNTED] = endpointName;
      return count ? count(req, res, next) : next();
    });
  }

  // Pages: the counters of this client, for the routes' own middleware (res.locals → server/app.ts).
  const clientLimiter: RequestHandler = (req, res, next) => {
    const key = clientKey(req);
    const limiter: ClientRateLimiter = {
      async consume(rule) {
        const result = await limiters.get(rule)!.consume(key);
        return result.allowed ? null : { retryAfterSeconds: result.retryAfter };
      },
    };
    res.locals.rateLimiter = limiter;
    next();
  };
  return { v1, clientLimiter };
}
