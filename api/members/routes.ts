// Members of a community (original §3.5): list, add (with a bar of their own), read, replace, delete.
// Managers only, except that a member may read their own record. Every change runs in one transaction with the
// community row locked, so the member limit and the name rule hold under concurrent requests.
import { randomUUID } from "node:crypto";
import { isUnlimited } from "../../contract/limits.ts";
import { LIMITS } from "../../contract/limits.ts";
import {
  createMemberRequestSchema,
  MAX_BARS_PER_MEMBER,
  memberFullName,
  MEMBER_PAGE,
  memberListQuerySchema,
  updateMemberRequestSchema,
  type CreateMemberResponse,
  type MemberListResponse,
} from "../../contract/members.ts";
import { NEW_BAR_NAME_WORDS, newBarName } from "../../common/catalogue/naming.ts";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { userLanguage } from "../users/model.ts";
import { peopleChanged } from "../billing/people.ts";
import { recordAudit } from "../audit/record.ts";
import { communityAccess, requireCommunity } from "../communities/access.ts";
import type { Queryable } from "../db/db.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { ApiError, forbidden, notFound } from "../http/errors.ts";
import { uuidParam, type Handlers, type Step } from "../http/router.ts";
import {
  checkMemberName,
  findMember,
  listMemberPage,
  listMembers,
  lockCommunity,
  memberJson,
  memberListItemJson,
  moveBillingContact,
  storedName,
  type MemberRow,
} from "./model.ts";

/** The path's member of the loaded community, or 404 (unknown, malformed, or another community's). */
async function pathMember(q: Queryable, communityId: string, param: unknown): Promise<MemberRow> {
  const memberId = uuidParam(param);
  const member = memberId ? await findMember(q, communityId, memberId) : null;
  if (!member) throw notFound();
  return member;
}

/**
 * The name of a new member's bar: "Bar for {name}" in the language of the manager who adds them ("Barra de
 * {name}"), within the bar-name limit.
 */
export function barNameFor(fullName: string, language: Language = SOURCE_LANGUAGE): string {
  const room = LIMITS.barName - NEW_BAR_NAME_WORDS - " (2)".length;
  const name = fullName.length > room ? fullName.slice(0, room).trimEnd() : fullName;
  return newBarName({ self: false, name }, [], language);
}

interface MemberUpdate {
  actorUserId: string;
  current: MemberRow;
  firstName: string | null;
  lastName: string | null;
  barIds: readonly (string | null)[];
  now: Date;
}

/** The audit entries of a PUT (the group's audit log): one per kind of change it made (name, role, bars). */
async function auditMemberUpdate(tx: Queryable, u: MemberUpdate, role: string): Promise<void> {
  const before = memberFullName(u.current.first_name, u.current.last_name);
  const after = memberFullName(u.firstName, u.lastName);
  const base = {
    communityId: u.current.community_id,
    actorUserId: u.actorUserId,
    memberId: u.current.id,
    at: u.now,
  };
  const label = after || u.current.email;
  if (before !== after) {
    await recordAudit(tx, {
      ...base,
      kind: "member_renamed",
      subjectLabel: label,
      details: { from: before, to: after },
    });
  }
  if (role !== u.current.role) {
    await recordAudit(tx, {
      ...base,
      kind: "role_changed",
      subjectLabel: label,
      details: { from: u.current.role, to: role },
    });
  }
  const old = new Set(u.current.bar_ids);
  const next = new Set(u.barIds);
  const added = [...next].filter((id) => !old.has(id as string)).length;
  const removed = [...old].filter((id) => !next.has(id)).length;
  if (added > 0 || removed > 0) {
    await recordAudit(tx, {
      ...base,
      kind: "member_bars_changed",
      subjectLabel: label,
      details: { added, removed },
    });
  }
}

/** The query keys that ask for a page; without any of them the answer is the original's whole list. */
const PAGE_KEYS = Object.keys(memberListQuerySchema.shape);

/**
 * GET /communities/:id/members (manager): every member in every state, the caller included, oldest first —
 * or, with any of `q`, `role`, `bar`, `limit`, `offset` (a group may have 10,000), one page of those that
 * match with `total`.
 */
