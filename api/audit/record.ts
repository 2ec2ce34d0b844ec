// Writes one audit event (contract/audit.ts). Call it with the transaction that makes the change, so the change
// and its record commit or roll back together.
import type { AuditDetails, AuditKind } from "../../contract/audit.ts";
import type { Queryable } from "../db/db.ts";
import { personNameSql } from "../db/person-name.ts";

export interface AuditEntry {
  communityId: string;
  /** The signed-in user who acted; null for the service itself (a job, a webhook). */
  actorUserId: string | null;
  kind: AuditKind;
  memberId?: string | null;
  barId?: string | null;
  /** The member's or bar's name at the time, so the entry reads after it is renamed or gone. */
  subjectLabel?: string | null;
  details?: AuditDetails;
  at: Date;
}

/**
 * Inserts the entry; the actor's label (the name the group gave them, else their account's name, else their
 * email) is copied in the same statement.
 */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit_events
       (community_id, actor_user_id, actor_label, kind, member_id, bar_id, subject_label, details, created_at)
     VALUES ($1, $2,
       (SELECT ${personNameSql("m", "u")}
          FROM users u LEFT JOIN members m ON m.user_id = u.id AND m.community_id = $1
          WHERE u.id = $2),
       $3, $4, $5, $6, $7::jsonb, $8)`,
    [
      entry.communityId,
      entry.actorUserId,
      entry.kind,
      entry.memberId ?? null,
      entry.barId ?? null,
      entry.subjectLabel ?? null,
      JSON.stringify(entry.details ?? {}),
      entry.at,
    ],
  );
}
