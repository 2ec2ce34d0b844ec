import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  availableBackends,
  register,
  startApi,
  type Registered,
  type TestApi,
  addMember,
  createCommunity,
} from "./harness.ts";
import { startFakeStripe, type FakeStripe } from "./stripe-fake.ts";

const BACKENDS = await availableBackends();

// Subscriptions are cancelled through the real Stripe SDK, against a loopback stand-in for Stripe's API.
describe.each(BACKENDS)("community deletion (%s)", (backend) => {
  let api: TestApi;
  let stripe: FakeStripe;
  let seen = 0;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    api = await startApi(backend, { trialDays: 14, stripe: stripe.settings });
  });
  afterAll(async () => {
    await api?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    stripe.heal();
    seen = stripe.requests.length;
  });

  /** The subscriptions Stripe was asked to cancel during this test. */
  const cancelled = () =>
    stripe.requests
      .slice(seen)
      .filter((r) => r.method === "DELETE" && r.path.startsWith("/v1/subscriptions/"))
      .map((r) => r.path.slice("/v1/subscriptions/".length));

  /** Fills a community with one of everything that belongs to it; returns its bar ids. */
  async function furnish(communityId: string, author: Registered, memberId: string) {
    const bar = randomUUID();
    await api.db.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO bars (id, community_id, name, is_shared, created_by_user_id) VALUES ($1, $2, 'Mine', false, $3)",
        [bar, communityId, author.userId],
      );
      await tx.query(
        "INSERT INTO bar_versions (bar_id, author_user_id, name, is_shared, items) VALUES ($1, $2, 'Mine', false, '[]'::jsonb)",
        [bar, author.userId],
      );
      await tx.query("UPDATE members SET bar_ids = ARRAY[$2::uuid] WHERE id = $1", [memberId, bar]);
      await tx.query(
        "INSERT INTO invitations (community_id, member_id, email, expires_at, invited_by_user_id) VALUES ($1, $2, 'x@example.com', now() + interval '14 days', $3)",
        [communityId, memberId, author.userId],
      );
      await tx.query(
        "UPDATE billing SET coupon_code = 'FREEYEAR', stripe_customer_id = 'cus_1', stripe_subscription_id = $2 WHERE community_id = $1",
        [communityId, `sub_${communityId}`],
      );
    });
    const { rows } = await api.db.query<{ id: string }>("SELECT id FROM bars WHERE community_id = $1", [
      communityId,
    ]);
    return rows.map((r) => r.id);
  }
  const count = async (sql: string, params: unknown[]) =>
    (await api.db.query<{ n: number }>(sql, params)).rows[0]!.n;
  async function leftOf(communityId: string, barIds: string[]) {
    const left: Record<string, number> = {
      communities: await count("SELECT count(*)::int AS n FROM communities WHERE id = $1", [communityId]),
      bar_versions: await count(
        "SELECT count(*)::int AS n FROM bar_versions WHERE bar_id = ANY($1::uuid[])",
        [barIds],
      ),
    };
    for (const table of ["members", "bars", "invitations", "billing"]) {
      left[table] = await count(`SELECT count(*)::int AS n FROM ${table} WHERE community_id = $1`, [
        communityId,
      ]);
    }
    return left;
  }

  it("answers in the check order: 401 → 404 → 403, and deletes nothing on the way", async () => {
    const manager = await register(api);
    const member = await register(api);
    const invitedManager = await register(api);
    const stranger = await register(api);
    const c = await createCommunity(api, manager);
    await addMember(api, c.id, member);
    await addMember(api, c.id, invitedManager, "manager", "invited");
    const path = `/v1/communities/${c.id}`;

    const anonymous = await api.call("DELETE", path);
    expect([anonymous.status, anonymous.text]).toEqual([401, ""]);
    expect(anonymous.headers.get("www-authenticate")).toBe("Bearer");
    for (const [token, target] of [
      [stranger.token, path],
      [invitedManager.token, path],
      [manager.token, `/v1/communities/${randomUUID()}`],
      [manager.token, "/v1/communities/not-a-uuid"],
    ] as const) {
      const r = await api.call("DELETE", target, { token });
      expect([r.status, r.text], target).toEqual([404, ""]);
    }
    const forbidden = await api.call("DELETE", path, { token: member.token });
    expect([forbidden.status, forbidden.text]).toEqual([403, ""]);
    expect(await count("SELECT count(*)::int AS n FROM communities WHERE id = $1", [c.id])).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM members WHERE community_id = $1", [c.id])).toBe(3);
    expect(cancelled()).toEqual([]);
  });

  it("deletes the community with its members, bars, versions, invitations and billing, and cancels its subscription", async () => {
    const manager = await register(api);
    const member = await register(api);
    const c = await createCommunity(api, manager);
    const keep = await createCommunity(api, manager, "Keep");
    const memberId = await addMember(api, c.id, member);
    await addMember(api, c.id, null, "member", "uninvited");
    const keepMemberId = await addMember(api, keep.id, member);
    const bars = await furnish(c.id, manager, memberId);
    const keepBars = await furnish(keep.id, manager, keepMemberId);
    expect(await leftOf(c.id, bars)).toEqual({
      communities: 1,
      members: 3,
      bars: 2,
      bar_versions: 2,
      invitations: 1,
      billing: 1,
    });
    const keepBefore = await leftOf(keep.id, keepBars);

    // A body is not read (nor its media type checked) on DELETE.
    const r = await api.call("DELETE", `/v1/communities/${c.id.toUpperCase()}`, {
      token: manager.token,
      rawBody: "ignored",
      contentType: "text/plain",
    });
    expect([r.status, r.text]).toEqual([200, ""]);
    expect(r.headers.get("cache-control")).toBe("no-cache");

    expect(await leftOf(c.id, bars)).toEqual({
      communities: 0,
      members: 0,
      bars: 0,
      bar_versions: 0,
      invitations: 0,
      billing: 0,
    });
    // Only its own subscription: the other community's (furnished alike) runs on.
    expect(cancelled()).toEqual([`sub_${c.id}`]);
    // The other community of the same manager and its members' users are untouched.
    expect(await leftOf(keep.id, keepBars)).toEqual(keepBefore);
    expect(
      await count("SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[])", [
        [manager.userId, member.userId],
      ]),
    ).toBe(2);

    for (const user of [manager, member]) {
      expect((await api.call("GET", `/v1/communities/${c.id}`, { token: user.token })).status).toBe(404);
      const list = await api.call("GET", `/v1/users/${user.userId}/communities`, { token: user.token });
      expect((list.json as { communities: { id: string }[] }).communities.map((x) => x.id)).toEqual([
        keep.id,
      ]);
    }
    const again = await api.call("DELETE", `/v1/communities/${c.id}`, { token: manager.token });
    expect([again.status, again.text]).toEqual([404, ""]);
  });

  it("lets any active manager delete, and deletes a community without billing", async () => {
    const creator = await register(api);
    const coManager = await register(api);
    const c = await createCommunity(api, creator);
    await addMember(api, c.id, coManager, "manager");
    await api.db.query("DELETE FROM billing WHERE community_id = $1", [c.id]);
    const r = await api.call("DELETE", `/v1/communities/${c.id}`, { token: coManager.token });
    expect([r.status, r.text]).toEqual([200, ""]);
    expect(await count("SELECT count(*)::int AS n FROM communities WHERE id = $1", [c.id])).toBe(0);
    expect(cancelled()).toEqual([]);
  });

  it("keeps everything when the subscription cannot be cancelled", async () => {
    const manager = await register(api);
    const c = await createCommunity(api, manager);
    const bars = await furnish(c.id, manager, await addMember(api, c.id, await register(api)));
    await api.db.query("UPDATE billing SET stripe_subscription_id = 'sub_fail' WHERE community_id = $1", [
      c.id,
    ]);
    // Stripe fails every attempt the SDK makes.
    stripe.fail("DELETE", /\/v1\/subscriptions\/sub_fail$/, 500, 10);
    const before = await leftOf(c.id, bars);
    const r = await api.call("DELETE", `/v1/communities/${c.id}`, { token: manager.token });
    expect(r.status).toBe(500);
    expect(r.json).toEqual({ error: "internal_error" });
    expect(await leftOf(c.id, bars)).toEqual(before);
    expect((await api.call("GET", `/v1/communities/${c.id}`, { token: manager.token })).status).toBe(200);
  });

  it("cancels the subscriptions of the communities an account deletion removes, and only those", async () => {
    const user = await register(api);
    const friend = await register(api);
    const own = await createCommunity(api, user, "Mine alone");
    const shared = await createCommunity(api, user, "Shared management");
    await addMember(api, shared.id, friend, "manager");
    for (const c of [own, shared])
      await api.db.query("UPDATE billing SET stripe_subscription_id = $2 WHERE community_id = $1", [
        c.id,
        `sub_${c.id}`,
      ]);
    const r = await api.call("POST", `/v1/users/${user.userId}/unregister`, {
      token: user.token,
      body: { password: user.password },
    });
    expect([r.status, r.text]).toEqual([200, ""]);
    expect(cancelled()).toEqual([`sub_${own.id}`]);
    expect(await count("SELECT count(*)::int AS n FROM billing WHERE community_id = $1", [own.id])).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM billing WHERE community_id = $1", [shared.id])).toBe(
      1,
    );
  });
});
