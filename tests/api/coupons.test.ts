import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  couponEnd,
  coversEmail,
  coversPlan,
  discountedPrice,
  normalizeCouponCode,
} from "../../api/billing/coupons.ts";
import {
  availableBackends,
  register,
  startApi,
  uniqueEmail,
  type Registered,
  type TestApi,
} from "./harness.ts";

const BACKENDS = await availableBackends();

describe("coupon rules", () => {
  it("compares codes stripped to letters and digits", () => {
    expect(normalizeCouponCode(" free-year! ")).toBe("freeyear");
    expect(normalizeCouponCode("Free Year 2")).toBe("FreeYear2");
    expect(normalizeCouponCode("--- ")).toBe("");
    expect(normalizeCouponCode("fréé")).toBe("fr");
  });
  it("a plan restriction covers the plan and every id that starts with it and a hyphen", () => {
    const plus5 = { valid_for_plan: "plus-5" };
    expect(coversPlan(plus5, "plus-5")).toBe(true);
    expect(coversPlan(plus5, "plus-5-monthly")).toBe(true);
    expect(coversPlan(plus5, "plus-50")).toBe(false);
    expect(coversPlan(plus5, "plus-15")).toBe(false);
    expect(coversPlan({ valid_for_plan: null }, "large-6-month")).toBe(true);
  });
  it("an email restriction covers the domain and its subdomains", () => {
    const school = { valid_for_email: "School.org" };
    expect(coversEmail(school, "ann@school.org")).toBe(true);
    expect(coversEmail(school, "ann@Class.SCHOOL.org")).toBe(true);
    expect(coversEmail(school, "ann@notschool.org")).toBe(false);
    expect(coversEmail(school, "ann@school.org.evil.com")).toBe(false);
    expect(coversEmail(school, "school.org")).toBe(false);
    expect(coversEmail({ valid_for_email: null }, "x@y.z")).toBe(true);
  });
  it("discounts by amount, by percent (half to even) or to zero, clamped at 0", () => {
    expect(discountedPrice({ percent_off: 100, amount_off: null }, 3500)).toBe(0);
    expect(discountedPrice({ percent_off: 25, amount_off: null }, 7000)).toBe(5250);
    expect(discountedPrice({ percent_off: 12.5, amount_off: null }, 500)).toBe(438); // 62.5 → 62
    expect(discountedPrice({ percent_off: 12.5, amount_off: null }, 1400)).toBe(1225); // 175
    expect(discountedPrice({ percent_off: 30, amount_off: null }, 5)).toBe(3); // 1.5 → 2
    expect(discountedPrice({ percent_off: null, amount_off: 1000 }, 500)).toBe(0);
    expect(discountedPrice({ percent_off: null, amount_off: 200 }, 500)).toBe(300);
    expect(discountedPrice({ percent_off: 100, amount_off: null }, -1)).toBe(-1);
  });
  it("a repeating coupon ends its months later (clamped to the month's end); others have no known end", () => {
    const repeating = (months: number) => ({ duration: "repeating", duration_months: months });
    const at = new Date("2030-01-31T10:00:00Z");
    expect(couponEnd(repeating(12), at)?.toISOString()).toBe("2031-01-31T10:00:00.000Z");
    expect(couponEnd(repeating(1), at)?.toISOString()).toBe("2030-02-28T10:00:00.000Z");
    expect(couponEnd(repeating(1), new Date("2032-01-31T00:00:00Z"))?.toISOString()).toBe(
      "2032-02-29T00:00:00.000Z",
    );
    expect(couponEnd({ duration: "forever", duration_months: null }, at)).toBeNull();
    expect(couponEnd({ duration: "once", duration_months: null }, at)).toBeNull();
    expect(couponEnd(repeating(12), null)).toBeNull();
    expect(couponEnd(null, at)).toBeNull();
  });
});

