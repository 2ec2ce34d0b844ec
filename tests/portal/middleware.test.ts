// Each named middleware of the portal's Express layer (server/middleware/), on a small app of its own: what
// createPortalApp() (server/http.ts) composes in its one explicit order.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express, { type Request, type RequestHandler } from "express";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import routeConfig from "../../app/routes.ts";
import {
  RATE_LIMITS,
  type ClientRateLimiter,
  type RateLimitName,
} from "../../app/shared/rate-limit.server.ts";
import { endpoints } from "../../contract/endpoints.ts";
import { createLogger } from "../../common/log.ts";
import { refuseCrossSite } from "../../server/middleware/cross-site.ts";
import { errorPage } from "../../server/middleware/error-page.ts";
import { formBody } from "../../server/middleware/form-body.ts";
import { healthRoutes } from "../../server/middleware/health.ts";
import { rateLimits } from "../../server/middleware/rate-limits.ts";
import { checkRequestLine } from "../../server/middleware/request-checks.ts";
import { nonceSource, requestIdAndNonce } from "../../server/middleware/request-id.ts";
import { metricsRoute } from "../../server/middleware/request-metrics.ts";
import { refusePage } from "../../server/middleware/refuse-page.ts";
import { securityHeaders } from "../../server/middleware/security-headers.ts";
import { staticFiles } from "../../server/middleware/static-files.ts";
import { stripeWebhook } from "../../server/middleware/stripe-webhook.ts";
import { createRouteMatcher, manifestFromConfig } from "../../server/routes.ts";

const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Serves `handlers` then a final "ok" (200, text) on loopback; returns the base URL. */
async function serve(...handlers: RequestHandler[]) {
  const app = express();
  app.set("trust proxy", "loopback");
  for (const handler of handlers) app.use(handler);
  app.use((req, res) => {
    const body = res.locals.body as Buffer | undefined;
    res.type("text").send(body ? `ok ${body.length}` : "ok");
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const getMatcher = async () => createRouteMatcher(manifestFromConfig(routeConfig));
const form = (body: string, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  body,
});

describe("refusePage", () => {
  it("answers a plain page, never stored, with the nonce on its styles", async () => {
    const base = await serve((_req, res) => {
      res.locals.nonce = "n0nce";
      refusePage(res, 418, "Short and stout", "Tip me over.");
    });
    const res = await fetch(base);
    expect([res.status, res.headers.get("cache-control")]).toEqual([418, "no-store"]);
    const html = await res.text();
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).toContain("<h1>Short and stout</h1>");
  });
});

describe("requestIdAndNonce", () => {
  it("gives every request an id (a well-formed one kept) and a fresh nonce", async () => {
    const lines: string[] = [];
    const base = await serve(
      requestIdAndNonce(createLogger("info", (l) => lines.push(l))),
      (_q, res, next) => {
        res.setHeader("X-Nonce", String(res.locals.nonce));
        next();
      },
    );
    const a = await fetch(base, { headers: { "X-Request-Id": "abc-123" } });
    const b = await fetch(base);
    expect(a.headers.get("x-request-id")).toBe("abc-123");
    expect(b.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get("x-nonce")).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a.headers.get("x-nonce")).not.toBe(b.headers.get("x-nonce"));
    await expect.poll(() => lines.some((l) => l.includes('"request_id":"abc-123"'))).toBe(true);
  });

  it("cuts each nonce from fresh CSPRNG bytes: none reused within a draw or across draws", () => {
    const draws: number[] = [];
    let counter = 0;
    // A stand-in CSPRNG whose every byte pair is distinct, so a reused byte would show as a repeated nonce.
    const nextNonce = nonceSource((bytes) => {
      draws.push(bytes);
      const out = Buffer.alloc(bytes);
      for (let i = 0; i < bytes; i += 4) out.writeUInt32BE(counter++, i);
      return out;
    });
    const nonces = Array.from({ length: 600 }, nextNonce);
    expect(new Set(nonces).size).toBe(600);
    expect(nonces.every((n) => Buffer.from(n, "base64").length === 16)).toBe(true);
    expect(draws).toEqual([4096, 4096, 4096]);
    // The real source: 16 random bytes each, different every time.
    const real = nonceSource();
    const some = Array.from({ length: 300 }, real);
    expect(new Set(some).size).toBe(300);
  });
});

