// The group's audit log (docs/api.md): GET /communities/:id/audit (a page, newest first) and
// GET /communities/:id/audit.csv (the same filters, all matching entries up to AUDIT_CSV_MAX_ROWS). Managers only.
import type { z } from "zod";
import {
  AUDIT_CSV_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  auditFilterSchema,
  auditQuerySchema,
  type AuditFilter,
  type AuditListResponse,
  type AuditLogEntry,
} from "../../contract/audit.ts";
import { auditActor, auditSentence } from "../../common/audit-words.ts";
import { isoDate } from "../bars/model.ts";
import { communityAccess, requireCommunity } from "../communities/access.ts";
import type { Queryable } from "../db/db.ts";
import type { ApiContext } from "../context.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { ApiError } from "../http/errors.ts";
import { createRateLimiter, type RateLimiter } from "../http/rateLimit.ts";
import type { Handlers, Step } from "../http/router.ts";
import { csvRow, CSV_BOM } from "./csv.ts";

interface AuditRow {
  id: string;
  kind: string;
  created_at: unknown;
  actor_user_id: string | null;
  actor_label: string | null;
  member_id: string | null;
  bar_id: string | null;
  subject_label: string | null;
  details: Record<string, unknown> | null;
}

/** The query's filters, or 400 `invalid_field` naming the first bad one. */
function readQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    throw new ApiError(400, "invalid_field", { field: String(parsed.error.issues[0]?.path[0] ?? "query") });
  }
  return parsed.data;
}

/** The WHERE clause of the filters and its parameters ($1 is the community). */
function whereOf(communityId: string, filter: AuditFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [communityId];
  const parts = ["e.community_id = $1"];
  if (filter.kind) {
    params.push(filter.kind);
    parts.push(`e.kind = $${params.length}`);
  }
  if (filter.member_id) {
    params.push(filter.member_id);
    const p = `$${params.length}`;
    // About the member, or done by the member's account.
    parts.push(
      `(e.member_id = ${p}::uuid OR e.actor_user_id = (SELECT user_id FROM members WHERE id = ${p}::uuid AND community_id = $1))`,
    );
  }
  if (filter.person) {
    params.push(`%${filter.person.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${params.length}`;
    parts.push(`(e.actor_label ILIKE ${p} OR e.subject_label ILIKE ${p})`);
  }
  return { sql: parts.join(" AND "), params };
}

async function selectEntries(
  q: Queryable,
  communityId: string,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<AuditLogEntry[]> {
  const where = whereOf(communityId, filter);
  const n = where.params.length;
  const { rows } = await q.query<AuditRow>(
    `SELECT e.id, e.kind, e.created_at, e.actor_user_id, e.actor_label, e.member_id, e.bar_id, e.subject_label,
            e.details
     FROM audit_events e WHERE ${where.sql}
     ORDER BY e.created_at DESC, e.seq DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, limit, offset],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    created_at: isoDate(row.created_at),
    actor: { user_id: row.actor_user_id, name: row.actor_label },
    member_id: row.member_id,
    bar_id: row.bar_id,
    subject: row.subject_label,
    details: row.details ?? {},
  }));
}

/** GET /communities/:id/audit?member_id&person&kind&limit&offset (manager). */
export const listAudit: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const query = readQuery(auditQuerySchema, req.query);
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const where = whereOf(community.id, query);
  const [entries, counted] = await Promise.all([
    selectEntries(ctx.db, community.id, query, limit, offset),
    ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_events e WHERE ${where.sql}`,
      where.params,
    ),
  ]);
  res.json({ entries, total: Number(counted.rows[0]?.n ?? 0), limit, offset } satisfies AuditListResponse);
};

const CSV_HEADER = ["When (UTC)", "Who", "What happened", "Kind", "About", "Member id", "Bar id"];

/** CSV exports a user may make in ten minutes (each reads up to AUDIT_CSV_MAX_ROWS rows): then 429. */
export const AUDIT_CSV_PER_10_MINUTES = 20;

/**
 * GET /communities/:id/audit.csv?member_id&person&kind (manager): the matching entries, newest first, at most
 * AUDIT_CSV_MAX_ROWS (then `X-Truncated: true`). UTF-8 with a BOM; cells neutralised (api/audit/csv.ts).
 */
export const exportAuditCsv =
  (limit: RateLimiter): Step =>
  async (ctx, req, res) => {
    const { community } = communityAccess(res);
    const filter = readQuery(auditFilterSchema, req.query);
    await limit.hit(getAuth(res).userId);
    const entries = await selectEntries(ctx.db, community.id, filter, AUDIT_CSV_MAX_ROWS + 1, 0);
    const truncated = entries.length > AUDIT_CSV_MAX_ROWS;
    let body = CSV_BOM + csvRow(CSV_HEADER);
    for (const e of entries.slice(0, AUDIT_CSV_MAX_ROWS)) {
      body += csvRow([
        e.created_at,
        auditActor(e),
        auditSentence(e),
        e.kind,
        e.subject,
        e.member_id,
        e.bar_id,
      ]);
    }
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", 'attachment; filename="group-activity.csv"');
    res.setHeader("Cache-Control", "no-store");
    if (truncated) res.setHeader("X-Truncated", "true");
    res.status(200).send(body);
  };

export function auditHandlers(ctx: ApiContext): Handlers {
  const csvLimit = createRateLimiter(AUDIT_CSV_PER_10_MINUTES, 10 * 60 * 1000, ctx.now, "audit-csv");
  return {
    listAudit: [requireUser, requireCommunity("manager"), listAudit],
    exportAuditCsv: [requireUser, requireCommunity("manager"), exportAuditCsv(csvLimit)],
  };
}
