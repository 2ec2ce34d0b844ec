import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trialEndDays } from "../../api/billing/model.ts";
import { availableBackends, register, startApi, type Registered, type TestApi } from "./harness.ts";

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

  async function createCommunity(user: Registered, name = "Family") {
    const r = await api.call("POST", "/v1/communities", { token: user.token, body: { name } });
    expect(r.status).toBe(200);
    return (r.json as { community: { id: string; billing_id: string } }).community;
  }
  /** Adds `user` as an active member directly (members have their own suite). */
  async function join(communityId: string, user: Registered, role = "member", state = "active") {
    await api.db.query("INSERT INTO members (community_id, user_id, role, state) VALUES ($1, $2, $3, $4)", [
      communityId,
      user.userId,
      role,
      state,
    ]);
  }
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
    const c = await createCommunity(manager);
    await join(c.id, member);
    await join(c.id, invitedManager, "manager", "invited");
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
    const c = await createCommunity(manager);
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
    });
  });

  it("counts the trial down to 0 on its last day and below after it; leaves the trial out when there is none", async () => {
    const manager = await register(api);
    const c = await createCommunity(manager);
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
    const c = await createCommunity(manager);
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
      "plan_id",
      "status",
      "trial_end",
      "trial_end_days",
    ]);
    expect(r.text).not.toMatch(/cus_secret|sub_secret|si_secret|stripe/);
  });

  it("is 404 for a community without a billing record, and a null contact when the contact is gone", async () => {
    const manager = await register(api);
    const c = await createCommunity(manager);
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
