// What every bar save does about the base bar (called by api/bars/store.ts saveBar, in the save's transaction):
// a member's bar never stores base buttons (a desktop app or client that sends back the merged bar it was served
// loses nothing: the base ones are merged in again on the way out), and a save of the base bar itself goes into
// the group's audit log.
import { recordAudit } from "../audit/record.ts";
import type { Queryable } from "../db/db.ts";
import type { BarContent, SaveMeta } from "../bars/store.ts";
import { baseItemIds } from "./model.ts";

export async function applyBaseBarRules(
  tx: Queryable,
  bar: { id: string; community_id: string; version: number; is_base?: boolean },
  content: BarContent,
  meta: SaveMeta,
): Promise<BarContent> {
  if (bar.is_base) {
    await recordAudit(tx, {
      communityId: bar.community_id,
      actorUserId: meta.authorUserId,
      kind: "base_bar_saved",
      barId: bar.id,
      subjectLabel: content.name,
      details: {
        version: bar.version + 1,
        buttons: content.items.length,
        ...(meta.restoredFrom ? { restored_from: meta.restoredFrom } : {}),
      },
      at: meta.now,
    });
    return { ...content, is_shared: true };
  }
  const baseIds = await baseItemIds(tx, bar.community_id);
  if (baseIds.size === 0) return content;
  return { ...content, items: content.items.filter((item) => !baseIds.has(item.id)) };
}
