// The invitation page's server side (spec S2 §2, §4): reading the invitation, and accepting it for the
// signed-in user.
import { data } from "react-router";
import type { Invitation } from "../../contract/index.ts";
import { serviceUnavailable, type SignedIn } from "../shared/guard.server.ts";
import { ApiError, type PublicV1 } from "../shared/v1-client.server.ts";
import { UUID_PATTERN } from "../../contract/limits.ts";

export type InvitationAction = "accept" | "reject";
export type InvitationPage = "signin" | "register";

/** What the page shows: the invitation, or the card for one that cannot be used (spec S2 §2). */
export type InvitationStatus =
  { kind: "pending"; invitation: Invitation } | { kind: "invalid" | "declined" | "accepted" };

/** The path parameters, or the not-found page for anything else. */
export function invitationParams(params: { action?: string; invitationId?: string; page?: string }) {
  const { action, invitationId, page } = params;
  if (
    (action !== "accept" && action !== "reject") ||
    !invitationId ||
    (page !== "signin" && page !== "register")
  ) {
    throw data(null, { status: 404 });
  }
  return { action: action as InvitationAction, invitationId, page: page as InvitationPage };
}

export function invitationPath(action: InvitationAction, invitationId: string, page: InvitationPage): string {
  return `/invite/${action}/${encodeURIComponent(invitationId)}/${page}`;
}

/** GET /v1/invitations/{id}: 404 is the invalid card (an original server also answers 404 once used). */
export async function loadInvitation(api: PublicV1, invitationId: string): Promise<InvitationStatus> {
  // A link cut short or mistyped is an invitation that does not work, said without asking /v1.
  if (!UUID_PATTERN.test(invitationId)) return { kind: "invalid" };
  try {
    const invitation = await api.invitation(invitationId);
    if (invitation.state === "declined") return { kind: "declined" };
    if (invitation.state === "accepted") return { kind: "accepted" };
    return { kind: "pending", invitation };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) return { kind: "invalid" };
    if (error.isUnavailable) throw serviceUnavailable(error);
    throw error;
  }
}

/** Whether two addresses are the same for an invitation (the service compares without regard to case). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Accepts for the signed-in user and makes the invitation's group the active one. `already_member` counts as
 * done (the user is in the group either way).
 */
export async function acceptFor(me: SignedIn, invitation: Invitation, invitationId: string): Promise<void> {
  try {
    await me.api.acceptInvitation(invitation.community.id, invitationId);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "already_member")) throw error;
  }
  // The guard reloads the communities on the next page and takes the role from there.
  me.session.set({ communityId: invitation.community.id, role: "member" });
}

/** Where the invitee goes after accepting (spec S2 §4): the confirm-email page, then the download page. */
export const AFTER_ACCEPT = "/confirm-email/registered";
