import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trialEndDays } from "../../api/billing/model.ts";
import {
  availableBackends,
  register,
  startApi,
  type Registered,
  type TestApi,
  addMember,
  createCommunity,
} from "./harness.ts";

const BACKENDS = await availableBackends();
const DAY = 24 * 60 * 60 * 1000;

describe("trialEndDays", () => {
  const end = new Date("2030-03-10T23:59:59Z");
  it("counts whole days from the start of today (UTC)", () => {
    expect(trialEndDays(end, new Date("2030-02-24T00:00:00Z"))).toBe(14);
    expect(trialEndDays(end, new Date("2030-02-24T23:59:59Z"))).toBe(14);
    expect(trialEndDays(end, new Date("2030-03-10T00:00:00Z"))).toBe(0);
    expect(trialEndDays(end, new Date("2030-03-10T23:59:59.999Z"))).toBe(0);
    expect(trialEndDays(end, new Date("2030-03-11T00:00:00Z"))).toBe(-1);
    expect(trialEndDays(end, new Date("2030-04-10T12:00:00Z"))).toBe(-31);
  });
});

describe.each(BACKENDS)("billing (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { trialDays: 14 });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function managerMemberId(communityId: string, userId: string) {
    const { rows } = await api.db.query<{ id: string }>(
      "SELECT id FROM members WHERE community_id = $1 AND user_id = $2",
      [communityId, userId],
    );
    return rows[0]!.id;
  }

  it("answers in the check order: 401 → 404 → 403, and 405 for other methods", async () => {
    const manager = await register(api);
    const member = await register(api);
    const invitedManager = await register(api);
    const stranger = await register(api);
    const c = await createCommunity(api, manager);
    await addMember(api, c.id, member);
    await addMember(api, c.id, invitedManager, "manager", "invited");
    const path = `/v1/communities/${c.id}/billing`;

    const anonymous = await api.call("GET", path);
    expect([anonymous.status, anonymous.text]).toEqual([401, ""]);
    expect(anonymous.headers.get("www-authenticate")).toBe("Bearer");
    for (const [token, target] of [
      [stranger.token, path],
      [invitedManager.token, path],
      [manager.token, `/v1/communities/${randomUUID()}/billing`],
      [manager.token, "/v1/communities/not-a-uuid/billing"],
    ] as const) {
      const r = await api.call("GET", target, { token });
      expect([r.status, r.text], target).toEqual([404, ""]);
    }
    const forbidden = await api.call("GET", path, { token: member.token });
    expect([forbidden.status, forbidden.text]).toEqual([403, ""]);
    expect((await api.call("DELETE", path, { token: manager.token })).status).toBe(405);
  });

  it("sends the Billing shape of a new community: plan, trial, status, contact; no card, coupon or Stripe id", async () => {
    const manager = await register(api);
    const c = await createCommunity(api, manager);
    const r = await api.call("GET", `/v1/communities/${c.id}/billing`, { token: manager.token });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-cache");
    const trialEnd = new Date(Date.now() + 14 * DAY);
    trialEnd.setUTCHours(23, 59, 59, 0);
    expect(r.json).toEqual({
      id: c.billing_id,
      plan_id: "basic",
      trial_end: trialEnd.toISOString(),
      trial_end_days: 14,
      status: "paid",
      contact_member_id: await managerMemberId(c.id, manager.userId),
      card: null,
      coupon_code: null,
      coupon: null,
      mode: "local",
    });
  });

  it("counts the trial down to 0 on its last day and below after it; leaves the trial out when there is none", async () => {
    const manager = await register(api);
    const c = await createCommunity(api, manager);
    const get = async () =>
      (await api.call("GET", `/v1/communities/${c.id}/billing`, { token: manager.token })).json as Record<
        string,
        unknown
      >;
    const endOfToday = new Date();
    endOfToday.setUTCHours(23, 59, 59, 0);
    await api.db.query("UPDATE billing SET trial_end = $2 WHERE community_id = $1", [c.id, endOfToday]);
    expect(await get()).toMatchObject({ trial_end: endOfToday.toISOString(), trial_end_days: 0 });
    await api.db.query("UPDATE billing SET trial_end = $2 WHERE community_id = $1", [
      c.id,
      new Date(endOfToday.getTime() - DAY),
    ]);
    expect(await get()).toMatchObject({ trial_end_days: -1 });

    await api.db.query("UPDATE billing SET trial_end = NULL WHERE community_id = $1", [c.id]);
    const noTrial = await get();
    expect(noTrial).not.toHaveProperty("trial_end");
    expect(noTrial).not.toHaveProperty("trial_end_days");
    expect(noTrial).toMatchObject({ plan_id: "basic", status: "paid" });
  });

  it("sends the card and coupon once known, and never a Stripe id", async () => {
    const manager = await register(api);
    const c = await createCommunity(api, manager);
    const coupon = {
      code: "FREEYEAR",
      id: "coupon_1",
      api_id: "promo_1",
      name: "Free year",
      amount_off: null,
      percent_off: 100,
      expired: false,
      active: true,
      ValidForPlan: "plus-5",
      ValidForEmail: null,
      duration: "repeating",
      duration_months: 12,
    };
    await api.db.query(
      `UPDATE billing SET plan_id = 'plus-5', status = 'past_due', card_brand = 'Visa', card_last4 = '4242',
         coupon_code = 'FREEYEAR', coupon = $2::jsonb, stripe_customer_id = 'cus_secret',
         stripe_subscription_id = 'sub_secret', stripe_subscription_item_id = 'si_secret'
       WHERE community_id = $1`,
      [c.id, JSON.stringify(coupon)],
    );
    const r = await api.call("GET", `/v1/communities/${c.id}/billing`, { token: manager.token });
    expect(r.json).toMatchObject({
      plan_id: "plus-5",
      status: "past_due",
      card: { brand: "Visa", last4: "4242" },
      coupon_code: "FREEYEAR",
      coupon,
    });
    expect(Object.keys(r.json as object).sort()).toEqual([
      "card",
      "contact_member_id",
      "coupon",
      "coupon_code",
      "id",
      "mode",
      "plan_id",
      "status",
      "trial_end",
      "trial_end_days",
    ]);
    expect(r.text).not.toMatch(/cus_secret|sub_secret|si_secret|stripe/);
  });

  it("is 404 for a community without a billing record, and a null contact when the contact is gone", async () => {
    const manager = await register(api);
    const c = await createCommunity(api, manager);
    await api.db.query("UPDATE billing SET contact_member_id = NULL WHERE community_id = $1", [c.id]);
    const r = await api.call("GET", `/v1/communities/${c.id}/billing`, { token: manager.token });
    expect(r.json).toMatchObject({ contact_member_id: null });
    await api.db.query("DELETE FROM billing WHERE community_id = $1", [c.id]);
    const missing = await api.call("GET", `/v1/communities/${c.id}/billing`, { token: manager.token });
    expect([missing.status, missing.text]).toEqual([404, ""]);
    expect((await api.call("GET", `/v1/communities/${c.id}`, { token: manager.token })).json).toMatchObject({
      billing_id: null,
    });
  });
});

