// The service mounts the contract's endpoint table (api/http/router.ts mountEndpoints): every route the service
// registers is declared in contract/endpoints.ts with the same parameter names and every declared endpoint is
// served, and other methods on a known path answer 405.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listEndpoints } from "../../contract/endpoints.ts";
import { v1Routes } from "../../api/http/router.ts";
import { startApi, type TestApi } from "./harness.ts";

const shape = (method: string, path: string) => `${method} ${path}`;

describe("route tables", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi("pglite");
  });
  afterAll(async () => {
    await api?.close();
  });

  it("list every registered (method, path), each once", () => {
    const routes = v1Routes(api.app);
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        "POST /v1/auth/username",
        "GET /v1/users/:userId",
        "PUT /v1/communities/:communityId/billing/coupon",
        "HEAD /v1/validate/link/:url",
      ]),
    );
    for (const r of routes) expect(r.path, r.path).toMatch(/^\/v1\//);
  });

  it("serve only endpoints the contract declares", () => {
    const declared = new Set(listEndpoints().map((e) => shape(e.method, e.path)));
    const undeclared = v1Routes(api.app)
      .map((r) => shape(r.method, r.path))
      .filter((key) => !declared.has(key));
    expect(undeclared).toEqual([]);
  });

  it("serve every endpoint the contract declares", () => {
    const served = new Set(v1Routes(api.app).map((r) => shape(r.method, r.path)));
    const missing = listEndpoints()
      .map((e) => shape(e.method, e.path))
      .filter((key) => !served.has(key));
    expect(missing).toEqual([]);
  });

  it("answer 405 with an empty body for another method on every registered path", async () => {
    for (const route of v1Routes(api.app)) {
      const path = route.path.replace(/:[A-Za-z_]+/g, "6a1f9c0e-0000-4000-8000-000000000000");
      const r = await api.call("PATCH", path);
      expect([r.status, r.text], `PATCH ${path}`).toEqual([405, ""]);
      expect(r.headers.get("allow") ?? "", `PATCH ${path}`).toContain(route.method);
    }
  });
});
