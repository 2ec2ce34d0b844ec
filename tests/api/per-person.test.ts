// Per-person plans (decision 043): listed with their price for one member, chosen by a group of any size
// (charged for at least 51), priced for the group in a coupon check, and in Stripe mode a subscription whose
// quantity follows the group's size without ever making adding or removing a person wait for Stripe or fail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addMember,
  availableBackends,
  createCommunity,
  eventually,
  register,
  startApi,
  type TestApi,
} from "./harness.ts";
import { startFakeStripe, type FakeStripe } from "./stripe-fake.ts";
import { checkoutCompleted, signedBy, subscriptionEvent } from "./stripe-events.ts";
import { billedPeople, findPlan, sizedPlan } from "../../contract/plans.ts";

const BACKENDS = await availableBackends();
const SECRET = "whsec_per_person";

/** Gives a group `count` members at once, counted as the service counts them. */
async function growTo(api: TestApi, communityId: string, count: number) {
  await api.db.query("UPDATE communities SET member_count = $2 WHERE id = $1", [communityId, count]);
}

describe("what a per-person plan charges for", () => {
  const monthly = findPlan("people-1-month")!;
  it("charges each member, and at least 51 of them", () => {
    expect(billedPeople(monthly, 57)).toBe(57);
    expect(billedPeople(monthly, 3)).toBe(51);
    expect(billedPeople(findPlan("large-1-month")!, 57)).toBe(1);
    expect(sizedPlan(monthly, 60)).toMatchObject({ price: 4500, price_per_person: 75, billed_people: 60 });
    // Never cheaper than the largest plan with a limit, for the same period.
    expect(sizedPlan(monthly, 0).price).toBeGreaterThan(findPlan("large-1-month")!.price);
    expect(sizedPlan(findPlan("people-12-month")!, 0).price).toBeGreaterThan(
      2 * findPlan("large-6-month")!.price,
    );
  });
});

describe.each(BACKENDS)("per-person plans in local mode (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => api?.close());

  it("are listed per member, and a group of 57 can move to one while the limited plans refuse it", async () => {
    const plans = await api.call("GET", "/v1/plans/community");
    const listed = (plans.json as { plans: { id: string; price: number; per_person?: unknown }[] }).plans;
    expect(listed.find((p) => p.id === "people-1-month")).toMatchObject({
      price: 75,
      member_limit: 65535,
      per_person: { min_people: 51 },
    });
    expect(listed.find((p) => p.id === "large-1-month")!.per_person).toBeUndefined();

    const manager = await register(api);
    const c = await createCommunity(api, manager, "Riverside Day Centre");
    await growTo(api, c.id, 57);
    const tooSmall = await api.call("POST", `/v1/communities/${c.id}/billing/checkout`, {
      token: manager.token,
      body: { plan_id: "large-1-month" },
    });
    expect([tooSmall.status, (tooSmall.json as { error: string }).error]).toEqual([
      400,
      "plan_limit_exceeded",
    ]);
    const moved = await api.call("POST", `/v1/communities/${c.id}/billing/checkout`, {
      token: manager.token,
      body: { plan_id: "people-1-month" },
    });
    expect(moved.json).toMatchObject({ mode: "local", url: null });
    const billing = await api.call("GET", `/v1/communities/${c.id}/billing`, { token: manager.token });
    expect(billing.json).toMatchObject({ plan_id: "people-1-month", status: "paid" });
    // No limit any more: a 58th member can be added.
    const added = await api.call("POST", `/v1/communities/${c.id}/members`, {
      token: manager.token,
      body: { first_name: "Sam", last_name: "Ortiz" },
    });
    expect(added.status).toBe(200);
  });

  it("prices a coupon check for the group's size", async () => {
    const manager = await register(api);
    const c = await createCommunity(api, manager, "Hillside");
    await growTo(api, c.id, 60);
    await api.db.query(
      `INSERT INTO coupons (code, name, percent_off, duration, active) VALUES ('HALFPEOPLE', 'Half', 50, 'forever', true)
       ON CONFLICT DO NOTHING`,
    );
    const r = await api.call("POST", `/v1/communities/${c.id}/billing/coupon`, {
      token: manager.token,
      body: { coupon_code: "HALFPEOPLE", plans: { a: "people-1-month", b: "large-1-month" } },
    });
    const priced = (r.json as { discounted_plans: Record<string, { price: number; coupon_saving: number }> })
      .discounted_plans;
    expect(priced.a).toMatchObject({ price: 2250, coupon_saving: 2250 });
    expect(priced.b).toMatchObject({ price: 1800 });
  });
});

