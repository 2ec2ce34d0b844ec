// Invitations (original §3.6, with ours): a manager invites a member by email; the invitee reads the
// invitation without an account, then accepts it signed in (joining the member record to their account) or
// declines it. Single use, 14 days, ids are random UUIDs (122 bits) and never logged (common/log.ts redacts them).
import { randomUUID } from "node:crypto";
import {
  createInvitationRequestSchema,
  INVITATION_DAYS,
  invitationPortalPath,
  type Invitation,
} from "../../contract/invitations.ts";
import { languageOrNull } from "../../contract/language.ts";
import { memberFullName } from "../../contract/members.ts";
import { sha256Hex } from "../auth/tokens.ts";
import { communityAccess, requireCommunity } from "../communities/access.ts";
import { portalLink, type ApiContext } from "../context.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { ApiError, notFound, unauthorized } from "../http/errors.ts";
import { createRateLimiter, type RateLimiter } from "../http/rateLimit.ts";
import { uuidParam, type Handlers, type Step } from "../http/router.ts";
import { invitationCopyMail, invitationMail, languageOf } from "../mail/templates.ts";
import type { Queryable } from "../db/db.ts";
import { findMember, lockCommunity, type MemberRow } from "../members/model.ts";
import { recordAudit } from "../audit/record.ts";
import { findUserByEmail, findUserById, isEmail, type UserRow } from "../users/model.ts";
import { findLiveInvitation, invitationJson } from "./model.ts";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Text as stored: trimmed, null when empty. */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
}

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

export interface InvitationLimits {
  /** Invitations one manager may send an hour. */
  perInviter: RateLimiter;
  /** Invitations one address may receive an hour. */
  perAddress: RateLimiter;
}

/**
 * POST /communities/:id/invitations (manager). Checks after 401 → 404 → 403 → 415 → the body
 * (`missing_required`, `too_long`; a blank email is `missing_required ["email"]`), in the original's order:
 * `email_verification_required` (the caller's own address is unconfirmed) → `member_not_found` →
 * `member_active` → `malformed_email`; then the rate limits (429). In one transaction: earlier open
 * invitations of the member are withdrawn (so a corrected address replaces a wrong one), the invitation is
 * stored, the member becomes `invited`, and the invitation (to the invitee) and its copy (to the caller) are
 * queued. 200 empty; the id travels only in the email.
 */
export function createInvitation(limits: InvitationLimits): Step {
  return async (ctx, req, res) => {
    const access = communityAccess(res);
    const communityId = access.community.id;
    const { userId } = getAuth(res);
    const body = readBody(req, createInvitationRequestSchema);
    const email = body.email.trim();
    if (!email) throw new ApiError(400, "missing_required", { required: ["email"] });
    const inviter = await findUserById(ctx.db, userId);
    if (!inviter) throw unauthorized();
    if (!inviter.email_verified) throw new ApiError(400, "email_verification_required");
    const memberId = uuidParam(body.member_id);
    const member = memberId ? await findMember(ctx.db, communityId, memberId) : null;
    if (!member) throw new ApiError(400, "member_not_found");
    if (member.state === "active") throw new ApiError(400, "member_active");
    if (!isEmail(email)) throw new ApiError(400, "malformed_email");
    await limits.perInviter.hit(userId);
    // Keyed by a hash: a shared (Redis) store never holds the address.
    await limits.perAddress.hit(sha256Hex(email.toLowerCase()));

    const now = ctx.now();
    const invitationId = randomUUID();
    const message = optionalText(body.message);
    const phone = optionalText(body.phone);
    const mailIds = await ctx.db.transaction(async (tx) => {
      await lockCommunity(tx, communityId);
      const current = await findMember(tx, communityId, member.id);
      if (!current) throw new ApiError(400, "member_not_found");
      if (current.state === "active") throw new ApiError(400, "member_active");
      return storeInvitation(ctx, tx, {
        invitationId,
        communityId,
        communityName: access.community.name,
        member: current,
        email,
        message,
        phone,
        inviter,
        now,
        copyToInviter: true,
      });
    });
    await ctx.mail.deliver(mailIds);
    res.status(200).end();
  };
}

