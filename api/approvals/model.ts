// "Changes wait for my OK" (decision 021): the member's setting, the version of each bar they approved, and
// what the desktop app is served. No approval row for a bar: the last version saved when the setting was
// turned on (the bar's first version for a bar made later), so nothing saved after the member asked to be
// asked gets through.
import type { Queryable } from "../db/db.ts";
import { personNameSql } from "../db/person-name.ts";
import { BAR_COLUMNS, isoDate, type BarRow } from "../bars/model.ts";

export interface ApprovalMemberRow {
  id: string;
  community_id: string;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  role: string;
  state: string;
  bar_ids: string[];
  approval_required: boolean;
  approval_set_by_user_id: string | null;
  approval_set_at: unknown;
  approval_email: boolean;
  /** The name of whoever turned it on, as the community knows them. */
  set_by_name: string | null;
}

/** A member of the community with their approval setting, or null. `lock`: FOR UPDATE of the member row. */
export async function findApprovalMember(
  q: Queryable,
  communityId: string,
  memberId: string,
  lock = false,
): Promise<ApprovalMemberRow | null> {
  const { rows } = await q.query<ApprovalMemberRow>(
    `SELECT m.id, m.community_id, m.user_id, m.first_name, m.last_name, m.role, m.state, m.bar_ids,
            m.approval_required, m.approval_set_by_user_id, m.approval_set_at, m.approval_email,
            ${personNameSql("sm", "su")} AS set_by_name
     FROM members m
     LEFT JOIN users su ON su.id = m.approval_set_by_user_id
     LEFT JOIN members sm ON sm.user_id = m.approval_set_by_user_id AND sm.community_id = m.community_id
     WHERE m.id = $1 AND m.community_id = $2
     ${lock ? "FOR UPDATE OF m" : ""}`,
    [memberId, communityId],
  );
  return rows[0] ?? null;
}

/** The member's full name, or null. */
export function memberName(m: Pick<ApprovalMemberRow, "first_name" | "last_name">): string | null {
  const name = [m.first_name, m.last_name]
    .map((part) => (part ?? "").trim())
    .filter(Boolean)
    .join(" ");
  return name === "" ? null : name;
}

/**
 * The bars provided for a member, in their order: their `bar_ids` (ids of deleted bars skipped), or, with none,
 * the community's default bar (what the desktop route serves); then the group base bar, when there is one, which
 * reaches them merged into each of those (decision 030) and is approved like any of them.
 */
export async function providedBars(
  q: Queryable,
  communityId: string,
  barIds: readonly string[],
): Promise<BarRow[]> {
  const { rows } = await q.query<BarRow>(
    `SELECT ${BAR_COLUMNS} FROM bars WHERE community_id = $1 AND id = ANY ($2::uuid[])`,
    [communityId, barIds],
  );
  const byId = new Map(rows.map((bar) => [bar.id, bar]));
  const bars = barIds.map((id) => byId.get(id)).filter((bar): bar is BarRow => bar !== undefined);
  const columns = BAR_COLUMNS.split(", ")
    .map((c) => `b.${c}`)
    .join(", ");
  if (bars.length === 0) {
    const { rows: fallback } = await q.query<BarRow>(
      `SELECT ${columns} FROM bars b JOIN communities c ON c.default_bar_id = b.id WHERE c.id = $1`,
      [communityId],
    );
    bars.push(...fallback);
  }
  const { rows: base } = await q.query<BarRow>(
    `SELECT ${columns} FROM bars b JOIN communities c ON c.base_bar_id = b.id WHERE c.id = $1`,
    [communityId],
  );
  return [...bars, ...base.filter((b) => !bars.some((own) => own.id === b.id))];
}

export interface BarApproval {
  bar_id: string;
  current_version: number;
  approved_version: number;
  approved_at: string | null;
  not_now_version: number | null;
  not_now_at: string | null;
  waiting_since: string | null;
}

/**
 * The version of bar `b` the member approved, as SQL over `b` (bars) and `ma` (their member_bar_approvals row, if
 * any): their answer, or with none the last version saved by `setAt` (when the setting was turned on), never
 * above the bar's current version.
 */
function approvedVersionSql(setAt: string): string {
  return `LEAST(b.version, COALESCE(ma.approved_version,
    (SELECT max(v.version) FROM bar_versions v WHERE v.bar_id = b.id AND v.created_at <= ${setAt}), 1))`;
}

/**
 * For each member of the community whose setting is on (only `memberIds` when given): the approved version of each
 * of their bars and of the community's default bar, by bar id. One statement for a whole page of members.
 */
export async function approvedVersionsByMember(
  q: Queryable,
  communityId: string,
  memberIds: readonly string[] | null,
): Promise<Map<string, Map<string, number>>> {
  const { rows } = await q.query<{ member_id: string; bar_id: string; approved_version: number }>(
    `SELECT m.id AS member_id, b.id AS bar_id, ${approvedVersionSql("m.approval_set_at")} AS approved_version
     FROM members m
     JOIN communities c ON c.id = m.community_id
     JOIN bars b ON b.community_id = m.community_id AND (b.id = ANY (m.bar_ids) OR b.id = c.default_bar_id)
     LEFT JOIN member_bar_approvals ma ON ma.member_id = m.id AND ma.bar_id = b.id
     WHERE m.community_id = $1 AND m.approval_required AND ($2::uuid[] IS NULL OR m.id = ANY ($2::uuid[]))`,
    [communityId, memberIds],
  );
  const result = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const bars = result.get(row.member_id) ?? new Map<string, number>();
    bars.set(row.bar_id, Number(row.approved_version));
    result.set(row.member_id, bars);
  }
  return result;
}