describe.each(BACKENDS)("per-person plans with Stripe (%s)", (backend) => {
  let api: TestApi;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe(SECRET);
    api = await startApi(backend, { stripe: fake.settings });
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
  });

  async function webhook(payload: unknown) {
    const rawBody = JSON.stringify(payload);
    const r = await api.call("POST", "/v1/stripe/webhook", {
      rawBody,
      headers: { "stripe-signature": signedBy(rawBody, SECRET) },
    });
    expect(r.status).toBe(200);
  }

  const quantitiesSent = (sub: string) =>
    fake
      .calls("POST", new RegExp(`^/v1/subscriptions/${sub}$`))
      .map((q) => q.body["items[0][quantity]"])
      .filter((q): q is string => q !== undefined);

  /** A group of `size` paying for Per Person Monthly on a subscription with `quantity`. */
  async function payingGroup(size: number, quantity: number) {
    const manager = await register(api);
    const c = await createCommunity(api, manager, "Oak Lodge");
    await growTo(api, c.id, size);
    const checkout = await api.call("POST", `/v1/communities/${c.id}/billing/checkout`, {
      token: manager.token,
      body: { plan_id: "people-1-month" },
    });
    expect(checkout.status).toBe(200);
    const session = fake.calls("POST", /^\/v1\/checkout\/sessions$/).at(-1)!;
    expect(session.body).toMatchObject({
      "line_items[0][price]": "price_people1",
      "line_items[0][quantity]": String(Math.max(size, 51)),
    });
    const sub = `sub_people_${c.id.slice(0, 8)}`;
    await webhook(checkoutCompleted(c.billing_id!, "people-1-month", sub));
    await webhook(
      subscriptionEvent("customer.subscription.created", sub, { price: "price_people1", quantity }),
    );
    return { manager, c, sub };
  }

  it("sends the group's size to Stripe as people are added and removed", async () => {
    const { manager, c, sub } = await payingGroup(57, 57);
    expect(quantitiesSent(sub)).toEqual([]);
    const added = await api.call("POST", `/v1/communities/${c.id}/members`, {
      token: manager.token,
      body: { first_name: "Ana", last_name: "Ruiz" },
    });
    expect(added.status).toBe(200);
    await eventually(() => quantitiesSent(sub).length === 1);
    expect(quantitiesSent(sub)).toEqual(["58"]);
    const id = (added.json as { member: { id: string } }).member.id;
    const removed = await api.call("DELETE", `/v1/communities/${c.id}/members/${id}`, {
      token: manager.token,
    });
    expect(removed.status).toBe(200);
    await eventually(() => quantitiesSent(sub).length === 2);
    expect(quantitiesSent(sub)).toEqual(["58", "57"]);
  });

  it("charges for 51 however small the group gets", async () => {
    const { manager, c, sub } = await payingGroup(40, 51);
    const leaving = await addMember(api, c.id, null, "member", "uninvited");
    const removed = await api.call("DELETE", `/v1/communities/${c.id}/members/${leaving}`, {
      token: manager.token,
    });
    expect(removed.status).toBe(200);
    const added = await api.call("POST", `/v1/communities/${c.id}/members`, {
      token: manager.token,
      body: { first_name: "Jo", last_name: "Kim" },
    });
    expect(added.status).toBe(200);
    // 41 → 40 → 41 people, all charged as 51, which Stripe already charges for: nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(quantitiesSent(sub)).toEqual([]);
  });

  it("adds a person while Stripe is down, and puts the quantity right with Stripe's next event", async () => {
    const { manager, c, sub } = await payingGroup(60, 60);
    fake.fail("POST", new RegExp(`^/v1/subscriptions/${sub}$`), 503, 10);
    const added = await api.call("POST", `/v1/communities/${c.id}/members`, {
      token: manager.token,
      body: { first_name: "Lee", last_name: "Chan" },
    });
    expect(added.status).toBe(200);
    await eventually(() => api.logs.some((line) => line.includes("per-person quantity not sent")));
    const row = async () =>
      (
        await api.db.query<{ stripe_quantity: number }>(
          "SELECT stripe_quantity FROM billing WHERE community_id = $1",
          [c.id],
        )
      ).rows[0]!.stripe_quantity;
    expect(await row()).toBe(60);
    // Stripe answers again; its next event about the subscription (still 60) is when the 61st is sent.
    const failing = fake.calls("POST", new RegExp(`^/v1/subscriptions/${sub}$`)).length;
    fake.heal();
    await webhook(
      subscriptionEvent("customer.subscription.updated", sub, { price: "price_people1", quantity: 60 }),
    );
    const sent = fake.calls("POST", new RegExp(`^/v1/subscriptions/${sub}$`)).slice(failing);
    expect(sent.map((q) => q.body["items[0][quantity]"]).at(-1)).toBe("61");
    expect(await row()).toBe(61);
  });
});
