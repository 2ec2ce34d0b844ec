// Names and the last group on /v1 (decision 023): a manager's own name (PUT /v1/users/{id}) and where a
// missing name falls back to the email address; the group a user worked in last
// (PUT /v1/users/{id}/last_community).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addMember,
  availableBackends,
  createCommunity,
  register,
  startApi,
  type TestApi,
} from "./harness.ts";

const BACKENDS = await availableBackends();

describe.each(BACKENDS)("people: names and the last group (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  const members = async (token: string, communityId: string) =>
    (
      (await api.call("GET", `/v1/communities/${communityId}/members`, { token })).json as {
        members: { id: string; first_name: string | null; role: string; email: string | null }[];
      }
    ).members;

  it("PUT /v1/users/{id} sets the name, clears absent fields, and refuses others and long names", async () => {
    const user = await register(api);
    const other = await register(api);
    const put = (id: string, body: unknown, token = user.token) =>
      api.call("PUT", `/v1/users/${id}`, { token, body });
    expect((await api.call("PUT", `/v1/users/${user.userId}`, { body: { first_name: "A" } })).status).toBe(
      401,
    );
    expect((await put(other.userId, { first_name: "Mallory" })).status).toBe(403);
    expect((await put(user.userId, { first_name: "x".repeat(101) })).status).toBe(400);

    expect((await put(user.userId, { first_name: " Pat ", last_name: "Lee" })).status).toBe(200);
    let me = (await api.call("GET", `/v1/users/${user.userId}`, { token: user.token })).json;
    expect(me).toMatchObject({ first_name: "Pat", last_name: "Lee" });
    expect((await put(user.userId, { first_name: "Pat" })).status).toBe(200);
    me = (await api.call("GET", `/v1/users/${user.userId}`, { token: user.token })).json;
    expect(me).toMatchObject({ first_name: "Pat", last_name: null });
    const otherMe = (await api.call("GET", `/v1/users/${other.userId}`, { token: other.token })).json;
    expect(otherMe).toMatchObject({ first_name: null });
  });

  it("a manager without a name is listed with the email address, and naming oneself names the manager record", async () => {
    const owner = await register(api);
    const group = await createCommunity(api, owner, "The Lees");
    let list = await members(owner.token, group.id);
    const own = list.find((m) => m.role === "manager")!;
    expect(own).toMatchObject({ first_name: null, email: owner.email });

    expect(
      (
        await api.call("PUT", `/v1/users/${owner.userId}`, {
          token: owner.token,
          body: { first_name: "Pat" },
        })
      ).status,
    ).toBe(200);
    list = await members(owner.token, group.id);
    expect(list.find((m) => m.id === own.id)).toMatchObject({ first_name: "Pat", email: owner.email });
    const one = await api.call("GET", `/v1/communities/${group.id}/members/${own.id}`, {
      token: owner.token,
    });
    expect(one.json).toMatchObject({ first_name: "Pat", email: owner.email });
  });

  it("a name another member of the group has already is not copied there; a member keeps the given name", async () => {
    const owner = await register(api);
    const group = await createCommunity(api, owner);
    const made = await api.call("POST", `/v1/communities/${group.id}/members`, {
      token: owner.token,
      body: { first_name: "Ann" },
    });
    expect(made.status).toBe(200);
    // A person who joined as a member, named "Grandma" by the manager.
    const joined = await register(api);
    const memberId = await addMember(api, group.id, joined);
    await api.db.query("UPDATE members SET first_name = 'Grandma' WHERE id = $1", [memberId]);

    await api.call("PUT", `/v1/users/${owner.userId}`, { token: owner.token, body: { first_name: "ann" } });
    await api.call("PUT", `/v1/users/${joined.userId}`, {
      token: joined.token,
      body: { first_name: "Rose" },
    });
    const list = await members(owner.token, group.id);
    expect(list.find((m) => m.role === "manager")!.first_name).toBeNull();
    expect(list.find((m) => m.id === memberId)!.first_name).toBe("Grandma");
    // Unjoined people have no address to show.
    expect(list.find((m) => m.first_name === "Ann")!.email).toBeNull();
  });

  it("history names an author without a name by the email address", async () => {
    const owner = await register(api);
    const group = await createCommunity(api, owner);
    const bar = group.default_bar_id;
    const saved = await api.call("PUT", `/v1/communities/${group.id}/bars/${bar}`, {
      token: owner.token,
      body: { name: "Default", is_shared: true, items: [] },
    });
    expect(saved.status).toBe(200);
    const versions = await api.call("GET", `/v1/communities/${group.id}/bars/${bar}/versions`, {
      token: owner.token,
    });
    const list = (versions.json as { versions: { author: { name: string | null } }[] }).versions;
    expect(list[0]!.author.name).toBe(owner.email);
  });

  it("an invitation from a manager without a name names them by their email address", async () => {
    const owner = await register(api);
    await api.db.query("UPDATE users SET email_verified = true WHERE id = $1", [owner.userId]);
    const group = await createCommunity(api, owner);
    const made = await api.call("POST", `/v1/communities/${group.id}/members`, {
      token: owner.token,
      body: { first_name: "Ann" },
    });
    const memberId = (made.json as { member: { id: string } }).member.id;
    const sent = await api.call("POST", `/v1/communities/${group.id}/invitations`, {
      token: owner.token,
      body: { member_id: memberId, email: "ann.invited@example.com" },
    });
    expect(sent.status, sent.text).toBe(200);
    const { rows } = await api.db.query<{ id: string }>("SELECT id FROM invitations WHERE member_id = $1", [
      memberId,
    ]);
    const invitation = await api.call("GET", `/v1/invitations/${rows[0]!.id}`);
    expect(invitation.json).toMatchObject({ inviter_name: owner.email });
  });

  it("the group last used comes back with the communities, only while the user is in it", async () => {
    const user = await register(api);
    const own = await createCommunity(api, user, "Own");
    const owner = await register(api);
    const theirs = await createCommunity(api, owner, "Theirs");
    await addMember(api, theirs.id, user, "manager");
    const list = async () =>
      (await api.call("GET", `/v1/users/${user.userId}/communities`, { token: user.token })).json as {
        communities: { id: string }[];
        last_community_id: string | null;
      };
    expect((await list()).last_community_id).toBeNull();

    const put = (communityId: unknown, token = user.token, id = user.userId) =>
      api.call("PUT", `/v1/users/${id}/last_community`, { token, body: { community_id: communityId } });
    expect((await put(theirs.id)).status).toBe(200);
    expect((await list()).last_community_id).toBe(theirs.id);
    expect((await put(own.id)).status).toBe(200);
    expect((await list()).last_community_id).toBe(own.id);

    // Not a group of the user's, not a group at all, not the user: refused.
    const stranger = await createCommunity(api, owner, "Stranger");
    expect((await put(stranger.id)).status).toBe(404);
    expect((await put(randomUUID())).status).toBe(404);
    expect((await put("nope")).status).toBe(404);
    expect((await put(own.id, owner.token)).status).toBe(403);
    expect((await api.call("PUT", `/v1/users/${user.userId}/last_community`, { body: {} })).status).toBe(401);
    expect((await list()).last_community_id).toBe(own.id);

    // Deleting the group forgets it.
    expect((await api.call("DELETE", `/v1/communities/${own.id}`, { token: user.token })).status).toBe(200);
    expect((await list()).last_community_id).toBeNull();
  });
});
