// Billing of a community and coupons (original §2.8, §2.11, §2.12, §3.8).
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { planSchema } from "./plans.ts";

export const COUPON_DURATIONS = ["once", "repeating", "forever"] as const;
export type CouponDuration = (typeof COUPON_DURATIONS)[number];

/** Coupon codes are compared after stripping everything but letters and digits, case-insensitively (spec S1 §5). */
export function normalizeCouponCode(code: string): string {
  return code.replace(/[^A-Za-z0-9]/g, "");
}

/** The special coupon "a free year of Plus 5" (spec S1 §9). */
export const SPECIAL_COUPON = {
  code: "FREEYEAR",
  name: "A free year of Plus 5",
  /** The plan the offer moves a group to. */
  planId: "plus-5",
  /** The plans the coupon covers. */
  planIds: ["plus-5", "plus-5-monthly"] as readonly string[],
} as const;

/**
 * Whether a coupon restricted to plan `P` (`ValidForPlan`) covers a plan: `P` itself and every id starting with
 * `P-` (original §4.10); an unrestricted coupon covers every plan. A plan change drops a coupon that does not
 * cover the new plan (decision 022): /v1 enforces it, the check page says it beforehand.
 */
export function couponCoversPlan(validForPlan: string | null | undefined, planId: string): boolean {
  return !validForPlan || planId === validForPlan || planId.startsWith(`${validForPlan}-`);
}

