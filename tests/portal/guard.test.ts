import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as homeLoader } from "../../app/auth/home.tsx";
import { communitiesContext, guard, userCommunities } from "../../app/shared/guard.server.ts";
import { API, makeContext, mockV1, thrown } from "./helpers.ts";

const server = mockV1();

const signedIn = {
  token: "tok",
  userId: "u1",
  email: "a@example.com",
  communityId: "c1",
  role: "manager" as const,
};
const next = async () => new Response("page");

function run(rules: Parameters<typeof guard>[0], data = {}, path = "/somewhere?x=1") {
  const { context, session } = makeContext(data);
  const request = new Request(`http://portal.test${path}`);
  const result = guard(rules)({ request, context, params: {}, pattern: path } as never, next as never);
  return { result: result as Promise<Response>, session };
}

function communities(list: { id: string; role: string }[]) {
  server.use(
    http.get(`${API}/v1/users/u1/communities`, () =>
      HttpResponse.json({ communities: list.map((c) => ({ ...c, name: "G", member_id: "m" })) }),
    ),
  );
}

describe("access guard", () => {
  it("rule 1: sends a signed-out visitor to sign in and remembers the page", async () => {
    const { result, session } = run({ access: "login" });
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe("/login");
    expect(session.data.returnTo).toBe("/somewhere?x=1");
  });

  it("rule 2: sends a signed-in user away from public-only pages", async () => {
    const response = await thrown(run({ access: "publicOnly" }, signedIn).result);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("rule 3: a page that needs a group sends a user without one home", async () => {
    communities([]);
    const { result, session } = run({ access: "login" }, signedIn);
    expect((await thrown(result)).headers.get("Location")).toBe("/");
    expect(session.data.communityId).toBeNull();
  });

  it("rule 4: a page for managers sends a member home", async () => {
    communities([{ id: "c1", role: "member" }]);
    const { result, session } = run({ access: "login", roles: ["manager"] }, signedIn);
    expect((await thrown(result)).headers.get("Location")).toBe("/");
    expect(session.data.role).toBe("member");
  });

  it("rule 5: reloads the groups first, keeping the active one while it exists", async () => {
    communities([
      { id: "c0", role: "member" },
      { id: "c1", role: "manager" },
    ]);
    const { result, session } = run({ access: "login", roles: ["manager"] }, signedIn);
    expect(await (await result).text()).toBe("page");
    expect(session.data.communityId).toBe("c1");
    expect(session.dirty).toBe(false);
  });

  it("tells /v1 the group in use when it is not the one remembered (issue 23 item 10)", async () => {
    const remembered: unknown[] = [];
    const list = (last: string | null) =>
      server.use(
        http.get(`${API}/v1/users/u1/communities`, () =>
          HttpResponse.json({
            communities: [
              { id: "c0", name: "G", role: "member", member_id: "m0" },
              { id: "c1", name: "H", role: "manager", member_id: "m1" },
            ],
            last_community_id: last,
          }),
        ),
        http.put(`${API}/v1/users/u1/last_community`, async ({ request }) => {
          remembered.push(await request.json());
          return new HttpResponse(null, { status: 200 });
        }),
      );
    list("c0");
    expect(await (await run({ access: "login" }, signedIn).result).text()).toBe("page");
    expect(remembered).toEqual([{ community_id: "c1" }]);
    // Already remembered: no call.
    list("c1");
    expect(await (await run({ access: "login" }, signedIn).result).text()).toBe("page");
    expect(remembered).toHaveLength(1);
  });

  it("a 401 from /v1 ends the session with the session-expired notice", async () => {
    server.use(http.get(`${API}/v1/users/u1/communities`, () => new HttpResponse(null, { status: 401 })));
    const { result, session } = run({ access: "login", noCommunity: true }, signedIn, "/account");
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe("/login");
    expect(session.loggedIn).toBe(false);
    expect(session.data).toEqual({ notice: "session-expired", returnTo: "/account" });
  });

  it("public pages are open to everyone without calling /v1", async () => {
    expect(await (await run({ access: "public" }).result).text()).toBe("page");
    expect(await (await run({ access: "public" }, signedIn).result).text()).toBe("page");
  });
});

describe("groups loaded once per request", () => {
  it("loaders reuse the groups the guard just reloaded instead of asking /v1 again", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/v1/users/u1/communities`, () => {
        calls++;
        return HttpResponse.json({ communities: [{ id: "c1", name: "G", role: "manager", member_id: "m" }] });
      }),
    );
    const { context } = makeContext(signedIn);
    const request = new Request("http://portal.test/account");
    await guard({ access: "login" })({ request, context, params: {}, pattern: "/" } as never, next as never);
    expect(context.get(communitiesContext)).toHaveLength(1);
    const groups = await userCommunities(context, request);
    expect(groups.map((g) => g.id)).toEqual(["c1"]);
    expect(calls).toBe(1);
  });
});

describe("home redirect", () => {
  async function home(data = {}) {
    const { context, session } = makeContext(data);
    const response = await thrown(
      homeLoader({ request: new Request("http://portal.test/"), context, params: {} } as never),
    );
    return { location: response.headers.get("Location"), session };
  }

  it("signed out: to sign in", async () => {
    expect((await home()).location).toBe("/login");
  });

  it("to the remembered page, once, and never to another site", async () => {
    const first = await home({ ...signedIn, returnTo: "/account?tab=1" });
    expect(first.location).toBe("/account?tab=1");
    expect(first.session.data.returnTo).toBeUndefined();
    communities([{ id: "c1", role: "manager" }]);
    expect((await home({ ...signedIn, returnTo: "//evil.example" })).location).toBe("/dashboard");
  });

  it("by role and account: manager to the dashboard, member and free account to settings", async () => {
    communities([{ id: "c1", role: "manager" }]);
    expect((await home(signedIn)).location).toBe("/dashboard");
    communities([{ id: "c1", role: "member" }]);
    expect((await home(signedIn)).location).toBe("/account");
    communities([]);
    expect((await home(signedIn)).location).toBe("/account");
  });
});
