import { describe, expect, it } from "vitest";
import { couponErrorMessage, couponText, formatDate, hasSpecialCoupon } from "../../app/billing/coupons.ts";
import { chargeText, couponRemovedText } from "../../app/billing/charge.ts";
import { centsText, pricePeriodText } from "../../app/billing/plans.ts";
import {
  findPlan,
  moneyText,
  normalizeCouponCode as stripCouponCode,
  normalizeMoneyText,
  SPECIAL_COUPON,
  type Coupon,
} from "../../contract/index.ts";

const free = (duration: Coupon["duration"], duration_months: number | null = null): Coupon => ({
  code: "X",
  percent_off: 100,
  amount_off: null,
  duration,
  duration_months,
});

describe("coupon errors (spec S1 §8)", () => {
  it("uses the spec's texts", () => {
    expect(couponErrorMessage("unknown")).toBe("Not a valid coupon");
    expect(couponErrorMessage("expired")).toBe("Coupon expired");
    expect(couponErrorMessage("inactive")).toBe("Coupon is no longer valid");
    expect(couponErrorMessage("invalid_email")).toBe("Coupon is not valid for your email address");
    expect(couponErrorMessage("wrong_plan")).toBe("Coupon is not valid for this plan");
  });
  it("turns any other error into the unknown text", () => {
    for (const code of ["bad_plan_id", "", "toString", "__proto__", undefined, null, 400]) {
      expect(couponErrorMessage(code)).toBe("Not a valid coupon");
    }
  });
});

describe("coupon free text (spec S1 §9)", () => {
  it("repeating 12 months is a free year, other repeating durations count months, forever is forever", () => {
    expect(couponText(free("repeating", 12))).toBe("Free for one year");
    expect(couponText(free("repeating", 6))).toBe("Free for 6 months");
    expect(couponText(free("repeating", 24))).toBe("Free for 24 months");
    expect(couponText(free("repeating", 1))).toBe("Free for 1 month");
    expect(couponText(free("forever"))).toBe("Free forever");
    expect(couponText(free("once"))).toBe("Free for the first payment");
  });
  it("says how much a partial coupon takes off, and for how long", () => {
    expect(couponText({ code: "Q", percent_off: 25, duration: "repeating", duration_months: 3 })).toBe(
      "25% off for 3 months",
    );
    expect(couponText({ code: "A", amount_off: 250, duration: "forever" })).toBe("$2.50 off forever");
    expect(couponText({ code: "A", amount_off: 500, duration: "once" })).toBe("$5 off the first payment");
  });
});

describe("the special coupon", () => {
  it("is FREEYEAR for plus-5 and plus-5-monthly", () => {
    expect(SPECIAL_COUPON.code).toBe("FREEYEAR");
    expect(SPECIAL_COUPON.planIds).toEqual(["plus-5", "plus-5-monthly"]);
  });
  it("counts as held only with its coupon on a plan it covers", () => {
    const coupon = { ...free("repeating", 12), code: "FREEYEAR" };
    expect(hasSpecialCoupon({ plan_id: "plus-5", coupon_code: "FREEYEAR", coupon })).toBe(true);
    expect(hasSpecialCoupon({ plan_id: "plus-5-monthly", coupon_code: "free-year", coupon: null })).toBe(
      true,
    );
    expect(hasSpecialCoupon({ plan_id: "basic", coupon_code: "FREEYEAR", coupon })).toBe(false);
    expect(
      hasSpecialCoupon({ plan_id: "plus-5", coupon_code: "OTHER", coupon: { ...coupon, code: "OTHER" } }),
    ).toBe(false);
    expect(hasSpecialCoupon({ plan_id: "plus-5", coupon_code: null, coupon: null })).toBe(false);
  });
  it("strips codes to letters and digits", () => {
    expect(stripCouponCode(" free-year! ")).toBe("freeyear");
  });
});

describe("formatDate", () => {
  it("writes the reader's day, or null", () => {
    const uk = { timeZone: "Europe/London", locale: "en-GB" } as const;
    expect(formatDate("2027-03-03T23:30:00.000Z", uk)).toBe("3 March 2027");
    // Half past eleven at night in London is the afternoon of the same day in California.
    expect(formatDate("2027-03-04T01:30:00.000Z", { timeZone: "America/Los_Angeles", locale: "en-US" })).toBe(
      "March 3, 2027",
    );
    expect(formatDate(undefined, uk)).toBeNull();
    expect(formatDate("not a date", uk)).toBeNull();
  });
});

// What the check page says will be charged with a coupon, and that a coupon which does not cover the new plan is
// removed; money written one way.
describe("what will be charged with a coupon", () => {
  const plus5 = findPlan("plus-5")!;
  const plus5Monthly = findPlan("plus-5-monthly")!;
  const standard6 = findPlan("basic-6-month")!;
  const quarter: Coupon = { code: "Q", percent_off: 25, amount_off: null, duration: "forever" };
  it("a free year: $0 for the first year, then the plan's price", () => {
    expect(chargeText(plus5, free("repeating", 12), 0)).toBe("$0 for the first year, then $35 a year");
    expect(chargeText(plus5Monthly, free("repeating", 12), 0)).toBe(
      "$0 a month for the first 12 months, then $5 a month",
    );
    expect(chargeText(standard6, free("repeating", 12), 0)).toBe(
      "$0 for the first 2 payments (12 months), then $30 every 6 months",
    );
    expect(chargeText(plus5, free("once"), 0)).toBe("$0 for the first payment, then $35 a year");
  });
  it("writes cents with two digits, never $26.3", () => {
    expect(chargeText(plus5, quarter, 2630)).toBe("$26.30 a year with the coupon (instead of $35 a year)");
    expect(pricePeriodText({ ...plus5, price: 5250, price_text: "$52.5" })).toBe("$52.50 a year");
    expect(centsText(1750)).toBe("$17.50");
    expect(moneyText(1750)).toBe("$17.50");
    expect(normalizeMoneyText("$2.5")).toBe("$2.50");
    expect(normalizeMoneyText("$35")).toBe("$35");
    expect(normalizeMoneyText("Free")).toBe("Free");
  });
  it("no price to charge: a free plan, a plan without a public price; no discount: the plain price", () => {
    expect(chargeText(findPlan("basic")!, free("forever"), 0)).toBeNull();
    expect(chargeText(findPlan("enterprise-1")!, free("forever"), -1)).toBeNull();
    expect(chargeText(plus5, quarter, 3500)).toBe("$35 a year");
  });
  it("says a coupon that does not cover the plan is removed with the change", () => {
    expect(couponRemovedText("FREEYEAR", { id: "plus-15" })).toBe(
      "Coupon FREEYEAR does not cover Plus 15, so it is removed when you change to this plan.",
    );
  });
});
