// The portal's Express layer against a real upstream on loopback: headers, health, rate limits,
// cross-site refusals, and every refusal of the /v1 proxy.
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPortalApp } from "../../server/http.ts";
import { createLogger } from "../../common/log.ts";
import { manifestFromConfig } from "../../server/routes.ts";
import routeConfig from "../../app/routes.ts";

let upstream: Server;
let portal: Server;
let base: string;
const seen: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[] = [];
const logLines: string[] = [];
/** What the readiness checks see: Redis answering, and /v1's database answering. */
let redisUp = true;
let databaseUp = true;

async function listen(server: Server): Promise<string> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  upstream = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
    if (req.url?.startsWith("/v1/slow")) return; // never answers
    if (req.url === "/ready") {
      res.statusCode = databaseUp ? 200 : 503;
      return void res.end(databaseUp ? '{"database":"OK"}' : '{"database":"FAIL"}');
    }
    res.setHeader("Set-Cookie", "upstream=1");
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify({ ok: true }));
  });
  const apiUrl = await listen(upstream);
  const sessions: Record<string, { token: string; csrf: string }> = {
    good: { token: "tok-1", csrf: "csrf-1" },
  };
  const app = createPortalApp({
    apiUrl,
    publicUrl: new URL("http://portal.test"),
    production: true,
    logger: createLogger("info", (line) => logLines.push(line)),
    handler: (_req, res) =>
      void res
        .type("html")
        .send(`<p>page</p>${typeof res.locals.rateLimiter?.consume === "function" ? " limiter" : ""}`),
    routes: manifestFromConfig(routeConfig),
    readProxySession: async (req) => {
      const match = /sid=(\w+)/.exec(req.get("cookie") ?? "");
      return (match && sessions[match[1]!]) || null;
    },
    proxyTimeoutMs: 300,
    rateLimitFactor: 0.25, // sign-in: a ceiling of 75 posts in 5 minutes
    redisReady: async () => redisUp,
  });
  portal = createServer(app);
  base = await listen(portal);
});

afterAll(() => {
  portal.closeAllConnections();
  upstream.closeAllConnections();
  portal.close();
  upstream.close();
});

const sameOrigin = { "Sec-Fetch-Site": "same-origin", Cookie: "sid=good", "X-CSRF-Token": "csrf-1" };

