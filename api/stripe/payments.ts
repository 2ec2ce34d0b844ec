// The Stripe adapter (docs/design.md "Payments"): the payment side of billing through the `stripe` SDK.
// - Plan changes: a Checkout session in subscription mode (a hosted page, so paying works without our
//   JavaScript); the webhook (api/stripe/webhook.ts) applies the plan once Stripe reports it paid.
// - Payment details: the customer portal (a hosted page).
// - Coupons: Stripe promotion codes, applied at checkout (or to the running subscription).
// - Cancel: at the period's end (POST billing/cancel) or at once (the group is deleted).
// Stripe's ids stay in the billing record and are never sent to clients.
// The SDK is loaded only when Stripe is configured (about 20 MiB and a tenth of a second at start otherwise
// spent on every server running local billing): hence the dynamic import and the async factory.
import type Stripe from "stripe";
import { couponCoversPlan } from "../../contract/billing.ts";
import type { PlanDefinition } from "../../contract/plans.ts";
import { findPlan } from "../../contract/plans.ts";
import type { Queryable } from "../db/db.ts";
import type { CouponRow } from "../billing/coupons.ts";
import type { BillingRow } from "../billing/model.ts";
import type { Payer, Payments } from "../billing/subscription.ts";
import type { StripeSettings } from "./config.ts";

export interface StripePayments extends Payments {
  readonly mode: "stripe";
  readonly client: Stripe;
  readonly webhookSecret: string;
  /** The plan a Stripe price belongs to. */
  planOfPrice(priceId: string): PlanDefinition | undefined;
  /** The Stripe price of a paid plan (throws for a plan without one: a configuration error). */
  priceOf(plan: PlanDefinition): string;
}

/** The Stripe SDK's module, loaded on first use. */
async function stripeSdk(): Promise<typeof Stripe> {
  return (await import("stripe")).default;
}

export async function stripeClient(settings: StripeSettings): Promise<Stripe> {
  const Sdk = await stripeSdk();
  return new Sdk(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Tandem" },
    ...(settings.api ?? {}),
  });
}

export function isStripePayments(payments: Payments): payments is StripePayments {
  return payments.mode === "stripe";
}

