// Coupons as the portal shows them: the spec's error texts (S1 §8), the free text (S1 §9) and whether a
// community holds the special coupon "free year of Plus 5" (S1 §9). The wire shapes, the code normaliser
// and the special coupon itself are in contract/billing.ts.
import { dateText, type ReaderClock } from "../../common/clock-words.ts";
import {
  normalizeCouponCode,
  SPECIAL_COUPON,
  type Billing,
  type Coupon,
  type COUPON_CHECK_ERRORS,
  type DiscountError,
} from "../../contract/index.ts";
import { billingWords, type BillingKey, type BillingWords } from "./words.ts";

const ENGLISH = billingWords();

/** The spec's words for every coupon error /v1 sends (S1 §8), by their message in the catalogue. */
const COUPON_ERRORS = {
  unknown: "coupon.unknown",
  expired: "coupon.expired",
  inactive: "coupon.inactive",
  invalid_email: "coupon.invalidEmail",
  wrong_plan: "coupon.wrongPlan",
} as const satisfies Record<(typeof COUPON_CHECK_ERRORS)[number] | DiscountError, BillingKey>;

/** A coupon error code in the spec's words; any other error becomes the unknown message. */
export function couponErrorMessage(code: unknown, w: BillingWords = ENGLISH): string {
  return w.t(
    typeof code === "string" && Object.hasOwn(COUPON_ERRORS, code)
      ? COUPON_ERRORS[code as keyof typeof COUPON_ERRORS]
      : COUPON_ERRORS.unknown,
  );
}

/**
 * What a coupon means for the price. A full discount uses the spec's free text (S1 §9): repeating 12 months
 * "Free for one year", other repeating durations "Free for N months", forever "Free forever"; a one-off full
 * discount is "Free for the first payment". A partial one says how much is taken off, and for how long.
 */
export function couponText(coupon: Coupon, w: BillingWords = ENGLISH): string {
  const free = coupon.percent_off != null && coupon.percent_off >= 100;
  const months = coupon.duration_months ?? 0;
  const repeating = coupon.duration === "repeating" && months > 0;
  if (free) {
    if (coupon.duration === "forever") return w.t("coupon.freeForever");
    return repeating ? w.t("coupon.freeFor", { months }) : w.t("coupon.freeFirst");
  }
  const off =
    coupon.amount_off != null
      ? w.t("coupon.amountOff", { amount: w.money(coupon.amount_off) })
      : coupon.percent_off != null
        ? w.t("coupon.percentOff", { percent: coupon.percent_off })
        : w.t("coupon.discount");
  if (coupon.duration === "forever") return w.t("coupon.offForever", { off });
  return repeating ? w.t("coupon.offFor", { off, months }) : w.t("coupon.offFirst", { off });
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