export const listMembersStep: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const asked = PAGE_KEYS.some((key) => req.query[key] !== undefined);
  if (!asked) {
    const members = await listMembers(ctx.db, community.id);
    res.json({ members: members.map(memberListItemJson) } satisfies MemberListResponse);
    return;
  }
  const query = memberListQuerySchema.safeParse(req.query);
  if (!query.success) {
    throw new ApiError(400, "invalid_field", { field: String(query.error.issues[0]?.path[0] ?? "query") });
  }
  const { limit = MEMBER_PAGE.portal, offset = 0, ...filter } = query.data;
  const page = await listMemberPage(ctx.db, community.id, filter, limit, offset);
  res.json({
    members: page.rows.map(memberListItemJson),
    total: page.total,
    offset,
    limit,
  } satisfies MemberListResponse);
};

/**
 * POST /communities/:id/members (manager): a member (role member, state uninvited) with a name no one else in the
 * community has, and a personal bar "Bar for {name}" listed in its `bar_ids`. 400 `limit_reached` when the
 * plan's member limit is reached (the creator is not counted; 65535 or 0 is unlimited).
 */
export const createMember: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const { userId } = getAuth(res);
  const body = readBody(req, createMemberRequestSchema);
  const firstName = storedName(body.first_name);
  const lastName = storedName(body.last_name);
  const now = ctx.now();
  const memberId = randomUUID();
  const barId = randomUUID();
  const member = await ctx.db.transaction(async (tx) => {
    const locked = await lockCommunity(tx, community.id);
    if (!isUnlimited(locked.member_limit) && locked.member_count >= locked.member_limit) {
      throw new ApiError(400, "limit_reached");
    }
    const fullName = await checkMemberName(tx, community.id, firstName, lastName, null);
    const barName = barNameFor(fullName, await userLanguage(tx, userId));
    await tx.query(
      `INSERT INTO bars (id, community_id, name, is_shared, items, created_by_user_id, created_at, updated_at)
       VALUES ($1, $2, $3, false, '[]'::jsonb, $4, $5, $5)`,
      [barId, community.id, barName, userId, now],
    );
    await tx.query(
      `INSERT INTO bar_versions (bar_id, author_user_id, created_at, name, is_shared, items)
       VALUES ($1, $2, $3, $4, false, '[]'::jsonb)`,
      [barId, userId, now, barName],
    );
    await tx.query(
      `INSERT INTO members (id, community_id, user_id, first_name, last_name, role, state, bar_ids, created_at, updated_at)
       VALUES ($1, $2, NULL, $3, $4, 'member', 'uninvited', ARRAY[$5::uuid], $6, $6)`,
      [memberId, community.id, firstName, lastName, barId, now],
    );
    await tx.query("UPDATE communities SET member_count = member_count + 1, updated_at = $2 WHERE id = $1", [
      community.id,
      now,
    ]);
    await recordAudit(tx, {
      communityId: community.id,
      actorUserId: userId,
      kind: "member_added",
      memberId,
      subjectLabel: fullName,
      details: { bar: barName },
      at: now,
    });
    return findMember(tx, community.id, memberId);
  });
  if (!member) throw new Error("member not found after insert");
  peopleChanged(ctx, community.id);
  res.json({ member: memberJson(member) } satisfies CreateMemberResponse);
};

/** GET /communities/:cid/members/:id: a manager, or the member whose record it is (404 before 403). */
export const readMember: Step = async (ctx, req, res) => {
  const access = communityAccess(res);
  const member = await pathMember(ctx.db, access.community.id, req.params.memberId);
  if (access.member.role !== "manager" && member.id !== access.member.id) throw forbidden();
  res.json(memberJson(member));
};

/**
 * PUT /communities/:cid/members/:id (manager): a full replacement of names, bars and role, as the original
 * (absent names become null, absent `bar_ids` none). Checks after the body: `cannot_demote_self` →
 * `bar_limit_reached` (more than 5 distinct bars) → `bad_bar_id` (not a bar of this community) → the name, only
 * when it changes (`missing_required` for a blank one, `existing_name` for another member's).
 */
