// Bad-password lockout: 5 failures within a 5-minute window (opened by the first failure) lock the address for
// 15 minutes from the 5th failure. Attempts while locked are not counted. A successful sign-in clears the record.
// Keyed by the hashed lower-case email, so unknown addresses behave exactly like known ones.
import type { Queryable } from "../db/db.ts";
import { ApiError } from "../http/errors.ts";
import { sha256Hex } from "./tokens.ts";

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 5 * 60 * 1000;
export const LOCKOUT_DURATION_MS = 15 * 60 * 1000;

export function lockoutKey(email: string): string {
  return sha256Hex(email.trim().toLowerCase());
}

/** Throws 400 `locked` `{timeout: seconds left}` while the key is locked. */
export async function assertNotLocked(q: Queryable, key: string, now: Date): Promise<void> {
  const { rows } = await q.query<{ locked_until: Date | null }>(
    "SELECT locked_until FROM login_lockouts WHERE key_hash = $1",
    [key],
  );
  const until = rows[0]?.locked_until;
  if (until && until.getTime() > now.getTime()) {
    throw new ApiError(400, "locked", { timeout: Math.ceil((until.getTime() - now.getTime()) / 1000) });
  }
}

export async function recordFailure(q: Queryable, key: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const { rows } = await q.query<{ failures: number }>(
    `INSERT INTO login_lockouts (key_hash, window_started_at, failures) VALUES ($1, $2, 1)
     ON CONFLICT (key_hash) DO UPDATE SET
       failures = CASE WHEN login_lockouts.window_started_at <= $3 THEN 1 ELSE login_lockouts.failures + 1 END,
       window_started_at = CASE WHEN login_lockouts.window_started_at <= $3 THEN $2
                                ELSE login_lockouts.window_started_at END
     RETURNING failures`,
    [key, now, windowStart],
  );
  if ((rows[0]?.failures ?? 0) >= LOCKOUT_MAX_FAILURES) {
    await q.query("UPDATE login_lockouts SET failures = 0, locked_until = $2 WHERE key_hash = $1", [
      key,
      new Date(now.getTime() + LOCKOUT_DURATION_MS),
    ]);
  }
}

export async function clearFailures(q: Queryable, key: string): Promise<void> {
  await q.query("DELETE FROM login_lockouts WHERE key_hash = $1", [key]);
}