export async function createStripePayments(
  settings: StripeSettings,
  given?: Stripe,
): Promise<StripePayments> {
  const Sdk = await stripeSdk();
  const client = given ?? (await stripeClient(settings));
  /** Stripe answered that the object does not exist (any more). */
  const isMissing = (error: unknown) =>
    error instanceof Sdk.errors.StripeError && error.code === "resource_missing";
  const byPrice = new Map(Object.entries(settings.prices).map(([planId, priceId]) => [priceId, planId]));

  function priceOf(plan: PlanDefinition): string {
    const price = settings.prices[plan.id];
    if (!price) throw new Error(`No Stripe price configured for plan ${plan.id}`);
    return price;
  }

  /** The billing record's Stripe customer, made (and recorded) the first time it is needed. */
  async function customerOf(q: Queryable, billing: BillingRow, payer: Payer): Promise<string> {
    if (billing.stripe_customer_id) return billing.stripe_customer_id;
    const customer = await client.customers.create(
      {
        name: payer.communityName,
        ...(payer.email ? { email: payer.email } : {}),
        metadata: { billing_id: billing.id, community_id: billing.community_id },
      },
      // A retried request does not make a second customer.
      { idempotencyKey: `customer-${billing.id}` },
    );
    await q.query("UPDATE billing SET stripe_customer_id = $2 WHERE id = $1 AND stripe_customer_id IS NULL", [
      billing.id,
      customer.id,
    ]);
    billing.stripe_customer_id = customer.id;
    return customer.id;
  }

  /**
   * The Stripe promotion code of the billing record's coupon: its recorded id, else looked up by code; null when
   * the coupon does not cover `planId` (it is not used for another plan, decision 022).
   */
  async function promotionCodeOf(billing: BillingRow, planId: string): Promise<string | null> {
    const coupon = billing.coupon as {
      api_id?: string | null;
      code?: string;
      ValidForPlan?: string | null;
    } | null;
    if (!coupon?.code || !couponCoversPlan(coupon.ValidForPlan, planId)) return null;
    if (coupon.api_id) return coupon.api_id;
    const found = await client.promotionCodes.list({ code: coupon.code, active: true, limit: 1 });
    return found.data[0]?.id ?? null;
  }

  const payments: StripePayments = {
    mode: "stripe",
    client,
    webhookSecret: settings.webhookSecret,
    priceOf,
    planOfPrice: (priceId) => {
      const planId = byPrice.get(priceId);
      return planId ? findPlan(planId) : undefined;
    },

    async checkout(q, billing, plan, people, payer, urls) {
      const customer = await customerOf(q, billing, payer);
      const promotionCode = await promotionCodeOf(billing, plan.id);
      const metadata = { billing_id: billing.id, plan_id: plan.id };
      const session = await client.checkout.sessions.create({
        mode: "subscription",
        customer,
        client_reference_id: billing.id,
        line_items: [{ price: priceOf(plan), quantity: people }],
        metadata,
        subscription_data: { metadata },
        // A full discount (the free year of Plus 5) asks for no card.
        payment_method_collection: "if_required",
        ...(promotionCode
          ? { discounts: [{ promotion_code: promotionCode }] }
          : { allow_promotion_codes: true }),
        success_url: urls.success,
        cancel_url: urls.cancel,
      });
      if (!session.url) throw new Error("Stripe Checkout session without a URL");
      return session.url;
    },

    async portal(q, billing, payer, returnUrl) {
      const customer = await customerOf(q, billing, payer);
      const session = await client.billingPortal.sessions.create({ customer, return_url: returnUrl });
      return session.url;
    },

    async changePlan(billing, plan, people) {
      const subscription = billing.stripe_subscription_id;
      if (plan.price === 0) {
        if (subscription && billing.status !== "closed") await this.cancelNow(billing);
        return true;
      }
      if (!subscription || !billing.stripe_subscription_item_id || billing.status === "closed") return false;
      await client.subscriptions.update(subscription, {
        items: [{ id: billing.stripe_subscription_item_id, price: priceOf(plan), quantity: people }],
        proration_behavior: "create_prorations",
        metadata: { billing_id: billing.id, plan_id: plan.id },
      });
      return true;
    },

    async setPeople(billing, people) {
      const subscription = billing.stripe_subscription_id;
      if (!subscription || !billing.stripe_subscription_item_id || billing.status === "closed") return false;
      // Prorated like a plan change: a member added mid-period is charged for the rest of it.
      await client.subscriptions.update(subscription, {
        items: [{ id: billing.stripe_subscription_item_id, quantity: people }],
        proration_behavior: "create_prorations",
      });
      return true;
    },

    async cancelAtPeriodEnd(billing) {
      if (!billing.stripe_subscription_id || billing.status === "closed") return;
      await client.subscriptions.update(billing.stripe_subscription_id, { cancel_at_period_end: true });
    },

    async cancelNow(billing) {
      if (!billing.stripe_subscription_id) return;
      try {
        await client.subscriptions.cancel(billing.stripe_subscription_id);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async applyCoupon(billing, coupon: CouponRow | null) {
      // Without a running subscription the coupon is used at the next checkout.
      if (!billing.stripe_subscription_id || billing.status === "closed") return;
      const promotionCode = coupon
        ? (coupon.stripe_promotion_code_id ??
          (await client.promotionCodes.list({ code: coupon.code, active: true, limit: 1 })).data[0]?.id)
        : null;
      await client.subscriptions.update(billing.stripe_subscription_id, {
        discounts: promotionCode ? [{ promotion_code: promotionCode }] : "",
      });
    },
  };
  return payments;
}