describe("security headers", () => {
  it("sends a CSP with a fresh nonce per response and no inline scripts", async () => {
    const a = (await fetch(`${base}/login`)).headers.get("content-security-policy")!;
    const b = (await fetch(`${base}/login`)).headers.get("content-security-policy")!;
    expect(a).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(a).not.toContain("unsafe-inline");
    expect(a).toContain("frame-ancestors 'none'");
    expect(a).not.toBe(b);
    const response = await fetch(`${base}/login`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("strict-transport-security")).toBeNull(); // http here
    expect(a).toContain("object-src 'none'");
    expect(a).toContain("base-uri 'none'");
    expect(a).toContain("form-action 'self'");
  });

  it("echoes a well-formed X-Request-Id and logs it as request_id", async () => {
    const response = await fetch(`${base}/login`, { headers: { "X-Request-Id": "abc-123" } });
    expect(response.headers.get("x-request-id")).toBe("abc-123");
    const bad = await fetch(`${base}/login`, { headers: { "X-Request-Id": "<script>" } });
    expect(bad.headers.get("x-request-id")).not.toBe("<script>");
    const line = logLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.request_id === "abc-123");
    expect(line).toMatchObject({ msg: "request", method: "GET", path: "/login", status: 200 });
  });

  it("answers health and readiness", async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it("forwards Stripe's webhook to /v1 byte for byte with its signature, without a session", async () => {
    const body = '{"id":"evt_1","type":"customer.subscription.updated","data":{"object":{}}}\n';
    const res = await fetch(`${base}/v1/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc", cookie: "other=1" },
      body,
    });
    expect(res.status).toBe(200);
    const forwarded = seen.at(-1)!;
    expect(forwarded).toMatchObject({ method: "POST", url: "/v1/stripe/webhook", body });
    expect(forwarded.headers["stripe-signature"]).toBe("t=1,v1=abc");
    expect(forwarded.headers.cookie).toBeUndefined();
    expect(forwarded.headers.authorization).toBeUndefined();
  });

  it("is not ready while Redis or the database cannot be reached", async () => {
    redisUp = false;
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    redisUp = true;
    databaseUp = false;
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    databaseUp = true;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it("logs requests as JSON lines without query strings", async () => {
    await fetch(`${base}/login?email=secret@example.com`);
    const line = logLines.map((l) => JSON.parse(l) as { path?: string }).find((l) => l.path === "/login");
    expect(line).toBeDefined();
    expect(logLines.join("\n")).not.toContain("secret@example.com");
  });
});

describe("forms", () => {
  it("refuses a form posted from another site", async () => {
    const response = await fetch(`${base}/login`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site" },
      body: "a=1",
    });
    expect(response.status).toBe(403);
  });

  it("hands the page handler its client's rate-limit counters (the routes' own middleware limits)", async () => {
    const reached = await fetch(`${base}/login`, {
      method: "POST",
      body: "a=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(reached.status).toBe(200);
    expect(await reached.text()).toBe("<p>page</p> limiter");
  });
});

describe("/v1 proxy", () => {
  it("forwards with the session's bearer token and without cookies either way", async () => {
    seen.length = 0;
    const response = await fetch(`${base}/v1/communities/c1/bars?x=1`, {
      method: "PUT",
      headers: {
        ...sameOrigin,
        "Content-Type": "application/json; charset=utf-8",
        Origin: "http://portal.test",
      },
      body: JSON.stringify({ name: "Bar" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("set-cookie")).toBeNull();
    const forwarded = seen[0]!;
    expect(forwarded.url).toBe("/v1/communities/c1/bars?x=1");
    expect(forwarded.headers.authorization).toBe("Bearer tok-1");
    expect(forwarded.headers.cookie).toBeUndefined();
    expect(forwarded.headers["x-csrf-token"]).toBeUndefined();
    expect(JSON.parse(forwarded.body)).toEqual({ name: "Bar" });
  });

  const refusals: [string, Record<string, string>, number, string][] = [
    ["a cross-site request", { ...sameOrigin, "Sec-Fetch-Site": "cross-site" }, 403, "cross_site_request"],
    ["a foreign Origin", { ...sameOrigin, Origin: "https://evil.example" }, 403, "cross_site_request"],
    [
      "an ended session's cookie",
      { "Sec-Fetch-Site": "same-origin", Cookie: "__session=old" },
      401,
      "not_signed_in",
    ],
    [
      "a session's cookie with a bearer token but no CSRF token",
      { "Sec-Fetch-Site": "same-origin", Cookie: "sid=good", Authorization: "Bearer tok-1" },
      403,
      "bad_csrf_token",
    ],
    [
      "a cross-site request with a bearer token",
      { Origin: "https://evil.example", Authorization: "Bearer tok-1" },
      403,
      "cross_site_request",
    ],
    ["a missing CSRF token", { "Sec-Fetch-Site": "same-origin", Cookie: "sid=good" }, 403, "bad_csrf_token"],
    ["a wrong CSRF token", { ...sameOrigin, "X-CSRF-Token": "guess" }, 403, "bad_csrf_token"],
  ];
  for (const [name, headers, status, error] of refusals) {
    it(`refuses ${name}`, async () => {
      seen.length = 0;
      const response = await fetch(`${base}/v1/users/u1`, { headers });
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toBe(error);
      expect(seen).toHaveLength(0);
    });
  }

  it("passes a desktop app's own request on as it came: its bearer token, its User-Agent, no CSRF token", async () => {
    seen.length = 0;
    const response = await fetch(`${base}/v1/users/u1/communities/c1`, {
      headers: {
        Authorization: "Bearer desktop-token",
        "User-Agent": "Morphic/1.7 CFNetwork/1335 Darwin/21.6.0",
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    const forwarded = seen[0]!;
    expect(forwarded.url).toBe("/v1/users/u1/communities/c1");
    expect(forwarded.headers.authorization).toBe("Bearer desktop-token");
    expect(forwarded.headers["user-agent"]).toBe("Morphic/1.7 CFNetwork/1335 Darwin/21.6.0");
  });

  it("passes the macOS app's retry token on, and never a browser's (the session's token is its only credential)", async () => {
    seen.length = 0;
    const desktop = await fetch(`${base}/v1/users/u1/communities`, {
      headers: { Authorization: "Bearer old-token", "X-Morphic-Auth-Token": "new-token" },
    });
    expect(desktop.status).toBe(200);
    expect(seen[0]!.headers.authorization).toBe("Bearer old-token");
    expect(seen[0]!.headers["x-morphic-auth-token"]).toBe("new-token");
    seen.length = 0;
    const browser = await fetch(`${base}/v1/users/u1`, {
      headers: { ...sameOrigin, "X-Morphic-Auth-Token": "another-users-token" },
    });
    expect(browser.status).toBe(200);
    expect(seen[0]!.headers.authorization).toBe("Bearer tok-1");
    expect(seen[0]!.headers["x-morphic-auth-token"]).toBeUndefined();
  });

  it("passes a request without a token on, with its JSON body", async () => {
    seen.length = 0;
    const body = JSON.stringify({ email: "pat@example.com" });
    const response = await fetch(`${base}/v1/auth/username/password_check`, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body,
    });
    expect(response.status).toBe(200);
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.body).toBe(body);
  });

  it("counts sign-ins through /v1 against the sign-in page's flood ceiling for the address", async () => {
    const post = () =>
      fetch(`${base}/v1/auth/username`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
    // rateLimitFactor 0.25: the flood ceiling of 300 in 5 minutes → 75; the answer past it is the 400 `locked` the
    // desktop apps read without forgetting their member (decision 037), never a 429.
    const statuses: number[] = [];
    for (let i = 0; i < 75; i++) statuses.push((await post()).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await post();
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe("locked");
    // The same budget reaches the sign-in page through its route middleware: tests/edges/limits.test.ts.
  });

  it("limits registrations through /v1 per address as the registration page is limited, in JSON", async () => {
    const post = () =>
      fetch(`${base}/v1/register/username`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
    // rateLimitFactor 0.25: 10 an hour → 3 (rounded up from 2.5).
    expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([200, 200, 200]);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await limited.json()) as { error: string }).error).toBe("rate_limited");
  });

  it("gives up on a slow upstream with 504", async () => {
    const response = await fetch(`${base}/v1/slow`, { headers: sameOrigin });
    expect(response.status).toBe(504);
    expect(((await response.json()) as { error: string }).error).toBe("upstream_timeout");
  });
});
