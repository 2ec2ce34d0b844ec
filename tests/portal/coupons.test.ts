import { describe, expect, it } from "vitest";
import { couponErrorMessage, couponText, formatDate, hasSpecialCoupon } from "../../app/billing/coupons.ts";
import { normalizeCouponCode as stripCouponCode, SPECIAL_COUPON, type Coupon } from "../../contract/index.ts";

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
  it("writes a UTC day, or null", () => {
    expect(formatDate("2027-03-03T23:30:00.000Z")).toBe("3 March 2027");
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate("not a date")).toBeNull();
  });
});
