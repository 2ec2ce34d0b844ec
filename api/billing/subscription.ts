// The seam between billing and the payment provider. Stripe is not wired yet, so billing runs in the local mode
// design.md describes for a service without STRIPE_SECRET_KEY: no payment is taken, plan changes and coupons
// apply at once, and there are no subscriptions. The Stripe adapter replaces these functions behind the same
// /v1 contract.
import type { BillingMode } from "../../contract/billing.ts";
import type { PlanDefinition } from "../../contract/plans.ts";
import type { CouponRow } from "./coupons.ts";
import type { BillingRow } from "./model.ts";

/** Sent as `mode` in the Billing answer so the portal can label local mode. */
export type { BillingMode };

export function billingMode(): BillingMode {
  return "local";
}

/**
 * Cancels the subscription behind a billing record whose community is being deleted (design.md: "Deleting a
 * group or an account removes what belongs to it and cancels its subscription").
 *
 * Called inside the deleting transaction, after the community's rows are deleted and before the commit, so a
 * cancellation that throws rolls the deletion back.
 *
 * Local billing mode: nothing to cancel. The Stripe adapter fills this in (cancel the record's
 * `stripe_subscription_id` at once, tolerating one already cancelled or missing).
 */
export async function cancelSubscription(_billing: BillingRow): Promise<void> {}

/**
 * Moves the subscription behind a billing record to another plan (PUT billing). Called inside the transaction
 * that records the change, with the billing record locked; a throw rolls the change back.
 *
 * Local billing mode: the plan applies at once, nothing to tell. The Stripe adapter swaps the subscription
 * item's price (original §4.10).
 */
export async function changePlan(_billing: BillingRow, _plan: PlanDefinition): Promise<void> {}

/**
 * Applies a coupon to the customer behind a billing record (PUT billing/coupon), or removes it (`null`). Called
 * inside the transaction that records it, with the billing record locked.
 *
 * Local billing mode: the coupon is only recorded. The Stripe adapter applies the promotion code to the customer.
 */
export async function applyCoupon(_billing: BillingRow, _coupon: CouponRow | null): Promise<void> {}
