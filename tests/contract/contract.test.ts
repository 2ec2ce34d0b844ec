// The contract against what the service really sends and what the portal really reads: the service's
// serialisers' output parses with the contract's schemas, the original's shapes (without our additions)
// parse too, and every error code the service throws is in the contract's list.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  authResponseSchema,
  billingSchema,
  buildPath,
  communitySchema,
  couponCheckResponseSchema,
  couponSchema,
  DEFAULT_PLAN,
  endpoints,
  ERROR_CODES,
  errorBodySchema,
  isErrorCode,
  isUnlimited,
  LIMITS,
  listEndpoints,
  normalizeCouponCode,
  PLANS,
  planNameOf,
  planSizeOf,
  plansResponseSchema,
  UNLIMITED_MEMBERS,
  userCommunitiesResponseSchema,
  userSchema,
} from "../../contract/index.ts";
import * as apiLimits from "../../api/limits.ts";
import { planJson } from "../../api/plans/plans.ts";
import { couponJson, discountedPlanJson, type CouponRow } from "../../api/billing/coupons.ts";
import { billingJson, type BillingRow } from "../../api/billing/model.ts";
import { userJson } from "../../api/users/model.ts";

const NOW = new Date("2026-11-23T10:00:00Z");

const coupon: CouponRow = {
  id: "7c0b8f0e-1111-4222-8333-944445555666",
  code: "FREEYEAR",
  name: "A free year of Plus 5",
  percent_off: 100,
  amount_off: null,
  duration: "repeating",
  duration_months: 12,
  valid_for_plan: "plus-5",
  valid_for_email: null,
  active: true,
  expires_at: null,
  stripe_coupon_id: null,
  stripe_promotion_code_id: null,
};

describe("the service's answers parse with the contract", () => {
  it("plans: every plan, with name and size", () => {
    const parsed = plansResponseSchema.parse({ plans: PLANS.map((p) => planJson(p)) });
    expect(parsed.plans.map((p) => p.id)).toEqual(PLANS.map((p) => p.id));
    expect(parsed.plans.every((p) => p.name && p.size)).toBe(true);
  });

  it("users: the wire User from sign-in and from GET /v1/users/{id}", () => {
    const row = {
      id: "u1",
      email: "ann@example.com",
      first_name: null,
      last_name: "Lee",
      email_verified: true,
      password_hash: "scrypt$...",
      preferences_id: "p1",
      time_zone: "America/Los_Angeles",
      date_locale: "en-US",
      language: "es",
    };
    const withEmail = userSchema.parse(userJson(row, true));
    expect(withEmail.email_plaintext).toBe("ann@example.com");
    expect(withEmail.preferences_id).toBe("p1");
    expect([withEmail.time_zone, withEmail.date_locale]).toEqual(["America/Los_Angeles", "en-US"]);
    expect(withEmail.language).toBe("es");
    expect(
      authResponseSchema.parse({ token: "t", user: userJson(row, false) }).user.email_plaintext,
    ).toBeNull();
  });

  it("billing: with a coupon, a trial and the local mode", () => {
    const row: BillingRow = {
      id: "b1",
      community_id: "c1",
      plan_id: "plus-5",
      contact_member_id: "m1",
      trial_end: new Date("2026-12-01T23:59:59Z"),
      status: "paid",
      coupon_code: "FREEYEAR",
      coupon: couponJson(coupon, NOW),
      coupon_applied_at: NOW,
      card_brand: null,
      card_last4: null,
      stripe_customer_id: null,
      stripe_subscription_id: null,
      stripe_subscription_item_id: null,
      stripe_synced_at: null,
      current_period_end: null,
      stripe_quantity: null,
    };
    const parsed = billingSchema.parse(billingJson(row, NOW, "local"));
    expect(parsed.coupon?.code).toBe("FREEYEAR");
    expect(parsed.mode).toBe("local");
    expect(parsed.coupon_end).toMatch(/^2027-11-23/);
  });

  it("coupon check: discounted plans and the 200 errors", () => {
    const plan = PLANS.find((p) => p.id === "plus-5")!;
    const answer = couponCheckResponseSchema.parse({
      discounted_plans: { offer: discountedPlanJson(plan, coupon, NOW) },
    });
    expect(answer.discounted_plans?.offer?.price).toBe(0);
    expect(couponCheckResponseSchema.parse({ error: "unknown" }).error).toBe("unknown");
  });
});