describe("checkRequestLine", () => {
  const raw = (base: string, method: string, path: string, host: string) =>
    new Promise<{ status: number; allow?: string }>((resolve, reject) => {
      const req = request(`${base}${path}`, { method, headers: { host } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, allow: res.headers.allow });
      });
      req.on("error", reject);
      req.end();
    });

  it("allows the methods of pages and of /v1, refusing others with 405 and Allow", async () => {
    const base = await serve(checkRequestLine);
    expect(await raw(base, "PUT", "/login", "portal.test")).toEqual({
      status: 405,
      allow: "GET, HEAD, POST",
    });
    expect((await raw(base, "PUT", "/v1/users/x", "portal.test")).status).toBe(200);
    expect((await raw(base, "POST", "/login", "portal.test")).status).toBe(200);
  });

  it("refuses a Host that is not a name or an address, and a malformed path", async () => {
    const base = await serve(checkRequestLine);
    expect((await raw(base, "GET", "/", "bad host")).status).toBe(400);
    expect((await raw(base, "GET", "/", "example.test:99999")).status).toBe(400);
    expect((await raw(base, "GET", "/%E0%A4%A", "portal.test")).status).toBe(400);
    expect((await raw(base, "GET", "/", "[::1]:3000")).status).toBe(200);
  });
});

describe("securityHeaders", () => {
  it("sends a nonce-based CSP, no framing, a Permissions-Policy, and HSTS only over https", async () => {
    const withNonce: RequestHandler = (_req, res, next) => {
      res.locals.nonce = "abc";
      next();
    };
    const plain = await serve(
      withNonce,
      ...securityHeaders({ production: true, captcha: false, https: false }),
    );
    const res = await fetch(plain);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-abc'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    const https = await serve(
      withNonce,
      ...securityHeaders({ production: true, captcha: true, https: true }),
    );
    const secure = await fetch(https);
    expect(secure.headers.get("strict-transport-security")).toContain("max-age=31536000");
    expect(secure.headers.get("content-security-policy")).toContain("https://www.google.com/recaptcha/");
  });
});

describe("healthRoutes", () => {
  it("answers /healthz, and /readyz from /v1's /ready and Redis", async () => {
    let ready = true;
    const api = await serve((req, res, next) =>
      req.path === "/ready" ? void res.status(ready ? 200 : 503).end() : next(),
    );
    let redis = true;
    const base = await serve(healthRoutes({ apiUrl: api, redisReady: async () => redis }));
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: "ready" });
    ready = false;
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    redis = false;
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: "redis unreachable" });
    const gone = await serve(healthRoutes({ apiUrl: "http://127.0.0.1:9" }));
    expect(await (await fetch(`${gone}/readyz`)).json()).toEqual({ status: "api unreachable" });
  });
});

describe("staticFiles", () => {
  it("serves files with an extension from the build, hashed assets for a year, and leaves pages alone", async () => {
    const dir = await mkdtemp(join(tmpdir(), "portal-static-"));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await writeFile(join(dir, "robots.txt"), "User-agent: *\n");
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "assets", "app-abc123.js"), "1");
    const base = await serve(staticFiles(dir));
    const robots = await fetch(`${base}/robots.txt`);
    expect([robots.status, robots.headers.get("cache-control")]).toEqual([200, "public, max-age=3600"]);
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await (await fetch(`${base}/robots`)).text()).toBe("ok");
  });
});

