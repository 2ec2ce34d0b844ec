// Which addresses of a bar link health checks: what the desktop app opens as a web page — the `url` of link
// items (Zoom and other meeting links included) — never applications, actions or non-web schemes (skype:).
import { linkHealthKey } from "../../common/link-health-key.ts";
import type { Queryable } from "../db/db.ts";

/** The one spelling of an address that keys its verdict (common/link-health-key.ts, shared with the pages). */
export const healthKey = linkHealthKey;

export interface ButtonAddress {
  url: string;
  host: string;
  bar_id: string;
  bar_name: string;
  item_id: string | null;
  label: string;
}

interface ItemRow {
  bar_id: string;
  bar_name: string;
  item_id: string | null;
  label: string | null;
  raw: string | null;
}

/** Every web-address button of the bars in scope: one community, one bar, or (null) every bar. */
export async function buttonAddresses(
  q: Queryable,
  scope: { communityId?: string; barId?: string } = {},
): Promise<ButtonAddress[]> {
  const { rows } = await q.query<ItemRow>(
    `SELECT b.id AS bar_id, b.name AS bar_name, item->>'id' AS item_id,
            item->'configuration'->>'label' AS label, item->'configuration'->>'url' AS raw
     FROM bars b CROSS JOIN LATERAL jsonb_array_elements(b.items) AS item
     WHERE jsonb_typeof(b.items) = 'array' AND item->>'kind' <> 'application'
       AND jsonb_typeof(item->'configuration'->'url') = 'string'
       AND ($1::uuid IS NULL OR b.community_id = $1::uuid) AND ($2::uuid IS NULL OR b.id = $2::uuid)
     ORDER BY b.created_at, b.id`,
    [scope.communityId ?? null, scope.barId ?? null],
  );
  const out: ButtonAddress[] = [];
  for (const row of rows) {
    const key = healthKey(row.raw);
    if (!key) continue;
    out.push({
      ...key,
      bar_id: row.bar_id,
      bar_name: row.bar_name,
      item_id: row.item_id,
      label: row.label ?? "",
    });
  }
  return out;
}

/** The distinct addresses, grouped by host (one request at a time per host). */
export function byHost(addresses: readonly { url: string; host: string }[]): Map<string, string[]> {
  const hosts = new Map<string, Set<string>>();
  for (const { url, host } of addresses) {
    let set = hosts.get(host);
    if (!set) hosts.set(host, (set = new Set()));
    set.add(url);
  }
  return new Map([...hosts].map(([host, urls]) => [host, [...urls].sort()]));
}
