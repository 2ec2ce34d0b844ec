import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkRoutes } from "../../api/links/routes.ts";
import { readLinkCheck } from "../../common/catalogue/index.ts";
import { fakeResolver, startServer, type TestServer } from "./servers.ts";

let site: TestServer;
let api: Server;
let base = "";

// Stands in for the API's auth middleware: the test user comes from a header.
const fakeAuth: express.RequestHandler = (req, res, next) => {
  const user = req.header("x-test-user");
  if (user) res.locals.auth = { userId: user };
  next();
};

beforeAll(async () => {
  site = await startServer((req, res) => {
    if (req.url === "/gone") res.writeHead(404);
    else if (req.url === "/meta") res.writeHead(302, { location: "http://169.254.169.254/" });
    else res.writeHead(200);
    res.end();
  });
  const app = express();
  app.use(
    "/v1",
    fakeAuth,
    linkRoutes({
      allowLoopback: true,
      resolve: fakeResolver({ "site.example": "127.0.0.1", "private.example": "10.0.0.7" }),
      rateLimit: { windowMs: 60_000, limit: 12 },
    }),
  );
  api = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1/validate/link/`;
});

afterAll(async () => {
  await site.close();
  await new Promise((resolve) => api.close(resolve));
});

const check = (url: string, user = "u1", method = "HEAD") =>
  fetch(`${base}${encodeURIComponent(url)}`, { method, headers: user ? { "x-test-user": user } : {} });

describe("HEAD /v1/validate/link/:url", () => {
  it("answers 401 with WWW-Authenticate and no body when nobody is signed in", async () => {
    const res = await check("https://site.example/", "");
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
    expect(res.headers.get("x-link-check")).toBeNull();
  });

  it("answers 200 ok for a working link, and the editor reads it as ok", async () => {
    const res = await check(`http://site.example:${site.port}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-link-check")).toBe("ok");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(readLinkCheck(res.status, res.headers)).toEqual({ state: "ok" });
  });

  it("answers 410 broken for a page that does not work", async () => {
    const res = await check(`http://site.example:${site.port}/gone`);
    expect([res.status, res.headers.get("x-link-check")]).toEqual([410, "broken"]);
    expect(readLinkCheck(res.status, res.headers)).toEqual({ state: "problem", result: "broken" });
  });

  it.each([
    ["ftp://site.example/", "not_website"],
    ["https://", "invalid"],
    ["http://private.example/", "blocked"],
  ])("answers 400 for %s (%s)", async (url, result) => {
    const res = await check(url);
    expect([res.status, res.headers.get("x-link-check")]).toEqual([400, result]);
  });

  it("answers 400 blocked for a redirect to the metadata address", async () => {
    const res = await check(`http://site.example:${site.port}/meta`);
    expect([res.status, res.headers.get("x-link-check")]).toEqual([400, "blocked"]);
  });

  it("sends the corrected address when http:// was what worked", async () => {
    const res = await check(`site.example:${site.port}/a%20b`);
    expect(res.status).toBe(200);
    const corrected = `http://site.example:${site.port}/a%20b`;
    expect(res.headers.get("x-link-corrected-url")).toBe(corrected);
    expect(readLinkCheck(res.status, res.headers)).toEqual({ state: "ok", correctedUrl: corrected });
  });

  it("answers 405 with Allow: HEAD to other methods", async () => {
    const res = await check("https://site.example/", "u1", "GET");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("HEAD");
  });

  it("limits checks per user, not for everyone", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await check("ftp://x.example/", "busy")).status);
    expect(statuses.slice(0, 12).every((s) => s === 400)).toBe(true);
    expect(statuses[12]).toBe(429);
    expect((await check("ftp://x.example/", "calm")).status).toBe(400);
  });
});
