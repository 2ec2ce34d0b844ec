// The Stripe adapter through the real `stripe` SDK against a loopback fake of Stripe's API (stripe-fake.ts):
// Checkout for plan changes, the customer portal, cancel, the card route, deletion; the signed webhook with
// replayed, reordered, forged and half-applied events. And local mode (no keys) for the same routes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  addMember,
  availableBackends,
  createCommunity,
  register,
  startApi,
  type Registered,
  type TestApi,
} from "./harness.ts";
import { startFakeStripe, TEST_PRICES, type FakeStripe } from "./stripe-fake.ts";
import { checkoutCompleted, stripe, subscriptionEvent } from "./stripe-events.ts";
import { loadApiConfig } from "../../api/config.ts";
import { priceVariable, readStripeSettings } from "../../api/stripe/config.ts";

const BACKENDS = await availableBackends();
const SECRET = "whsec_test_secret";

describe.each(BACKENDS)("Stripe mode (%s)", (backend) => {
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

  async function group(name = "Family") {
    const manager = await register(api);
    const c = await createCommunity(api, manager, name);
    const { rows } = await api.db.query<{ id: string }>("SELECT id FROM billing WHERE community_id = $1", [
      c.id,
    ]);
    return { manager, c, billingId: rows[0]!.id };
  }

  async function billingRow(communityId: string) {
    const { rows } = await api.db.query<{
      plan_id: string;
      status: string;
      stripe_subscription_id: string | null;
      stripe_customer_id: string | null;
      member_limit: number;
      is_locked: boolean;
      updated_at: Date;
    }>(
      `SELECT b.plan_id, b.status, b.stripe_subscription_id, b.stripe_customer_id, b.updated_at, c.member_limit,
              c.is_locked
       FROM billing b JOIN communities c ON c.id = b.community_id WHERE b.community_id = $1`,
      [communityId],
    );
    return rows[0]!;
  }

  async function post(payload: unknown, header?: string | null) {
    const body = JSON.stringify(payload);
    const signature =
      header === undefined
        ? stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET })
        : header;
    return api.call("POST", "/v1/stripe/webhook", {
      rawBody: body,
      headers: signature === null ? {} : { "stripe-signature": signature },
    });
  }

  async function eventStored(id: string) {
    const { rows } = await api.db.query("SELECT 1 FROM stripe_events WHERE id = $1", [id]);
    return rows.length === 1;
  }

  it("labels the mode, and starts Checkout for a paid plan without changing the plan yet", async () => {
    const { manager, c, billingId } = await group();
    const billing = await api.call("GET", `/v1/communities/${c.id}/billing`, { token: manager.token });
    expect((billing.json as { mode: string }).mode).toBe("stripe");

    const before = fake.requests.length;
    const r = await api.call("POST", `/v1/communities/${c.id}/billing/checkout`, {
      token: manager.token,
      body: { plan_id: "plus-5" },
    });
    expect(r.status).toBe(200);
    const answer = r.json as { mode: string; url: string };
    expect(answer.mode).toBe("stripe");
    expect(answer.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const made = fake.requests.slice(before);
    const customer = made.find((q) => q.path === "/v1/customers")!;
    expect(customer.body).toMatchObject({
      name: "Family",
      email: manager.email,
      "metadata[billing_id]": billingId,
    });
    expect(customer.idempotencyKey).toBe(`customer-${billingId}`);
    const session = made.find((q) => q.path === "/v1/checkout/sessions")!;
    expect(session.body).toMatchObject({
      mode: "subscription",
      client_reference_id: billingId,
      "line_items[0][price]": "price_plus5",
      "line_items[0][quantity]": "1",
      "metadata[plan_id]": "plus-5",
      "subscription_data[metadata][plan_id]": "plus-5",
      allow_promotion_codes: "true",
      success_url: "http://portal.test/billing/details?checkout=done",
      cancel_url: "http://portal.test/billing/plans?checkout=cancelled",
    });
    expect((await billingRow(c.id)).plan_id).toBe("basic");

    // A second checkout reuses the customer.
    await api.call("POST", `/v1/communities/${c.id}/billing/checkout`, {
      token: manager.token,
      body: { plan_id: "plus-15" },
    });
    expect(fake.requests.slice(before).filter((q) => q.path === "/v1/customers")).toHaveLength(1);
  });

  it("passes the group's coupon to Checkout as its promotion code", async () => {
    const { manager, c } = await group();
    fake.promotionCodes.set("FREEYEAR", "promo_freeyear");
    const applied = await api.call("PUT", `/v1/communities/${c.id}/billing/coupon`, {
      token: manager.token,
      body: { coupon_code: "FREEYEAR" },
    });
    expect(applied.status).toBe(200);
    const before = fake.requests.length;
    await api.call("POST", `/v1/communities/${c.id}/billing/checkout`, {
      token: manager.token,
      body: { plan_id: "plus-5" },
    });
    const session = fake.requests.slice(before).find((q) => q.path === "/v1/checkout/sessions")!;
    expect(session.body["discounts[0][promotion_code]"]).toBe("promo_freeyear");
    expect(session.body.allow_promotion_codes).toBeUndefined();
  });

  it("does not pass a coupon to Checkout for a plan it does not cover, and drops it once paid", async () => {
    const { manager, c, billingId } = await group();
    fake.promotionCodes.set("FREEYEAR", "promo_freeyear");
    const applied = await api.call("PUT", `/v1/communities/${c.id}/billing/coupon`, {
      token: manager.token,
      body: { coupon_code: "FREEYEAR" },
    });
    expect(applied.status).toBe(200);
    const before = fake.requests.length;
    const r = await api.call("POST", `/v1/communities/${c.id}/billing/checkout`, {
      token: manager.token,
      body: { plan_id: "plus-15" },
    });
    expect(r.status).toBe(200);
    const session = fake.requests.slice(before).find((q) => q.path === "/v1/checkout/sessions")!;
    expect(session.body["discounts[0][promotion_code]"]).toBeUndefined();
    expect(session.body.allow_promotion_codes).toBe("true");
    // Not paid yet: the coupon is still the group's (a cancelled payment loses nothing).
    const coupon = async () =>
      (
        await api.db.query<{ coupon_code: string | null }>("SELECT coupon_code FROM billing WHERE id = $1", [
          billingId,
        ])
      ).rows[0]!.coupon_code;
    expect(await coupon()).toBe("FREEYEAR");
    const paid = await post(checkoutCompleted(billingId, "plus-15", `sub_cover_${billingId.slice(0, 8)}`));
    expect(paid.status).toBe(200);
    expect((await billingRow(c.id)).plan_id).toBe("plus-15");
    expect(await coupon()).toBeNull();
  });

  it("applies a paid Checkout once: a replay changes nothing twice", async () => {
    const { c, billingId } = await group();
    const paid = checkoutCompleted(billingId, "plus-15", `sub_${billingId.slice(0, 8)}`);
    const first = await post(paid);
    expect([first.status, first.text]).toEqual([200, ""]);
    const after = await billingRow(c.id);
    expect(after).toMatchObject({
      plan_id: "plus-15",
      status: "paid",
      member_limit: 15,
      stripe_subscription_id: `sub_${billingId.slice(0, 8)}`,
      stripe_customer_id: "cus_paid",
    });
    expect(await eventStored(paid.id)).toBe(true);

    // The manager moves to another plan meanwhile (local change); the replay must not undo it.
    await api.db.query("UPDATE billing SET plan_id = 'plus-5' WHERE community_id = $1", [c.id]);
    const replay = await post(paid);
    expect(replay.status).toBe(200);
    const again = await billingRow(c.id);
    expect(again.plan_id).toBe("plus-5");
    expect(again.updated_at.getTime()).toBe(after.updated_at.getTime());
  });

  it("ignores an event older than the last one applied (out of order)", async () => {
    const { c, billingId } = await group();
    const sub = `sub_order_${billingId.slice(0, 8)}`;
    const now = Math.floor(Date.now() / 1000);
    const older = checkoutCompleted(billingId, "plus-5", sub, now - 60);
    const newer = subscriptionEvent("customer.subscription.updated", sub, { price: "price_large6" }, now);
    // The newer event first cannot find the subscription yet: it is recorded and changes nothing.
    await api.db.query("UPDATE billing SET stripe_subscription_id = $2 WHERE id = $1", [billingId, sub]);
    expect((await post(newer)).status).toBe(200);
    expect(await billingRow(c.id)).toMatchObject({ plan_id: "large-6-month", member_limit: 50 });
    expect((await post(older)).status).toBe(200);
    expect(await billingRow(c.id)).toMatchObject({ plan_id: "large-6-month", member_limit: 50 });
    expect(await eventStored(older.id)).toBe(true);
  });

  it("refuses forged, unsigned, empty and stale events with an empty 400, recording nothing", async () => {
    const { c, billingId } = await group();
    const paid = checkoutCompleted(billingId, "plus-5", "sub_forged");
    const body = JSON.stringify(paid);
    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_other" });
    const stale = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const valid = stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    for (const header of [wrongSecret, stale, null, "t=1,v1=deadbeef", "garbage"]) {
      const r = await post(paid, header);
      expect([r.status, r.text]).toEqual([400, ""]);
    }
    // A signature over other bytes (the body changed after signing).
    const tampered = await api.call("POST", "/v1/stripe/webhook", {
      rawBody: body.replace("plus-5", "plus-15"),
      headers: { "stripe-signature": valid },
    });
    expect(tampered.status).toBe(400);
    const empty = await api.call("POST", "/v1/stripe/webhook", {
      rawBody: "",
      headers: { "stripe-signature": valid },
    });
    expect(empty.status).toBe(400);
    expect(await eventStored(paid.id)).toBe(false);
    expect((await billingRow(c.id)).plan_id).toBe("basic");
  });

  it("leaves the group unchanged when an event fails half-way, and applies it when delivered again", async () => {
    const { c, billingId } = await group();
    await api.db.query(
      "UPDATE billing SET plan_id = 'plus-5', stripe_subscription_id = $2, stripe_customer_id = 'cus_x' WHERE id = $1",
      [billingId, `sub_old_${billingId.slice(0, 8)}`],
    );
    await api.db.query("UPDATE communities SET member_limit = 5 WHERE id = $1", [c.id]);
    const before = await billingRow(c.id);
    // The plan change is written, then ending the old subscription fails at Stripe.
    // The SDK tries twice (maxNetworkRetries 1): both attempts fail on the first delivery.
    fake.fail("DELETE", new RegExp(`/v1/subscriptions/sub_old_${billingId.slice(0, 8)}$`), 500, 2);
    const paid = checkoutCompleted(billingId, "large-1-month", `sub_new_${billingId.slice(0, 8)}`);
    const failed = await post(paid);
    expect(failed.status).toBe(500);
    expect(await billingRow(c.id)).toEqual(before);
    expect(await eventStored(paid.id)).toBe(false);

    // Stripe delivers it again.
    expect((await post(paid)).status).toBe(200);
    expect(await billingRow(c.id)).toMatchObject({
      plan_id: "large-1-month",
      member_limit: 50,
      stripe_subscription_id: `sub_new_${billingId.slice(0, 8)}`,
    });
    expect(await eventStored(paid.id)).toBe(true);
  });

  it("mirrors the subscription: past due, cancelled at period end, closed (locked) and deleted", async () => {
    const { c, billingId } = await group();
    const sub = `sub_state_${billingId.slice(0, 8)}`;
    await api.db.query("UPDATE billing SET stripe_subscription_id = $2 WHERE id = $1", [billingId, sub]);
    const t = Math.floor(Date.now() / 1000);
    await post(
      subscriptionEvent(
        "customer.subscription.updated",
        sub,
        { status: "past_due", price: "price_plus5" },
        t,
      ),
    );
    expect(await billingRow(c.id)).toMatchObject({ status: "past_due", plan_id: "plus-5", member_limit: 5 });
    await post(
      subscriptionEvent(
        "customer.subscription.updated",
        sub,
        { status: "active", cancel_at_period_end: true, price: "price_plus5", period_end: 1_900_000_000 },
        t + 1,
      ),
    );
    expect(await billingRow(c.id)).toMatchObject({ status: "canceled", is_locked: false });
    await post(subscriptionEvent("customer.subscription.deleted", sub, { status: "canceled" }, t + 2));
    expect(await billingRow(c.id)).toMatchObject({ status: "closed", is_locked: true });
    const manager = (
      await api.db.query<{ user_id: string }>(
        "SELECT user_id FROM members WHERE community_id = $1 AND role = 'manager'",
        [c.id],
      )
    ).rows[0]!;
    expect(manager.user_id).toBeTruthy();
  });

  it("cancels at the period's end, opens the customer portal, answers the card route with it", async () => {
    const { manager, c, billingId } = await group();
    const sub = `sub_cancel_${billingId.slice(0, 8)}`;
    await api.db.query("UPDATE billing SET stripe_subscription_id = $2, plan_id = 'plus-5' WHERE id = $1", [
      billingId,
      sub,
    ]);
    const cancel = await api.call("POST", `/v1/communities/${c.id}/billing/cancel`, { token: manager.token });
    expect(cancel.status).toBe(200);
    expect((cancel.json as { billing: { status: string } }).billing.status).toBe("canceled");
    expect(fake.calls("POST", new RegExp(`/v1/subscriptions/${sub}$`)).at(-1)?.body).toMatchObject({
      cancel_at_period_end: "true",
    });

    const portal = await api.call("POST", `/v1/communities/${c.id}/billing/portal`, { token: manager.token });
    expect(portal.status).toBe(200);
    expect((portal.json as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(fake.calls("POST", /\/v1\/billing_portal\/sessions$/).at(-1)?.body.return_url).toBe(
      "http://portal.test/billing/details",
    );

    const card = await api.call("POST", `/v1/communities/${c.id}/billing/card`, {
      token: manager.token,
      body: { token: "tok_visa" },
    });
    expect(card.status).toBe(200);
    expect(card.json).toMatchObject({
      card: null,
      portal_url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//),
    });
    const missing = await api.call("POST", `/v1/communities/${c.id}/billing/card`, {
      token: manager.token,
      body: {},
    });
    expect([missing.status, (missing.json as { error: string }).error]).toEqual([400, "missing_required"]);
    // The token never reaches Stripe.
    expect(fake.requests.some((q) => JSON.stringify(q.body).includes("tok_visa"))).toBe(false);
  });

  it("PUT billing: a paid plan without a subscription needs Checkout; with one the price is swapped", async () => {
    const { manager, c, billingId } = await group();
    const memberId = (
      await api.db.query<{ id: string }>("SELECT id FROM members WHERE community_id = $1", [c.id])
    ).rows[0]!.id;
    const put = (plan_id: string) =>
      api.call("PUT", `/v1/communities/${c.id}/billing`, {
        token: manager.token,
        body: { plan_id, contact_member_id: memberId },
      });
    const refused = await put("plus-5");
    expect([refused.status, refused.json]).toEqual([409, { error: "checkout_required" }]);
    const sub = `sub_swap_${billingId.slice(0, 8)}`;
    await api.db.query(
      "UPDATE billing SET stripe_subscription_id = $2, stripe_subscription_item_id = 'si_swap', plan_id = 'plus-5' WHERE id = $1",
      [billingId, sub],
    );
    expect((await put("plus-15")).status).toBe(200);
    expect(fake.calls("POST", new RegExp(`/v1/subscriptions/${sub}$`)).at(-1)?.body).toMatchObject({
      "items[0][id]": "si_swap",
      "items[0][price]": "price_plus15",
    });
    expect(await billingRow(c.id)).toMatchObject({ plan_id: "plus-15", member_limit: 15 });
    // The free plan ends the subscription.
    expect((await put("basic")).status).toBe(200);
    expect(fake.calls("DELETE", new RegExp(`/v1/subscriptions/${sub}$`))).toHaveLength(1);
  });

  it("deleting a group cancels its subscription; a Stripe failure keeps the group", async () => {
    const { manager, c, billingId } = await group();
    const sub = `sub_del_${billingId.slice(0, 8)}`;
    await api.db.query("UPDATE billing SET stripe_subscription_id = $2 WHERE id = $1", [billingId, sub]);
    fake.fail("DELETE", new RegExp(`/v1/subscriptions/${sub}$`), 500, 2);
    const failed = await api.call("DELETE", `/v1/communities/${c.id}`, { token: manager.token });
    expect(failed.status).toBe(500);
    expect((await api.db.query("SELECT 1 FROM communities WHERE id = $1", [c.id])).rows).toHaveLength(1);
    // Stripe has already forgotten it: deletion goes on.
    fake.missingSubscriptions.add(sub);
    const deleted = await api.call("DELETE", `/v1/communities/${c.id}`, { token: manager.token });
    expect(deleted.status).toBe(200);
    expect((await api.db.query("SELECT 1 FROM communities WHERE id = $1", [c.id])).rows).toHaveLength(0);
  });
});

describe.each(BACKENDS)("billing routes in local mode, and who may call them (%s)", (backend) => {
  let api: TestApi;
  let manager: Registered;
  let communityId: string;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(async () => {
    manager = await register(api);
    communityId = (await createCommunity(api, manager)).id;
  });

  it("has no webhook without Stripe (404), and applies a checkout at once", async () => {
    const hook = await api.call("POST", "/v1/stripe/webhook", {
      rawBody: "{}",
      headers: { "stripe-signature": "x" },
    });
    expect(hook.status).toBe(404);
    const r = await api.call("POST", `/v1/communities/${communityId}/billing/checkout`, {
      token: manager.token,
      body: { plan_id: "plus-15" },
    });
    expect([r.status, r.json]).toEqual([200, { mode: "local", url: null, coupon_removed: null }]);
    const c = await api.call("GET", `/v1/communities/${communityId}`, { token: manager.token });
    expect((c.json as { member_limit: number }).member_limit).toBe(15);
    const portal = await api.call("POST", `/v1/communities/${communityId}/billing/portal`, {
      token: manager.token,
    });
    expect([portal.status, portal.json]).toEqual([200, { url: null }]);
    const card = await api.call("POST", `/v1/communities/${communityId}/billing/card`, {
      token: manager.token,
      body: { token: "tok_visa" },
    });
    expect([card.status, card.json]).toEqual([200, { card: null, portal_url: null }]);
    const cancel = await api.call("POST", `/v1/communities/${communityId}/billing/cancel`, {
      token: manager.token,
    });
    expect((cancel.json as { billing: { status: string; mode: string } }).billing).toMatchObject({
      status: "canceled",
      mode: "local",
    });
  });

  it("checkout errors: bad_plan_id, same_plan, plan_limit_exceeded", async () => {
    const go = (plan_id: unknown) =>
      api.call("POST", `/v1/communities/${communityId}/billing/checkout`, {
        token: manager.token,
        body: { plan_id },
      });
    expect((await go("nope")).json).toEqual({ error: "bad_plan_id" });
    expect((await go("enterprise-1")).json).toEqual({ error: "bad_plan_id" });
    expect((await go("basic")).json).toEqual({ error: "same_plan" });
    for (let i = 0; i < 6; i += 1) await addMember(api, communityId, null, "member", "uninvited");
    const small = await go("plus-5-monthly");
    expect([small.status, small.json]).toEqual([400, { error: "plan_limit_exceeded" }]);
    expect((await go("plus-15")).status).toBe(200);
    const missing = await go(undefined);
    expect([missing.status, (missing.json as { error: string }).error]).toEqual([400, "missing_required"]);
  });

  it("refuses a member (403), another group's manager (404) and a visitor (401) on every billing route", async () => {
    const member = await register(api);
    await addMember(api, communityId, member);
    const other = await register(api);
    await createCommunity(api, other, "Other");
    const routes: [string, string, unknown][] = [
      ["POST", "checkout", { plan_id: "plus-5" }],
      ["POST", "portal", undefined],
      ["POST", "card", { token: "tok" }],
      ["POST", "cancel", undefined],
      ["GET", "", undefined],
      ["PUT", "", { plan_id: "plus-5", contact_member_id: "x" }],
    ];
    for (const [method, tail, body] of routes) {
      const path = `/v1/communities/${communityId}/billing${tail ? `/${tail}` : ""}`;
      expect((await api.call(method, path, { body })).status).toBe(401);
      expect((await api.call(method, path, { token: member.token, body })).status).toBe(403);
      expect((await api.call(method, path, { token: other.token, body })).status).toBe(404);
    }
    expect(
      (await api.call("GET", `/v1/communities/${communityId}/billing/cancel`, { token: manager.token }))
        .status,
    ).toBe(405);
  });
});

describe("Stripe configuration", () => {
  it("is local mode without STRIPE_SECRET_KEY", () => {
    expect(readStripeSettings({})).toBeUndefined();
    expect(readStripeSettings({ STRIPE_SECRET_KEY: " " })).toBeUndefined();
  });
  it("needs the webhook secret and a price for every paid plan, naming what is missing", () => {
    expect(() => readStripeSettings({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required.*STRIPE_PRICE_PLUS_5 /,
    );
    expect(() =>
      readStripeSettings({ STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "w", STRIPE_PRICES: "[" }),
    ).toThrow(/STRIPE_PRICES is not valid JSON/);
  });
  it("reads prices from STRIPE_PRICE_<PLAN> or STRIPE_PRICES (the variable wins)", () => {
    const env: Record<string, string> = {
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICES: JSON.stringify({ ...TEST_PRICES, "plus-5": "price_from_json" }),
      [priceVariable("plus-5-monthly")]: "price_from_var",
    };
    const settings = readStripeSettings(env)!;
    expect(priceVariable("midsize-6-month")).toBe("STRIPE_PRICE_MIDSIZE_6_MONTH");
    expect(settings.prices["plus-5"]).toBe("price_from_json");
    expect(settings.prices["plus-5-monthly"]).toBe("price_from_var");
    expect(settings.prices.basic).toBeUndefined();
    expect(Object.keys(settings.prices)).toHaveLength(12);
    expect(loadApiConfig(env).stripe?.webhookSecret).toBe("whsec_x");
    expect(loadApiConfig({}).stripe).toBeUndefined();
  });
});
