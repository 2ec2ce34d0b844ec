// Bars (original §2.6) as stored and on the wire. Items are kept verbatim as the service stored them.
import type { Queryable } from "../db/db.ts";

export interface BarRow {
  id: string;
  community_id: string;
  name: string;
  is_shared: boolean;
  items: unknown[];
}

/** A bar of the given community, or null when it is missing or belongs to another community. */
export async function findBar(q: Queryable, communityId: string, barId: string): Promise<BarRow | null> {
  const { rows } = await q.query<BarRow>(
    "SELECT id, community_id, name, is_shared, items FROM bars WHERE id = $1 AND community_id = $2",
    [barId, communityId],
  );
  return rows[0] ?? null;
}

/** Bar on the wire: `{id, name, is_shared, items}`. */
export function barJson(bar: BarRow) {
  return { id: bar.id, name: bar.name, is_shared: bar.is_shared, items: bar.items };
}
