// The portal's /v1 client against the real /v1: a generic call by endpoint name (method, path and answer's
// schema from the contract's row) with named methods over it, the token, the request id and JSON sent as the
// service (and the original, which took only `charset=utf-8`) expects, path segments encoded, every answer parsed
// with the contract, failures as ApiErrors (never a crash), and the hooks the guard uses for 401 and for an
// unreachable service. msw only makes /v1 fail: answers that break the contract, error bodies the service never
// sends, no answer at all, the original's refusal of another media type; and, once, a newer /v1's extra field.
import { bypass, delay, http, HttpResponse, passthrough } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as client from "../../app/shared/v1-client.server.ts";
import { ApiError, publicV1, setClientLogger, userV1 } from "../../app/shared/v1-client.server.ts";
import { createLogger } from "../../common/log.ts";
import { runInRequestScope } from "../../common/request-scope.ts";
import { LOCKOUT_MAX_FAILURES } from "../../api/auth/lockout.ts";
import { register } from "../api/harness.ts";
import { failingV1 } from "./helpers.ts";
import { realV1, signedInManager, v1Ok, watchRequests, type Manager } from "./real-v1.ts";

const v1 = realV1();
const server = failingV1();
afterEach(() => setClientLogger(undefined));

let manager: Manager;
beforeAll(async () => {
  manager = await signedInManager(v1.api);
});

function captureLogs(): string[] {
  const lines: string[] = [];
  setClientLogger(createLogger("debug", (line) => lines.push(line)));
  return lines;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

/** The community as /v1 answers it to the manager. */
async function communityNow() {
  const answer = await v1Ok(v1.api, "GET", `/v1/communities/${manager.communityId}`, {
    token: manager.token,
  });
  return answer.json as { id: string; name: string; default_bar_id: string };
}

describe("the client's surface", () => {
  it("has a generic call by endpoint name and named methods over it", () => {
    expect(Object.keys(client).sort()).toEqual([
      "ApiError",
      "publicV1",
      "setClientLogger",
      "userV1",
      "v1Call",
    ]);
    const methods = Object.keys(userV1("t"));
    expect(methods).toContain("community");
    expect(methods).toContain("call");
    expect(Object.keys(publicV1())).toContain("call");
  });

  it("call() takes the method, the path and the answer's schema from the endpoint's row", async () => {
    const params = { communityId: manager.communityId, memberId: manager.memberId };
    const member = await userV1(manager.token).call("getMember", { params });
    const raw = await v1Ok(
      v1.api,
      "GET",
      `/v1/communities/${params.communityId}/members/${params.memberId}`,
      {
        token: manager.token,
      },
    );
    expect(member).toEqual(raw.json);
    // An answer that lacks the member schema's fields: the row's schema is applied.
    server.use(
      http.get(`${v1.api.url}/v1/communities/:communityId/members/:memberId`, () =>
        HttpResponse.json({ id: manager.memberId, first_name: "Ann", extra: "dropped" }),
      ),
    );
    const failed = await failure(userV1(manager.token).call("getMember", { params }));
    expect([failed.status, failed.code, failed.endpoint]).toEqual([502, "invalid_response", "getMember"]);
    const plans = await v1Ok(v1.api, "GET", "/v1/plans/community");
    await expect(publicV1().call("listPlans")).resolves.toEqual(plans.json);
  });

  it("sends the token, the request id and JSON with charset, and encodes path segments", async () => {
    // The original server took only this media type (another crashed it): as it would, /v1 fails otherwise.
    server.use(
      http.put(`${v1.api.url}/v1/communities/:id`, ({ request }) =>
        request.headers.get("content-type") === "application/json; charset=utf-8"
          ? passthrough()
          : new HttpResponse(null, { status: 500 }),
      ),
    );
    const requests = watchRequests(v1.api);
    const { default_bar_id } = await communityNow();
    await expect(
      userV1(manager.token, { requestId: "req-1" }).updateCommunity(manager.communityId, {
        name: "New",
        default_bar_id,
      }),
    ).resolves.toBeUndefined();
    expect((await communityNow()).name).toBe("New");
    const notFound = await failure(
      userV1(manager.token, { requestId: "req-2" }).updateCommunity("c/1", { name: "New", default_bar_id }),
    );
    expect(notFound.status).toBe(404);
    const puts = (await requests()).filter((r) => r.method === "PUT");
    expect(puts.map((r) => [r.request_id, r.path, r.status])).toEqual([
      ["req-1", `/v1/communities/${manager.communityId}`, 200],
      ["req-2", "/v1/communities/c%2F1", 404],
    ]);
  });
});

describe("answers are parsed with the contract", () => {
  it("a matching answer comes back typed (unknown keys dropped)", async () => {
    const community = await communityNow();
    expect(await userV1(manager.token).community(manager.communityId)).toEqual(community);
    // A newer /v1 with a field this portal does not know: the service's own answer, one key added.
    server.use(
      http.get(`${v1.api.url}/v1/communities/:id`, async ({ request }) => {
        const answer = (await (await fetch(bypass(request))).json()) as Record<string, unknown>;
        return HttpResponse.json({ ...answer, extra: 1 });
      }),
    );
    expect(await userV1(manager.token).community(manager.communityId)).toEqual(community);
  });

  it("an answer that does not match is ApiError invalid_response, logged with the request id", async () => {
    const logs = captureLogs();
    const community = await communityNow();
    server.use(
      http.get(`${v1.api.url}/v1/communities/:id`, () =>
        HttpResponse.json({ ...community, member_count: "two", secret_field: "ann@example.com" }),
      ),
    );
    const error = await failure(
      userV1(manager.token, { requestId: "req-42" }).community(manager.communityId),
    );
    expect(error.code).toBe("invalid_response");
    expect(error.status).toBe(502);
    expect(error.endpoint).toBe("getCommunity");
    const logged = logs.join("\n");
    expect(logged).toContain("req-42");
    expect(logged).toContain("member_count");
    expect(logged).not.toContain("ann@example.com");
  });

  it("a body that is not JSON, or missing, is invalid_response too", async () => {
    captureLogs();
    server.use(
      http.get(`${v1.api.url}/v1/plans/community`, () => new HttpResponse("<html>", { status: 200 })),
      http.get(`${v1.api.url}/v1/users/:id`, () => new HttpResponse(null, { status: 200 })),
    );
    expect((await failure(publicV1().plans())).code).toBe("invalid_response");
    expect((await failure(userV1(manager.token).user(manager.userId))).code).toBe("invalid_response");
  });

  it("error bodies of every family become code and details", async () => {
    // The service's own: a lockout after too many wrong passwords, and a 404 without a body.
    const user = await register(v1.api);
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) {
      await v1.api.call("POST", "/v1/auth/username", { body: { username: user.email, password: "wrong" } });
    }
    const locked = await failure(publicV1().login(user.email, user.password));
    expect([locked.status, locked.code, locked.details]).toEqual([400, "locked", { timeout: 900 }]);
    const notFound = await failure(userV1(manager.token).community("6a1f9c0e-0000-4000-8000-00000000dead"));
    expect([notFound.status, notFound.code]).toEqual([404, undefined]);
    // Answers it never gives: an error object without details, a 500 with text.
    server.use(
      http.get(`${v1.api.url}/v1/communities/:id/billing`, () =>
        HttpResponse.json({ error: "x" }, { status: 403 }),
      ),
      http.get(`${v1.api.url}/v1/communities/:id`, () => new HttpResponse("oops", { status: 500 })),
    );
    expect((await failure(userV1(manager.token).billing(manager.communityId))).code).toBe("x");
    expect((await failure(userV1(manager.token).community(manager.communityId))).status).toBe(500);
  });
});

