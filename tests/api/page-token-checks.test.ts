// Decision 024: the /v1 calls of one portal page (same portal request id, vouched for with the portal's
// secret, same token) share one token check instead of one each; every other call is checked in full.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableBackends, register, startApi, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();
const SECRET = "page-token-checks-secret-0123456789";

describe.each(BACKENDS)("token checks of one portal page (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { portalSecret: SECRET });
  });
  afterAll(async () => {
    await api?.close();
  });

  const portalHeaders = (requestId: string) => ({
    "x-portal-secret": SECRET,
    "x-client-address": "203.0.113.7",
    "x-request-id": requestId,
  });

  /** Counts the statements the service runs, and those of them that look the token up. */
  async function tokenLookups<T>(body: () => Promise<T>): Promise<[T, number, number]> {
    const log: string[] = [];
    const original = api.db.query.bind(api.db);
    (api.db as { query: typeof api.db.query }).query = ((text: string, params?: readonly unknown[]) => {
      log.push(text);
      return original(text, params);
    }) as typeof api.db.query;
    try {
      return [await body(), log.filter((text) => /FROM auth_tokens/.test(text)).length, log.length];
    } finally {
      (api.db as { query: typeof api.db.query }).query = original;
    }
  }

  it("checks the token once for the calls of one page, and in full for the next page", async () => {
    const user = await register(api);
    const page = randomUUID();
    // In the guard's order: the user's groups first (the token is checked in that same statement), then the
    // page's own data, which needs no check of its own: two statements for the page.
    const [statuses, lookups, statements] = await tokenLookups(async () => [
      (
        await api.call("GET", `/v1/users/${user.userId}/communities`, {
          token: user.token,
          headers: portalHeaders(page),
        })
      ).status,
      (await api.call("GET", `/v1/users/${user.userId}`, { token: user.token, headers: portalHeaders(page) }))
        .status,
    ]);
    expect(statuses).toEqual([200, 200]);
    expect(lookups).toBe(1);
    expect(statements).toBe(2);

    // The token is revoked (signed out elsewhere): the page being made may finish, the next one may not.
    await api.db.query("DELETE FROM auth_tokens WHERE user_id = $1", [user.userId]);
    const samePage = await api.call("GET", `/v1/users/${user.userId}`, {
      token: user.token,
      headers: portalHeaders(page),
    });
    expect(samePage.status).toBe(200);
    const nextPage = await api.call("GET", `/v1/users/${user.userId}`, {
      token: user.token,
      headers: portalHeaders(randomUUID()),
    });
    expect(nextPage.status).toBe(401);
  });

  it("checks every call in full without the portal's secret, whatever request id it names", async () => {
    const user = await register(api);
    const page = randomUUID();
    const headers = { "x-request-id": page };
    const first = await api.call("GET", `/v1/users/${user.userId}`, { token: user.token, headers });
    expect(first.status).toBe(200);
    await api.db.query("DELETE FROM auth_tokens WHERE user_id = $1", [user.userId]);
    const second = await api.call("GET", `/v1/users/${user.userId}`, { token: user.token, headers });
    expect(second.status).toBe(401);
    // A wrong secret is no secret.
    const forged = await api.call("GET", `/v1/users/${user.userId}`, {
      token: user.token,
      headers: { ...portalHeaders(page), "x-portal-secret": "not-the-secret-0123456789" },
    });
    expect(forged.status).toBe(401);
  });
});
