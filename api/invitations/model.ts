// Invitations as stored, and on the wire (original §2.7 plus ours: id, state, inviter_name, expires_at).
import { memberFullName } from "../../contract/members.ts";
import type { Invitation, InvitationState } from "../../contract/invitations.ts";
import type { Queryable } from "../db/db.ts";

export interface InvitationRow {
  id: string;
  community_id: string;
  community_name: string;
  member_id: string;
  member_first_name: string | null;
  member_last_name: string | null;
  member_state: string;
  member_user_id: string | null;
  email: string;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
  inviter_member_first_name: string | null;
  inviter_member_last_name: string | null;
  inviter_email: string | null;
  expires_at: Date;
  used_at: Date | null;
  declined_at: Date | null;
}

/**
 * An invitation that has not expired, with its community and member; null when unknown, expired, or its
 * community or member is gone (they take it with them). `lock` locks the invitation row (FOR UPDATE).
 */
export async function findLiveInvitation(
  q: Queryable,
  invitationId: string,
  now: Date,
  lock = false,
): Promise<InvitationRow | null> {
  const { rows } = await q.query<InvitationRow>(
    `SELECT i.id, i.community_id, c.name AS community_name, i.member_id,
            m.first_name AS member_first_name, m.last_name AS member_last_name, m.state AS member_state,
            m.user_id AS member_user_id, i.email,
            u.first_name AS inviter_first_name, u.last_name AS inviter_last_name,
            im.first_name AS inviter_member_first_name, im.last_name AS inviter_member_last_name,
            u.email AS inviter_email, i.expires_at, i.used_at, i.declined_at
     FROM invitations i
     JOIN communities c ON c.id = i.community_id
     JOIN members m ON m.id = i.member_id AND m.community_id = i.community_id
     LEFT JOIN users u ON u.id = i.invited_by_user_id
     LEFT JOIN members im ON im.community_id = i.community_id AND im.user_id = i.invited_by_user_id
     WHERE i.id = $1 AND i.expires_at > $2
     ${lock ? "FOR UPDATE OF i" : ""}`,
    [invitationId, now],
  );
  return rows[0] ?? null;
}

/**
 * The inviting manager's name: their account's, else their member record's, else their email address (as the
 * invitation email says it); null only when the inviter's account is gone.
 */
export function inviterName(
  row: Pick<
    InvitationRow,
    | "inviter_first_name"
    | "inviter_last_name"
    | "inviter_member_first_name"
    | "inviter_member_last_name"
    | "inviter_email"
  >,
): string | null {
  return (
    memberFullName(row.inviter_first_name, row.inviter_last_name) ||
    memberFullName(row.inviter_member_first_name, row.inviter_member_last_name) ||
    row.inviter_email ||
    null
  );
}

export function invitationState(row: Pick<InvitationRow, "used_at" | "declined_at">): InvitationState {
  if (row.used_at) return "accepted";
  if (row.declined_at) return "declined";
  return "pending";
}

/** The public invitation (GET /v1/invitations/{id}): the names are the invited member's. */
export function invitationJson(row: InvitationRow) {
  return {
    id: row.id,
    community: { id: row.community_id, name: row.community_name },
    email: row.email,
    first_name: row.member_first_name,
    last_name: row.member_last_name,
    state: invitationState(row),
    inviter_name: inviterName(row),
    expires_at: new Date(row.expires_at).toISOString(),
  } satisfies Invitation;
}