describe("hooks", () => {
  it("a 401 calls onUnauthorized, which may take over", async () => {
    const seen: number[] = [];
    const error = await failure(
      userV1("not-a-token", { onUnauthorized: (e) => void seen.push(e.status ?? 0) }).user(manager.userId),
    );
    expect(error.status).toBe(401);
    expect(seen).toEqual([401]);
    const takeover = new Response(null, { status: 302 });
    await expect(
      userV1("not-a-token", {
        onUnauthorized: () => {
          throw takeover;
        },
      }).user(manager.userId),
    ).rejects.toBe(takeover);
  });

  it("other statuses do not call onUnauthorized", async () => {
    // Another user's record: 403.
    const other = await register(v1.api);
    let called = false;
    const error = await failure(
      userV1(manager.token, { onUnauthorized: () => void (called = true) }).user(other.userId),
    );
    expect(error.status).toBe(403);
    expect(called).toBe(false);
  });

  it("no answer at all is a network ApiError and calls onNetworkError", async () => {
    server.use(http.get(`${v1.api.url}/v1/users/:id`, () => HttpResponse.error()));
    let seen: ApiError | undefined;
    const error = await failure(
      userV1(manager.token, { onNetworkError: (e) => void (seen = e) }).user(manager.userId),
    );
    expect(error.isNetwork).toBe(true);
    expect(seen).toBe(error);
  });

  it("a request that waited out one time-out does not wait for /v1 again", async () => {
    server.use(http.get(`${v1.api.url}/v1/users/:id`, () => delay("infinite")));
    let reached = 0;
    server.use(
      http.get(`${v1.api.url}/v1/communities/:id`, () => {
        reached += 1;
        return passthrough();
      }),
    );
    const api = userV1(manager.token);
    await runInRequestScope({ requestId: "r-timed-out", clientAddress: undefined }, async () => {
      const hung = await failure(api.user(manager.userId));
      expect([hung.isNetwork, hung.network?.code]).toEqual([true, "timeout"]);
      const next = await failure(api.community(manager.communityId));
      expect([next.isUnavailable, next.network?.code]).toEqual([true, "timeout"]);
    });
    expect(reached).toBe(0);
    // Another request (another person) waits for /v1 as usual.
    await runInRequestScope({ requestId: "r-next", clientAddress: undefined }, () =>
      api.community(manager.communityId),
    );
    expect(reached).toBe(1);
  });
});
