// Removes what can no longer be used: expired sessions and codes, stale lockout windows, addresses no longer
// known for an account, and audit entries older than the retention time (AUDIT_RETENTION_DAYS).
import { AUDIT_RETENTION_DAYS_DEFAULT } from "../../contract/audit.ts";
import { KNOWN_ADDRESS_MS } from "../auth/sign-in-limits.ts";
import type { Db } from "./db.ts";

const DAY = 24 * 60 * 60 * 1000;

export async function pruneExpired(
  db: Db,
  now: Date,
  auditRetentionDays: number = AUDIT_RETENTION_DAYS_DEFAULT,
): Promise<void> {
  await db.query("DELETE FROM auth_tokens WHERE expires_at <= $1", [now]);
  // Used or expired codes are kept a week, so a second use still answers invalid_token meanwhile.
  await db.query("DELETE FROM one_time_codes WHERE expires_at <= $1", [new Date(now.getTime() - 7 * DAY)]);
  await db.query(
    "DELETE FROM login_lockouts WHERE window_started_at <= $1 AND (locked_until IS NULL OR locked_until <= $2)",
    [new Date(now.getTime() - DAY), now],
  );
  // An address an account has not signed in from for 90 days is no longer known for it (decision 037).
  await db.query("DELETE FROM login_known_addresses WHERE last_success_at < $1", [
    new Date(now.getTime() - KNOWN_ADDRESS_MS),
  ]);
  // Invitations answer 404 once expired (api/invitations/); their rows go a week later.
  await db.query("DELETE FROM invitations WHERE expires_at <= $1", [new Date(now.getTime() - 7 * DAY)]);
  // The group's audit log is kept for the configured time (default two years), then goes.
  await db.query("DELETE FROM audit_events WHERE created_at < $1", [
    new Date(now.getTime() - auditRetentionDays * DAY),
  ]);
  // Checked files of people (kept an hour for their import) that were never imported.
  await db.query("DELETE FROM people_csv_previews WHERE expires_at <= $1", [now]);
}

/**
 * The embedded database runs no autovacuum, so nothing gathers the planner's statistics by itself: a group that
 * grew to 10,000 people would still be planned as the handful of rows it once was (a sort of every member for
 * a page of 50, a scan instead of the search's trigram index). The service gathers them at start and every
 * hour; PostgreSQL's autovacuum does this on its own.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  if (db.kind === "pglite") await db.query("ANALYZE");
}

/**
 * After a bulk change (a CSV import of thousands of people) the statistics are gathered at once, on both
 * databases: PostgreSQL's autovacuum would take up to a minute, PGlite's hourly round up to an hour.
 */
export async function analyzeAfterBulkChange(db: Db, tables: readonly "members"[]): Promise<void> {
  await db.query(`ANALYZE ${tables.join(", ")}`);
}
