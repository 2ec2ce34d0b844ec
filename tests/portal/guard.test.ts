// The access guard (spec S1 §2, rules 1-5) and the home redirect against the real /v1: the groups come from
// GET /v1/users/{id}/communities of real accounts, the group in use is remembered by /v1, a token /v1 no longer
// accepts (signed out) ends the session, and the service's request log says which calls the portal made.
import { describe, expect, it } from "vitest";
import { loader as homeLoader } from "../../app/auth/home.tsx";
import { communitiesContext, guard, userCommunities } from "../../app/shared/guard.server.ts";
import type { SessionData } from "../../app/shared/session.server.ts";
import { makeContext, thrown } from "./helpers.ts";
import {
  memberOf,
  signedInManager,
  signedInUser,
  realV1,
  v1Ok,
  watchRequests,
  type Person,
} from "./real-v1.ts";
import { callLoader, callMiddleware } from "./route-call.ts";

const v1 = realV1();
const next = async () => new Response("page");

function run(rules: Parameters<typeof guard>[0], data: SessionData = {}, path = "/somewhere?x=1") {
  const { context, session } = makeContext(data);
  const request = new Request(`http://portal.test${path}`);
  const result = callMiddleware(guard(rules), { request, context }, next);
  return { result: result as Promise<Response>, session };
}

/** Someone who is a member of another's group first, then made a group of their own (listed second). */
async function inTwoGroups() {
  const other = await signedInManager(v1.api, { group: "Other family" });
  const joined = await memberOf(v1.api, other, { first_name: "Kim", state: "active" });
  const person = joined.person!;
  // A later membership is listed later (the list is ordered by when each began).
  v1.api.clock.advance(1000);
  const created = await v1Ok(v1.api, "POST", "/v1/communities", {
    token: person.token,
    body: { name: "Own family" },
  });
  const own = (created.json as { community: { id: string } }).community.id;
  return { person, first: other.communityId, own };
}

async function groupsOf(person: Person) {
  const answer = await v1Ok(v1.api, "GET", `/v1/users/${person.userId}/communities`, { token: person.token });
  return answer.json as { communities: { id: string; role: string }[]; last_community_id: string | null };
}

const listCalls = async (requests: ReturnType<typeof watchRequests>, userId: string) =>
  (await requests()).filter((r) => r.method === "GET" && r.path === `/v1/users/${userId}/communities`);

