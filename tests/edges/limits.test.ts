// Issue 7.2: rate limits keyed on the route that runs, whatever the spelling of its path; one limiter
// (rate-limiter-flexible) behind one interface for the portal and the service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLimiter } from "../../api/http/rateLimit.ts";
import { createRouteMatcher, manifestFromConfig } from "../../server/routes.ts";
import routeConfig from "../../app/routes.ts";
import { startFakePortal, type FakePortal } from "./fake-portal.ts";

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

describe("portal limits", () => {
  let portal: FakePortal;
  beforeAll(async () => {
    portal = await startFakePortal({ rateLimitFactor: 0.25 }); // sign-in: 5 posts, reset: 1 (rounded)
  });
  afterAll(() => portal.close());

  const post = (path: string) =>
    fetch(`${portal.base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });

  it("counts every spelling of the sign-in path against one limit", async () => {
    const spellings = ["/login", "/LOGIN", "/login/", "/%6Cogin", "/login.data", "/Login.data?index"];
    const statuses: number[] = [];
    for (const path of spellings) statuses.push((await post(path)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The other route of the same form shares the limit too.
    expect((await post("/session-timed-out")).status).toBe(429);
    // Reading the page is never limited.
    expect((await fetch(`${portal.base}/LOGIN`)).status).toBe(200);
  });

  it("limits every path under a limited route (reset codes included)", async () => {
    expect((await post("/reset-password")).status).toBe(200);
    expect((await post("/RESET-PASSWORD/some-code.data")).status).toBe(429);
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
