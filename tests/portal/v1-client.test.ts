// The portal's /v1 client: a generic call by endpoint name (method, path and answer's schema from the contract's
// row) with named methods over it, every answer parsed with the contract, failures as ApiErrors (never a crash),
// and the hooks the guard uses for 401 and for an unreachable service.
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import * as client from "../../app/shared/v1-client.server.ts";
import { ApiError, publicV1, setClientLogger, userV1 } from "../../app/shared/v1-client.server.ts";
import { createLogger } from "../../common/log.ts";
import { API, mockV1 } from "./helpers.ts";

const server = mockV1();
afterEach(() => setClientLogger(undefined));

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

const community = { id: "c1", name: "Family", default_bar_id: "b1", member_count: 2, member_limit: 5 };

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
    server.use(
      http.get(`${API}/v1/communities/:communityId/members/:memberId`, ({ request, params }) => {
        expect(params).toEqual({ communityId: "c1", memberId: "m 1" });
        expect(request.headers.get("authorization")).toBe("Bearer tok");
        return HttpResponse.json({ id: "m 1", first_name: "Ann", extra: "dropped" });
      }),
    );
    const failed = await failure(
      userV1("tok").call("getMember", { params: { communityId: "c1", memberId: "m 1" } }),
    );
    // The answer lacks the member schema's fields: the row's schema was applied.
    expect([failed.status, failed.code, failed.endpoint]).toEqual([502, "invalid_response", "getMember"]);
    server.use(http.get(`${API}/v1/plans/community`, () => HttpResponse.json({ plans: [] })));
    await expect(publicV1().call("listPlans")).resolves.toEqual({ plans: [] });
  });

  it("sends the token, the request id and JSON with charset, and encodes path segments", async () => {
    server.use(
      http.put(`${API}/v1/communities/:id`, async ({ request, params }) => {
        expect(params.id).toBe("c/1");
        expect(request.headers.get("authorization")).toBe("Bearer tok");
        expect(request.headers.get("x-request-id")).toBe("req-1");
        expect(request.headers.get("content-type")).toBe("application/json; charset=utf-8");
        expect(await request.json()).toEqual({ name: "New", default_bar_id: "b1" });
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await expect(
      userV1("tok", { requestId: "req-1" }).updateCommunity("c/1", { name: "New", default_bar_id: "b1" }),
    ).resolves.toBeUndefined();
  });
});

describe("answers are parsed with the contract", () => {
  it("a matching answer comes back typed (unknown keys dropped)", async () => {
    server.use(http.get(`${API}/v1/communities/c1`, () => HttpResponse.json({ ...community, extra: 1 })));
    const parsed = await userV1("t").community("c1");
    expect(parsed).toEqual(community);
  });

  it("an answer that does not match is ApiError invalid_response, logged with the request id", async () => {
    const logs = captureLogs();
    server.use(
      http.get(`${API}/v1/communities/c1`, () =>
        HttpResponse.json({ ...community, member_count: "two", secret_field: "ann@example.com" }),
      ),
    );
    const error = await failure(userV1("t", { requestId: "req-42" }).community("c1"));
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
      http.get(`${API}/v1/plans/community`, () => new HttpResponse("<html>", { status: 200 })),
      http.get(`${API}/v1/users/u1`, () => new HttpResponse(null, { status: 200 })),
    );
    expect((await failure(publicV1().plans())).code).toBe("invalid_response");
    expect((await failure(userV1("t").user("u1"))).code).toBe("invalid_response");
  });

  it("error bodies of every family become code and details", async () => {
    server.use(
      http.post(`${API}/v1/auth/username`, () =>
        HttpResponse.json({ error: "locked", details: { timeout: 60 } }, { status: 400 }),
      ),
      http.get(`${API}/v1/communities/c1/billing`, () => HttpResponse.json({ error: "x" }, { status: 403 })),
      http.get(`${API}/v1/communities/c2`, () => new HttpResponse(null, { status: 404 })),
      http.get(`${API}/v1/communities/c3`, () => new HttpResponse("oops", { status: 500 })),
    );
    const locked = await failure(publicV1().login("a@example.com", "p"));
    expect([locked.status, locked.code, locked.details]).toEqual([400, "locked", { timeout: 60 }]);
    expect((await failure(userV1("t").billing("c1"))).code).toBe("x");
    const notFound = await failure(userV1("t").community("c2"));
    expect([notFound.status, notFound.code]).toEqual([404, undefined]);
    expect((await failure(userV1("t").community("c3"))).status).toBe(500);
  });
});

describe("hooks", () => {
  it("a 401 calls onUnauthorized, which may take over", async () => {
    server.use(http.get(`${API}/v1/users/u1`, () => new HttpResponse(null, { status: 401 })));
    const seen: number[] = [];
    const error = await failure(
      userV1("t", { onUnauthorized: (e) => void seen.push(e.status ?? 0) }).user("u1"),
    );
    expect(error.status).toBe(401);
    expect(seen).toEqual([401]);
    const takeover = new Response(null, { status: 302 });
    await expect(
      userV1("t", {
        onUnauthorized: () => {
          throw takeover;
        },
      }).user("u1"),
    ).rejects.toBe(takeover);
  });

  it("other statuses do not call onUnauthorized", async () => {
    server.use(http.get(`${API}/v1/users/u1`, () => new HttpResponse(null, { status: 403 })));
    let called = false;
    await failure(userV1("t", { onUnauthorized: () => void (called = true) }).user("u1"));
    expect(called).toBe(false);
  });

  it("no answer at all is a network ApiError and calls onNetworkError", async () => {
    server.use(http.get(`${API}/v1/users/u1`, () => HttpResponse.error()));
    let seen: ApiError | undefined;
    const error = await failure(userV1("t", { onNetworkError: (e) => void (seen = e) }).user("u1"));
    expect(error.isNetwork).toBe(true);
    expect(seen).toBe(error);
  });
});
