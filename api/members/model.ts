// Members (original §2.5) as stored and on the wire, and the rules several member changes share.
import {
  memberFullName,
  sameMemberName,
  type Member,
  type MemberListItem,
  type MemberState,
} from "../../contract/members.ts";
import type { Role } from "../../contract/users.ts";
import type { Queryable } from "../db/db.ts";
import { ApiError, notFound } from "../http/errors.ts";

export interface MemberRow {
  id: string;
  community_id: string;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  state: MemberState;
  bar_ids: string[];
  /** The joined person's sign-in address (null before they join). */
  email: string | null;
}

/** A member row with the joined person's email address (`m` is members, `u` their user). */
const MEMBER_SELECT = `SELECT m.id, m.community_id, m.user_id, m.first_name, m.last_name, m.role, m.state, m.bar_ids,
         u.email AS email
  FROM members m LEFT JOIN users u ON u.id = m.user_id`;

/** A member of the given community, or null (unknown, malformed or another community's id). */
export async function findMember(
  q: Queryable,
  communityId: string,
  memberId: string,
): Promise<MemberRow | null> {
  const { rows } = await q.query<MemberRow>(`${MEMBER_SELECT} WHERE m.id = $1 AND m.community_id = $2`, [
    memberId,
    communityId,
  ]);
  return rows[0] ?? null;
}

/** Every member of a community, oldest first. */
export async function listMembers(q: Queryable, communityId: string): Promise<MemberRow[]> {
  const { rows } = await q.query<MemberRow>(
    `${MEMBER_SELECT} WHERE m.community_id = $1 ORDER BY m.created_at, m.id`,
    [communityId],
  );
  return rows;
}

/** What a page of members is asked for (contract/members.ts `memberListQuerySchema`). */
export interface MemberFilter {
  q?: string;
  role?: Role;
  bar?: string;
}

/**
 * The WHERE clause of a member search and its parameters ($1 the community): part of the name or of the
 * sign-in address in any letter case, a role, the holders of a bar or those without one. The community's rows
 * are found through members_community_order_idx and the bar's holders through members_bar_ids_idx.
 */
function memberWhere(communityId: string, filter: MemberFilter): { where: string; params: unknown[] } {
  const q = filter.q?.trim() ? filter.q.trim() : null;
  const noBars = filter.bar === "none";
  const bar = filter.bar && !noBars ? filter.bar : null;
  return {
    where: `m.community_id = $1
      AND ($2::text IS NULL OR strpos(lower(concat_ws(' ', m.first_name, m.last_name)), lower($2::text)) > 0
           OR strpos(lower(coalesce(u.email, '')), lower($2::text)) > 0)
      AND ($3::text IS NULL OR m.role = $3::text)
      AND (NOT $4::boolean OR cardinality(m.bar_ids) = 0)
      AND ($5::uuid IS NULL OR m.bar_ids @> ARRAY[$5::uuid])`,
    params: [communityId, q, filter.role ?? null, noBars, bar],
  };
}

/** One page of the members that match, oldest first (as listMembers), and how many match in all. */
export async function listMemberPage(
  q: Queryable,
  communityId: string,
  filter: MemberFilter,
  limit: number,
  offset: number,
): Promise<{ rows: MemberRow[]; total: number }> {
  const { where, params } = memberWhere(communityId, filter);
  const counted = await q.query<{ total: number }>(
    `SELECT count(*)::integer AS total FROM members m LEFT JOIN users u ON u.id = m.user_id WHERE ${where}`,
    params,
  );
  const total = counted.rows[0]?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const { rows } = await q.query<MemberRow>(
    `${MEMBER_SELECT} WHERE ${where} ORDER BY m.created_at, m.id LIMIT $6 OFFSET $7`,
    [...params, limit, offset],
  );
  return { rows, total };
}

/** One member on the wire (original §2.5); the legacy `bar_id` is always null here. */
export function memberJson(m: MemberRow) {
  return {
    id: m.id,
    first_name: m.first_name,
    last_name: m.last_name,
    bar_id: null,
    bar_ids: m.bar_ids,
    role: m.role,
    state: m.state,
    email: m.email ?? null,
  } satisfies Member;
}

/** A member-list item (original §2.5): `userId` camelCase, null until the person has joined. */
export function memberListItemJson(m: MemberRow) {
  return {
    id: m.id,
    first_name: m.first_name,
    last_name: m.last_name,
    role: m.role,
    bar_ids: m.bar_ids,
    state: m.state,
    userId: m.user_id,
    email: m.email ?? null,
  } satisfies MemberListItem;
}

/**
 * Locks the community row for the rest of the transaction, so that concurrent member changes (limit, names)
 * are checked one after the other; 404 when it is gone meanwhile.
 */
export async function lockCommunity(
  q: Queryable,
  communityId: string,
): Promise<{ member_count: number; member_limit: number; created_by_user_id: string | null }> {
  const { rows } = await q.query<{
    member_count: number;
    member_limit: number;
    created_by_user_id: string | null;
  }>("SELECT member_count, member_limit, created_by_user_id FROM communities WHERE id = $1 FOR UPDATE", [
    communityId,
  ]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * The full name a member would get, checked: not blank (400 `missing_required` `["first_name"]`) and not the
 * name of another member of the community (400 `existing_name`). Call with the community locked.
 */
export async function checkMemberName(
  q: Queryable,
  communityId: string,
  first: string | null,
  last: string | null,
  exceptMemberId: string | null,
): Promise<string> {
  const name = memberFullName(first, last);
  if (!name) throw new ApiError(400, "missing_required", { required: ["first_name"] });
  const others = await listMembers(q, communityId);
  for (const other of others) {
    if (other.id === exceptMemberId) continue;
    if (sameMemberName(memberFullName(other.first_name, other.last_name), name)) {
      throw new ApiError(400, "existing_name");
    }
  }
  return name;
}

/** A name as stored: trimmed, null when empty. */
export function storedName(value: string | null | undefined): string | null {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
}

/**
 * When `memberId` is the billing contact, the contact moves to `toMemberId` (the manager making the change),
 * as the original does when a contact is demoted or deleted.
 */
export async function moveBillingContact(
  q: Queryable,
  communityId: string,
  memberId: string,
  toMemberId: string,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE billing SET contact_member_id = $3, updated_at = $4
     WHERE community_id = $1 AND contact_member_id = $2`,
    [communityId, memberId, toMemberId, now],
  );
}
