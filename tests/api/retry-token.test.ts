// The macOS app's retry after signing in again: its old bearer token in `Authorization` and the new one only in
// X-Morphic-Auth-Token. The header takes over only from a bearer that is no longer live and is of the same user
// (api/auth/tokens.ts retryTokenTakesOver), on both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableBackends, register, startApi, type Registered, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();
const IDLE = 4 * 60 * 60 * 1000 + 60_000;

describe.each(BACKENDS)("the retry token header (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function signIn(user: Registered): Promise<string> {
    const r = await api.call("POST", "/v1/auth/username", {
      body: { username: user.email, password: user.password },
    });
    expect(r.status, r.text).toBe(200);
    return (r.json as { token: string }).token;
  }

  const retry = (path: string, bearer: string, header: string) =>
    api.call("GET", path, { token: bearer, headers: { "x-morphic-auth-token": header } });

  it("answers as the new token when the old bearer of the same user has gone idle", async () => {
    const pat = await register(api);
    api.clock.advance(IDLE);
    expect((await api.call("GET", `/v1/users/${pat.userId}`, { token: pat.token })).status).toBe(401);
    const fresh = await signIn(pat);
    // Both ways the token is checked: the route step (requireUser) and the user's list of groups (its own query).
    const user = await retry(`/v1/users/${pat.userId}`, pat.token, fresh);
    expect([user.status, (user.json as { id: string }).id]).toEqual([200, pat.userId]);
    const list = await retry(`/v1/users/${pat.userId}/communities`, pat.token, fresh);
    expect(list.status, list.text).toBe(200);
    // The old token stays ended: the header lends it nothing.
    expect((await api.call("GET", `/v1/users/${pat.userId}`, { token: pat.token })).status).toBe(401);
  });

  it("never answers as another user than a live bearer", async () => {
    const ann = await register(api);
    const bob = await register(api);
    const asAnn = await retry(`/v1/users/${ann.userId}`, ann.token, bob.token);
    expect([asAnn.status, (asAnn.json as { id: string }).id]).toEqual([200, ann.userId]);
    const bobs = await retry(`/v1/users/${bob.userId}/communities`, ann.token, bob.token);
    expect(bobs.status).toBe(404);
  });

  it("refuses when the dead bearer is another user's, or names nobody, or is missing", async () => {
    const ann = await register(api);
    const bob = await register(api);
    api.clock.advance(IDLE);
    const bobFresh = await signIn(bob);
    // Ann's idle token with Bob's live one: not the same user.
    expect((await retry(`/v1/users/${bob.userId}`, ann.token, bobFresh)).status).toBe(401);
    // A bearer without a row (never issued, or signed out) proves no user.
    expect((await retry(`/v1/users/${bob.userId}`, "x".repeat(43), bobFresh)).status).toBe(401);
    const signedOut = await signIn(bob);
    expect((await api.call("DELETE", "/v1/auth/token", { token: signedOut })).status).toBe(204);
    expect((await retry(`/v1/users/${bob.userId}`, signedOut, bobFresh)).status).toBe(401);
    // The header alone is no credential.
    const alone = await api.call("GET", `/v1/users/${bob.userId}`, {
      headers: { "x-morphic-auth-token": bobFresh },
    });
    expect([alone.status, alone.headers.get("www-authenticate")]).toEqual([401, "Bearer"]);
  });
});
