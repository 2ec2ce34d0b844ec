import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  availableBackends,
  register,
  startApi,
  type TestApi,
  addMember,
  createCommunity,
} from "./harness.ts";

const BACKENDS = await availableBackends();

describe.each(BACKENDS)("communities and account deletion (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { trialDays: 14 });
  });
  afterAll(async () => {
    await api?.close();
  });

  describe("POST /v1/communities", () => {
    it("checks 401, 415 and the name", async () => {
      const user = await register(api);
      expect((await api.call("POST", "/v1/communities", { body: { name: "x" } })).status).toBe(401);
      expect((await api.call("GET", "/v1/communities", { token: user.token })).status).toBe(405);
      expect(
        (
          await api.call("POST", "/v1/communities", {
            token: user.token,
            body: { name: "x" },
            contentType: "text/plain",
          })
        ).status,
      ).toBe(415);
      for (const body of [{}, { name: null }, { name: "  " }]) {
        const r = await api.call("POST", "/v1/communities", { token: user.token, body });
        expect(r.json).toEqual({ error: "missing_required", details: { required: ["name"] } });
      }
      const long = await api.call("POST", "/v1/communities", {
        token: user.token,
        body: { name: "x".repeat(101) },
      });
      expect(long.json).toEqual({ error: "too_long", details: { field: "name", max_length: 100 } });
    });

    it("creates the community, its shared Default bar, the creator as manager and billing, in one go", async () => {
      const user = await register(api, { first_name: "Ann", last_name: "Lee" });
      const r = await api.call("POST", "/v1/communities", { token: user.token, body: { name: " Family " } });
      expect(r.status).toBe(200);
      const community = (r.json as { community: Record<string, unknown> }).community;
      expect(community).toEqual({
        id: expect.any(String),
        name: "Family",
        default_bar_id: expect.any(String),
        billing_id: expect.any(String),
        member_count: 0,
        member_limit: 65535,
        is_locked: false,
        role: "manager",
        bar_ids: [],
      });
      const bars = await api.db.query("SELECT name, is_shared, items FROM bars WHERE community_id = $1", [
        community.id,
      ]);
      expect(bars.rows).toEqual([{ name: "Default", is_shared: true, items: [] }]);
      const versions = await api.db.query("SELECT count(*)::int AS n FROM bar_versions WHERE bar_id = $1", [
        community.default_bar_id,
      ]);
      expect(versions.rows).toEqual([{ n: 1 }]);
      const members = await api.db.query(
        "SELECT id, first_name, last_name, role, state FROM members WHERE community_id = $1",
        [community.id],
      );
      expect(members.rows).toEqual([
        { id: expect.any(String), first_name: "Ann", last_name: "Lee", role: "manager", state: "active" },
      ]);
      const billing = await api.db.query<{
        plan_id: string;
        status: string;
        contact_member_id: string;
        trial_end: Date;
      }>("SELECT plan_id, status, contact_member_id, trial_end FROM billing WHERE community_id = $1", [
        community.id,
      ]);
      expect(billing.rows[0]).toMatchObject({
        plan_id: "basic",
        status: "paid",
        contact_member_id: (members.rows[0] as { id: string }).id,
      });
      const days = (billing.rows[0]!.trial_end.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThan(15);
      const list = await api.call("GET", `/v1/users/${user.userId}/communities`, { token: user.token });
      expect(list.json).toEqual({
        communities: [
          {
            id: community.id,
            name: "Family",
            role: "manager",
            member_id: (members.rows[0] as { id: string }).id,
          },
        ],
        last_community_id: null,
      });
    });
  });

  describe("GET and PUT /v1/communities/{id}", () => {
    it("lets active members read, with their own role and bars; others get 404", async () => {
      const manager = await register(api);
      const member = await register(api);
      const stranger = await register(api);
      const c = await createCommunity(api, manager);
      await addMember(api, c.id, member);
      expect((await api.call("GET", `/v1/communities/${c.id}`)).status).toBe(401);
      for (const id of [c.id, randomUUID(), "nope"]) {
        const r = await api.call("GET", `/v1/communities/${id}`, { token: stranger.token });
        expect([r.status, r.text]).toEqual([404, ""]);
      }
      const r = await api.call("GET", `/v1/communities/${c.id}`, { token: member.token });
      expect(r.json).toMatchObject({ id: c.id, role: "member", bar_ids: [] });
      // The group's size, plan limit and billing are the managers' business (decision 015).
      expect(r.json).not.toHaveProperty("member_count");
      expect(r.json).not.toHaveProperty("member_limit");
      expect(r.json).not.toHaveProperty("billing_id");
      const asManager = await api.call("GET", `/v1/communities/${c.id}`, { token: manager.token });
      expect(asManager.json).toMatchObject({ id: c.id, role: "manager", member_count: 1 });
      expect(asManager.json).toHaveProperty("member_limit");
      expect(asManager.json).toHaveProperty("billing_id");
      // An invited (not yet active) member is not a member yet.
      await api.db.query("UPDATE members SET state = 'invited' WHERE user_id = $1", [member.userId]);
      expect((await api.call("GET", `/v1/communities/${c.id}`, { token: member.token })).status).toBe(404);
    });

    it("lets managers rename and choose a shared default bar of the community, in the check order", async () => {
      const manager = await register(api);
      const member = await register(api);
      const c = await createCommunity(api, manager);
      const other = await createCommunity(api, manager, "Other");
      await addMember(api, c.id, member);
      const put = (token: string | undefined, body: unknown, contentType?: string) =>
        api.call("PUT", `/v1/communities/${c.id}`, { token, body, contentType });
      const good = { name: "Renamed", default_bar_id: c.default_bar_id };
      expect((await put(undefined, good)).status).toBe(401);
      expect(
        (await api.call("PUT", `/v1/communities/${randomUUID()}`, { token: manager.token, body: good }))
          .status,
      ).toBe(404);
      expect((await put(member.token, good, "text/plain")).status).toBe(403);
      expect((await put(manager.token, good, "text/plain")).status).toBe(415);
      expect((await put(manager.token, {})).json).toEqual({
        error: "missing_required",
        details: { required: ["name", "default_bar_id"] },
      });
      for (const barId of ["nope", randomUUID(), other.default_bar_id]) {
        expect((await put(manager.token, { ...good, default_bar_id: barId })).json).toEqual({
          error: "bad_bar_id",
        });
      }
      const personal = randomUUID();
      await api.db.query(
        "INSERT INTO bars (id, community_id, name, is_shared) VALUES ($1, $2, 'Mine', false)",
        [personal, c.id],
      );
      expect((await put(manager.token, { ...good, default_bar_id: personal })).json).toEqual({
        error: "default_must_be_shared",
      });
      const ok = await put(manager.token, good);
      expect([ok.status, ok.text]).toEqual([200, ""]);
      expect((await api.call("GET", `/v1/communities/${c.id}`, { token: manager.token })).json).toMatchObject(
        { name: "Renamed" },
      );
    });
  });

  describe("account deletion", () => {
    it("previews and deletes everything of the account, leaving other communities consistent", async () => {
      const user = await register(api);
      const friend = await register(api);
      const own = await createCommunity(api, user, "Mine alone");
      const shared = await createCommunity(api, user, "Shared management");
      const friends = await createCommunity(api, friend, "Friend's");
      await addMember(api, shared.id, friend, "manager");
      const myMemberInFriends = await addMember(api, friends.id, user);
      await api.db.query(
        "UPDATE billing SET contact_member_id = (SELECT id FROM members WHERE community_id = $1 AND user_id = $2) WHERE community_id = $1",
        [shared.id, user.userId],
      );
      await api.db.query(
        "INSERT INTO invitations (community_id, member_id, email, expires_at) VALUES ($1, $2, 'x@example.com', now())",
        [friends.id, myMemberInFriends],
      );

      const other = await register(api);
      expect(
        (await api.call("GET", `/v1/users/${other.userId}/deletion_preview`, { token: user.token })).status,
      ).toBe(403);
      const preview = await api.call("GET", `/v1/users/${user.userId}/deletion_preview`, {
        token: user.token,
      });
      expect(preview.json).toEqual({
        communities: [{ id: own.id, name: "Mine alone", member_count: 0, bar_count: 1 }],
        memberships: [
          { id: shared.id, name: "Shared management", role: "manager", state: "active" },
          { id: friends.id, name: "Friend's", role: "member", state: "active" },
        ],
      });

      const path = `/v1/users/${user.userId}/unregister`;
      expect(
        (
          await api.call("POST", `/v1/users/${other.userId}/unregister`, {
            token: user.token,
            body: { password: user.password },
          })
        ).status,
      ).toBe(403);
      expect((await api.call("POST", path, { token: user.token, body: {} })).json).toEqual({
        error: "missing_required",
        details: { required: ["password"] },
      });
      expect(
        (await api.call("POST", path, { token: user.token, body: { password: "wrong-one" } })).json,
      ).toEqual({ error: "invalid_credentials", details: null });
      const ok = await api.call("POST", path, { token: user.token, body: { password: user.password } });
      expect([ok.status, ok.text]).toEqual([200, ""]);

      expect((await api.call("GET", `/v1/users/${user.userId}`, { token: user.token })).status).toBe(401);
      expect(
        (
          await api.call("POST", "/v1/auth/username", {
            body: { username: user.email, password: user.password },
          })
        ).json,
      ).toEqual({ error: "invalid_credentials", details: null });
      const count = async (sql: string, params: unknown[]) =>
        (await api.db.query<{ n: number }>(sql, params)).rows[0]!.n;
      expect(await count("SELECT count(*)::int AS n FROM users WHERE id = $1", [user.userId])).toBe(0);
      expect(
        await count("SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = $1", [user.userId]),
      ).toBe(0);
      expect(
        await count("SELECT count(*)::int AS n FROM one_time_codes WHERE user_id = $1", [user.userId]),
      ).toBe(0);
      expect(await count("SELECT count(*)::int AS n FROM members WHERE user_id = $1", [user.userId])).toBe(0);
      expect(
        await count("SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1", [user.email]),
      ).toBe(0);
      for (const table of ["members", "bars", "invitations", "billing"]) {
        expect(
          await count(`SELECT count(*)::int AS n FROM ${table} WHERE community_id = $1`, [own.id]),
          table,
        ).toBe(0);
      }
      expect(
        await count("SELECT count(*)::int AS n FROM bar_versions WHERE bar_id = $1", [own.default_bar_id]),
      ).toBe(0);
      expect(await count("SELECT count(*)::int AS n FROM communities WHERE id = $1", [own.id])).toBe(0);
      expect(
        await count("SELECT count(*)::int AS n FROM invitations WHERE member_id = $1", [myMemberInFriends]),
      ).toBe(0);

      // The communities that stay: the friend's lost a counted member; the shared one keeps its count
      // (the creator is not counted) and its billing contact moves to the remaining manager.
      const friendsNow = await api.call("GET", `/v1/communities/${friends.id}`, { token: friend.token });
      expect(friendsNow.json).toMatchObject({ member_count: 0 });
      const sharedNow = await api.call("GET", `/v1/communities/${shared.id}`, { token: friend.token });
      expect(sharedNow.json).toMatchObject({ member_count: 1, role: "manager" });
      const contact = await api.db.query<{ user_id: string }>(
        "SELECT m.user_id FROM billing b JOIN members m ON m.id = b.contact_member_id WHERE b.community_id = $1",
        [shared.id],
      );
      expect(contact.rows).toEqual([{ user_id: friend.userId }]);
    });

    it("applies the lockout to the password confirmation", async () => {
      const user = await register(api);
      const path = `/v1/users/${user.userId}/unregister`;
      for (let i = 0; i < 5; i += 1)
        await api.call("POST", path, { token: user.token, body: { password: "wrong-one" } });
      const r = await api.call("POST", path, { token: user.token, body: { password: user.password } });
      expect(r.json).toEqual({ error: "locked", details: { timeout: 900 } });
    });
  });
});
