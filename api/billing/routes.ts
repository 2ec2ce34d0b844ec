// Billing of a community (original §3.8): read it, change the plan and contact, check and apply coupons. Local
// billing mode for now (api/billing/subscription.ts); card and cancel come with the Stripe adapter.
import {
  applyCouponRequestSchema,
  couponCheckRequestSchema,
  updateBillingRequestSchema,
  type COUPON_CHECK_ERRORS,
  type CouponCheckResponse,
} from "../../contract/billing.ts";
import { isUnlimited, LIMITS } from "../../contract/limits.ts";
import { findPlan, type PlanDefinition } from "../../contract/plans.ts";
import { readBody } from "../http/body.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { uuidParam, type RouteRow, type Step } from "../http/router.ts";
import { communityAccess, requireCommunity } from "../communities/access.ts";
import { findUserById } from "../users/model.ts";
import {
  couponJson,
  coversEmail,
  discountedPlanJson,
  findCoupon,
  isExpired,
  normalizeCouponCode,
} from "./coupons.ts";
import { billingJson, findBilling, lockBilling } from "./model.ts";
import { applyCoupon, billingMode, changePlan } from "./subscription.ts";

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
  res.json(billingJson(billing, ctx.now(), billingMode()));
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
    if (billing.plan_id !== plan.id) await changePlan(billing, plan);
    const now = ctx.now();
    await tx.query("UPDATE billing SET plan_id = $2, contact_member_id = $3, updated_at = $4 WHERE id = $1", [
      billing.id,
      plan.id,
      contactId,
      now,
    ]);
    await tx.query("UPDATE communities SET member_limit = $2, updated_at = $3 WHERE id = $1", [
      community.id,
      plan.member_limit,
      now,
    ]);
  });
  res.status(200).end();
};

/** POST /communities/:id/billing/coupon: the coupon check; errors come back with 200 in an `error` key, as the original sends them. */
export const checkCoupon: Step = async (ctx, req, res) => {
  const { userId } = getAuth(res);
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
    if (plan) discounted[key] = discountedPlanJson(plan, coupon, now);
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
    await applyCoupon(billing, coupon);
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
  });
  res.status(200).end();
};

export function billingRoutes(): RouteRow[] {
  const manager = requireCommunity("manager");
  return [
    ["get", "/communities/:id/billing", requireUser, manager, readBilling],
    ["put", "/communities/:id/billing", requireUser, manager, updateBilling],
    ["post", "/communities/:id/billing/coupon", requireUser, manager, checkCoupon],
    ["put", "/communities/:id/billing/coupon", requireUser, manager, applyCouponCode],
  ];
}
