// Coupons (original §2.11, §2.12, §4.10): lookup by code, the wire Coupon, scope and the discounted plans.
// Local billing mode reads them from the `coupons` table; the Stripe adapter maps promotion codes onto the same shape.
import {
  couponCoversPlan,
  normalizeCouponCode,
  type Coupon,
  type CouponDuration,
  type DiscountError,
  type DiscountedPlan,
} from "../../contract/billing.ts";
import type { PlanDefinition } from "../../contract/plans.ts";
import type { Queryable } from "../db/db.ts";
import type { BillingRow } from "./model.ts";
import type { Payments } from "./subscription.ts";
import { planJson, priceText, roundHalfEven } from "../plans/plans.ts";

export interface CouponRow {
  id: string;
  code: string;
  name: string;
  percent_off: number | null;
  amount_off: number | null;
  duration: CouponDuration;
  duration_months: number | null;
  valid_for_plan: string | null;
  valid_for_email: string | null;
  active: boolean;
  expires_at: Date | null;
  stripe_coupon_id: string | null;
  stripe_promotion_code_id: string | null;
}

// Codes are compared after normalizeCouponCode (the contract's, shared with the portal).
export { normalizeCouponCode };

export async function findCoupon(q: Queryable, code: string): Promise<CouponRow | null> {
  const normalized = normalizeCouponCode(code);
  if (!normalized) return null;
  const { rows } = await q.query<CouponRow>(
    `SELECT id, code, name, percent_off, amount_off, duration, duration_months, valid_for_plan, valid_for_email,
            active, expires_at, stripe_coupon_id, stripe_promotion_code_id
     FROM coupons WHERE lower(code) = lower($1)`,
    [normalized],
  );
  const row = rows[0];
  return row ? { ...row, percent_off: row.percent_off === null ? null : Number(row.percent_off) } : null;
}

export function isExpired(coupon: CouponRow, now: Date): boolean {
  return coupon.expires_at !== null && coupon.expires_at.getTime() <= now.getTime();
}

/**
 * The wire Coupon (original §2.12), `ValidForPlan` and `ValidForEmail` in PascalCase as the original sends.
 * `active` = switched on and not expired (the original: promotion code active, coupon valid, not expired).
 */
export function couponJson(coupon: CouponRow, now: Date) {
  const expired = isExpired(coupon, now);
  return {
    code: coupon.code,
    // Local mode: our coupon id; the Stripe adapter sends the Stripe coupon and promotion code ids.
    id: coupon.stripe_coupon_id ?? coupon.id,
    api_id: coupon.stripe_promotion_code_id,
    name: coupon.name,
    amount_off: coupon.amount_off,
    percent_off: coupon.percent_off,
    expired,
    active: coupon.active && !expired,
    ValidForPlan: coupon.valid_for_plan,
    ValidForEmail: coupon.valid_for_email,
    duration: coupon.duration,
    duration_months: coupon.duration_months,
  } satisfies Coupon;
}

/** A plan restriction `P` covers plan `P` itself and every id starting with `P-` (original §4.10). */
export function coversPlan(coupon: Pick<CouponRow, "valid_for_plan">, planId: string): boolean {
  return couponCoversPlan(coupon.valid_for_plan, planId);
}

/**
 * Removes the billing record's coupon when it does not cover `planId` (a plan change must not keep a coupon
 * for another plan, or billing, /v1 and /account disagree; decision 022). Called in the transaction of the
 * change, the record locked; tells the payment provider first, so a failure there rolls the change back.
 * Returns the removed code, or null.
 */
export async function dropUncoveredCoupon(
  tx: Queryable,
  billing: BillingRow,
  planId: string,
  payments: Pick<Payments, "applyCoupon">,
  now: Date,
): Promise<string | null> {
  if (!billing.coupon_code && !billing.coupon) return null;
  const stored = (billing.coupon ?? null) as { ValidForPlan?: string | null; code?: string } | null;
  // The restriction as recorded when applied; a record without it is looked up by its code.
  const validForPlan =
    stored && "ValidForPlan" in stored
      ? (stored.ValidForPlan ?? null)
      : ((await findCoupon(tx, billing.coupon_code ?? stored?.code ?? ""))?.valid_for_plan ?? null);
  if (couponCoversPlan(validForPlan, planId)) return null;
  await payments.applyCoupon(billing, null);
  await tx.query(
    `UPDATE billing SET coupon_code = NULL, coupon = NULL, coupon_applied_at = NULL, updated_at = $2
     WHERE id = $1`,
    [billing.id, now],
  );
  const code = billing.coupon_code ?? stored?.code ?? "";
  billing.coupon_code = null;
  billing.coupon = null;
  billing.coupon_applied_at = null;
  return code;
}

/** An email restriction covers addresses at that domain or a subdomain of it, case-insensitively. */
export function coversEmail(coupon: Pick<CouponRow, "valid_for_email">, email: string): boolean {
  const domain = coupon.valid_for_email?.trim().toLowerCase().replace(/^@/, "");
  if (!domain) return true;
  const at = email.lastIndexOf("@");
  const host = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return at > 0 && (host === domain || host.endsWith(`.${domain}`));
}

/** The price after the coupon, in cents, clamped at 0 (original §4.10; the duration is not taken into account). */
export function discountedPrice(
  coupon: Pick<CouponRow, "percent_off" | "amount_off">,
  price: number,
): number {
  // A plan without a public price (enterprise-1, −1) is arranged by hand: no discount.
  if (price < 0) return price;
  let next = price;
  if (coupon.amount_off !== null) next = price - coupon.amount_off;
  else if (coupon.percent_off !== null && coupon.percent_off >= 100) next = 0;
  else if (coupon.percent_off !== null) next = price - roundHalfEven((price * coupon.percent_off) / 100);
  return Math.max(0, next);
}

/**
 * One entry of `discounted_plans` (original §2.11): the plan with price, price_text and monthly_price_text
 * after the discount, the coupon, the saving and a per-plan error. Unlike the original, a `wrong_plan` entry
 * does not mark the shared coupon inactive for the plans after it.
 */
export function discountedPlanJson(plan: PlanDefinition, coupon: CouponRow, now: Date) {
  const wire = couponJson(coupon, now);
  let error: DiscountError | null = null;
  if (!coversPlan(coupon, plan.id)) error = "wrong_plan";
  else if (!wire.active) error = wire.expired ? "expired" : "inactive";
  const price = error ? plan.price : discountedPrice(coupon, plan.price);
  const saving = Math.max(0, plan.price - price);
  return {
    ...planJson({ ...plan, price }),
    coupon: wire,
    coupon_saving: saving,
    coupon_saving_text: priceText(saving),
    error,
  } satisfies DiscountedPlan;
}

/** The end of a repeating coupon's discount applied at `appliedAt`; null when unknown or open-ended. */
export function couponEnd(coupon: unknown, appliedAt: Date | null): Date | null {
  if (!appliedAt || !coupon || typeof coupon !== "object") return null;
  const { duration, duration_months: months } = coupon as { duration?: unknown; duration_months?: unknown };
  if (duration !== "repeating" || typeof months !== "number" || months <= 0) return null;
  const end = new Date(appliedAt.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // Clamp to the month's last day (31 January + 1 month = 28/29 February), as Stripe does.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
