// The counters of the rate limits (app/shared/rate-limit.server.ts holds the rules and the route middleware
// that pages declare beside their guard). One limiter per rule, in memory or in Redis (`store`), each
// limit multiplied by RATE_LIMIT_FACTOR:
//  - pages: `clientLimiter` puts this request's counters (keyed by the client's address) in res.locals, and
//    server/app.ts gives them to the routes through React Router's context; a route's `rateLimit(rule)`
//    counts its posts and answers 429 with a page;
//  - the public /v1 calls the desktop apps make in place of those pages, on the contract's paths
//    (contract/endpoints.ts): the same limiter, so one budget per address for the page and the app; 429 with
//    the JSON error.
import express, { type RequestHandler, type Router } from "express";
import { createLimiter, limitBy, type Limiter, type LimiterStore } from "../../api/http/rateLimit.ts";
import { endpoints } from "../../contract/endpoints.ts";
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
  for (const [name, rule] of RULES) {
    for (const endpointName of rule.endpoints) {
      const endpoint = endpoints[endpointName];
      v1[endpoint.method.toLowerCase() as "post"](
        endpoint.path,
        limitBy(limiters.get(name)!, clientKey, (_req, res, retryAfter) => {
          res.status(429).setHeader("Retry-After", String(retryAfter));
          res.setHeader("Cache-Control", "no-store");
          res.json({ error: "rate_limited", details: { retry_after: retryAfter } });
        }),
      );
    }
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