describe.each(BACKENDS)("PUT billing: plan and contact (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function setup() {
    const manager = await register(api);
    const r = await api.call("POST", "/v1/communities", { token: manager.token, body: { name: "Family" } });
    const community = (r.json as { community: { id: string } }).community;
    const { rows } = await api.db.query<{ id: string }>(
      "SELECT id FROM members WHERE community_id = $1 AND user_id = $2",
      [community.id, manager.userId],
    );
    return {
      manager,
      id: community.id,
      memberId: rows[0]!.id,
      path: `/v1/communities/${community.id}/billing`,
    };
  }
  async function state(s: { manager: Registered; id: string; path: string }) {
    const billing = (await api.call("GET", s.path, { token: s.manager.token })).json as Record<
      string,
      unknown
    >;
    const community = (await api.call("GET", `/v1/communities/${s.id}`, { token: s.manager.token }))
      .json as Record<string, unknown>;
    return { billing, community };
  }

  it("answers in the check order 401 → 404 → 403 → 415 → 400", async () => {
    const s = await setup();
    const member = await register(api);
    await addMember(api, s.id, member);
    const body = { plan_id: "plus-5", contact_member_id: s.memberId };
    expect((await api.call("PUT", s.path, { body })).status).toBe(401);
    const stranger = await register(api);
    const notMember = await api.call("PUT", s.path, { token: stranger.token, body });
    expect([notMember.status, notMember.text]).toEqual([404, ""]);
    const forbidden = await api.call("PUT", s.path, { token: member.token, rawBody: "nonsense" });
    expect([forbidden.status, forbidden.text]).toEqual([403, ""]);
    const media = await api.call("PUT", s.path, { token: s.manager.token, body, contentType: "text/plain" });
    expect(media.status).toBe(415);
    const missing = await api.call("PUT", s.path, { token: s.manager.token, body: {} });
    expect([missing.status, missing.json]).toEqual([
      400,
      { error: "missing_required", details: { required: ["plan_id", "contact_member_id"] } },
    ]);
    const wrongType = await api.call("PUT", s.path, {
      token: s.manager.token,
      body: { plan_id: 5, contact_member_id: s.memberId },
    });
    expect(wrongType.json).toEqual({ error: "invalid_field", details: { field: "plan_id" } });
    expect((await state(s)).billing).toMatchObject({ plan_id: "basic" });
  });

  it("refuses unknown plans and plans without a public price with bad_plan_id, first", async () => {
    const s = await setup();
    for (const plan_id of ["gold", "", "PLUS-5", "enterprise-1"]) {
      const r = await api.call("PUT", s.path, {
        token: s.manager.token,
        body: { plan_id, contact_member_id: "not-a-member" },
      });
      expect([r.status, r.json], plan_id).toEqual([400, { error: "bad_plan_id" }]);
    }
  });

  it("refuses a plan smaller than the member count; unlimited plans never exceed", async () => {
    const s = await setup();
    for (let i = 0; i < 6; i += 1) await addMember(api, s.id, null, "member", "uninvited");
    for (const plan_id of ["plus-5", "plus-5-monthly", "basic-6-month"]) {
      const r = await api.call("PUT", s.path, {
        token: s.manager.token,
        body: { plan_id, contact_member_id: "nobody" },
      });
      expect([r.status, r.json], plan_id).toEqual([400, { error: "plan_limit_exceeded" }]);
    }
    expect((await state(s)).billing).toMatchObject({ plan_id: "basic" });
    const ok = await api.call("PUT", s.path, {
      token: s.manager.token,
      body: { plan_id: "plus-15", contact_member_id: s.memberId },
    });
    expect(ok.status).toBe(200);
    const unlimited = await api.call("PUT", s.path, {
      token: s.manager.token,
      body: { plan_id: "basic", contact_member_id: s.memberId },
    });
    expect(unlimited.status).toBe(200);
    expect((await state(s)).community).toMatchObject({ member_count: 6, member_limit: 65535 });
    // Exactly at the limit is fine.
    await api.db.query("UPDATE communities SET member_count = 5 WHERE id = $1", [s.id]);
    const exact = await api.call("PUT", s.path, {
      token: s.manager.token,
      body: { plan_id: "plus-5", contact_member_id: s.memberId },
    });
    expect(exact.status).toBe(200);
  });

  it("needs an active manager of this community with an account as contact (bad_member_id)", async () => {
    const s = await setup();
    const member = await register(api);
    const memberId = await addMember(api, s.id, member);
    const invitedManager = await addMember(api, s.id, await register(api), "manager", "invited");
    const noAccount = await addMember(api, s.id, null, "manager", "uninvited");
    const other = await setup();
    for (const contact of ["", "nope", randomUUID(), memberId, invitedManager, noAccount, other.memberId]) {
      const r = await api.call("PUT", s.path, {
        token: s.manager.token,
        body: { plan_id: "plus-15", contact_member_id: contact },
      });
      expect([r.status, r.json], contact).toEqual([400, { error: "bad_member_id" }]);
    }
    expect((await state(s)).billing).toMatchObject({ plan_id: "basic", contact_member_id: s.memberId });
  });

  it("local mode: the plan applies at once, member_limit follows and the contact changes", async () => {
    const s = await setup();
    const coManager = await register(api);
    const coManagerId = await addMember(api, s.id, coManager, "manager");
    const r = await api.call("PUT", s.path, {
      token: coManager.token,
      body: { plan_id: "plus-5", contact_member_id: coManagerId.toUpperCase() },
    });
    expect([r.status, r.text]).toEqual([200, ""]);
    let now = await state(s);
    expect(now.billing).toMatchObject({ plan_id: "plus-5", contact_member_id: coManagerId, mode: "local" });
    expect(now.community).toMatchObject({ member_limit: 5, member_count: 1 });

    const back = await api.call("PUT", s.path, {
      token: s.manager.token,
      body: { plan_id: "basic", contact_member_id: s.memberId },
    });
    expect(back.status).toBe(200);
    now = await state(s);
    expect(now.billing).toMatchObject({ plan_id: "basic", contact_member_id: s.memberId });
    expect(now.community).toMatchObject({ member_limit: 65535 });
  });

  it("is 404 for a community without a billing record", async () => {
    const s = await setup();
    await api.db.query("DELETE FROM billing WHERE community_id = $1", [s.id]);
    const r = await api.call("PUT", s.path, {
      token: s.manager.token,
      body: { plan_id: "plus-5", contact_member_id: s.memberId },
    });
    expect([r.status, r.text]).toEqual([404, ""]);
    expect((await state(s)).community).toMatchObject({ member_limit: 65535 });
  });
});
