// The audit entries of bar changes (the group's audit log): created, saved (PUT or a committed draft),
// restored. Written in the transaction that makes the change. A personal bar (not shared) used by exactly one
// member is recorded as about that member too, so the log's filter by person finds it. A save of the group's
// base bar is one "base bar saved" entry, whichever way it was saved.
import type { AuditKind } from "../../contract/audit.ts";
import { memberFullName } from "../../contract/members.ts";
import { recordAudit } from "../audit/record.ts";
import type { Queryable } from "../db/db.ts";
import type { BarRow } from "./model.ts";
import type { SaveMeta } from "./store.ts";

type BarKind = Extract<AuditKind, "bar_created" | "bar_saved" | "bar_restored">;

export async function recordBarAudit(
  tx: Queryable,
  communityId: string,
  kind: BarKind,
  bar: BarRow & { is_base?: boolean },
  meta: SaveMeta,
  forMemberId: string | null = null,
): Promise<void> {
  if (bar.is_base && kind !== "bar_created") {
    await recordAudit(tx, {
      communityId,
      actorUserId: meta.authorUserId,
      kind: "base_bar_saved",
      barId: bar.id,
      subjectLabel: bar.name,
      details: {
        version: bar.version,
        buttons: bar.items.length,
        ...(kind === "bar_restored" ? { restored_from: meta.restoredFrom ?? null } : {}),
      },
      at: meta.now,
    });
    return;
  }
  const { rows } = bar.is_shared
    ? { rows: [] }
    : await tx.query<{ id: string; first_name: string | null; last_name: string | null }>(
        `SELECT id, first_name, last_name FROM members
         WHERE community_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid) AND $3::uuid = ANY (bar_ids) LIMIT 2`,
        [communityId, forMemberId, bar.id],
      );
  const owner = rows.length === 1 ? rows[0]! : null;
  const details: Record<string, unknown> = { version: bar.version };
  if (kind === "bar_restored") details.from = meta.restoredFrom ?? null;
  if (kind === "bar_created" && owner) details.member = memberFullName(owner.first_name, owner.last_name);
  await recordAudit(tx, {
    communityId,
    actorUserId: meta.authorUserId,
    kind,
    barId: bar.id,
    memberId: owner?.id ?? null,
    subjectLabel: bar.name,
    details,
    at: meta.now,
  });
}