describe("access guard", () => {
  it("rule 1: sends a signed-out visitor to sign in and remembers the page", async () => {
    const { result, session } = run({ access: "login" });
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe("/login");
    expect(session.data.returnTo).toBe("/somewhere?x=1");
  });

  it("rule 2: sends a signed-in user away from public-only pages", async () => {
    const manager = await signedInManager(v1.api);
    const response = await thrown(run({ access: "publicOnly" }, manager.session).result);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("rule 3: a page that needs a group sends a user without one home", async () => {
    const stranger = await signedInManager(v1.api);
    const user = await signedInUser(v1.api);
    // The session still names a group the user is not in (someone else's).
    const { result, session } = run(
      { access: "login" },
      { ...user.session, communityId: stranger.communityId, role: "manager" },
    );
    expect((await thrown(result)).headers.get("Location")).toBe("/");
    expect(session.data.communityId).toBeNull();
  });

  it("rule 4: a page for managers sends a member home", async () => {
    const manager = await signedInManager(v1.api);
    const member = (await memberOf(v1.api, manager, { first_name: "Ana", state: "active" })).person!;
    // The session thinks the member manages the group: /v1 says otherwise.
    const { result, session } = run(
      { access: "login", roles: ["manager"] },
      { ...member.session, role: "manager" },
    );
    expect((await thrown(result)).headers.get("Location")).toBe("/");
    expect(session.data.role).toBe("member");
  });

  it("rule 5: reloads the groups first, keeping the active one while it exists", async () => {
    const { person, first, own } = await inTwoGroups();
    expect((await groupsOf(person)).communities.map((c) => c.id)).toEqual([first, own]);
    const { result, session } = run(
      { access: "login", roles: ["manager"] },
      { ...person.session, communityId: own, role: "manager" },
    );
    expect(await (await result).text()).toBe("page");
    expect(session.data.communityId).toBe(own);
    expect(session.dirty).toBe(false);
  });

  it("tells /v1 the group in use when it is not the one remembered (so the next sign-in lands there)", async () => {
    const { person, first, own } = await inTwoGroups();
    await v1Ok(v1.api, "PUT", `/v1/users/${person.userId}/last_community`, {
      token: person.token,
      body: { community_id: first },
    });
    const session = { ...person.session, communityId: own, role: "manager" as const };
    const remembered = watchRequests(v1.api);
    expect(await (await run({ access: "login" }, session).result).text()).toBe("page");
    expect((await groupsOf(person)).last_community_id).toBe(own);
    // Already remembered: no call.
    expect(await (await run({ access: "login" }, session).result).text()).toBe("page");
    const puts = (await remembered()).filter((r) => r.method === "PUT" && r.path.endsWith("/last_community"));
    expect(puts).toHaveLength(1);
  });

  it("a 401 from /v1 (a token it no longer accepts) ends the session with the session-expired notice", async () => {
    const manager = await signedInManager(v1.api);
    await v1Ok(v1.api, "DELETE", "/v1/auth/token", { token: manager.token }, 204);
    const { result, session } = run({ access: "login", noCommunity: true }, manager.session, "/account");
    const response = await thrown(result);
    expect(response.headers.get("Location")).toBe("/login");
    expect(session.loggedIn).toBe(false);
    expect(session.data).toEqual({ notice: "session-expired", returnTo: "/account" });
  });

  it("public pages are open to everyone without calling /v1", async () => {
    const manager = await signedInManager(v1.api);
    const requests = watchRequests(v1.api);
    expect(await (await run({ access: "public" }).result).text()).toBe("page");
    expect(await (await run({ access: "public" }, manager.session).result).text()).toBe("page");
    expect(await requests()).toEqual([]);
  });
});

describe("groups loaded once per request", () => {
  it("loaders reuse the groups the guard just reloaded instead of asking /v1 again", async () => {
    const manager = await signedInManager(v1.api);
    const requests = watchRequests(v1.api);
    const { context } = makeContext(manager.session);
    const request = new Request("http://portal.test/account");
    await callMiddleware(guard({ access: "login" }), { request, context }, next);
    expect(context.get(communitiesContext)).toHaveLength(1);
    const groups = await userCommunities(context, request);
    expect(groups.map((g) => g.id)).toEqual([manager.communityId]);
    expect(await listCalls(requests, manager.userId)).toHaveLength(1);
  });
});

describe("home redirect", () => {
  async function home(data: SessionData = {}) {
    const { context, session } = makeContext(data);
    const response = await thrown(
      callLoader(homeLoader, { request: new Request("http://portal.test/"), context }),
    );
    return { location: response.headers.get("Location"), session };
  }

  it("signed out: to sign in", async () => {
    expect((await home()).location).toBe("/login");
  });

  it("to the remembered page, once, and never to another site", async () => {
    const manager = await signedInManager(v1.api);
    const first = await home({ ...manager.session, returnTo: "/account?tab=1" });
    expect(first.location).toBe("/account?tab=1");
    expect(first.session.data.returnTo).toBeUndefined();
    expect((await home({ ...manager.session, returnTo: "//evil.example" })).location).toBe("/dashboard");
  });

  // A member's landing (their own bars) is tested in member-landing.test.ts.
  it("by role and account: manager to the dashboard, free account to settings", async () => {
    const manager = await signedInManager(v1.api);
    expect((await home(manager.session)).location).toBe("/dashboard");
    const free = await signedInUser(v1.api);
    expect((await home(free.session)).location).toBe("/account");
    // The session's word does not count: /v1's does.
    const member = (await memberOf(v1.api, manager, { first_name: "Bo", state: "active" })).person!;
    expect((await home({ ...member.session, role: "manager" })).location).not.toBe("/dashboard");
  });
});
