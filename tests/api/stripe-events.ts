// Stripe's webhook events as the tests send them (the shapes the adapter reads), signed like Stripe signs them.
import Stripe from "stripe";

/** Only its webhook helpers are used: the key is never sent anywhere. */
export const stripe = new Stripe("sk_test_signing_only");

/** The stripe-signature header of `body` under `secret`. */
export function signedBy(body: string, secret: string): string {
  return stripe.webhooks.generateTestHeaderString({ payload: body, secret });
}

let eventCounter = 0;
export function event(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) {
  eventCounter += 1;
  return {
    id: `evt_${process.pid}_${eventCounter}_${Math.random().toString(36).slice(2, 8)}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export function checkoutCompleted(billingId: string, planId: string, subscription: string, created?: number) {
  return event(
    "checkout.session.completed",
    {
      id: `cs_test_${Math.random().toString(36).slice(2)}`,
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: billingId,
      customer: "cus_paid",
      subscription,
      metadata: { billing_id: billingId, plan_id: planId },
      payment_status: "paid",
    },
    created,
  );
}

export function subscriptionEvent(
  type: string,
  id: string,
  fields: {
    status?: string;
    price?: string;
    quantity?: number;
    cancel_at_period_end?: boolean;
    period_end?: number;
  },
  created?: number,
) {
  return event(
    type,
    {
      id,
      object: "subscription",
      status: fields.status ?? "active",
      cancel_at_period_end: fields.cancel_at_period_end ?? false,
      trial_end: null,
      items: {
        object: "list",
        data: fields.price
          ? [
              {
                id: `si_${id}`,
                object: "subscription_item",
                price: { id: fields.price, object: "price" },
                quantity: fields.quantity ?? 1,
                current_period_end: fields.period_end ?? 1_900_000_000,
              },
            ]
          : [],
      },
    },
    created,
  );
}
