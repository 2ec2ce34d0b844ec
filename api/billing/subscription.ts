// The seam between billing and the payment provider. Without STRIPE_SECRET_KEY billing runs in the local mode
// docs/design.md describes: no payment is taken, plan changes and coupons apply at once, there are no subscriptions.
// With it, api/stripe/payments.ts fills the same interface through the Stripe SDK: Checkout sessions for plan
// changes, the customer portal for payment details, subscriptions cancelled with their group.
import type { BillingMode } from "../../contract/billing.ts";
import type { PlanDefinition } from "../../contract/plans.ts";
import type { Queryable } from "../db/db.ts";
import type { CouponRow } from "./coupons.ts";
import type { BillingRow } from "./model.ts";

/** Sent as `mode` in the Billing answer so the portal can label local mode. */
export type { BillingMode };

/** Who pays: the community's name and the billing contact's address, for the provider's customer record. */
export interface Payer {
  communityName: string;
  email: string | null;
}

export interface Payments {
  readonly mode: BillingMode;
  /**
   * A hosted payment page (Stripe Checkout) for moving to the paid `plan`; the plan is applied by the webhook
   * once paid. Local mode: never called (the plan applies at once).
   */
  checkout(
    q: Queryable,
    billing: BillingRow,
    plan: PlanDefinition,
    /** How many people the plan charges for (1 unless it is per person): the subscription's quantity. */
    people: number,
    payer: Payer,
    urls: { success: string; cancel: string },
  ): Promise<string>;
  /** The hosted page where the customer updates payment details (Stripe's customer portal); null in local mode. */
  portal(q: Queryable, billing: BillingRow, payer: Payer, returnUrl: string): Promise<string | null>;
  /**
   * Moves the subscription to `plan` at once (PUT billing; a free plan ends the subscription). Called inside the
   * transaction that records the change, with the billing record locked; a throw rolls the change back. Returns
   * false when the change needs a payment first (no subscription to move: use checkout).
   */
  changePlan(billing: BillingRow, plan: PlanDefinition, people: number): Promise<boolean>;
  /**
   * Keeps a per-person subscription's quantity in step with the group (api/billing/people.ts); false when there
   * is no running subscription to change.
   */
  setPeople(billing: BillingRow, people: number): Promise<boolean>;
  /** Ends the subscription at the end of the period paid for (POST billing/cancel). */
  cancelAtPeriodEnd(billing: BillingRow): Promise<void>;
  /** Ends the subscription now (the group is deleted); one already gone is fine. */
  cancelNow(billing: BillingRow): Promise<void>;
  /** Applies a coupon to the subscription (PUT billing/coupon), or removes it (null). */
  applyCoupon(billing: BillingRow, coupon: CouponRow | null): Promise<void>;
}

/** Local billing mode: nothing to tell anyone; every change applies at once. */
export const localPayments: Payments = {
  mode: "local",
  checkout: () => Promise.reject(new Error("local billing mode has no payment page")),
  portal: () => Promise.resolve(null),
  changePlan: () => Promise.resolve(true),
  setPeople: () => Promise.resolve(false),
  cancelAtPeriodEnd: () => Promise.resolve(),
  cancelNow: () => Promise.resolve(),
  applyCoupon: () => Promise.resolve(),
};

export function billingMode(payments: Payments = localPayments): BillingMode {
  return payments.mode;
}

/**
 * Cancels the subscription behind a billing record whose community is being deleted (docs/design.md: "Deleting a
 * group or an account removes what belongs to it and cancels its subscription"). Called inside the deleting
 * transaction, after the community's rows are deleted and before the commit, so a cancellation that throws
 * rolls the deletion back.
 */
export async function cancelSubscription(
  billing: BillingRow,
  payments: Payments = localPayments,
): Promise<void> {
  await payments.cancelNow(billing);
}
