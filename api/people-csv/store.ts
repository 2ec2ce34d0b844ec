// The database side of people by CSV (decision 031): checked files kept for their import (migration 0019),
// the facts of the group a file is checked against, the import itself in the caller's transaction, and the
// export.
import { isUnlimited } from "../../contract/limits.ts";
import { memberFullName } from "../../contract/members.ts";
import { PEOPLE_CSV_PREVIEW_MINUTES } from "../../contract/people-csv.ts";
import type { Queryable } from "../db/db.ts";
import type { GroupFacts } from "./check.ts";
import type { ParsedPerson } from "./parse.ts";

export interface StoredPreview {
  header: boolean;
  rows: ParsedPerson[];
  expires_at: Date;
}

/** Keeps a checked file for an hour (and removes the expired ones); returns when it expires. */
export async function savePreview(
  q: Queryable,
  input: {
    id: string;
    communityId: string;
    userId: string;
    header: boolean;
    rows: ParsedPerson[];
    now: Date;
  },
): Promise<Date> {
  const expires = new Date(input.now.getTime() + PEOPLE_CSV_PREVIEW_MINUTES * 60_000);
  await q.query("DELETE FROM people_csv_previews WHERE expires_at <= $1", [input.now]);
  await q.query(
    `INSERT INTO people_csv_previews (id, community_id, user_id, header, rows, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    [input.id, input.communityId, input.userId, input.header, JSON.stringify(input.rows), input.now, expires],
  );
  return expires;
}

/** The caller's own unexpired check of this group, or null. `lock` locks its row (the import). */
export async function loadPreview(
  q: Queryable,
  where: { id: string; communityId: string; userId: string; now: Date },
  lock = false,
): Promise<StoredPreview | null> {
  const { rows } = await q.query<StoredPreview>(
    `SELECT header, rows, expires_at FROM people_csv_previews
     WHERE id = $1 AND community_id = $2 AND user_id = $3 AND expires_at > $4 ${lock ? "FOR UPDATE" : ""}`,
    [where.id, where.communityId, where.userId, where.now],
  );
  return rows[0] ?? null;
}

export async function deletePreview(q: Queryable, id: string): Promise<void> {
  await q.query("DELETE FROM people_csv_previews WHERE id = $1", [id]);
}

/** What a file is checked against: the group's names and addresses, its free places, the caller's address. */
export async function groupFacts(
  q: Queryable,
  communityId: string,
  userId: string,
  now: Date,
): Promise<GroupFacts> {
  const members = await q.query<{
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  }>(
    `SELECT m.first_name, m.last_name, u.email FROM members m LEFT JOIN users u ON u.id = m.user_id
     WHERE m.community_id = $1`,
    [communityId],
  );
  const invited = await q.query<{ email: string }>(
    `SELECT i.email FROM invitations i
     WHERE i.community_id = $1 AND i.used_at IS NULL AND i.declined_at IS NULL AND i.expires_at > $2`,
    [communityId, now],
  );
  const community = await q.query<{ member_count: number; member_limit: number }>(
    "SELECT member_count, member_limit FROM communities WHERE id = $1",
    [communityId],
  );
  const user = await q.query<{ email_verified: boolean }>("SELECT email_verified FROM users WHERE id = $1", [
    userId,
  ]);
  const c = community.rows[0];
  return {
    names: members.rows.map((m) => memberFullName(m.first_name, m.last_name)).filter((n) => n !== ""),
    emails: [...members.rows.flatMap((m) => (m.email ? [m.email] : [])), ...invited.rows.map((i) => i.email)],
    freeSlots: !c || isUnlimited(c.member_limit) ? null : Math.max(0, c.member_limit - c.member_count),
    canInvite: user.rows[0]?.email_verified === true,
  };
}

export interface NewPerson {
  memberId: string;
  barId: string;
  first: string | null;
  last: string | null;
  barName: string;
  /** Distinct, increasing: the group lists people in the order of the file. */
  createdAt: Date;
}

/** Adds people with a bar each ("Bar for {name}", its first version) in the caller's transaction. */
export async function insertPeople(
  q: Queryable,
  communityId: string,
  userId: string,
  people: NewPerson[],
  now: Date,
): Promise<void> {
  if (people.length === 0) return;
  const barIds = people.map((p) => p.barId);
  const barNames = people.map((p) => p.barName);
  await q.query(
    `INSERT INTO bars (id, community_id, name, is_shared, items, created_by_user_id, created_at, updated_at)
     SELECT t.id, $1, t.name, false, '[]'::jsonb, $2, $3, $3 FROM unnest($4::uuid[], $5::text[]) AS t(id, name)`,
    [communityId, userId, now, barIds, barNames],
  );
  await q.query(
    `INSERT INTO bar_versions (bar_id, author_user_id, created_at, name, is_shared, items)
     SELECT t.id, $1, $2, t.name, false, '[]'::jsonb FROM unnest($3::uuid[], $4::text[]) AS t(id, name)`,
    [userId, now, barIds, barNames],
  );
  await q.query(
    `INSERT INTO members (id, community_id, user_id, first_name, last_name, role, state, bar_ids, created_at, updated_at)
     SELECT t.id, $1, NULL, t.first, t.last, 'member', 'uninvited', ARRAY[t.bar], t.at, t.at
     FROM unnest($2::uuid[], $3::text[], $4::text[], $5::uuid[], $6::timestamptz[]) AS t(id, first, last, bar, at)`,
    [
      communityId,
      people.map((p) => p.memberId),
      people.map((p) => p.first),
      people.map((p) => p.last),
      barIds,
      people.map((p) => p.createdAt),
    ],
  );
  await q.query("UPDATE communities SET member_count = member_count + $2, updated_at = $3 WHERE id = $1", [
    communityId,
    people.length,
    now,
  ]);
}

export interface ExportPerson {
  first_name: string | null;
  last_name: string | null;
  role: string;
  state: string;
  email: string | null;
  bar_names: string[];
}

/**
 * Every member, oldest first, with their address (their account's, else their open invitation's) and the names
 * of their bars in their order.
 */
export async function exportPeople(q: Queryable, communityId: string): Promise<ExportPerson[]> {
  const { rows } = await q.query<ExportPerson>(
    `SELECT m.first_name, m.last_name, m.role, m.state,
            COALESCE(u.email, (SELECT i.email FROM invitations i
                               WHERE i.member_id = m.id AND i.used_at IS NULL AND i.declined_at IS NULL
                               ORDER BY i.created_at DESC LIMIT 1)) AS email,
            ARRAY(SELECT b.name FROM unnest(m.bar_ids) WITH ORDINALITY AS x(id, n)
                  JOIN bars b ON b.id = x.id ORDER BY x.n) AS bar_names
     FROM members m LEFT JOIN users u ON u.id = m.user_id
     WHERE m.community_id = $1 ORDER BY m.created_at, m.id`,
    [communityId],
  );
  return rows;
}
