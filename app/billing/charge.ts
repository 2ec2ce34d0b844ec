// What the check page says will be charged when the group has a coupon (decision 022): the price
// with the coupon for as long as it lasts, then the plan's own price ("$0 for the first year, then $35 a year"),
// or that the coupon does not cover the plan and is removed with the change.
import { moneyText, planNameOf, type Coupon, type Plan } from "../../contract/index.ts";

function every(months: number): string {
  if (months === 12) return "a year";
  if (months === 1) return "a month";
  return `every ${months} months`;
}

/** "the first year", "the first 3 months", "the first 2 payments (12 months)". */
function firstPeriod(couponMonths: number, planMonths: number): string {
  if (planMonths === 12 && couponMonths === 12) return "the first year";
  if (planMonths === 1) return couponMonths === 1 ? "the first month" : `the first ${couponMonths} months`;
  const payments = Math.max(1, Math.ceil(couponMonths / planMonths));
  if (payments === 1) return "the first payment";
  return `the first ${payments} payments (${couponMonths} months)`;
}

/**
 * The price with the coupon in words. `discounted` is the price /v1 computed for the plan with the coupon, in
 * cents; null when the plan has no public price or no period (nothing renews).
 */
export function chargeText(plan: Plan, coupon: Coupon, discounted: number): string | null {
  const price = plan.price ?? -1;
  const months = plan.months ?? 0;
  if (price <= 0 || months <= 0) return null;
  const full = `${moneyText(price)} ${every(months)}`;
  if (discounted >= price) return full;
  const now = moneyText(Math.max(0, discounted));
  if (coupon.duration === "forever") return `${now} ${every(months)} with the coupon (instead of ${full})`;
  if (coupon.duration === "repeating" && (coupon.duration_months ?? 0) > 0) {
    const period = firstPeriod(coupon.duration_months!, months);
    const each = months === 1 ? `${now} a month` : now;
    return `${each} for ${period}, then ${full}`;
  }
  return `${now} for the first payment, then ${full}`;
}

/** The words for a coupon the change removes: it does not cover the new plan (decision 022). */
export function couponRemovedText(code: string, plan: Pick<Plan, "id" | "name">): string {
  return `Coupon ${code} does not cover ${planNameOf(plan)}, so it is removed when you change to this plan.`;
}
