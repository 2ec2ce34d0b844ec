// POST /v1/stripe/webhook: Stripe's signed events (original §3.11, with its gaps closed). The body is read raw
// (express.raw in api/app/routes.ts keeps it a Buffer) and checked with stripe.webhooks.constructEvent; an
// event is applied in ONE transaction together with its id in `stripe_events`, so:
// - a replayed event (same id) changes nothing the second time;
// - an event created before the last one applied to that billing record changes nothing (out of order);
// - an event that fails half-way (a throw, Stripe unreachable) leaves everything as it was and answers 500, so
//   Stripe delivers it again.
// Handled: checkout.session.completed (a paid plan change), customer.subscription.updated / .deleted (the
// subscription's state mirrored: status, plan, trial, period end, lock; a per-person subscription's quantity put
// right). Other types are recorded and ignored.
import type Stripe from "stripe";
import { findPlan, type PlanDefinition } from "../../contract/plans.ts";
import type { ApiContext } from "../context.ts";
import type { Queryable } from "../db/db.ts";
import { ApiError, notFound } from "../http/errors.ts";
import type { Step } from "../http/router.ts";
import type { BillingStatus } from "../../contract/billing.ts";
import { lockBillingById, lockBillingBySubscription, type BillingRow } from "../billing/model.ts";
import { dropUncoveredCoupon } from "../billing/coupons.ts";
import { syncPeople } from "../billing/people.ts";
import { recordAudit } from "../audit/record.ts";
import { isStripePayments, type StripePayments } from "./payments.ts";

/** Checkout made the new subscription without the coupon: nothing to take off at Stripe. */
const NEW_SUBSCRIPTION_HAS_NO_DISCOUNT = { applyCoupon: () => Promise.resolve() };

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

