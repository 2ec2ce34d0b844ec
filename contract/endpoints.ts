// Every /v1 endpoint: method, path pattern, who may call it, and the schemas of its request body, query and
// answer. The portal's client is built from this table; the service and the fuzz tests enumerate it.
import type { z } from "zod";
import {
  approvalAnswerRequestSchema,
  approvalEventsResponseSchema,
  memberApprovalSchema,
  setApprovalRequestSchema,
  talkRequestSchema,
} from "./approvals.ts";
import {
  authResponseSchema,
  loginRequestSchema,
  passwordChangeRequestSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  verifyEmailResponseSchema,
} from "./auth.ts";
import {
  barDraftResponseSchema,
  barListResponseSchema,
  barSchema,
  barVersionListQuerySchema,
  barVersionListResponseSchema,
  barVersionSchema,
  createBarRequestSchema,
  deleteBarQuerySchema,
  desktopCommunitySchema,
  putBarDraftRequestSchema,
  restoreBarRequestSchema,
  savedBarResponseSchema,
  updateBarRequestSchema,
  updateBarResponseSchema,
  userDraftsQuerySchema,
  userDraftsResponseSchema,
} from "./bars.ts";
import {
  applyCouponRequestSchema,
  billingPortalResponseSchema,
  billingSchema,
  cancelBillingResponseSchema,
  cardRequestSchema,
  cardResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  couponCheckRequestSchema,
  couponCheckResponseSchema,
  updateBillingRequestSchema,
} from "./billing.ts";
import {
  communitySchema,
  createCommunityRequestSchema,
  createCommunityResponseSchema,
  updateCommunityRequestSchema,
} from "./communities.ts";
import { createInvitationRequestSchema, invitationSchema } from "./invitations.ts";
import { LINK_CHECK_PATH } from "./links.ts";
import {
  linkCheckNowRequestSchema,
  linkCheckNowResponseSchema,
  linkHealthEmailSchema,
  linkHealthResponseSchema,
} from "./link-health.ts";
import { outboxQuerySchema, outboxResponseSchema } from "./mail.ts";
import {
  createMemberRequestSchema,
  createMemberResponseSchema,
  memberListQuerySchema,
  memberListResponseSchema,
  memberSchema,
  updateMemberRequestSchema,
} from "./members.ts";
import { plansResponseSchema } from "./plans.ts";
import { preferencesSchema, putPreferencesRequestSchema } from "./preferences.ts";
import { devicesQuerySchema, devicesResponseSchema, putSystemRequestSchema } from "./devices.ts";
import {
  deletionPreviewSchema,
  lastCommunityRequestSchema,
  unregisterRequestSchema,
  updateUserRequestSchema,
  userCommunitiesResponseSchema,
  userSchema,
} from "./users.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "HEAD";

export interface EndpointDefinition {
  method: HttpMethod;
  /** Express-style pattern: `:name` is one path segment. */
  path: string;
  /** none: anyone; optional: a token is used when sent; user: a signed-in user (401 without). */
  auth: "none" | "optional" | "user";
  /** The JSON body it accepts; absent: no body. */
  request?: z.ZodType;
  /** The query it reads; absent: none. */
  query?: z.ZodType;
  /** The JSON answer on success; null: an empty body (or one the client does not read). */
  response: z.ZodType | null;
}

