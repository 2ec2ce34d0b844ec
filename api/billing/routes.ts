// Billing of a community (original §3.8): read it, change the plan and contact, check and apply coupons, the
// card and cancel; ours: Checkout for a plan change and the customer portal. The payment provider is
// ctx.payments (api/billing/subscription.ts: local mode, or the Stripe adapter in api/stripe/).
import {
  applyCouponRequestSchema,
  cardRequestSchema,
  checkoutRequestSchema,
  couponCheckRequestSchema,
  updateBillingRequestSchema,
  type BillingPortalResponse,
  type CardResponse,
  type CheckoutResponse,
  type COUPON_CHECK_ERRORS,
  type CouponCheckResponse,
} from "../../contract/billing.ts";
import { isUnlimited, LIMITS } from "../../contract/limits.ts";
import { billedPeople, findPlan, sizedPlan, type PlanDefinition } from "../../contract/plans.ts";
import { readBody } from "../http/body.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { uuidParam, type Handlers, type Step } from "../http/router.ts";
import { communityAccess, requireCommunity } from "../communities/access.ts";
import { portalLink } from "../context.ts";
import type { Queryable } from "../db/db.ts";
import { stripeWebhook } from "../stripe/webhook.ts";
import { findUserById } from "../users/model.ts";
import {
  couponJson,
  coversEmail,
  discountedPlanJson,
  dropUncoveredCoupon,
  findCoupon,
  isExpired,
  normalizeCouponCode,
} from "./coupons.ts";
import { billingJson, contactLabel, findBilling, lockBilling, type BillingRow } from "./model.ts";
import { billingMode, type Payer } from "./subscription.ts";
import { recordAudit } from "../audit/record.ts";

/** Where Stripe's hosted pages send the manager back to (the portal's pages). */
export const RETURN_PATHS = {
  checkoutDone: "/billing/details?checkout=done",
  checkoutCancelled: "/billing/plans?checkout=cancelled",
  portalDone: "/billing/details",
} as const;

/** A plan that cannot be chosen: unknown, or without a public price (enterprise-1 is arranged by hand). */
function choosablePlan(id: string): PlanDefinition {
  const plan = findPlan(id);
  if (!plan || plan.price < 0) throw new ApiError(400, "bad_plan_id");
  return plan;
}

/** 0 and 65535 (or more) mean unlimited, which never exceeds. */
function exceedsLimit(plan: PlanDefinition, memberCount: number): boolean {
  return !isUnlimited(plan.member_limit) && plan.member_limit < memberCount;
}

/** GET /communities/:id/billing. */
export const readBilling: Step = async (ctx, _req, res) => {
  const billing = await findBilling(ctx.db, communityAccess(res).community.id);
  if (!billing) throw notFound();
  res.json(billingJson(billing, ctx.now(), billingMode(ctx.payments)));
};

/** PUT /communities/:id/billing: the plan (it must hold the current members) and the billing contact (a manager). */
export const updateBilling: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const body = readBody(req, updateBillingRequestSchema);
  const plan = choosablePlan(body.plan_id);
  const contactId = uuidParam(body.contact_member_id);
  await ctx.db.transaction(async (tx) => {
    // Locks the community row too, so a member added meanwhile cannot slip past the limit check.
    const { rows } = await tx.query<{ member_count: number }>(
      "SELECT member_count FROM communities WHERE id = $1 FOR UPDATE",
      [community.id],
    );
    if (!rows[0]) throw notFound();
    const billing = await lockBilling(tx, community.id);
    if (!billing) throw notFound();
    if (exceedsLimit(plan, rows[0].member_count)) throw new ApiError(400, "plan_limit_exceeded");
    const contact = contactId
      ? await tx.query(
          `SELECT 1 FROM members
           WHERE id = $1 AND community_id = $2 AND role = 'manager' AND state = 'active' AND user_id IS NOT NULL`,
          [contactId, community.id],
        )
      : { rows: [] };
    if (contact.rows.length === 0) throw new ApiError(400, "bad_member_id");
    // A coupon for another plan does not come along (decision 022).
    if (billing.plan_id !== plan.id) await dropUncoveredCoupon(tx, billing, plan.id, ctx.payments, ctx.now());
    const people = billedPeople(plan, rows[0].member_count);
    if (billing.plan_id !== plan.id && !(await ctx.payments.changePlan(billing, plan, people))) {
      // Stripe mode without a subscription to move: the manager pays on Checkout first.
      throw new ApiError(409, "checkout_required");
    }
    const now = ctx.now();
    await tx.query(
      `UPDATE billing SET plan_id = $2, contact_member_id = $3, updated_at = $4,
         stripe_quantity = CASE WHEN $5 THEN $6 ELSE stripe_quantity END
       WHERE id = $1`,
      [
        billing.id,
        plan.id,
        contactId,
        now,
        billing.plan_id !== plan.id && billingMode(ctx.payments) === "stripe",
        people,
      ],
    );
    await tx.query("UPDATE communities SET member_limit = $2, updated_at = $3 WHERE id = $1", [
      community.id,
      plan.member_limit,
      now,
    ]);
    const entry = { communityId: community.id, actorUserId: getAuth(res).userId, at: now };
    if (billing.plan_id !== plan.id) {
      await recordAudit(tx, {
        ...entry,
        kind: "plan_changed",
        details: { from: billing.plan_id, to: plan.id },
      });
    }
    if (billing.contact_member_id !== contactId) {
      const to = await contactLabel(tx, contactId);
      await recordAudit(tx, { ...entry, kind: "billing_changed", details: { change: "contact", to } });
    }
  });
  res.status(200).end();
};

