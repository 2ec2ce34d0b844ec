// Bars (original §2.6) as stored and on the wire. Items are stored as the service normalised them on save
// (api/bars/content.ts) and sent back exactly as stored.
import type { Bar } from "../../contract/bars.ts";
import type { Queryable } from "../db/db.ts";

export interface BarRow {
  id: string;
  community_id: string;
  name: string;
  is_shared: boolean;
  items: unknown[];
  /** The number of the latest saved version. */
  version: number;
}

export const BAR_COLUMNS = "id, community_id, name, is_shared, items, version";

/** A bar of the given community, or null when it is missing or belongs to another community. */
export async function findBar(q: Queryable, communityId: string, barId: string): Promise<BarRow | null> {
  const { rows } = await q.query<BarRow>(
    `SELECT ${BAR_COLUMNS} FROM bars WHERE id = $1 AND community_id = $2`,
    [barId, communityId],
  );
  return rows[0] ?? null;
}

/** Bar on the wire: `{id, name, is_shared, items}` plus our `version`. */
export function barJson(bar: Pick<BarRow, "id" | "name" | "is_shared" | "items" | "version">) {
  return {
    id: bar.id,
    name: bar.name,
    is_shared: bar.is_shared,
    items: bar.items as Bar["items"],
    version: bar.version,
  } satisfies Bar;
}

/** A date from the database as ISO 8601 UTC. */
export function isoDate(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}
