// Invitations (original §2.7, §3.6) with ours: optional `phone`, a decline call, single use, 14-day expiry.
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";
import { LIMITS } from "./limits.ts";

/** An invitation works for this many days after it is sent. */
export const INVITATION_DAYS = 14;

/**
 * POST /v1/communities/{id}/invitations. `message` is free text shown in the email (the original portal sends
 * the phone number there); `phone` is ours, stored with the invitation and never emailed.
 */
export const createInvitationRequestSchema = z.object({
  member_id: z.string().max(LIMITS.id),
  email: z.string().max(LIMITS.email),
  message: z.string().max(LIMITS.message).nullish(),
  phone: z.string().max(LIMITS.phone).nullish(),
});
export type CreateInvitationRequest = z.input<typeof createInvitationRequestSchema>;

/** pending: can be accepted or declined; accepted and declined ones cannot be used again. */
export const INVITATION_STATES = ["pending", "accepted", "declined"] as const;
export const invitationStateSchema = z.enum(INVITATION_STATES);
export type InvitationState = z.infer<typeof invitationStateSchema>;

/**
 * GET /v1/invitations/{id} (public: the id is the secret). The names are the invited member's. Ours adds `id`,
 * `state`, `inviter_name` (the inviting manager's full name, else their email address; null when their account is gone) and `expires_at`; an original
 * server sends none of them and answers 404 for any invitation that cannot be used.
 */
export const invitationSchema = z.object({
  id: z.string().optional(),
  community: z.object({ id: z.string().min(1), name: z.string() }),
  email: z.string(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  state: invitationStateSchema.optional(),
  inviter_name: z.string().nullish(),
  expires_at: z.string().optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export type InvitationAction = "accept" | "reject";
/** `register` opens the invitation page on the registration form, `signin` on the sign-in form. */
export type InvitationPage = "signin" | "register";

/** The portal page an invitation email links to (spec S2 §2: `/invite/{action}/{id}/{page}`). */
export function invitationPortalPath(
  action: InvitationAction,
  invitationId: string,
  page: InvitationPage,
): string {
  return `/invite/${action}/${encodeURIComponent(invitationId)}/${page}`;
}

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const invitationEndpoints = {
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
} as const satisfies Record<string, EndpointDefinition>;