describe("refuseCrossSite", () => {
  it("refuses a cross-site post with a page, or a JSON error on /v1; lets GETs and same-site posts by", async () => {
    const base = await serve(refuseCrossSite(new URL("http://portal.test")));
    const cross = { "Sec-Fetch-Site": "cross-site" };
    const page = await fetch(`${base}/login`, form("a=1", cross));
    expect([page.status, (await page.text()).includes("Request refused")]).toEqual([403, true]);
    const v1 = await fetch(`${base}/v1/auth/username`, form("a=1", cross));
    expect(await v1.json()).toEqual({ error: "cross_site_request", details: null });
    expect((await fetch(`${base}/login`, { headers: cross })).status).toBe(200);
    expect((await fetch(`${base}/login`, form("a=1", { "Sec-Fetch-Site": "same-origin" }))).status).toBe(200);
  });
});

describe("requestMetrics", () => {
  it("labels a request with the route React Router runs, or what serves it", async () => {
    const label = (path: string) => metricsRoute({ path, originalUrl: path } as Request, getMatcher);
    expect(await label("/v1/plans/community")).toBe("v1-proxy");
    expect(await label("/assets/app.js")).toBe("static");
    expect(await label("/readyz")).toBe("readyz");
    expect(await label("/LOGIN/")).toBe("login");
    expect(await label("/no/such/page")).toBe("info/not-found"); // the catch-all page
  });
});

describe("rateLimits", () => {
  it("covers /v1 endpoints of the contract", () => {
    for (const rule of Object.values(RATE_LIMITS))
      for (const name of rule.endpoints) expect(endpoints[name], name).toBeDefined();
  });

  it("gives each request its client's counters, one budget with the /v1 call in the page's place", async () => {
    // sign-in: 2 posts per 5 minutes; register: 1 an hour
    const limits = rateLimits({ factor: 2 / RATE_LIMITS["sign-in"].limit });
    // What a route's rateLimit("sign-in") asks of the counters (app/shared/rate-limit.server.ts).
    const consume: RequestHandler = async (req, res) => {
      if (req.path.startsWith("/v1/")) return void res.json("reached /v1");
      const limiter = res.locals.rateLimiter as ClientRateLimiter;
      res.json(await limiter.consume(req.path === "/register" ? "register" : "sign-in"));
    };
    const base = await serve(limits.v1, limits.clientLimiter, consume);
    const attempt = async (path: string, client = "192.0.2.1") =>
      (await fetch(`${base}${path}`, form("a=1", { "X-Forwarded-For": client }))).json();
    expect(await attempt("/login")).toBeNull();
    expect(await attempt("/login")).toBeNull();
    expect(await attempt("/login")).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    // Another address has its own budget; another rule too.
    expect(await attempt("/login", "192.0.2.2")).toBeNull();
    expect(await attempt("/register")).toBeNull();
    // The desktop apps' sign-in on /v1 counts against the same budget: refused for the first address only, with
    // the 400 `locked` the apps read without forgetting the member (a 429 would sign them out for good).
    const v1 = (client: string) =>
      fetch(`${base}/v1/auth/username`, { method: "POST", headers: { "X-Forwarded-For": client } });
    const refused = await v1("192.0.2.1");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "locked", details: { timeout: expect.any(Number) } });
    expect(await (await v1("192.0.2.2")).json()).toBe("reached /v1");
    expect(await attempt("/login", "192.0.2.2")).toMatchObject({ retryAfterSeconds: expect.any(Number) });
  });
});

describe("rateLimits on /v1", () => {
  const limited = (Object.keys(RATE_LIMITS) as RateLimitName[]).flatMap((rule) =>
    RATE_LIMITS[rule].endpoints.map((name) => [name, rule] as const),
  );

  // …/password_reset/request also matches …/password_reset/:token: counted for both, it took two points.
  it.each(limited)(
    "counts each request to %s once, for the endpoint the service runs",
    async (name, rule) => {
      const limits = rateLimits({ factor: 3 / RATE_LIMITS[rule].limit }); // 3 requests per window
      const base = await serve(limits.v1, limits.clientLimiter);
      const endpoint = endpoints[name];
      const path = endpoint.path.replace(/:(\w+)/g, "some-$1");
      const call = async () =>
        (
          await fetch(`${base}${path}`, {
            method: endpoint.method,
            headers: { "X-Forwarded-For": "192.0.2.9" },
          })
        ).status;
      expect([await call(), await call(), await call()]).toEqual([200, 200, 200]);
      expect(await call()).toBe(rule === "sign-in" ? 400 : 429);
    },
  );
});

