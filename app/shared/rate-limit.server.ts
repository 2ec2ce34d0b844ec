// Rate limits per client address on what a stranger can repeat cheaply, declared by each route module beside
// its access rules: `export const middleware = [rateLimit("sign-in"), guard({ access: "publicOnly" })]`.
// React Router runs the middleware of the route it matched, so every spelling of a path (`/LOGIN`, `/login/`,
// `/%6Cogin`, `/login.data`) counts as that route. Posts only: reading a page is never limited. The counters
// are the server's (server/middleware/rate-limits.ts: memory, or Redis with REDIS_URL; RATE_LIMIT_FACTOR),
// given to the routes through React Router's context (server/app.ts); the /v1 endpoints named here share the
// page's budget for the address (the desktop apps call them in place of the pages).
import { createContext, data, type MiddlewareFunction } from "react-router";
import type { EndpointName } from "../../contract/endpoints.ts";
import type { TooManyAttempts } from "./errors.ts";

export interface RateLimitRule {
  windowMinutes: number;
  /** How many posts per window from one address. */
  limit: number;
  /** The /v1 endpoints that share its budget. */
  endpoints: readonly EndpointName[];
}

export const RATE_LIMITS = {
  // Sign-in: only a ceiling on the posts of one address, high enough for a care home or a school behind one
  // address; /v1 counts the wrong passwords per address and per account (docs/decisions/037).
  "sign-in": { windowMinutes: 5, limit: 300, endpoints: ["login"] },
  register: { windowMinutes: 60, limit: 10, endpoints: ["register"] },
  reset: { windowMinutes: 15, limit: 5, endpoints: ["requestPasswordReset", "completePasswordReset"] },
  invite: { windowMinutes: 15, limit: 30, endpoints: [] },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The counters of this request's client address: null when the attempt is allowed, else when to retry. */
export interface ClientRateLimiter {
  consume(rule: RateLimitName): Promise<{ retryAfterSeconds: number } | null>;
}

/** Set by the request handler (server/app.ts) for every request; a route that limits cannot run without it. */
export const rateLimiterContext = createContext<ClientRateLimiter>();

/** The refusal of this request, for the headers of its page (rateLimitHeaders). */
const refusedContext = createContext<{ retryAfterSeconds: number } | null>(null);

/**
 * Route middleware: counts each post to the route against `rule`, and once over answers 429 with the root
 * error boundary's page ("Too many attempts"), never reaching the guard or the action.
 */
export function rateLimit(rule: RateLimitName): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    if (request.method === "GET" || request.method === "HEAD") return next();
    const refused = await context.get(rateLimiterContext).consume(rule);
    if (!refused) return next();
    context.set(refusedContext, refused);
    const body: TooManyAttempts = { tooManyAttempts: true, windowMinutes: RATE_LIMITS[rule].windowMinutes };
    throw data(body, { status: 429 });
  };
}

/**
 * Root middleware: `Retry-After` and `no-store` on the page of a refused post. React Router renders the error
 * thrown by a route's middleware but drops the headers given with it, so they are set on the way out.
 */
export const rateLimitHeaders: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const refused = context.get(refusedContext);
  if (!refused) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(refused.retryAfterSeconds));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
