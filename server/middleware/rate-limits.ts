// Rate limits per client address on what a stranger can repeat cheaply, each declared on the routes it guards:
//  - pages: by the id of the route React Router runs (server/routes.ts matches every spelling of a path the way
//    React Router does), posts only; 429 with a page;
//  - the public /v1 calls the desktop apps make in place of those pages, on the contract's paths
//    (contract/endpoints.ts), one budget per address for the page and the app; 429 with the JSON error.
import express, { type RequestHandler, type Router } from "express";
import { createLimiter, limitBy, type Limiter, type LimiterStore } from "../../api/http/rateLimit.ts";
import { endpoints, type EndpointName } from "../../contract/endpoints.ts";
import type { RouteMatcher } from "../routes.ts";
import { refusePage } from "./refuse-page.ts";

interface Rule {
  windowMinutes: number;
  limit: number;
  /** The page routes it guards: route ids (app/routes.ts). */
  routeIds: string[];
  /** The /v1 endpoints that share its budget. */
  endpoints: EndpointName[];
}

/** The limits: how many posts per window from one address. */
export const RATE_LIMITS: Record<string, Rule> = {
  // Sign-in: the /v1 lockout protects each account; this protects the service from one address.
  "sign-in": { windowMinutes: 5, limit: 20, routeIds: ["login", "session-timed-out"], endpoints: ["login"] },
  register: {
    windowMinutes: 60,
    limit: 10,
    routeIds: ["auth/register", "invitations/register-invite"],
    endpoints: ["register"],
  },
  reset: {
    windowMinutes: 15,
    limit: 5,
    routeIds: ["reset-password/request", "reset-password/complete"],
    endpoints: ["requestPasswordReset", "completePasswordReset"],
  },
  invite: { windowMinutes: 15, limit: 30, routeIds: ["invitations/invitation"], endpoints: [] },
};

export interface RateLimitOptions {
  /** Multiplies every limit (tests that sign up many users from one address). */
  factor: number;
  /** Where counters live (memory by default; Redis for several instances). */
  store?: LimiterStore;
  getMatcher: () => Promise<RouteMatcher>;
}

const clientKey = (req: express.Request) => req.ip ?? "unknown";

export function rateLimits(options: RateLimitOptions): { v1: Router; pages: RequestHandler } {
  const limiters = new Map<string, Limiter>();
  for (const [name, rule] of Object.entries(RATE_LIMITS)) {
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
  for (const [name, rule] of Object.entries(RATE_LIMITS)) {
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

  // Pages: the rule of the route that will run.
  const byRoute = new Map<string, { name: string; rule: Rule }>();
  for (const [name, rule] of Object.entries(RATE_LIMITS))
    for (const id of rule.routeIds) byRoute.set(id, { name, rule });
  const pages: RequestHandler = async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const route = (await options.getMatcher())(req.originalUrl);
    const found = route ? byRoute.get(route.id) : undefined;
    if (!found) return next();
    return limitBy(limiters.get(found.name)!, clientKey, (_r, response) =>
      refusePage(
        response,
        429,
        "Too many attempts",
        `There have been too many attempts from your network in a short time. Wait ${found.rule.windowMinutes} minutes and try again.`,
      ),
    )(req, res, next);
  };
  return { v1, pages };
}