/**
 * Where the member stands with each bar. With the setting off every bar is approved at its current version.
 */
export async function barApprovals(
  q: Queryable,
  member: Pick<ApprovalMemberRow, "id" | "approval_required" | "approval_set_at">,
  bars: readonly Pick<BarRow, "id" | "version">[],
): Promise<Map<string, BarApproval>> {
  const result = new Map<string, BarApproval>();
  if (!member.approval_required) {
    for (const bar of bars) {
      result.set(bar.id, {
        bar_id: bar.id,
        current_version: bar.version,
        approved_version: bar.version,
        approved_at: null,
        not_now_version: null,
        not_now_at: null,
        waiting_since: null,
      });
    }
    return result;
  }
  const { rows } = await q.query<{
    bar_id: string;
    current_version: number;
    approved_version: number;
    approved_at: unknown;
    not_now_version: number | null;
    not_now_at: unknown;
    waiting_since: unknown;
  }>(
    `WITH a AS (
       SELECT b.id AS bar_id, b.version AS current_version, ma.approved_at, ma.not_now_version, ma.not_now_at,
              ${approvedVersionSql("$3")} AS approved_version
       FROM bars b
       LEFT JOIN member_bar_approvals ma ON ma.bar_id = b.id AND ma.member_id = $1
       WHERE b.id = ANY ($2::uuid[]))
     SELECT a.*, (SELECT v.created_at FROM bar_versions v
                  WHERE v.bar_id = a.bar_id AND v.version = a.approved_version + 1) AS waiting_since
     FROM a`,
    [member.id, bars.map((b) => b.id), member.approval_set_at ?? new Date(0)],
  );
  for (const row of rows) {
    const waiting = row.approved_version < row.current_version;
    const notNowCurrent = row.not_now_version !== null && row.not_now_version === row.current_version;
    result.set(row.bar_id, {
      bar_id: row.bar_id,
      current_version: row.current_version,
      approved_version: row.approved_version,
      approved_at: row.approved_at ? isoDate(row.approved_at) : null,
      not_now_version: waiting && notNowCurrent ? row.not_now_version : null,
      not_now_at: waiting && notNowCurrent && row.not_now_at ? isoDate(row.not_now_at) : null,
      waiting_since: waiting && row.waiting_since ? isoDate(row.waiting_since) : null,
    });
  }
  return result;
}

/** The bars as the member's desktop app shows them: each at its approved version while the setting is on. */
export async function servedBars(
  q: Queryable,
  member: Pick<ApprovalMemberRow, "id" | "approval_required" | "approval_set_at">,
  bars: readonly BarRow[],
): Promise<{ bars: BarRow[]; approvals: Map<string, BarApproval> }> {
  const approvals = await barApprovals(q, member, bars);
  const older = bars.filter((bar) => (approvals.get(bar.id)?.approved_version ?? bar.version) < bar.version);
  if (older.length === 0) return { bars: [...bars], approvals };
  const { rows } = await q.query<{ bar_id: string; name: string; is_shared: boolean; items: unknown[] }>(
    `SELECT v.bar_id, v.name, v.is_shared, v.items
     FROM bar_versions v JOIN unnest($1::uuid[], $2::integer[]) AS t (bar_id, version)
       ON v.bar_id = t.bar_id AND v.version = t.version`,
    [older.map((b) => b.id), older.map((b) => approvals.get(b.id)!.approved_version)],
  );
  const content = new Map(rows.map((row) => [row.bar_id, row]));
  return {
    approvals,
    bars: bars.map((bar) => {
      const old = content.get(bar.id);
      const approved = approvals.get(bar.id)?.approved_version ?? bar.version;
      return old
        ? { ...bar, name: old.name, is_shared: old.is_shared, items: old.items, version: approved }
        : bar;
    }),
  };
}

/**
 * One bar as the member is served it: at their approved version while their setting is on, else as saved. Any
 * route that reads a bar as the member uses it, so nothing shows them a change before they approve it.
 */
export async function barServedTo(
  q: Queryable,
  communityId: string,
  memberId: string,
  bar: BarRow,
): Promise<BarRow> {
  const member = await findApprovalMember(q, communityId, memberId);
  if (!member?.approval_required) return bar;
  return (await servedBars(q, member, [bar])).bars[0] ?? bar;
}

export type ApprovalEventKind = "turned_on" | "turned_off" | "approved" | "not_now" | "talk";

/** Records one entry of a bar's approval history. */
export async function recordEvent(
  tx: Queryable,
  e: {
    barId: string;
    member: Pick<ApprovalMemberRow, "id" | "first_name" | "last_name">;
    kind: ApprovalEventKind;
    version: number;
    actorUserId: string;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO bar_approval_events (bar_id, member_id, member_name, kind, version, actor_user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [e.barId, e.member.id, memberName(e.member), e.kind, e.version, e.actorUserId, e.now],
  );
}

/** The group's active managers with an account: name and email address. */
export async function activeManagers(
  q: Queryable,
  communityId: string,
): Promise<{ user_id: string; name: string | null; email: string; language: string | null }[]> {
  const { rows } = await q.query<{
    user_id: string;
    name: string | null;
    email: string;
    language: string | null;
  }>(
    `SELECT u.id AS user_id, ${personNameSql("m", "u")} AS name, u.email, u.language
     FROM members m JOIN users u ON u.id = m.user_id
     WHERE m.community_id = $1 AND m.role = 'manager' AND m.state = 'active'
     ORDER BY m.created_at, m.id`,
    [communityId],
  );
  return rows;
}
