// Community access for every /v1/communities/{id}/... route: 404 unless the caller is an active member,
// then 403 unless the role is enough (the original's order: 401 → 404 → 403).
import type { Queryable } from "../db/db.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { uuidParam } from "../http/router.ts";

export interface CommunityRow {
  id: string;
  name: string;
  default_bar_id: string | null;
  member_limit: number;
  member_count: number;
  is_locked: boolean;
  billing_id: string | null;
}

export interface CommunityAccess {
  community: CommunityRow;
  member: { id: string; role: "member" | "manager"; bar_ids: string[] };
}

export async function loadCommunityAccess(
  q: Queryable,
  communityIdParam: unknown,
  userId: string,
  need: "member" | "manager",
): Promise<CommunityAccess> {
  const communityId = uuidParam(communityIdParam);
  if (!communityId) throw notFound();
  const { rows } = await q.query<
    CommunityRow & { member_id: string; role: "member" | "manager"; bar_ids: string[] }
  >(
    `SELECT c.id, c.name, c.default_bar_id, c.member_limit, c.member_count, c.is_locked, b.id AS billing_id,
            m.id AS member_id, m.role, m.bar_ids
     FROM communities c
     JOIN members m ON m.community_id = c.id AND m.user_id = $2 AND m.state = 'active'
     LEFT JOIN billing b ON b.community_id = c.id
     WHERE c.id = $1`,
    [communityId, userId],
  );
  const row = rows[0];
  if (!row) throw notFound();
  if (need === "manager" && row.role !== "manager") throw forbidden();
  const { member_id, role, bar_ids, ...community } = row;
  return { community, member: { id: member_id, role, bar_ids } };
}

/** The wire Community (original §2.4) plus the caller's `role` and `bar_ids`. */
export function communityJson(access: CommunityAccess) {
  const c = access.community;
  return {
    id: c.id,
    name: c.name,
    default_bar_id: c.default_bar_id,
    billing_id: c.billing_id,
    member_count: c.member_count,
    member_limit: c.member_limit,
    is_locked: c.is_locked,
    role: access.member.role,
    bar_ids: access.member.bar_ids,
  };
}