export const endpoints = {
  // Sign-in, sign-out, registration
  login: {
    method: "POST",
    path: "/v1/auth/username",
    auth: "none",
    request: loginRequestSchema,
    response: authResponseSchema,
  },
  logout: { method: "DELETE", path: "/v1/auth/token", auth: "optional", response: null },
  register: {
    method: "POST",
    path: "/v1/register/username",
    auth: "none",
    request: registerRequestSchema,
    response: authResponseSchema,
  },
  // Email verification and passwords
  verifyEmail: {
    method: "POST",
    path: "/v1/users/:userId/verify_email/:token",
    auth: "none",
    response: verifyEmailResponseSchema,
  },
  resendVerification: {
    method: "POST",
    path: "/v1/users/:userId/resend_verification",
    auth: "user",
    response: null,
  },
  requestPasswordReset: {
    method: "POST",
    path: "/v1/auth/username/password_reset/request",
    auth: "none",
    request: passwordResetRequestSchema,
    response: null,
  },
  completePasswordReset: {
    method: "POST",
    path: "/v1/auth/username/password_reset/:token",
    auth: "none",
    request: passwordResetCompleteSchema,
    response: null,
  },
  changePassword: {
    method: "POST",
    path: "/v1/users/:userId/password",
    auth: "user",
    request: passwordChangeRequestSchema,
    response: null,
  },
  // The user
  getUser: { method: "GET", path: "/v1/users/:userId", auth: "user", response: userSchema },
  // The user's name and the group last used (issue 23 items 9, 10)
  updateUser: {
    method: "PUT",
    path: "/v1/users/:userId",
    auth: "user",
    request: updateUserRequestSchema,
    response: null,
  },
  setLastCommunity: {
    method: "PUT",
    path: "/v1/users/:userId/last_community",
    auth: "user",
    request: lastCommunityRequestSchema,
    response: null,
  },
  getUserCommunities: {
    method: "GET",
    path: "/v1/users/:userId/communities",
    auth: "user",
    response: userCommunitiesResponseSchema,
  },
  getDeletionPreview: {
    method: "GET",
    path: "/v1/users/:userId/deletion_preview",
    auth: "user",
    response: deletionPreviewSchema,
  },
  unregister: {
    method: "POST",
    path: "/v1/users/:userId/unregister",
    auth: "user",
    request: unregisterRequestSchema,
    response: null,
  },
  // Communities
  createCommunity: {
    method: "POST",
    path: "/v1/communities",
    auth: "user",
    request: createCommunityRequestSchema,
    response: createCommunityResponseSchema,
  },
  getCommunity: {
    method: "GET",
    path: "/v1/communities/:communityId",
    auth: "user",
    response: communitySchema,
  },
  updateCommunity: {
    method: "PUT",
    path: "/v1/communities/:communityId",
    auth: "user",
    request: updateCommunityRequestSchema,
    response: null,
  },
  deleteCommunity: {
    method: "DELETE",
    path: "/v1/communities/:communityId",
    auth: "user",
    response: null,
  },
  // Bars
  listBars: {
    method: "GET",
    path: "/v1/communities/:communityId/bars",
    auth: "user",
    response: barListResponseSchema,
  },
  getBar: {
    method: "GET",
    path: "/v1/communities/:communityId/bars/:barId",
    auth: "user",
    response: barSchema,
  },
  createBar: {
    method: "POST",
    path: "/v1/communities/:communityId/bars",
    auth: "user",
    request: createBarRequestSchema,
    response: savedBarResponseSchema,
  },
  updateBar: {
    method: "PUT",
    path: "/v1/communities/:communityId/bars/:barId",
    auth: "user",
    request: updateBarRequestSchema,
    response: updateBarResponseSchema,
  },
  deleteBar: {
    method: "DELETE",
    path: "/v1/communities/:communityId/bars/:barId",
    auth: "user",
    query: deleteBarQuerySchema,
    response: null,
  },
  listBarVersions: {
    method: "GET",
    path: "/v1/communities/:communityId/bars/:barId/versions",
    auth: "user",
    query: barVersionListQuerySchema,
    response: barVersionListResponseSchema,
  },
  getBarVersion: {
    method: "GET",
    path: "/v1/communities/:communityId/bars/:barId/versions/:version",
    auth: "user",
    response: barVersionSchema,
  },
  restoreBarVersion: {
    method: "POST",
    path: "/v1/communities/:communityId/bars/:barId/versions/:version/restore",
    auth: "user",
    request: restoreBarRequestSchema,
    response: savedBarResponseSchema,
  },
  getBarDraft: {
    method: "GET",
    path: "/v1/communities/:communityId/bars/:barId/draft",
    auth: "user",
    response: barDraftResponseSchema,
  },
  putBarDraft: {
    method: "PUT",
    path: "/v1/communities/:communityId/bars/:barId/draft",
    auth: "user",
    request: putBarDraftRequestSchema,
    response: barDraftResponseSchema,
  },
  deleteBarDraft: {
    method: "DELETE",
    path: "/v1/communities/:communityId/bars/:barId/draft",
    auth: "user",
    response: null,
  },
  commitBarDraft: {
    method: "POST",
    path: "/v1/communities/:communityId/bars/:barId/draft/commit",
    auth: "user",
    response: savedBarResponseSchema,
  },
  listUserDrafts: {
    method: "GET",
    path: "/v1/users/:userId/drafts",
    auth: "user",
    query: userDraftsQuerySchema,
    response: userDraftsResponseSchema,
  },
  getDesktopCommunity: {
    method: "GET",
    path: "/v1/users/:userId/communities/:communityId",
    auth: "user",
    response: desktopCommunitySchema,
  },
  // The desktop apps' preferences record (original; contract/preferences.ts)
  getPreferences: {
    method: "GET",
    path: "/v1/users/:userId/preferences/:preferencesId",
    auth: "user",
    response: preferencesSchema,
  },
  putPreferences: {
    method: "PUT",
    path: "/v1/users/:userId/preferences/:preferencesId",
    auth: "user",
    request: putPreferencesRequestSchema,
    response: null,
  },
  // The device record (contract/devices.ts), managers only
  listDevices: {
    method: "GET",
    path: "/v1/communities/:communityId/devices",
    auth: "user",
    query: devicesQuerySchema,
    response: devicesResponseSchema,
  },
  putMemberSystem: {
    method: "PUT",
    path: "/v1/communities/:communityId/members/:memberId/system",
    auth: "user",
    request: putSystemRequestSchema,
    response: null,
  },
  // Members
  listMembers: {
    method: "GET",
    path: "/v1/communities/:communityId/members",
    auth: "user",
    query: memberListQuerySchema,
    response: memberListResponseSchema,
  },
  createMember: {
    method: "POST",
    path: "/v1/communities/:communityId/members",
    auth: "user",
    request: createMemberRequestSchema,
    response: createMemberResponseSchema,
  },
  getMember: {
    method: "GET",
    path: "/v1/communities/:communityId/members/:memberId",
    auth: "user",
    response: memberSchema,
  },
  updateMember: {
    method: "PUT",
    path: "/v1/communities/:communityId/members/:memberId",
    auth: "user",
    request: updateMemberRequestSchema,
    response: null,
  },
  deleteMember: {
    method: "DELETE",
    path: "/v1/communities/:communityId/members/:memberId",
    auth: "user",
    response: null,
  },
  // Issue 19, the member's say: "changes wait for my OK" (contract/approvals.ts)
  getMemberApproval: {
    method: "GET",
    path: "/v1/communities/:communityId/members/:memberId/approval",
    auth: "user",
    response: memberApprovalSchema,
  },
  setMemberApproval: {
    method: "PUT",
    path: "/v1/communities/:communityId/members/:memberId/approval",
    auth: "user",
    request: setApprovalRequestSchema,
    response: memberApprovalSchema,
  },
  approveMemberBar: {
    method: "POST",
    path: "/v1/communities/:communityId/members/:memberId/bars/:barId/approve",
    auth: "user",
    request: approvalAnswerRequestSchema,
    response: memberApprovalSchema,
  },
  notNowMemberBar: {
    method: "POST",
    path: "/v1/communities/:communityId/members/:memberId/bars/:barId/not_now",
    auth: "user",
    request: approvalAnswerRequestSchema,
    response: memberApprovalSchema,
  },
  talkAboutMemberBar: {
    method: "POST",
    path: "/v1/communities/:communityId/members/:memberId/bars/:barId/talk",
    auth: "user",
    request: talkRequestSchema,
    response: null,
  },
  listBarApprovalEvents: {
    method: "GET",
    path: "/v1/communities/:communityId/bars/:barId/approval_events",
    auth: "user",
    response: approvalEventsResponseSchema,
  },
  // Invitations
  createInvitation: {
    method: "POST",
    path: "/v1/communities/:communityId/invitations",
    auth: "user",
    request: createInvitationRequestSchema,
    response: null,
  },
  getInvitation: {
    method: "GET",
    path: "/v1/invitations/:invitationId",
    auth: "none",
    response: invitationSchema,
  },
  acceptInvitation: {
    method: "POST",
    path: "/v1/communities/:communityId/invitations/:invitationId/accept",
    auth: "user",
    response: null,
  },
  declineInvitation: {
    method: "POST",
    path: "/v1/invitations/:invitationId/decline",
    auth: "none",
    response: null,
  },
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
  listPlans: { method: "GET", path: "/v1/plans/community", auth: "none", response: plansResponseSchema },
  // Links and mail
  checkLink: { method: "HEAD", path: LINK_CHECK_PATH, auth: "user", response: null },
  devOutbox: {
    method: "GET",
    path: "/v1/dev/outbox",
    auth: "none",
    query: outboxQuerySchema,
    response: outboxResponseSchema,
  },
  // Link health (issue 18): managers only; the email setting is the user's own
  communityLinkHealth: {
    method: "GET",
    path: "/v1/communities/:communityId/link-health",
    auth: "user",
    response: linkHealthResponseSchema,
  },
  barLinkHealth: {
    method: "GET",
    path: "/v1/communities/:communityId/bars/:barId/link-health",
    auth: "user",
    response: linkHealthResponseSchema,
  },
  checkLinksNow: {
    method: "POST",
    path: "/v1/communities/:communityId/link-health/check",
    auth: "user",
    request: linkCheckNowRequestSchema,
    response: linkCheckNowResponseSchema,
  },
  getLinkHealthEmail: {
    method: "GET",
    path: "/v1/users/:userId/link-health-email",
    auth: "user",
    response: linkHealthEmailSchema,
  },
  setLinkHealthEmail: {
    method: "PUT",
    path: "/v1/users/:userId/link-health-email",
    auth: "user",
    request: linkHealthEmailSchema,
    response: linkHealthEmailSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The `:name` parameters of a path pattern, as an object type. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** The request body type of an endpoint (undefined when it takes none). */
export type RequestOf<N extends EndpointName> = Endpoints[N] extends { request: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** The parsed answer of an endpoint (undefined when the body is not read). */
export type ResponseOf<N extends EndpointName> = Endpoints[N]["response"] extends infer S extends z.ZodType
  ? z.output<S>
  : undefined;

/** Builds a path from a pattern, encoding each parameter as one path segment. */
export function buildPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** Every endpoint as a list (for tests that go through them all). */
export function listEndpoints(): (EndpointDefinition & { name: EndpointName })[] {
  return (Object.keys(endpoints) as EndpointName[]).map((name) => ({ name, ...endpoints[name] }));
}
