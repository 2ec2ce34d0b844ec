// The group base bar (decision 030, contract/base-bar.ts): a bar of the community that
// `communities.base_bar_id` points at, placed first or last on every member's bar when the desktop route
// serves it. Members' own bars never store its buttons; they are merged in on the way out.
import type { BaseBarPosition } from "../../contract/base-bar.ts";
import type { Queryable } from "../db/db.ts";
import { BAR_COLUMNS, type BarRow } from "../bars/model.ts";
import { servedBars, type ApprovalMemberRow } from "../approvals/model.ts";

export interface BaseBarRow {
  bar: BarRow;
  position: BaseBarPosition;
}

const B_COLUMNS = BAR_COLUMNS.split(", ")
  .map((c) => `b.${c}`)
  .join(", ");

/** The community's base bar and where it goes, or null. `lock`: FOR UPDATE of the community row. */
export async function findBaseBar(
  q: Queryable,
  communityId: string,
  lock = false,
): Promise<BaseBarRow | null> {
  const { rows } = await q.query<BarRow & { base_position: BaseBarPosition; base_bar_id: string | null }>(
    `SELECT ${B_COLUMNS}, c.base_bar_position AS base_position, c.base_bar_id
     FROM communities c LEFT JOIN bars b ON b.id = c.base_bar_id
     WHERE c.id = $1
     ${lock ? "FOR UPDATE OF c" : ""}`,
    [communityId],
  );
  const row = rows[0];
  if (!row || !row.base_bar_id || !row.id) return null;
  const { base_position: position, base_bar_id: _id, ...bar } = row;
  return { bar, position };
}

/** The base bar's current item ids (what a member's save must not store). */
export async function baseItemIds(q: Queryable, communityId: string): Promise<Set<string>> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT i->>'id' AS id
     FROM communities c JOIN bars b ON b.id = c.base_bar_id, jsonb_array_elements(b.items) AS i
     WHERE c.id = $1`,
    [communityId],
  );
  return new Set(rows.map((r) => r.id).filter((id): id is string => typeof id === "string"));
}

/** A member's items with the base items before or after them; a base item whose id the bar has is left out. */
export function mergeBaseItems(
  own: readonly unknown[],
  base: readonly unknown[],
  position: BaseBarPosition,
): unknown[] {
  const idOf = (item: unknown) => (item as { id?: unknown } | null)?.id;
  const ownIds = new Set<unknown>(own.map(idOf).filter((id) => typeof id === "string"));
  const extra = base.filter((item) => !ownIds.has(idOf(item)));
  return position === "first" ? [...extra, ...own] : [...own, ...extra];
}

/**
 * The base bar as this member's desktop app shows it: its current version, or, while the member's "changes
 * wait for my OK" is on, the version they approved (the base bar is approved like any of their bars, decision
 * 030).
 */
export async function servedBaseBar(
  q: Queryable,
  communityId: string,
  member: Pick<ApprovalMemberRow, "id" | "approval_required" | "approval_set_at"> | null,
): Promise<BaseBarRow | null> {
  const base = await findBaseBar(q, communityId);
  if (!base || !member?.approval_required) return base;
  const served = await servedBars(q, member, [base.bar]);
  return { bar: served.bars[0] ?? base.bar, position: base.position };
}