/** Whether an event created at `created` is older than the last one applied to the record. */
function isStale(billing: BillingRow, created: Date): boolean {
  return billing.stripe_synced_at !== null && created.getTime() < billing.stripe_synced_at.getTime();
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** Stripe's subscription status as ours: canceled at period end stays "canceled" until Stripe ends it. */
function statusOf(subscription: Stripe.Subscription): BillingStatus {
  switch (subscription.status) {
    case "past_due":
    case "unpaid":
      return "past_due";
    case "canceled":
    case "incomplete_expired":
      return "closed";
    default:
      return subscription.cancel_at_period_end ? "canceled" : "paid";
  }
}

async function setMemberLimit(tx: Queryable, communityId: string, plan: PlanDefinition, now: Date) {
  await tx.query("UPDATE communities SET member_limit = $2, updated_at = $3 WHERE id = $1", [
    communityId,
    plan.member_limit,
    now,
  ]);
}

/** A Checkout session paid: the plan it was for becomes the group's, on the new subscription. */
async function checkoutCompleted(
  ctx: ApiContext,
  tx: Queryable,
  payments: StripePayments,
  session: Stripe.Checkout.Session,
  created: Date,
) {
  if (session.mode !== "subscription") return;
  const billingId = session.client_reference_id ?? session.metadata?.billing_id;
  const plan = findPlan(session.metadata?.plan_id ?? "");
  const subscriptionId = idOf(session.subscription);
  if (!billingId || !plan || !subscriptionId) return;
  const billing = await lockBillingById(tx, billingId);
  if (!billing || isStale(billing, created)) return;
  const now = ctx.now();
  const previous = billing.stripe_subscription_id;
  // A coupon for another plan was not given to Checkout and does not stay on the record (decision 022).
  await dropUncoveredCoupon(tx, billing, plan.id, NEW_SUBSCRIPTION_HAS_NO_DISCOUNT, now);
  await tx.query(
    `UPDATE billing SET plan_id = $2, status = 'paid', stripe_customer_id = COALESCE($3, stripe_customer_id),
       stripe_subscription_id = $4, stripe_subscription_item_id = NULL, stripe_quantity = NULL, stripe_synced_at = $5,
       updated_at = $6
     WHERE id = $1`,
    [billing.id, plan.id, idOf(session.customer), subscriptionId, created, now],
  );
  await setMemberLimit(tx, billing.community_id, plan, now);
  await tx.query("UPDATE communities SET is_locked = false, locked_at = NULL WHERE id = $1", [
    billing.community_id,
  ]);
  // The service (Stripe's webhook) acted: the audit entry has no actor.
  await recordAudit(tx, {
    communityId: billing.community_id,
    actorUserId: null,
    kind: "plan_changed",
    details: { from: billing.plan_id, to: plan.id, paid: true },
    at: now,
  });
  // The group had another subscription (a plan change through Checkout): end it. If Stripe cannot be reached,
  // the whole event rolls back and is delivered again.
  if (previous && previous !== subscriptionId) await payments.cancelNow({ ...billing });
}

/** The subscription's state mirrored: status, plan (by price), trial end, period end, the lock. */
async function subscriptionChanged(
  ctx: ApiContext,
  tx: Queryable,
  payments: StripePayments,
  subscription: Stripe.Subscription,
  created: Date,
  deleted: boolean,
) {
  const billing = await lockBillingBySubscription(tx, subscription.id);
  if (!billing || isStale(billing, created)) return;
  const now = ctx.now();
  const status: BillingStatus = deleted ? "closed" : statusOf(subscription);
  const item = subscription.items?.data?.[0];
  const plan = item?.price?.id ? payments.planOfPrice(item.price.id) : undefined;
  await tx.query(
    `UPDATE billing SET status = $2, plan_id = COALESCE($3, plan_id),
       stripe_subscription_item_id = COALESCE($4, stripe_subscription_item_id), trial_end = $5,
       current_period_end = COALESCE($6, current_period_end), stripe_synced_at = $7, updated_at = $8,
       stripe_quantity = COALESCE($9, stripe_quantity)
     WHERE id = $1`,
    [
      billing.id,
      status,
      plan?.id ?? null,
      item?.id ?? null,
      seconds(subscription.trial_end),
      seconds(item?.current_period_end),
      created,
      now,
      item?.quantity ?? null,
    ],
  );
  if (plan) await setMemberLimit(tx, billing.community_id, plan, now);
  // A per-person subscription charging for another number of people than the group has (a change Stripe could
  // not be told of, or members added while paying): corrected now; a throw makes Stripe deliver the event again.
  if (status !== "closed") {
    await syncPeople(tx, payments, {
      ...billing,
      status,
      plan_id: plan?.id ?? billing.plan_id,
      stripe_subscription_item_id: item?.id ?? billing.stripe_subscription_item_id,
      stripe_quantity: item?.quantity ?? billing.stripe_quantity,
    });
  }
  const entry = { communityId: billing.community_id, actorUserId: null, at: now };
  if (plan && plan.id !== billing.plan_id) {
    await recordAudit(tx, {
      ...entry,
      kind: "plan_changed",
      details: { from: billing.plan_id, to: plan.id },
    });
  }
  if (status !== billing.status) {
    await recordAudit(tx, {
      ...entry,
      kind: "billing_changed",
      details: { change: "status", from: billing.status, to: status },
    });
  }
  // A closed subscription locks the group (original §4.10); any other state unlocks it.
  await tx.query(
    `UPDATE communities SET is_locked = $2,
       locked_at = CASE WHEN $2 THEN COALESCE(locked_at, $3) ELSE NULL END
     WHERE id = $1`,
    [billing.community_id, status === "closed", now],
  );
}

/** Applies one verified event; false when it had been applied before (a replay). */
export async function applyStripeEvent(
  ctx: ApiContext,
  payments: StripePayments,
  event: Stripe.Event,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query(
      "INSERT INTO stripe_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id",
      [event.id, event.type, ctx.now()],
    );
    if (rows.length === 0) return false;
    const created = new Date(event.created * 1000);
    switch (event.type) {
      case "checkout.session.completed":
        await checkoutCompleted(ctx, tx, payments, event.data.object, created);
        break;
      case "customer.subscription.updated":
      case "customer.subscription.created":
        await subscriptionChanged(ctx, tx, payments, event.data.object, created, false);
        break;
      case "customer.subscription.deleted":
        await subscriptionChanged(ctx, tx, payments, event.data.object, created, true);
        break;
      default:
        break;
    }
    return true;
  });
}

/** The route's step: 404 in local mode; 400 (empty) for an empty body or a missing or bad signature. */
export const stripeWebhook: Step = async (ctx, req, res) => {
  const payments = ctx.payments;
  if (!isStripePayments(payments)) throw notFound();
  const body: unknown = req.body;
  if (!Buffer.isBuffer(body) || body.length === 0) throw new ApiError(400);
  const signature = req.get("stripe-signature");
  if (!signature) throw new ApiError(400);
  let event: Stripe.Event;
  try {
    event = payments.client.webhooks.constructEvent(body, signature, payments.webhookSecret);
  } catch {
    throw new ApiError(400);
  }
  const applied = await applyStripeEvent(ctx, payments, event);
  ctx.logger.info("stripe event", { event_id: event.id, type: event.type, replay: !applied });
  res.status(200).end();
};