describe("stripeWebhook", () => {
  it("forwards the body byte for byte with the signature header, and answers 502 when /v1 is gone", async () => {
    const seen: { headers: Record<string, unknown>; body: string }[] = [];
    const api = await serve(express.raw({ type: () => true }), (req, res) => {
      seen.push({ headers: req.headers, body: (req.body as Buffer).toString("latin1") });
      res.status(200).json({ received: true });
    });
    const base = await serve(stripeWebhook({ apiUrl: api, timeoutMs: 2000 }));
    const body = '{"id":"evt_1","x":"\u00e9"}';
    const res = await fetch(`${base}/v1/stripe/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=abc", Cookie: "a=b" },
      body,
    });
    expect([res.status, await res.json()]).toEqual([200, { received: true }]);
    expect(seen[0]!.body).toBe(Buffer.from(body).toString("latin1"));
    expect(seen[0]!.headers["stripe-signature"]).toBe("t=1,v1=abc");
    expect(seen[0]!.headers.cookie).toBeUndefined();
    const gone = await serve(stripeWebhook({ apiUrl: "http://127.0.0.1:9", timeoutMs: 2000 }));
    expect((await fetch(`${gone}/v1/stripe/webhook`, { method: "POST", body: "{}" })).status).toBe(502);
  });
});

describe("formBody", () => {
  const read = () => formBody({ limit: 100, larger: [{ path: "/big", limit: 1000 }] });

  it("reads a form within its limit into res.locals.body; GETs pass untouched", async () => {
    const base = await serve(read());
    expect(await (await fetch(`${base}/x`, form("a=1"))).text()).toBe("ok 3");
    expect(await (await fetch(`${base}/x`)).text()).toBe("ok");
    expect(await (await fetch(`${base}/big`, form(`a=${"x".repeat(500)}`))).text()).toBe("ok 502");
  });

  it("answers 413 over the limit (declared or streamed), 415 for other types, 400 for a file", async () => {
    const base = await serve(read());
    const big = await fetch(`${base}/x`, form(`a=${"x".repeat(200)}`));
    expect([big.status, big.headers.get("connection")]).toEqual([413, "close"]);
    const streamed = await fetch(`${base}/x`, {
      ...form(""),
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("x".repeat(300)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const json = await fetch(`${base}/x`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
    const withFile = new FormData();
    withFile.set("f", new Blob(["x"]), "x.txt");
    expect((await fetch(`${base}/big`, { method: "POST", body: withFile })).status).toBe(400);
    const fields = new FormData();
    fields.set("a", "1");
    expect((await fetch(`${base}/big`, { method: "POST", body: fields })).status).toBe(200);
  });
});

describe("errorPage", () => {
  it("answers a thrown 4xx with a plain page, and anything else with a logged 500", async () => {
    const lines: string[] = [];
    const base = await serve(
      (req, _res, next) =>
        next(req.path === "/bad" ? Object.assign(new Error("x"), { status: 400 }) : new Error("boom")),
      errorPage(createLogger("info", (l) => lines.push(l))) as unknown as RequestHandler,
    );
    const bad = await fetch(`${base}/bad`);
    expect([bad.status, (await bad.text()).includes("Bad request")]).toEqual([400, true]);
    const boom = await fetch(`${base}/other`);
    expect([boom.status, (await boom.text()).includes("Try again later")]).toEqual([500, true]);
    expect(lines.some((l) => l.includes("unhandled error") && l.includes("boom"))).toBe(true);
  });
});