export const updateMember: Step = async (ctx, req, res) => {
  const access = communityAccess(res);
  const communityId = access.community.id;
  const target = await pathMember(ctx.db, communityId, req.params.memberId);
  const body = readBody(req, updateMemberRequestSchema);
  if (target.id === access.member.id && body.role !== "manager")
    throw new ApiError(400, "cannot_demote_self");
  const requested = [...new Set((body.bar_ids ?? []).map((id) => id.toLowerCase()))];
  if (requested.length > MAX_BARS_PER_MEMBER) throw new ApiError(400, "bar_limit_reached");
  const barIds = requested.map((id) => uuidParam(id));
  if (barIds.some((id) => id === null)) throw new ApiError(400, "bad_bar_id");
  const firstName = storedName(body.first_name);
  const lastName = storedName(body.last_name);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockCommunity(tx, communityId);
    const current = await findMember(tx, communityId, target.id);
    if (!current) throw notFound();
    if (barIds.length > 0) {
      const { rows } = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bars WHERE community_id = $1 AND id = ANY($2::uuid[])
           AND id IS DISTINCT FROM (SELECT base_bar_id FROM communities WHERE id = $1)`,
        [communityId, barIds],
      );
      if (rows[0]?.n !== barIds.length) throw new ApiError(400, "bad_bar_id");
    }
    if (firstName !== current.first_name || lastName !== current.last_name) {
      await checkMemberName(tx, communityId, firstName, lastName, current.id);
    }
    await tx.query(
      `UPDATE members SET first_name = $3, last_name = $4, bar_ids = $5::uuid[], role = $6, updated_at = $7
       WHERE id = $1 AND community_id = $2`,
      [current.id, communityId, firstName, lastName, barIds, body.role, now],
    );
    if (body.role !== "manager") await moveBillingContact(tx, communityId, current.id, access.member.id, now);
    await auditMemberUpdate(
      tx,
      { actorUserId: getAuth(res).userId, current, firstName, lastName, barIds, now },
      body.role,
    );
  });
  res.status(200).end();
};

/**
 * DELETE /communities/:cid/members/:id (manager; not oneself: `cannot_delete_self`). In one transaction: the
 * billing contact moves to the caller, the member goes with its invitations, its personal bars that no other
 * member uses go too (the original left them behind), and `member_count` drops (the creator is not counted).
 */
export const deleteMember: Step = async (ctx, req, res) => {
  const access = communityAccess(res);
  const communityId = access.community.id;
  const target = await pathMember(ctx.db, communityId, req.params.memberId);
  if (target.id === access.member.id) throw new ApiError(400, "cannot_delete_self");
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockCommunity(tx, communityId);
    const current = await findMember(tx, communityId, target.id);
    if (!current) throw notFound();
    await moveBillingContact(tx, communityId, current.id, access.member.id, now);
    await tx.query("DELETE FROM members WHERE id = $1", [current.id]);
    await recordAudit(tx, {
      communityId,
      actorUserId: getAuth(res).userId,
      kind: "member_removed",
      memberId: current.id,
      subjectLabel: memberFullName(current.first_name, current.last_name) || current.email,
      at: now,
    });
    if (current.bar_ids.length > 0) {
      await tx.query(
        `DELETE FROM bars b
         WHERE b.community_id = $1 AND b.id = ANY($2::uuid[]) AND NOT b.is_shared
           AND b.id IS DISTINCT FROM (SELECT default_bar_id FROM communities WHERE id = $1)
           AND NOT EXISTS (SELECT 1 FROM members o WHERE o.community_id = $1 AND b.id = ANY(o.bar_ids))`,
        [communityId, current.bar_ids],
      );
    }
    const isCreator = current.user_id !== null && current.user_id === locked.created_by_user_id;
    if (!isCreator) {
      await tx.query(
        "UPDATE communities SET member_count = member_count - 1, updated_at = $2 WHERE id = $1 AND member_count > 0",
        [communityId, now],
      );
    }
  });
  peopleChanged(ctx, communityId);
  res.status(200).end();
};

export function memberHandlers(): Handlers {
  return {
    listMembers: [requireUser, requireCommunity("manager"), listMembersStep],
    createMember: [requireUser, requireCommunity("manager"), createMember],
    getMember: [requireUser, requireCommunity("member"), readMember],
    updateMember: [requireUser, requireCommunity("manager"), updateMember],
    deleteMember: [requireUser, requireCommunity("manager"), deleteMember],
  };
}
