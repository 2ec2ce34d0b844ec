// The group's audit log (ours): what managers and the service changed, who, when. Managers only.
import { z } from "zod";
import type { EndpointDefinition } from "./endpoint-types.ts";

/**
 * Every kind of change the log records. A new kind is added here and given its words in the portal's audit
 * page (common/audit-words.ts); the database keeps the kind as text, so old rows of a removed kind still read.
 */
export const AUDIT_KINDS = [
  "member_added",
  "member_renamed",
  "member_removed",
  "member_invited",
  "invitation_cancelled",
  "role_changed",
  "member_bars_changed",
  "approval_changed",
  "bar_created",
  "bar_saved",
  "bar_restored",
  "bar_deleted",
  "base_bar_saved",
  "community_renamed",
  "default_bar_changed",
  "plan_changed",
  "billing_changed",
  "csv_imported",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What each kind stores in `details`: free-form but JSON, small (names, counts, from/to). */
export const auditDetailsSchema = z.record(z.string(), z.unknown());
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

/** Entries per page of GET .../audit: AUDIT_PAGE_SIZE unless `limit` says otherwise (at most AUDIT_PAGE_MAX). */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;
/** The CSV export holds at most the newest AUDIT_CSV_MAX_ROWS entries that match (a header says when cut). */
export const AUDIT_CSV_MAX_ROWS = 20_000;
/** How long entries are kept by default (AUDIT_RETENTION_DAYS): two years. */
export const AUDIT_RETENTION_DAYS_DEFAULT = 730;

/**
 * The filters of GET .../audit and .../audit.csv. `member_id`: entries about that member or done by them;
 * `person`: entries whose actor's or subject's name (as it was then) contains the text (case-insensitive);
 * `kind`: one kind. All optional; unknown parameters are ignored.
 */
export const auditFilterSchema = z.object({
  member_id: z.uuid().optional(),
  person: z.string().trim().max(100).optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** GET .../audit: the filters, and the page: `offset` entries skipped, at most `limit` answered. */
export const auditQuerySchema = auditFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One entry of the log. The labels are the names as they were at the time. */
export const auditLogEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  created_at: z.string(),
  /** Who did it: null user_id and name for the service itself (a webhook, a job), or an account since gone. */
  actor: z.object({ user_id: z.string().nullable(), name: z.string().nullable() }),
  member_id: z.string().nullable(),
  bar_id: z.string().nullable(),
  subject: z.string().nullable(),
  details: auditDetailsSchema,
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** GET .../audit (managers): newest first, with the number of entries that match (`total`). */
export const auditListResponseSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  total: z.number().int().min(0),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** GET .../audit.csv (managers): UTF-8 with a BOM, one header row, formula-like cells neutralised. */
export const auditCsvResponseSchema = z.string();

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const auditEndpoints = {
  // The group's audit log: managers only
  listAudit: {
    method: "GET",
    path: "/v1/communities/:communityId/audit",
    auth: "user",
    query: auditQuerySchema,
    response: auditListResponseSchema,
  },
  exportAuditCsv: {
    method: "GET",
    path: "/v1/communities/:communityId/audit.csv",
    auth: "user",
    query: auditFilterSchema,
    response: auditCsvResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