/** POST /communities/:id/billing/coupon: the coupon check; errors come back with 200 in an `error` key, as the original sends them. */
export const checkCoupon: Step = async (ctx, req, res) => {
  const { userId } = getAuth(res);
  const { community } = communityAccess(res);
  const body = readBody(req, couponCheckRequestSchema);
  const keys = Object.keys(body.plans);
  if (keys.length > LIMITS.couponPlans) {
    throw new ApiError(400, "too_many", { field: "plans", max_items: LIMITS.couponPlans });
  }
  const coupon = await findCoupon(ctx.db, body.coupon_code);
  const refuse = (error: (typeof COUPON_CHECK_ERRORS)[number]) =>
    void res.json({ error } satisfies CouponCheckResponse);
  if (!coupon) return refuse("unknown");
  const now = ctx.now();
  if (!body.inactive && isExpired(coupon, now)) return refuse("expired");
  if (!body.inactive && !coupon.active) return refuse("inactive");
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new ApiError(401);
  if (!coversEmail(coupon, user.email)) return refuse("invalid_email");
  const discounted: Record<string, ReturnType<typeof discountedPlanJson>> = {};
  for (const key of keys) {
    const planId = body.plans[key];
    const plan = typeof planId === "string" ? findPlan(planId) : undefined;
    // A per-person plan is priced for this group's size, as it would be charged.
    if (plan) discounted[key] = discountedPlanJson(sizedPlan(plan, community.member_count), coupon, now);
  }
  res.json({ discounted_plans: discounted } satisfies CouponCheckResponse);
};

/**
 * PUT /communities/:id/billing/coupon: applies a coupon to the billing record. Unlike the original, an unknown
 * code is refused (400 unknown), and so are expired, inactive and email-restricted ones; "" (nothing after
 * stripping) removes the coupon.
 */
export const applyCouponCode: Step = async (ctx, req, res) => {
  const { userId } = getAuth(res);
  const { community } = communityAccess(res);
  const body = readBody(req, applyCouponRequestSchema);
  const remove = normalizeCouponCode(body.coupon_code) === "";
  const coupon = remove ? null : await findCoupon(ctx.db, body.coupon_code);
  const now = ctx.now();
  if (!remove) {
    if (!coupon) throw new ApiError(400, "unknown");
    if (isExpired(coupon, now)) throw new ApiError(400, "expired");
    if (!coupon.active) throw new ApiError(400, "inactive");
    const user = await findUserById(ctx.db, userId);
    if (!user) throw new ApiError(401);
    if (!coversEmail(coupon, user.email)) throw new ApiError(400, "invalid_email");
  }
  await ctx.db.transaction(async (tx) => {
    const billing = await lockBilling(tx, community.id);
    if (!billing) throw notFound();
    // Applying the coupon the record already has changes nothing: its discount does not start again.
    const same = coupon !== null && billing.coupon_code?.toLowerCase() === coupon.code.toLowerCase();
    if (same && billing.coupon_applied_at) return;
    await ctx.payments.applyCoupon(billing, coupon);
    await tx.query(
      `UPDATE billing SET coupon_code = $2, coupon = $3::jsonb, coupon_applied_at = $4, updated_at = $5
       WHERE id = $1`,
      [
        billing.id,
        coupon?.code ?? null,
        coupon ? JSON.stringify(couponJson(coupon, now)) : null,
        coupon ? now : null,
        now,
      ],
    );
    await recordAudit(tx, {
      communityId: community.id,
      actorUserId: userId,
      kind: "billing_changed",
      details: { change: "coupon", from: billing.coupon_code, to: coupon?.code ?? null },
      at: now,
    });
  });
  res.status(200).end();
};

/** The community's name and its billing contact's address, for the payment provider's customer. */
async function payerOf(q: Queryable, billing: BillingRow, communityName: string): Promise<Payer> {
  const { rows } = await q.query<{ email: string }>(
    "SELECT u.email FROM members m JOIN users u ON u.id = m.user_id WHERE m.id = $1",
    [billing.contact_member_id],
  );
  return { communityName, email: rows[0]?.email ?? null };
}

/**
 * POST /communities/:id/billing/checkout (ours): move to another plan. Checks: bad_plan_id → same_plan →
 * plan_limit_exceeded. Local mode, and any free plan, apply at once (`url: null`); in Stripe mode a paid plan
 * answers the Checkout page's `url` and is applied by the webhook once paid.
 */
