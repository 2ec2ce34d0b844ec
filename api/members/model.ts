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
const MEMBER_COLUMNS = `m.id, m.community_id, m.user_id, m.first_name, m.last_name, m.role, m.state, m.bar_ids,
         u.email AS email`;
const MEMBER_FROM = "FROM members m LEFT JOIN users u ON u.id = m.user_id";
const MEMBER_SELECT = `SELECT ${MEMBER_COLUMNS} ${MEMBER_FROM}`;

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

/** `value` as a LIKE pattern that matches it anywhere: its own %, _ and \\ taken literally. */
function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * The WHERE clause of a member search and its parameters ($1 the community), with a condition only for what is
 * asked, so each can use its index (migrations 0018 and 0022): part of the name or of the sign-in address in any
 * letter case (trigram indexes, one per table, joined as a union), a role, the holders of a bar (GIN on bar_ids)
 * or those without one (a partial index).
 */
function memberWhere(communityId: string, filter: MemberFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [communityId];
  const clauses = ["m.community_id = $1"];
  const param = (value: unknown) => `$${params.push(value)}`;
  const q = filter.q?.trim();
  if (q) {
    const pattern = param(containsPattern(q));
    // The matches first (an array from the two indexes), then their rows by key: never the group's whole range.
    clauses.push(`m.id = ANY(ARRAY(
      SELECT n.id FROM members n
      WHERE n.community_id = $1 AND member_search_name(n.first_name, n.last_name) LIKE lower(${pattern}::text)
      UNION
      SELECT e.id FROM users u2 JOIN members e ON e.user_id = u2.id
      WHERE e.community_id = $1 AND lower(u2.email) LIKE lower(${pattern}::text)))`);
  }
  if (filter.role) clauses.push(`m.role = ${param(filter.role)}::text`);
  if (filter.bar === "none") clauses.push("cardinality(m.bar_ids) = 0");
  else if (filter.bar) clauses.push(`m.bar_ids @> ARRAY[${param(filter.bar)}::uuid]`);
  return { where: clauses.join(" AND "), params };
}

/** How many match: the count kept on the community row when nothing narrows the list (migration 0022). */
async function countMembers(
  q: Queryable,
  communityId: string,
  filter: MemberFilter,
  where: string,
  params: unknown[],
): Promise<number> {
  const narrowed = Boolean(filter.q?.trim() || filter.role || filter.bar);
  const { rows } = narrowed
    ? await q.query<{ total: number }>(
        `SELECT count(*)::integer AS total FROM members m WHERE ${where}`,
        params,
      )
    : await q.query<{ total: number }>("SELECT people_count AS total FROM communities WHERE id = $1", [
        communityId,
      ]);
  return rows[0]?.total ?? 0;
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
  const n = params.length;
  const page = `ORDER BY m.created_at, m.id LIMIT $${n + 1} OFFSET $${n + 2}`;
  if (filter.q?.trim()) {
    // A search's matches are few and come from the trigram indexes: the page and their count in one statement,
    // so the indexes are read once (a count alone only when the page is past the end).
    const { rows } = await q.query<MemberRow & { total: number }>(
      `SELECT ${MEMBER_COLUMNS}, count(*) OVER ()::integer AS total ${MEMBER_FROM} WHERE ${where} ${page}`,
      [...params, limit, offset],
    );
    if (rows.length > 0) return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]!.total };
    return { rows: [], total: offset === 0 ? 0 : await countMembers(q, communityId, filter, where, params) };
  }
  const total = await countMembers(q, communityId, filter, where, params);
  if (offset >= total) return { rows: [], total };
  const { rows } = await q.query<MemberRow>(`${MEMBER_SELECT} WHERE ${where} ${page}`, [
    ...params,
    limit,
    offset,
  ]);
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
