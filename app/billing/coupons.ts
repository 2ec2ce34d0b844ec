// Coupons as the portal shows them: the spec's error texts (S1 §8), the free text (S1 §9) and whether a
// community holds the special coupon "free year of Plus 5" (S1 §9). The wire shapes, the code normaliser
// and the special coupon itself are in contract/billing.ts.
import { dateText, type ReaderClock } from "../../common/clock-words.ts";
import {
  moneyText,
  normalizeCouponCode,
  SPECIAL_COUPON,
  type Billing,
  type Coupon,
  type COUPON_CHECK_ERRORS,
  type DiscountError,
} from "../../contract/index.ts";

/** The spec's words for every coupon error /v1 sends (S1 §8). */
export const COUPON_ERROR_MESSAGES = {
  unknown: "Not a valid coupon",
  expired: "Coupon expired",
  inactive: "Coupon is no longer valid",
  invalid_email: "Coupon is not valid for your email address",
  wrong_plan: "Coupon is not valid for this plan",
} as const satisfies Record<(typeof COUPON_CHECK_ERRORS)[number] | DiscountError, string>;

/** A coupon error code in the spec's words; any other error becomes the unknown message. */
export function couponErrorMessage(code: unknown): string {
  return typeof code === "string" && Object.hasOwn(COUPON_ERROR_MESSAGES, code)
    ? COUPON_ERROR_MESSAGES[code as keyof typeof COUPON_ERROR_MESSAGES]
    : COUPON_ERROR_MESSAGES.unknown;
}

function months(n: number): string {
  if (n === 12) return "one year";
  return n === 1 ? "1 month" : `${n} months`;
}

/**
 * What a coupon means for the price. A full discount uses the spec's free text (S1 §9): repeating 12 months
 * "Free for one year", other repeating durations "Free for N months", forever "Free forever"; a one-off full
 * discount is "Free for the first payment". A partial one says how much is taken off, and for how long.
 */
export function couponText(coupon: Coupon): string {
  const free = coupon.percent_off != null && coupon.percent_off >= 100;
  const n = coupon.duration_months ?? 0;
  if (free) {
    if (coupon.duration === "forever") return "Free forever";
    if (coupon.duration === "repeating" && n > 0) return `Free for ${months(n)}`;
    return "Free for the first payment";
  }
  const off =
    coupon.amount_off != null
      ? `${moneyText(coupon.amount_off)} off`
      : coupon.percent_off != null
        ? `${coupon.percent_off}% off`
        : "A discount";
  if (coupon.duration === "forever") return `${off} forever`;
  if (coupon.duration === "repeating" && n > 0) return `${off} for ${months(n)}`;
  return `${off} the first payment`;
}

/** Whether the group already has the special offer: its coupon on one of the plans it covers. */
export function hasSpecialCoupon(billing: Pick<Billing, "plan_id" | "coupon_code" | "coupon">): boolean {
  const code = billing.coupon?.code ?? billing.coupon_code ?? "";
  return (
    normalizeCouponCode(code).toUpperCase() === SPECIAL_COUPON.code &&
    SPECIAL_COUPON.planIds.includes(billing.plan_id)
  );
}

/** A date such as "March 3, 2027", the reader's day, or null when absent or not a date. */
export function formatDate(iso: string | null | undefined, clock: ReaderClock): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateText(date, clock);
}
