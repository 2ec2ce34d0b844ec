// What every bar save does about the base bar (called by api/bars/store.ts saveBar, in the save's transaction):
// a member's bar never stores base buttons (a desktop app or client that sends back the merged bar it was served
// loses nothing: the base ones are merged in again on the way out). Its audit entry is the caller's, one per
// change (api/bars/audit.ts; PUT .../base_bar writes its own).
import type { Queryable } from "../db/db.ts";
import type { BarContent } from "../bars/store.ts";
import { baseItemIds } from "./model.ts";

export async function applyBaseBarRules(
  tx: Queryable,
  bar: { id: string; community_id: string; version: number; is_base?: boolean },
  content: BarContent,
): Promise<BarContent> {
  if (bar.is_base) return { ...content, is_shared: true };
  const baseIds = await baseItemIds(tx, bar.community_id);
  if (baseIds.size === 0) return content;
  return { ...content, items: content.items.filter((item) => !baseIds.has(item.id)) };
}
