// Page rate limits (a client may post sign-in, registration or a reset only so often) are route middleware that
// each route module declares beside its guard. These run a route module's own middleware list, as React Router
// does for a request to it, with real counters (createLimiter in memory, as server/middleware/rate-limits.ts
// makes them) in the request's context.
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createLimiter, type Limiter } from "../../api/http/rateLimit.ts";
import * as login from "../../app/auth/login.tsx";
import * as resendConfirmation from "../../app/account/resend-confirmation.tsx";
import * as register from "../../app/auth/register.tsx";
import * as invitation from "../../app/invitations/invitation.tsx";
import * as registerInvite from "../../app/invitations/register-invite.tsx";
import * as resetComplete from "../../app/reset-password/complete.tsx";
import * as resetRequest from "../../app/reset-password/request.tsx";
import * as changePassword from "../../app/account/change-password.tsx";
import {
  RATE_LIMITS,
  rateLimit,
  rateLimiterContext,
  rateLimitHeaders,
  type ClientRateLimiter,
  type RateLimitName,
} from "../../app/shared/rate-limit.server.ts";
import { isTooManyAttempts } from "../../app/shared/errors.ts";
import { makeContext, usePortalEnv } from "./helpers.ts";
import { callMiddleware } from "./route-call.ts";

type Middleware = MiddlewareFunction<Response>;
/** A route module as far as these tests read it (each types its middleware with its own params). */
type RouteModule = { middleware?: readonly unknown[] };
const middlewareOf = (mod: RouteModule) => (mod.middleware ?? []) as readonly Middleware[];

/** One client's counters over real limiters, `points` posts per rule, noting which rule each post asked for. */
function counters(points: number) {
  const limiters = new Map<RateLimitName, Limiter>();
  const asked: RateLimitName[] = [];
  const limiter: ClientRateLimiter = {
    async consume(rule) {
      asked.push(rule);
      let l = limiters.get(rule);
      if (!l)
        limiters.set(
          rule,
          (l = createLimiter({ points, duration: 60, keyPrefix: `t-${rule}-${Math.random()}` })),
        );
      const result = await l.consume("192.0.2.1");
      return result.allowed ? null : { retryAfterSeconds: result.retryAfter };
    },
  };
  return { limiter, asked };
}

/** Runs `middleware` in order around a handler that stands for the route's action or loader. */
async function run(middleware: readonly Middleware[], request: Request, context: RouterContextProvider) {
  let reached = false;
  const call = async (index: number): Promise<Response> => {
    const fn = middleware[index];
    if (!fn) {
      reached = true;
      return new Response("the action ran");
    }
    let result: Response | undefined;
    const next = async () => (result = await call(index + 1));
    const value = await callMiddleware(fn, { request, context }, next);
    return (value as Response | undefined) ?? result!;
  };
  try {
    await call(0);
    return { reached, error: null };
  } catch (error) {
    return { reached, error };
  }
}

/** The status and data of a thrown `data(...)` (React Router's DataWithResponseInit), else null. */
function thrownData(error: unknown): { status: number | undefined; data: unknown } | null {
  const value = error as { type?: string; data?: unknown; init?: ResponseInit | null } | null;
  return value?.type === "DataWithResponseInit" ? { status: value.init?.status, data: value.data } : null;
}

function contextWith(limiter: ClientRateLimiter) {
  const { context } = makeContext();
  context.set(rateLimiterContext, limiter);
  return context;
}

const post = (path: string) =>
  new Request(`http://portal.test${path}`, {
    method: "POST",
    body: "a=1",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

beforeEach(() => usePortalEnv());

describe("route modules declare their limit as middleware", () => {
  const table: [string, RouteModule, string, RateLimitName][] = [
    ["sign-in", login, "/login", "sign-in"],
    ["registration", register, "/register", "register"],
    ["registration by invitation", registerInvite, "/register/invite", "register"],
    ["reset request", resetRequest, "/reset-password", "reset"],
    ["reset completion", resetComplete, "/reset-password/abc", "reset"],
    ["invitation", invitation, "/invite/accept/i1/register", "invite"],
  ];

  it.each(table)(
    "%s: posts count against its rule, and once over the action is not reached",
    async (_n, mod, path, rule) => {
      const { limiter, asked } = counters(2);
      const context = contextWith(limiter);
      const middleware = middlewareOf(mod);
      expect((await run(middleware, post(path), context)).reached).toBe(true);
      expect((await run(middleware, post(path), context)).reached).toBe(true);
      const third = await run(middleware, post(path), context);
      expect(third.reached).toBe(false);
      // What the middleware threw: React Router's data() with status 429, for the root's error boundary.
      expect(thrownData(third.error)).toEqual({
        status: 429,
        data: { tooManyAttempts: true, windowMinutes: RATE_LIMITS[rule].windowMinutes },
      });
      expect(isTooManyAttempts(thrownData(third.error)?.data)).toBe(true);
      expect(asked).toEqual([rule, rule, rule]);
    },
  );

  it.each(table)("%s: reading the page is never counted", async (_n, mod, path) => {
    const { limiter, asked } = counters(1);
    const context = contextWith(limiter);
    for (const method of ["GET", "HEAD", "GET"]) {
      const request = new Request(`http://portal.test${path}`, { method });
      await run(middlewareOf(mod), request, context);
    }
    expect(asked).toEqual([]);
  });

  it("routes without a limit do not count (a change of password, a resent confirmation)", async () => {
    const { limiter, asked } = counters(1);
    const routes: [RouteModule, string][] = [
      [resendConfirmation, "/account/resend-confirmation"],
      [changePassword, "/account/password"],
    ];
    for (const [mod, path] of routes) {
      await run(middlewareOf(mod), post(path), contextWith(limiter));
    }
    expect(asked).toEqual([]);
  });
});

describe("the 429 page's headers", () => {
  it("puts Retry-After and no-store on the page rendered for a refused post, and nothing on others", async () => {
    const { limiter } = counters(1);
    const context = contextWith(limiter);
    // What React Router does with the error: the root's error boundary renders it as the 429 page.
    const page = async () => {
      const refused = await run([rateLimit("sign-in")], post("/login"), context);
      return refused.error ? new Response("Too many attempts", { status: 429 }) : new Response("page");
    };
    const request = new Request("http://portal.test/login");
    const first = await callMiddleware(rateLimitHeaders, { request, context }, page);
    expect([first!.status, first!.headers.get("retry-after")]).toEqual([200, null]);
    const second = await callMiddleware(rateLimitHeaders, { request, context }, page);
    expect(second!.status).toBe(429);
    expect(second!.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(second!.headers.get("cache-control")).toBe("no-store");
  });
});