export const startCheckout: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const plan = choosablePlan(readBody(req, checkoutRequestSchema).plan_id);
  const mode = billingMode(ctx.payments);
  let removed: string | null = null;
  const url = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ member_count: number; name: string }>(
      "SELECT member_count, name FROM communities WHERE id = $1 FOR UPDATE",
      [community.id],
    );
    const billing = rows[0] ? await lockBilling(tx, community.id) : null;
    if (!rows[0] || !billing) throw notFound();
    if (billing.plan_id === plan.id && billing.status !== "closed") throw new ApiError(400, "same_plan");
    if (exceedsLimit(plan, rows[0].member_count)) throw new ApiError(400, "plan_limit_exceeded");
    const people = billedPeople(plan, rows[0].member_count);
    if (mode === "stripe" && plan.price > 0) {
      return ctx.payments.checkout(tx, billing, plan, people, await payerOf(tx, billing, rows[0].name), {
        success: portalLink(ctx, RETURN_PATHS.checkoutDone),
        cancel: portalLink(ctx, RETURN_PATHS.checkoutCancelled),
      });
    }
    const now = ctx.now();
    // A coupon for another plan does not come along (decision 022); in Stripe mode a paid plan drops it once
    // paid (api/stripe/webhook.ts) and Checkout is not given it.
    removed = await dropUncoveredCoupon(tx, billing, plan.id, ctx.payments, now);
    await ctx.payments.changePlan(billing, plan, people);
    await tx.query("UPDATE billing SET plan_id = $2, status = 'paid', updated_at = $3 WHERE id = $1", [
      billing.id,
      plan.id,
      now,
    ]);
    await tx.query("UPDATE communities SET member_limit = $2, updated_at = $3 WHERE id = $1", [
      community.id,
      plan.member_limit,
      now,
    ]);
    await recordAudit(tx, {
      communityId: community.id,
      actorUserId: getAuth(res).userId,
      kind: "plan_changed",
      details: { from: billing.plan_id, to: plan.id, ...(removed ? { coupon_removed: removed } : {}) },
      at: now,
    });
    return null;
  });
  res.json({ mode, url, coupon_removed: removed } satisfies CheckoutResponse);
};

/** POST /communities/:id/billing/portal (ours): the hosted page for payment details; `url: null` in local mode. */
export const openBillingPortal: Step = async (ctx, _req, res) => {
  const { community } = communityAccess(res);
  const url = await ctx.db.transaction(async (tx) => {
    const billing = await lockBilling(tx, community.id);
    if (!billing) throw notFound();
    return ctx.payments.portal(
      tx,
      billing,
      await payerOf(tx, billing, community.name),
      portalLink(ctx, RETURN_PATHS.portalDone),
    );
  });
  res.json({ url } satisfies BillingPortalResponse);
};

/**
 * POST /communities/:id/billing/card: the original's body (`token`, required) and answer shape (`card`), but no
 * card token is ever attached: `portal_url` names the hosted page where the card is changed (null in local mode).
 */
export const updateCard: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  readBody(req, cardRequestSchema);
  const answer = await ctx.db.transaction(async (tx) => {
    const billing = await lockBilling(tx, community.id);
    if (!billing) throw notFound();
    const portalUrl = await ctx.payments.portal(
      tx,
      billing,
      await payerOf(tx, billing, community.name),
      portalLink(ctx, RETURN_PATHS.portalDone),
    );
    const card =
      billing.card_brand && billing.card_last4
        ? { brand: billing.card_brand, last4: billing.card_last4 }
        : null;
    return { card, portal_url: portalUrl } satisfies CardResponse;
  });
  res.json(answer);
};

/**
 * POST /communities/:id/billing/cancel: the subscription ends at the end of the period paid for (Stripe
 * `cancel_at_period_end`), the status becomes `canceled`. 200 `{billing}`.
 */
export const cancelBilling: Step = async (ctx, _req, res) => {
  const { community } = communityAccess(res);
  const billing = await ctx.db.transaction(async (tx) => {
    const row = await lockBilling(tx, community.id);
    if (!row) throw notFound();
    if (row.status !== "closed") {
      await ctx.payments.cancelAtPeriodEnd(row);
      await tx.query("UPDATE billing SET status = 'canceled', updated_at = $2 WHERE id = $1", [
        row.id,
        ctx.now(),
      ]);
      await recordAudit(tx, {
        communityId: community.id,
        actorUserId: getAuth(res).userId,
        kind: "billing_changed",
        details: { change: "cancelled", from: row.status },
        at: ctx.now(),
      });
      row.status = "canceled";
    }
    return row;
  });
  res.json({ billing: billingJson(billing, ctx.now(), billingMode(ctx.payments)) });
};

export function billingHandlers(): Handlers {
  const manager = requireCommunity("manager");
  return {
    getBilling: [requireUser, manager, readBilling],
    updateBilling: [requireUser, manager, updateBilling],
    checkCoupon: [requireUser, manager, checkCoupon],
    applyCoupon: [requireUser, manager, applyCouponCode],
    startCheckout: [requireUser, manager, startCheckout],
    openBillingPortal: [requireUser, manager, openBillingPortal],
    updateCard: [requireUser, manager, updateCard],
    cancelBilling: [requireUser, manager, cancelBilling],
    stripeWebhook: [stripeWebhook],
  };
}