export interface NewInvitation {
  invitationId: string;
  communityId: string;
  communityName: string;
  /** The member, read under the community lock, not active. */
  member: MemberRow;
  email: string;
  message: string | null;
  phone: string | null;
  inviter: UserRow;
  now: Date;
  /** Also send the inviter a copy (one invitation from its page; not for a file of people). */
  copyToInviter: boolean;
}

/**
 * Stores an invitation in the caller's transaction (the community locked): earlier open invitations of the member
 * are withdrawn, the member becomes `invited`, and the mail is queued. Returns the mail ids to deliver once the
 * transaction has committed.
 */
export async function storeInvitation(
  ctx: ApiContext,
  tx: Queryable,
  input: NewInvitation,
): Promise<string[]> {
  const { invitationId, communityId, member, email, message, phone, inviter, now } = input;
  await tx.query("DELETE FROM invitations WHERE member_id = $1 AND used_at IS NULL", [member.id]);
  await tx.query(
    `INSERT INTO invitations (id, community_id, member_id, email, phone, message, invited_by_user_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      invitationId,
      communityId,
      member.id,
      email,
      phone,
      message,
      inviter.id,
      now,
      new Date(now.getTime() + INVITATION_DAYS * DAY),
    ],
  );
  await tx.query("UPDATE members SET state = 'invited', updated_at = $2 WHERE id = $1", [member.id, now]);

  const invitee = await findUserByEmail(tx, email);
  const page = invitee ? "signin" : "register";
  const inviteeName = memberFullName(member.first_name, member.last_name);
  // The audit entry, in the invitation's transaction; a file of people writes one per person too.
  await recordAudit(tx, {
    communityId,
    actorUserId: inviter.id,
    kind: "member_invited",
    memberId: member.id,
    subjectLabel: inviteeName || email,
    details: { email, resent: member.state === "invited" },
    at: now,
  });
  const ownName =
    memberFullName(inviter.first_name, inviter.last_name) ||
    (await inviterMemberName(tx, communityId, inviter.id)) ||
    null;
  const communityName = oneLine(input.communityName);
  const toInvitee = await ctx.mail.queue(
    tx,
    email,
    invitationMail({
      inviteeName,
      inviterName: ownName ?? inviter.email,
      communityName,
      message: message ?? "",
      acceptLink: portalLink(ctx, invitationPortalPath("accept", invitationId, page)),
      declineLink: portalLink(ctx, invitationPortalPath("reject", invitationId, page)),
      days: INVITATION_DAYS,
      // The invitee's own language once they have chosen one; until then the manager's.
      language: languageOrNull(invitee?.language) ?? languageOf(inviter),
    }),
  );
  if (!input.copyToInviter) return [toInvitee];
  const toInviter = await ctx.mail.queue(
    tx,
    inviter.email,
    invitationCopyMail({
      inviterName: ownName,
      inviteeName,
      inviteeEmail: email,
      communityName,
      message: message ?? "",
      days: INVITATION_DAYS,
      language: languageOf(inviter),
    }),
  );
  return [toInvitee, toInviter];
}

async function inviterMemberName(
  q: Parameters<typeof findMember>[0],
  communityId: string,
  userId: string,
): Promise<string> {
  const { rows } = await q.query<{ first_name: string | null; last_name: string | null }>(
    "SELECT first_name, last_name FROM members WHERE community_id = $1 AND user_id = $2",
    [communityId, userId],
  );
  return rows[0] ? memberFullName(rows[0].first_name, rows[0].last_name) : "";
}

/**
 * GET /invitations/:id (public; the id is the secret): the community, the invited address and member's names,
 * and ours: `state`, `inviter_name`, `expires_at`. 404 (empty) when unknown, expired, or its group or member is
 * gone. An accepted or declined invitation still answers, with its state, until it expires.
 */
export const readInvitation: Step = async (ctx, req, res) => {
  const id = uuidParam(req.params.invitationId);
  const row = id ? await findLiveInvitation(ctx.db, id, ctx.now()) : null;
  if (!row) throw notFound();
  res.json(invitationJson(row) satisfies Invitation);
};

/**
 * POST /communities/:cid/invitations/:id/accept (signed in, no body). 404 (empty) when the invitation is
 * unknown, expired, declined, already used by someone else, or of another community. Ours, unlike the original:
 * the caller's address must be the invited one (`email_mismatch`; compared without regard to case), and someone
 * already in the group cannot take a second member record (`already_member`). In one transaction: the member
 * record gets the caller's account and becomes active, the invitation is used (others of the member are
 * withdrawn), and the caller's address counts as confirmed (the emailed secret proves it). Accepting again
 * by the same account answers 200.
 */
export const acceptInvitation: Step = async (ctx, req, res) => {
  const { userId } = getAuth(res);
  const communityId = uuidParam(req.params.communityId);
  const invitationId = uuidParam(req.params.invitationId);
  if (!communityId || !invitationId) throw notFound();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockCommunity(tx, communityId);
    const row = await findLiveInvitation(tx, invitationId, now, true);
    if (!row || row.community_id !== communityId || row.declined_at) throw notFound();
    if (row.used_at || row.member_user_id) {
      if (row.member_user_id === userId) return;
      throw notFound();
    }
    const user = await findUserById(tx, userId);
    if (!user) throw unauthorized();
    if (user.email.toLowerCase() !== row.email.trim().toLowerCase())
      throw new ApiError(400, "email_mismatch");
    const { rows } = await tx.query("SELECT 1 FROM members WHERE community_id = $1 AND user_id = $2", [
      communityId,
      userId,
    ]);
    if (rows.length > 0) throw new ApiError(400, "already_member");
    await tx.query("UPDATE members SET user_id = $2, state = 'active', updated_at = $3 WHERE id = $1", [
      row.member_id,
      userId,
      now,
    ]);
    await tx.query("UPDATE invitations SET used_at = $2, used_by_user_id = $3 WHERE id = $1", [
      row.id,
      now,
      userId,
    ]);
    await tx.query("DELETE FROM invitations WHERE member_id = $1 AND id <> $2 AND used_at IS NULL", [
      row.member_id,
      row.id,
    ]);
    await tx.query("UPDATE users SET email_verified = true WHERE id = $1", [userId]);
  });
  res.status(200).end();
};

/**
 * POST /invitations/:id/decline (ours; public, the id is the secret; no body). The invitation can no longer be
 * accepted and the member is `uninvited` again (the manager sees "not invited" and may invite again). 404
 * (empty) when unknown, expired or accepted; declining twice answers 200.
 */
export const declineInvitation: Step = async (ctx, req, res) => {
  const invitationId = uuidParam(req.params.invitationId);
  const now = ctx.now();
  const found = invitationId ? await findLiveInvitation(ctx.db, invitationId, now) : null;
  if (!found) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await lockCommunity(tx, found.community_id);
    const row = await findLiveInvitation(tx, found.id, now, true);
    if (!row || row.used_at) throw notFound();
    if (row.declined_at) return;
    await tx.query("UPDATE invitations SET declined_at = $2 WHERE id = $1", [row.id, now]);
    await tx.query(
      `UPDATE members SET state = 'uninvited', updated_at = $2
       WHERE id = $1 AND state = 'invited'
         AND NOT EXISTS (SELECT 1 FROM invitations
                         WHERE member_id = $1 AND used_at IS NULL AND declined_at IS NULL AND expires_at > $2)`,
      [row.member_id, now],
    );
  });
  res.status(200).end();
};

const limitsOfContext = new WeakMap<ApiContext, InvitationLimits>();

/** The invitation limits of a service (one set per context: a file of people counts against the same ones). */
export function invitationLimits(ctx: ApiContext): InvitationLimits {
  let limits = limitsOfContext.get(ctx);
  if (!limits) {
    limits = {
      perInviter: createRateLimiter(30, HOUR, ctx.now, "invitations-per-inviter"),
      perAddress: createRateLimiter(5, HOUR, ctx.now, "invitations-per-address"),
    };
    limitsOfContext.set(ctx, limits);
  }
  return limits;
}

export function invitationHandlers(ctx: ApiContext): Handlers {
  const limits = invitationLimits(ctx);
  return {
    createInvitation: [requireUser, requireCommunity("manager"), createInvitation(limits)],
    acceptInvitation: [requireUser, acceptInvitation],
    getInvitation: [readInvitation],
    declineInvitation: [declineInvitation],
  };
}