const FREEYEAR = {
  code: "FREEYEAR",
  id: expect.any(String),
  api_id: null,
  name: "Free year of Plus 5",
  amount_off: null,
  percent_off: 100,
  expired: false,
  active: true,
  ValidForPlan: "plus-5",
  ValidForEmail: null,
  duration: "repeating",
  duration_months: 12,
};

describe.each(BACKENDS)("billing coupons (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
    const past = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await api.db.query(
      `INSERT INTO coupons (code, name, percent_off, amount_off, duration, duration_months, valid_for_plan,
                            valid_for_email, active, expires_at)
       VALUES ('OLD', 'Gone', 50, NULL, 'once', NULL, NULL, NULL, true, $1),
              ('OFF', 'Switched off', 50, NULL, 'forever', NULL, NULL, NULL, false, NULL),
              ('SCHOOL', 'Schools', NULL, 200, 'forever', NULL, NULL, 'school.org', true, NULL),
              ('QUARTER', 'A quarter off', 25, NULL, 'repeating', 3, NULL, NULL, true, NULL),
              ('LATER', 'Still valid', 12.5, NULL, 'once', NULL, 'plus-15', NULL, true, '2999-01-01T00:00:00Z')`,
      [past],
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  async function setup(email?: string) {
    const manager = await register(api, { email });
    const r = await api.call("POST", "/v1/communities", { token: manager.token, body: { name: "Family" } });
    const id = (r.json as { community: { id: string } }).community.id;
    return { manager, id, path: `/v1/communities/${id}/billing/coupon` };
  }
  const check = (s: { manager: Registered; path: string }, body: unknown) =>
    api.call("POST", s.path, { token: s.manager.token, body });
  const apply = (s: { manager: Registered; path: string }, coupon_code: unknown) =>
    api.call("PUT", s.path, { token: s.manager.token, body: { coupon_code } });
  const billing = async (s: { manager: Registered; id: string }) =>
    (await api.call("GET", `/v1/communities/${s.id}/billing`, { token: s.manager.token })).json as Record<
      string,
      unknown
    >;

  describe("POST (the check)", () => {
    it("answers in the check order 401 → 404 → 403 → 415 → 400, and 405 for other methods", async () => {
      const s = await setup();
      const member = await register(api);
      await api.db.query(
        "INSERT INTO members (community_id, user_id, role, state) VALUES ($1, $2, 'member', 'active')",
        [s.id, member.userId],
      );
      const body = { coupon_code: "FREEYEAR", plans: { a: "plus-5" } };
      expect((await api.call("POST", s.path, { body })).status).toBe(401);
      const stranger = await register(api);
      expect((await api.call("POST", s.path, { token: stranger.token, body })).status).toBe(404);
      expect((await api.call("POST", s.path, { token: member.token, rawBody: "{" })).status).toBe(403);
      expect((await api.call("PUT", s.path, { token: member.token, rawBody: "{" })).status).toBe(403);
      const media = await api.call("POST", s.path, {
        token: s.manager.token,
        body,
        contentType: "text/plain",
      });
      expect(media.status).toBe(415);
      expect((await check(s, {})).json).toEqual({
        error: "missing_required",
        details: { required: ["coupon_code", "plans"] },
      });
      expect((await check(s, { coupon_code: "x", plans: "plus-5" })).json).toEqual({
        error: "invalid_field",
        details: { field: "plans" },
      });
      expect((await check(s, { coupon_code: "x", plans: {}, inactive: "yes" })).json).toEqual({
        error: "invalid_field",
        details: { field: "inactive" },
      });
      expect((await check(s, { coupon_code: "x".repeat(101), plans: {} })).json).toEqual({
        error: "too_long",
        details: { field: "coupon_code", max_length: 100 },
      });
      const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, "plus-5"]));
      expect((await check(s, { coupon_code: "FREEYEAR", plans: many })).json).toEqual({
        error: "too_many",
        details: { field: "plans", max_items: 50 },
      });
      for (const method of ["GET", "DELETE"]) {
        expect((await api.call(method, s.path, { token: s.manager.token })).status).toBe(405);
      }
    });

    it("answers unknown codes with 200 {error: unknown}", async () => {
      const s = await setup();
      for (const coupon_code of ["NOPE", "", " -- ", "FREEYEARS", "FREE YEAR 2"]) {
        const r = await check(s, { coupon_code, plans: { a: "plus-5" } });
        expect([r.status, r.json], coupon_code).toEqual([200, { error: "unknown" }]);
      }
    });

    it("discounts the special coupon's plans, and wrong_plan does not spoil the plans after it", async () => {
      const s = await setup();
      const r = await check(s, {
        coupon_code: "free-year",
        plans: { big: "plus-15", yearly: "plus-5", gone: "gold", monthly: "plus-5-monthly", odd: 7 },
      });
      expect(r.status).toBe(200);
      const plans = (r.json as { discounted_plans: Record<string, Record<string, unknown>> })
        .discounted_plans;
      expect(Object.keys(plans)).toEqual(["big", "yearly", "monthly"]);
      expect(plans.yearly).toEqual({
        id: "plus-5",
        name: "Plus 5",
        size: "plus",
        active: true,
        default: false,
        member_limit: 5,
        months: 12,
        price: 0,
        currency: "USD",
        stripe: null,
        price_text: "$0",
        monthly_price_text: "$0",
        coupon: FREEYEAR,
        coupon_saving: 3500,
        coupon_saving_text: "$35",
        error: null,
      });
      expect(plans.monthly).toMatchObject({
        price: 0,
        coupon_saving: 500,
        coupon_saving_text: "$5",
        error: null,
      });
      expect(plans.big).toMatchObject({
        price: 7000,
        price_text: "$70",
        monthly_price_text: "$5.83",
        coupon: FREEYEAR,
        coupon_saving: 0,
        coupon_saving_text: "$0",
        error: "wrong_plan",
      });
    });

    it("computes percent and amount discounts on the plans' prices", async () => {
      const s = await setup("ann@class.school.org");
      const quarter = await check(s, { coupon_code: "quarter", plans: { a: "plus-15", b: "large-6-month" } });
      expect(quarter.json).toMatchObject({
        discounted_plans: {
          a: {
            price: 5250,
            price_text: "$52.50",
            coupon_saving: 1750,
            coupon_saving_text: "$17.50",
            error: null,
          },
          b: { price: 13500, monthly_price_text: "$22.50", coupon_saving: 4500 },
        },
      });
      const school = await check(s, { coupon_code: "SCHOOL", plans: { a: "plus-5-monthly", b: "basic" } });
      expect(school.json).toMatchObject({
        discounted_plans: {
          a: { price: 300, coupon_saving: 200, coupon: { amount_off: 200, ValidForEmail: "school.org" } },
          b: { price: 0, coupon_saving: 0, error: null },
        },
      });
      const later = await check(s, { coupon_code: "later", plans: { a: "plus-15-monthly" } });
      expect(later.json).toMatchObject({ discounted_plans: { a: { price: 875, coupon_saving: 125 } } });
    });

    it("answers expired and inactive coupons, unless asked with inactive: true (then per plan)", async () => {
      const s = await setup();
      expect((await check(s, { coupon_code: "old", plans: { a: "plus-5" } })).json).toEqual({
        error: "expired",
      });
      expect((await check(s, { coupon_code: "OFF", plans: { a: "plus-5" } })).json).toEqual({
        error: "inactive",
      });
      const old = await check(s, { coupon_code: "old", plans: { a: "plus-5" }, inactive: true });
      expect(old.json).toMatchObject({
        discounted_plans: {
          a: { price: 3500, coupon_saving: 0, error: "expired", coupon: { expired: true, active: false } },
        },
      });
      const off = await check(s, { coupon_code: "off", plans: { a: "plus-5" }, inactive: true });
      expect(off.json).toMatchObject({
        discounted_plans: {
          a: { price: 3500, error: "inactive", coupon: { expired: false, active: false } },
        },
      });
      const nullFlag = await check(s, { coupon_code: "off", plans: { a: "plus-5" }, inactive: null });
      expect(nullFlag.json).toEqual({ error: "inactive" });
    });

    it("answers invalid_email when the caller's address is outside the coupon's domain", async () => {
      const s = await setup(uniqueEmail("outside"));
      expect((await check(s, { coupon_code: "school", plans: { a: "plus-5" } })).json).toEqual({
        error: "invalid_email",
      });
      const inside = await setup(`head.${Date.now()}@school.org`);
      expect((await check(inside, { coupon_code: "school", plans: { a: "plus-5" } })).json).toMatchObject({
        discounted_plans: { a: { price: 3300 } },
      });
    });
  });

  describe("PUT (apply)", () => {
    it("applies a known coupon: GET billing shows the code, the Coupon and the end of a repeating discount", async () => {
      const s = await setup();
      const r = await apply(s, " free-Year ");
      expect([r.status, r.text]).toEqual([200, ""]);
      const b = await billing(s);
      expect(b).toMatchObject({ plan_id: "basic", coupon_code: "FREEYEAR", coupon: FREEYEAR, mode: "local" });
      const { rows } = await api.db.query<{ coupon_applied_at: Date }>(
        "SELECT coupon_applied_at FROM billing WHERE community_id = $1",
        [s.id],
      );
      const appliedAt = rows[0]!.coupon_applied_at;
      expect(b.coupon_end).toBe(couponEnd(FREEYEAR, appliedAt)!.toISOString());
      const days = (Date.parse(b.coupon_end as string) - appliedAt.getTime()) / 86_400_000;
      expect(days === 365 || days === 366).toBe(true);

      // Applying it again does not restart the discount.
      api.clock.advance(60 * 60 * 1000); // within the token's idle limit
      expect((await apply(s, "FREEYEAR")).status).toBe(200);
      expect((await billing(s)).coupon_end).toBe(b.coupon_end);
      api.clock.offsetMs = 0;
    });

    it("refuses unknown (400 unknown), expired, inactive and out-of-domain coupons; keeps the one applied", async () => {
      const s = await setup();
      expect((await apply(s, "freeyear")).status).toBe(200);
      for (const [code, error] of [
        ["NOPE", "unknown"],
        ["FREEYEARS", "unknown"],
        ["old", "expired"],
        ["off", "inactive"],
        ["school", "invalid_email"],
      ]) {
        const r = await apply(s, code);
        expect([r.status, r.json], code).toEqual([400, { error }]);
      }
      expect(await billing(s)).toMatchObject({ coupon_code: "FREEYEAR", coupon: FREEYEAR });
      const missing = await api.call("PUT", s.path, { token: s.manager.token, body: {} });
      expect(missing.json).toEqual({ error: "missing_required", details: { required: ["coupon_code"] } });
    });

    it("replaces the coupon with another, and an empty code removes it", async () => {
      const s = await setup();
      await apply(s, "FREEYEAR");
      expect((await apply(s, "quarter")).status).toBe(200);
      expect(await billing(s)).toMatchObject({
        coupon_code: "QUARTER",
        coupon: { code: "QUARTER", percent_off: 25, duration: "repeating", duration_months: 3 },
      });
      expect((await apply(s, " - ")).status).toBe(200);
      const b = await billing(s);
      expect(b).toMatchObject({ coupon_code: null, coupon: null });
      expect(b).not.toHaveProperty("coupon_end");
    });

    it("with PUT billing: the special offer makes the group Plus 5, free for a year", async () => {
      const s = await setup();
      const { rows } = await api.db.query<{ id: string }>(
        "SELECT id FROM members WHERE community_id = $1 AND user_id = $2",
        [s.id, s.manager.userId],
      );
      expect((await apply(s, "FREEYEAR")).status).toBe(200);
      const put = await api.call("PUT", `/v1/communities/${s.id}/billing`, {
        token: s.manager.token,
        body: { plan_id: "plus-5", contact_member_id: rows[0]!.id },
      });
      expect(put.status).toBe(200);
      expect(await billing(s)).toMatchObject({
        plan_id: "plus-5",
        coupon_code: "FREEYEAR",
        coupon: FREEYEAR,
        coupon_end: expect.any(String),
        mode: "local",
      });
      const community = await api.call("GET", `/v1/communities/${s.id}`, { token: s.manager.token });
      expect(community.json).toMatchObject({ member_limit: 5 });
    });
  });

  // A coupon used to stay attached to a plan it does not cover (decision 022).
  describe("a plan change drops a coupon that does not cover the new plan", () => {
    const contactOf = async (s: { manager: Registered; id: string }) =>
      (
        await api.db.query<{ id: string }>(
          "SELECT id FROM members WHERE community_id = $1 AND user_id = $2",
          [s.id, s.manager.userId],
        )
      ).rows[0]!.id;
    const checkout = (s: { manager: Registered; id: string }, plan_id: string) =>
      api.call("POST", `/v1/communities/${s.id}/billing/checkout`, {
        token: s.manager.token,
        body: { plan_id },
      });

    it("checkout to Plus 15 with the free year of Plus 5: the coupon is removed and named", async () => {
      const s = await setup();
      expect((await apply(s, "FREEYEAR")).status).toBe(200);
      const moved = await checkout(s, "plus-15");
      expect(moved.status).toBe(200);
      expect(moved.json).toEqual({ mode: "local", url: null, coupon_removed: "FREEYEAR" });
      const b = await billing(s);
      expect(b).toMatchObject({ plan_id: "plus-15", coupon_code: null, coupon: null });
      expect(b).not.toHaveProperty("coupon_end");
      const { rows } = await api.db.query<{ coupon_applied_at: Date | null }>(
        "SELECT coupon_applied_at FROM billing WHERE community_id = $1",
        [s.id],
      );
      expect(rows[0]!.coupon_applied_at).toBeNull();
    });

    it("checkout to a plan the coupon covers keeps it; an unrestricted coupon stays on any plan", async () => {
      const s = await setup();
      expect((await apply(s, "FREEYEAR")).status).toBe(200);
      const plus5 = await checkout(s, "plus-5-monthly");
      expect(plus5.json).toEqual({ mode: "local", url: null, coupon_removed: null });
      expect(await billing(s)).toMatchObject({
        plan_id: "plus-5-monthly",
        coupon_code: "FREEYEAR",
        coupon: FREEYEAR,
      });

      const q = await setup();
      expect((await apply(q, "QUARTER")).status).toBe(200);
      expect((await checkout(q, "large-6-month")).json).toMatchObject({ coupon_removed: null });
      expect(await billing(q)).toMatchObject({ plan_id: "large-6-month", coupon_code: "QUARTER" });
    });

    it("PUT billing to Plus 15 drops the free year of Plus 5 too", async () => {
      const s = await setup();
      expect((await apply(s, "FREEYEAR")).status).toBe(200);
      const put = await api.call("PUT", `/v1/communities/${s.id}/billing`, {
        token: s.manager.token,
        body: { plan_id: "plus-15", contact_member_id: await contactOf(s) },
      });
      expect(put.status).toBe(200);
      expect(await billing(s)).toMatchObject({ plan_id: "plus-15", coupon_code: null, coupon: null });
    });

    it("a refused change keeps the coupon (the same plan, a plan too small)", async () => {
      const s = await setup();
      expect((await apply(s, "FREEYEAR")).status).toBe(200);
      expect((await checkout(s, "basic")).status).toBe(400); // same_plan: a new group is on basic
      expect(await billing(s)).toMatchObject({ plan_id: "basic", coupon_code: "FREEYEAR" });
    });
  });
});
