// GET /v1/communities/:id/bars (manager): the group's bars, oldest first (so the first, "Default", bar leads)
// — the original's whole list, or, with any of `q`, `limit`, `offset`, `except`, one page of those whose name
// contains `q`, each with its oldest holder (the editor's copy pickers in a group of 10,000 bars).
import {
  BAR_PAGE,
  barListQuerySchema,
  type BarListQuery,
  type BarListResponse,
} from "../../contract/bars.ts";
import { communityAccess } from "../communities/access.ts";
import type { Queryable } from "../db/db.ts";
import { ApiError } from "../http/errors.ts";
import type { Step } from "../http/router.ts";

/** The query keys that ask for a page; without any of them the answer is the original's whole list. */
const PAGE_KEYS = Object.keys(barListQuerySchema.shape);

// The group base bar (decision 030) is not one of the bars a member can be given.
const NOT_BASE = "b.id IS DISTINCT FROM (SELECT base_bar_id FROM communities WHERE id = $1)";

interface PageRow {
  id: string;
  name: string;
  is_shared: boolean;
  holder_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/**
 * One page, from bars_community_order_idx (the search: the trigram index on the name, migration 0022); each
 * bar's oldest holder from the GIN index on members.bar_ids, for the page's bars only.
 */
async function barPage(q: Queryable, communityId: string, query: BarListQuery) {
  const params: unknown[] = [communityId];
  let where = `b.community_id = $1 AND ${NOT_BASE}`;
  if (query.q) {
    params.push(`%${query.q.replace(/[\\%_]/g, "\\$&")}%`);
    where += ` AND lower(b.name) LIKE lower($${params.length}::text)`;
  }
  if (query.except) {
    params.push(query.except);
    where += ` AND b.id <> $${params.length}::uuid`;
  }
  const counted = await q.query<{ total: number }>(
    `SELECT count(*)::integer AS total FROM bars b WHERE ${where}`,
    params,
  );
  const limit = query.limit ?? BAR_PAGE.portal;
  const offset = query.offset ?? 0;
  const { rows } = await q.query<PageRow>(
    `SELECT b.id, b.name, b.is_shared, h.id AS holder_id, h.first_name, h.last_name, u.email
     FROM (SELECT b.id, b.name, b.is_shared, b.created_at FROM bars b WHERE ${where}
           ORDER BY b.created_at, b.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}) b
     LEFT JOIN LATERAL (
       SELECT m.id, m.first_name, m.last_name, m.user_id FROM members m
       WHERE m.community_id = $1 AND m.bar_ids @> ARRAY[b.id] ORDER BY m.created_at, m.id LIMIT 1
     ) h ON true
     LEFT JOIN users u ON u.id = h.user_id
     ORDER BY b.created_at, b.id`,
    [...params, limit, offset],
  );
  return {
    bars: rows.map((r) => ({
      id: r.id,
      name: r.name,
      is_shared: r.is_shared,
      holder: r.holder_id
        ? { id: r.holder_id, first_name: r.first_name, last_name: r.last_name, email: r.email }
        : null,
    })),
    total: counted.rows[0]?.total ?? 0,
    offset,
    limit,
  } satisfies BarListResponse;
}

export const listBars: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  if (PAGE_KEYS.some((key) => req.query[key] !== undefined)) {
    const query = barListQuerySchema.safeParse(req.query);
    if (!query.success) {
      throw new ApiError(400, "invalid_field", { field: String(query.error.issues[0]?.path[0] ?? "query") });
    }
    res.json(await barPage(ctx.db, community.id, query.data));
    return;
  }
  const { rows } = await ctx.db.query<{ id: string; name: string; is_shared: boolean }>(
    `SELECT b.id, b.name, b.is_shared FROM bars b WHERE b.community_id = $1 AND ${NOT_BASE}
     ORDER BY b.created_at, b.id`,
    [community.id],
  );
  res.json({ bars: rows } satisfies BarListResponse);
};
