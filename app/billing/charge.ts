// What the check page says will be charged when the group has a coupon (decision 022): the price
// with the coupon for as long as it lasts, then the plan's own price ("$0 for the first year, then $35 a year"),
// or that the coupon does not cover the plan and is removed with the change.
import type { Coupon, Plan } from "../../contract/index.ts";
import { periodText } from "./plans.ts";
import { billingWords, type BillingWords } from "./words.ts";

const ENGLISH = billingWords();

/** "the first year", "the first 3 months", "the first 2 payments (12 months)". */
function firstPeriod(couponMonths: number, planMonths: number, w: BillingWords): string {
  if (planMonths === 12 && couponMonths === 12) return w.t("charge.firstYear");
  if (planMonths === 1) return w.t("charge.firstMonths", { months: couponMonths });
  const payments = Math.max(1, Math.ceil(couponMonths / planMonths));
  if (payments === 1) return w.t("charge.firstPayment");
  return w.t("charge.firstPayments", { payments, months: couponMonths });
}

/**
 * The price with the coupon in words. `discounted` is the price /v1 computed for the plan with the coupon, in
 * cents; null when the plan has no public price or no period (nothing renews).
 */
export function chargeText(
  plan: Plan,
  coupon: Coupon,
  discounted: number,
  w: BillingWords = ENGLISH,
): string | null {
  const price = plan.price ?? -1;
  const months = plan.months ?? 0;
  if (price <= 0 || months <= 0) return null;
  const period = periodText(months, w);
  const full = w.t("price.withPeriod", { price: w.money(price), period });
  if (discounted >= price) return full;
  const now = w.money(Math.max(0, discounted));
  if (coupon.duration === "forever") return w.t("charge.forever", { now, period, full });
  if (coupon.duration === "repeating" && (coupon.duration_months ?? 0) > 0) {
    const first = firstPeriod(coupon.duration_months!, months, w);
    const each = months === 1 ? w.t("price.withPeriod", { price: now, period }) : now;
    return w.t("charge.repeating", { now: each, first, full });
  }
  return w.t("charge.once", { now, full });
}

/** The words for a coupon the change removes: it does not cover the new plan (decision 022). */
export function couponRemovedText(
  code: string,
  plan: Pick<Plan, "id" | "name">,
  w: BillingWords = ENGLISH,
): string {
  return w.t("coupon.removed", { code, plan: w.planName(plan) });
}
