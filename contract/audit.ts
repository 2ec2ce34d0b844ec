// The group's audit log (issue 20 §4, ours): what managers and the service changed, who, when. Managers only.
import { z } from "zod";

/**
 * Every kind of change the log records. A new kind is added here and given its words in the portal's audit
 * page; the database keeps the kind as text, so old rows of a removed kind still read.
 */
export const AUDIT_KINDS = [
  "member_added",
  "member_renamed",
  "member_removed",
  "member_invited",
  "invitation_cancelled",
  "role_changed",
  "bar_created",
  "bar_saved",
  "bar_restored",
  "bar_deleted",
  "base_bar_saved",
  "community_renamed",
  "plan_changed",
  "billing_changed",
  "csv_imported",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What each kind stores in `details`: free-form but JSON, small (names, counts, from/to). */
export const auditDetailsSchema = z.record(z.string(), z.unknown());
export type AuditDetails = z.infer<typeof auditDetailsSchema>;
