// The seam between the community lifecycle and the payment provider. Stripe is not wired yet, so billing runs in
// the local mode design.md describes for a service without STRIPE_SECRET_KEY: there are no subscriptions.
import type { BillingRow } from "./model.ts";

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