/** The wire Coupon. `ValidForPlan` and `ValidForEmail` are PascalCase on the wire, as the original sends them. */
export const couponSchema = z.object({
  code: z.string(),
  id: z.string().nullish(),
  api_id: z.string().nullish(),
  name: z.string().nullish(),
  amount_off: z.number().nullish(),
  percent_off: z.number().nullish(),
  expired: z.boolean().optional(),
  active: z.boolean().optional(),
  ValidForPlan: z.string().nullish(),
  ValidForEmail: z.string().nullish(),
  duration: z.enum(COUPON_DURATIONS),
  duration_months: z.number().nullish(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const BILLING_STATUSES = ["paid", "past_due", "canceled", "closed"] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];
export const BILLING_MODES = ["local", "stripe"] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/**
 * GET /v1/communities/{id}/billing. Without a trial, `trial_end` and `trial_end_days` are absent. `coupon_end`
 * (the end of a repeating coupon's discount) and `mode` ("local" without a payment provider) are ours only.
 */
export const billingSchema = z.object({
  id: z.string().optional(),
  plan_id: z.string().min(1),
  trial_end: z.string().nullish(),
  trial_end_days: z.number().nullish(),
  status: z.string().optional(),
  contact_member_id: z.string().nullish(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullish(),
  coupon_code: z.string().nullish(),
  coupon: couponSchema.nullish(),
  coupon_end: z.string().optional(),
  /** The end of the period paid for (renewal, or the end after a cancel); ours only. */
  period_end: z.string().optional(),
  mode: z.enum(BILLING_MODES).optional(),
});
export type Billing = z.infer<typeof billingSchema>;

/** PUT /v1/communities/{id}/billing */
export const updateBillingRequestSchema = z.object({
  plan_id: z.string().max(LIMITS.planId),
  contact_member_id: z.string().max(LIMITS.id),
});
export type UpdateBillingRequest = z.input<typeof updateBillingRequestSchema>;

/** Errors of a coupon check, sent with status 200 in `error` (the original's way). */
export const COUPON_CHECK_ERRORS = ["unknown", "expired", "inactive", "invalid_email"] as const;
/** Errors of one plan in `discounted_plans`. */
export const DISCOUNT_ERRORS = ["wrong_plan", "expired", "inactive"] as const;
export type DiscountError = (typeof DISCOUNT_ERRORS)[number];

/** POST /v1/communities/{id}/billing/coupon: any client key to a plan id. */
export const couponCheckRequestSchema = z.object({
  coupon_code: z.string().max(LIMITS.couponCode),
  plans: z.record(z.string(), z.unknown()),
  inactive: z.boolean().nullish(),
});
export type CouponCheckRequest = z.input<typeof couponCheckRequestSchema>;

/** One entry of `discounted_plans`: the plan after the discount, the coupon, the saving, a per-plan error. */
export const discountedPlanSchema = planSchema.extend({
  coupon: couponSchema.nullish(),
  coupon_saving: z.number().optional(),
  coupon_saving_text: z.string().optional(),
  error: z.string().nullish(),
});
export type DiscountedPlan = z.infer<typeof discountedPlanSchema>;

export const couponCheckResponseSchema = z.object({
  error: z.string().optional(),
  discounted_plans: z.record(z.string(), discountedPlanSchema).optional(),
});
export type CouponCheckResponse = z.infer<typeof couponCheckResponseSchema>;

/** PUT /v1/communities/{id}/billing/coupon: "" (nothing after normalising) removes the coupon. */
export const applyCouponRequestSchema = z.object({ coupon_code: z.string().max(LIMITS.couponCode) });
export type ApplyCouponRequest = z.input<typeof applyCouponRequestSchema>;

/** POST /v1/communities/{id}/billing/checkout (ours): move to another plan, paying on Stripe's hosted page. */
export const checkoutRequestSchema = z.object({ plan_id: z.string().max(LIMITS.planId) });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/**
 * `url`: the hosted payment page to send the manager to (Stripe mode); null when the plan was applied at once
 * (local mode, or a free plan). A coupon that does not cover the new plan is removed with the change (in Stripe
 * mode once the payment is done); `coupon_removed` names it when the change applied at once.
 */
export const checkoutResponseSchema = z.object({
  mode: z.enum(BILLING_MODES),
  url: z.string().nullable(),
  /** The code of the coupon the change removed: it does not cover the new plan (ours; decision 022). */
  coupon_removed: z.string().nullish(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** POST /v1/communities/{id}/billing/portal (ours): the hosted page for payment details; null in local mode. */
export const billingPortalResponseSchema = z.object({ url: z.string().nullable() });
export type BillingPortalResponse = z.infer<typeof billingPortalResponseSchema>;

/**
 * POST /v1/communities/{id}/billing/card: the original's card token. Card data never reaches us: the answer
 * keeps the original's `card` and adds `portal_url`, the hosted page where the card is changed.
 */
export const cardRequestSchema = z.object({ token: z.string().max(255) });
export const cardResponseSchema = z.object({
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  portal_url: z.string().nullish(),
});
export type CardResponse = z.infer<typeof cardResponseSchema>;

/** POST /v1/communities/{id}/billing/cancel */
export const cancelBillingResponseSchema = z.object({ billing: billingSchema });

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const billingEndpoints = {
  // Billing and plans
  getBilling: {
    method: "GET",
    path: "/v1/communities/:communityId/billing",
    auth: "user",
    response: billingSchema,
  },
  updateBilling: {
    method: "PUT",
    path: "/v1/communities/:communityId/billing",
    auth: "user",
    request: updateBillingRequestSchema,
    response: null,
  },
  checkCoupon: {
    method: "POST",
    path: "/v1/communities/:communityId/billing/coupon",
    auth: "user",
    request: couponCheckRequestSchema,
    response: couponCheckResponseSchema,
  },
  applyCoupon: {
    method: "PUT",
    path: "/v1/communities/:communityId/billing/coupon",
    auth: "user",
    request: applyCouponRequestSchema,
    response: null,
  },
  startCheckout: {
    method: "POST",
    path: "/v1/communities/:communityId/billing/checkout",
    auth: "user",
    request: checkoutRequestSchema,
    response: checkoutResponseSchema,
  },
  openBillingPortal: {
    method: "POST",
    path: "/v1/communities/:communityId/billing/portal",
    auth: "user",
    response: billingPortalResponseSchema,
  },
  updateCard: {
    method: "POST",
    path: "/v1/communities/:communityId/billing/card",
    auth: "user",
    request: cardRequestSchema,
    response: cardResponseSchema,
  },
  cancelBilling: {
    method: "POST",
    path: "/v1/communities/:communityId/billing/cancel",
    auth: "user",
    response: cancelBillingResponseSchema,
  },
  /** Stripe's signed events (the Stripe-Signature header, not a user token). */
  stripeWebhook: { method: "POST", path: "/v1/stripe/webhook", auth: "none", response: null },
} as const satisfies Record<string, EndpointDefinition>;