describe("the original's shapes (without our additions) parse too", () => {
  it("community with member_limit 0, no role or bar_ids", () => {
    const c = communitySchema.parse({
      name: "Family",
      default_bar_id: "b1",
      billing_id: null,
      member_count: 0,
      member_limit: 0,
      is_locked: false,
      id: "c1",
    });
    expect(isUnlimited(c.member_limit ?? 0)).toBe(true);
    expect(c.role).toBeUndefined();
  });

  it("plans without name and size: both derived from the id", () => {
    const [plan] = plansResponseSchema.parse({
      plans: [
        {
          id: "midsize-6-month",
          active: true,
          default: false,
          member_limit: 15,
          months: 6,
          price: 6000,
          currency: "USD",
          stripe: { price_id: "price_1" },
          price_text: "$60",
          monthly_price_text: "$10",
        },
      ],
    }).plans;
    expect(planNameOf(plan!)).toBe("Medium 6 Months");
    expect(planSizeOf(plan!)).toBe("medium");
    // Our plans derive to the sizes we send.
    for (const p of PLANS) expect(planSizeOf({ id: p.id })).toBe(p.size);
    // ...and to the names we send (plan basic is "Standard", spec S1 §9).
    for (const p of PLANS) expect(planNameOf({ id: p.id })).toBe(p.name);
  });

  it("the original's Coupon with PascalCase keys and a float percent", () => {
    const c = couponSchema.parse({
      code: "FREEYEAR",
      id: "co_1",
      api_id: "promo_1",
      name: "x",
      amount_off: null,
      percent_off: 100.0,
      expired: false,
      active: true,
      ValidForPlan: "plus-5",
      ValidForEmail: null,
      duration: "repeating",
      duration_months: 12,
    });
    expect(c.ValidForPlan).toBe("plus-5");
  });

  it("the user's communities and the three error-body families", () => {
    expect(
      userCommunitiesResponseSchema.parse({
        communities: [{ id: "c1", name: "F", role: "manager", member_id: "m1" }],
      }).communities,
    ).toHaveLength(1);
    expect(errorBodySchema.parse({ error: "locked", details: { timeout: 60 } }).details).toEqual({
      timeout: 60,
    });
    expect(errorBodySchema.parse({ error: "limit_reached" }).details).toBeUndefined();
    expect(errorBodySchema.safeParse("").success).toBe(false);
  });

  it("answers that break the contract are refused", () => {
    expect(
      communitySchema.safeParse({ id: "c1", name: "F", member_count: "3", member_limit: 5 }).success,
    ).toBe(false);
    expect(
      userCommunitiesResponseSchema.safeParse({ communities: [{ id: "c1", role: "owner" }] }).success,
    ).toBe(false);
  });
});

describe("constants", () => {
  it("api/limits.ts re-exports the contract's limits", () => {
    expect(apiLimits.LIMITS).toBe(LIMITS);
    expect(apiLimits.UNLIMITED_MEMBERS).toBe(UNLIMITED_MEMBERS);
  });

  it("unlimited is 65535 (ours) or 0 (the original); the default plan is unlimited", () => {
    expect(isUnlimited(65535)).toBe(true);
    expect(isUnlimited(0)).toBe(true);
    expect(isUnlimited(5)).toBe(false);
    expect(isUnlimited(DEFAULT_PLAN.member_limit)).toBe(true);
  });

  it("coupon codes keep only ASCII letters and digits", () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const normalized = normalizeCouponCode(code);
        expect(normalized).toMatch(/^[A-Za-z0-9]*$/);
        expect(normalizeCouponCode(normalized)).toBe(normalized);
      }),
    );
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("error codes", () => {
  it("every code the service throws is in the contract's list", () => {
    const thrown = new Set<string>();
    for (const file of sourceFiles("api")) {
      for (const match of readFileSync(file, "utf8").matchAll(/ApiError\(\s*\d{3},\s*"([a-z_]+)"/g)) {
        thrown.add(match[1]!);
      }
    }
    thrown.delete("code"); // the errors module's own documentation
    expect(thrown.size).toBeGreaterThan(10);
    for (const code of thrown) expect(isErrorCode(code), code).toBe(true);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});

describe("the endpoint table", () => {
  it("names every endpoint once, with a /v1 path and a method", () => {
    const list = listEndpoints();
    expect(list.length).toBe(Object.keys(endpoints).length);
    const keys = list.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of list) expect(e.path).toMatch(/^\/v1\//);
  });

  it("builds paths with each parameter as one encoded segment", () => {
    expect(buildPath(endpoints.getBar.path, { communityId: "c 1", barId: "../x" })).toBe(
      "/v1/communities/c%201/bars/..%2Fx",
    );
    expect(() => buildPath(endpoints.getBar.path, { communityId: "c1" })).toThrow(/barId/);
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        const path = buildPath(endpoints.getUser.path, { userId: id });
        expect(path.split("/")).toHaveLength(4);
        expect(decodeURIComponent(path.split("/")[3]!)).toBe(id);
      }),
    );
  });
});
