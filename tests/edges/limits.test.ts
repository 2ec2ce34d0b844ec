// Rate limits keyed on the route that runs, whatever the spelling of its path, so no spelling skips them
// (declared by the route module as middleware, docs/decisions/032-page-rate-limits-as-route-middleware.md);
// one limiter (rate-limiter-flexible) behind one interface for the portal and the service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLimiter } from "../../api/http/rateLimit.ts";
import { RATE_LIMITS } from "../../app/shared/rate-limit.server.ts";
import { createRouteMatcher, manifestFromConfig } from "../../server/routes.ts";
import routeConfig from "../../app/routes.ts";
import { startStack, type Stack } from "./harness.ts";

describe("the route matcher", () => {
  const match = createRouteMatcher(manifestFromConfig(routeConfig));
  it("finds the route React Router runs for every spelling of its path", () => {
    for (const spelling of [
      "/login",
      "/LOGIN",
      "/Login/",
      "/login//",
      "/%6Cogin",
      "/%6c%6F%67%69%6E",
      "/login.data",
      "/LOGIN.data?index",
      "/login?_data=routes%2Flogin",
      "/x/../login",
      "/./login",
    ]) {
      expect(match(spelling)?.id, spelling).toBe("login");
    }
    expect(match("/reset-password/AbC.data")?.pattern).toBe("reset-password/:token");
    expect(match("/_.data")?.pattern).toBe("");
    expect(match("/no-such-page")?.pattern).toBe("*");
  });
});

describe("portal limits (route middleware, through the real React Router handler)", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ rateLimitFactor: 5 / RATE_LIMITS["sign-in"].limit }); // sign-in: 5 posts, reset: 1
  });
  afterAll(() => stack?.close());

  const post = (path: string) =>
    fetch(`${stack.portal}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
      redirect: "manual",
    });

  it("counts every spelling of the sign-in path against one limit, with a page in words", async () => {
    const spellings = ["/login", "/LOGIN", "/login/", "/%6Cogin", "/login.data", "/Login.data?index"];
    const statuses: number[] = [];
    for (const path of spellings) statuses.push((await post(path)).status);
    expect(statuses.slice(0, 5).filter((status) => status === 429)).toEqual([]);
    expect(statuses[5]).toBe(429);
    // The other route of the same form shares the limit too.
    const page = await post("/session-timed-out");
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Too many attempts");
    expect(html).toContain(
      "There have been too many attempts from your network in a short time. Wait 5 minutes and try again.",
    );
    // Reading the page is never limited.
    expect((await fetch(`${stack.portal}/LOGIN`)).status).toBe(200);
    // The desktop apps' sign-in shares the page's budget for the address (refused with the 400 `locked` the apps
    // read without forgetting the member).
    const v1 = await fetch(`${stack.portal}/v1/auth/username`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(v1.status).toBe(400);
    expect(await v1.json()).toMatchObject({ error: "locked" });
  });

  it("limits every path under a limited route (reset codes included)", async () => {
    expect((await post("/reset-password")).status).not.toBe(429);
    expect((await post("/RESET-PASSWORD/some-code.data")).status).toBe(429);
  });

  it("does not limit a route that declares no limit", async () => {
    for (let i = 0; i < 3; i += 1) expect((await post("/dev/outbox")).status).not.toBe(429);
  });
});

describe("the limiter interface", () => {
  it("counts per key and says when to retry", async () => {
    const limiter = createLimiter({ points: 2, duration: 60, keyPrefix: "t" });
    expect((await limiter.consume("a")).allowed).toBe(true);
    expect((await limiter.consume("a")).allowed).toBe(true);
    const third = await limiter.consume("a");
    expect(third.allowed).toBe(false);
    expect(third.retryAfter).toBeGreaterThan(0);
    expect((await limiter.consume("b")).allowed).toBe(true);
    await expect(limiter.hit("a")).rejects.toMatchObject({ status: 429, code: "rate_limited" });
  });

  it("starts fresh counters when the caller's clock jumps a whole window", async () => {
    let offset = 0;
    const limiter = createLimiter({
      points: 1,
      duration: 60,
      keyPrefix: "clock",
      now: () => new Date(Date.now() + offset),
    });
    expect((await limiter.consume("a")).allowed).toBe(true);
    expect((await limiter.consume("a")).allowed).toBe(false);
    offset = 61_000;
    expect((await limiter.consume("a")).allowed).toBe(true);
  });
});
