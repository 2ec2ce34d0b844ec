// CORS on /v1, off by default; CORS_ORIGINS allows listed origins.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApiConfig } from "../../api/config.ts";
import { availableBackends, register, startApi, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();
const ALLOWED = "https://portal.example.org";
const OTHER = "https://evil.example";

const preflight = (origin: string, headers = "authorization, content-type, x-request-id") => ({
  origin,
  "access-control-request-method": "PUT",
  "access-control-request-headers": headers,
});

describe("CORS_ORIGINS", () => {
  it("is a comma-separated list of origins, empty by default", () => {
    expect(loadApiConfig({}).corsOrigins).toEqual([]);
    expect(
      loadApiConfig({ CORS_ORIGINS: " https://a.example , http://localhost:5173/,https://a.example" })
        .corsOrigins,
    ).toEqual(["https://a.example", "http://localhost:5173"]);
    expect(() => loadApiConfig({ CORS_ORIGINS: "https://a.example/path" })).toThrow(/CORS_ORIGINS/);
    expect(() => loadApiConfig({ CORS_ORIGINS: "*" })).toThrow(/CORS_ORIGINS/);
    expect(() => loadApiConfig({ CORS_ORIGINS: "ftp://a.example" })).toThrow(/CORS_ORIGINS/);
  });
});

describe.each(BACKENDS)("CORS on /v1 (%s)", (backend) => {
  describe("off (the default)", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startApi(backend);
    });
    afterAll(async () => {
      await api?.close();
    });

    it("sends no CORS headers and does not answer preflights", async () => {
      const user = await register(api);
      const r = await api.call("GET", `/v1/users/${user.userId}`, {
        token: user.token,
        headers: { origin: ALLOWED },
      });
      expect(r.status).toBe(200);
      expect(r.headers.get("access-control-allow-origin")).toBeNull();
      const pre = await api.call("OPTIONS", `/v1/communities/${user.userId}`, {
        headers: preflight(ALLOWED),
      });
      expect(pre.status).toBe(405);
      expect(pre.headers.get("access-control-allow-origin")).toBeNull();
      expect(pre.headers.get("access-control-allow-methods")).toBeNull();
    });
  });

  describe("on", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startApi(backend, { corsOrigins: [ALLOWED, "http://localhost:5173"] });
    });
    afterAll(async () => {
      await api?.close();
    });

    it("answers a preflight from an allowed origin with the methods and headers the client sends, before auth", async () => {
      const r = await api.call("OPTIONS", "/v1/communities/6a1f9c0e-0000-4000-8000-000000000000/billing", {
        headers: preflight(ALLOWED),
      });
      expect(r.status).toBe(200);
      expect(r.text).toBe("");
      expect(r.headers.get("access-control-allow-origin")).toBe(ALLOWED);
      expect(r.headers.get("access-control-allow-methods")).toBe("GET, HEAD, POST, PUT, DELETE");
      expect(r.headers.get("access-control-allow-headers")).toBe("Authorization, Content-Type, X-Request-Id");
      expect(r.headers.get("access-control-max-age")).toBe("360");
      expect(r.headers.get("access-control-allow-credentials")).toBeNull();
      expect(r.headers.get("vary")).toMatch(/Origin/);
    });

    it("lets an allowed origin read answers, errors included", async () => {
      const user = await register(api);
      const ok = await api.call("GET", `/v1/users/${user.userId}`, {
        token: user.token,
        headers: { origin: "http://localhost:5173" },
      });
      expect(ok.status).toBe(200);
      expect(ok.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
      expect(ok.headers.get("access-control-expose-headers")).toContain("X-Link-Check");
      expect(ok.headers.get("vary")).toMatch(/Origin/);
      expect(ok.headers.get("access-control-allow-methods")).toBeNull();
      const denied = await api.call("GET", `/v1/users/${user.userId}`, { headers: { origin: ALLOWED } });
      expect(denied.status).toBe(401);
      expect(denied.headers.get("access-control-allow-origin")).toBe(ALLOWED);
      const body = await api.call("POST", "/v1/auth/username", {
        body: { username: user.email, password: user.password },
        headers: { origin: ALLOWED },
      });
      expect(body.status).toBe(200);
      expect(body.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    });

    it("gives other origins no CORS headers, on preflights and on requests", async () => {
      const user = await register(api);
      for (const origin of [OTHER, `${ALLOWED}.evil.example`, "https://PORTAL.example.org:444", "null"]) {
        const pre = await api.call("OPTIONS", `/v1/users/${user.userId}`, { headers: preflight(origin) });
        expect(pre.status, origin).toBe(200);
        expect(pre.headers.get("access-control-allow-origin"), origin).toBeNull();
        expect(pre.headers.get("access-control-allow-methods"), origin).toBeNull();
        expect(pre.headers.get("access-control-allow-headers"), origin).toBeNull();
        const r = await api.call("GET", `/v1/users/${user.userId}`, {
          token: user.token,
          headers: { origin },
        });
        expect(r.status, origin).toBe(200);
        expect(r.headers.get("access-control-allow-origin"), origin).toBeNull();
        expect(r.headers.get("vary"), origin).toMatch(/Origin/);
      }
      // Without an Origin header (a server-side client) nothing changes either.
      const plain = await api.call("GET", `/v1/users/${user.userId}`, { token: user.token });
      expect(plain.status).toBe(200);
      expect(plain.headers.get("access-control-allow-origin")).toBeNull();
    });
  });
});
