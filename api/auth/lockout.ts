// Bad-password lockout: at most 5 passwords are checked per key within a 5-minute window (opened by the first
// attempt); the 5th attempt locks the key for 15 minutes, and a successful check lifts the lock and clears the count.
// Attempts while locked are refused unchecked and not counted. The key starts with the hashed lower-case email, so
// unknown addresses behave exactly like known ones: signed-in password checks use it alone, sign-in adds the
// client's address to it (auth/sign-in-limits.ts), so a stranger elsewhere cannot lock the member's own computer.
//
// The count is reserved BEFORE the password is checked, in one atomic statement (an upsert that PostgreSQL runs
// under the row's lock), so any number of parallel guesses can never have more than 5 passwords checked: the
// 6th parallel request finds the lock already set. `login_lockouts.failures` therefore counts attempts.
import type { Queryable } from "../db/db.ts";
import { ApiError } from "../http/errors.ts";
import { sha256Hex } from "./tokens.ts";

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 5 * 60 * 1000;
export const LOCKOUT_DURATION_MS = 15 * 60 * 1000;

export function lockoutKey(email: string): string {
  return sha256Hex(email.trim().toLowerCase());
}

/**
 * 400 `locked` with the seconds left, at most `longestMs` (a parallel request may have set the lock later). The
 * desktop apps keep the member on a 400 with a JSON body and forget them on any other refusal (docs/decisions/037).
 */
export function locked(until: Date, now: Date, longestMs = LOCKOUT_DURATION_MS): ApiError {
  const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  return new ApiError(400, "locked", { timeout: Math.min(longestMs / 1000, Math.max(1, seconds)) });
}

/**
 * Reserves one password check for `key`, or throws 400 `locked` `{timeout: seconds left}`. Call it before the
 * password is checked; call clearKey() when the password was right.
 */
export async function reserveAttempt(q: Queryable, key: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const lockedUntil = new Date(now.getTime() + LOCKOUT_DURATION_MS);
  for (let tries = 0; tries < 3; tries += 1) {
    // A record whose window has passed (and whose lock, if any, has ended) starts again at 1.
    const { rows } = await q.query<{ failures: number }>(
      `INSERT INTO login_lockouts AS l (key_hash, window_started_at, failures, locked_until)
       VALUES ($1, $2, 1, CASE WHEN 1 >= $5::int THEN $4::timestamptz END)
       ON CONFLICT (key_hash) DO UPDATE SET
         failures = CASE WHEN l.window_started_at <= $3 OR l.locked_until IS NOT NULL THEN 1
                         ELSE l.failures + 1 END,
         window_started_at = CASE WHEN l.window_started_at <= $3 OR l.locked_until IS NOT NULL THEN $2
                                  ELSE l.window_started_at END,
         locked_until = CASE WHEN (CASE WHEN l.window_started_at <= $3 OR l.locked_until IS NOT NULL THEN 1
                                        ELSE l.failures + 1 END) >= $5::int THEN $4::timestamptz END
       WHERE l.locked_until IS NULL OR l.locked_until <= $2
       RETURNING l.failures`,
      [key, now, windowStart, lockedUntil, LOCKOUT_MAX_FAILURES],
    );
    if (rows.length > 0) return;
    // Refused: the key is locked. Read for how long (a success may have lifted the lock meanwhile: try again).
    const current = await q.query<{ locked_until: Date | null }>(
      "SELECT locked_until FROM login_lockouts WHERE key_hash = $1",
      [key],
    );
    const until = current.rows[0]?.locked_until;
    if (until && until.getTime() > now.getTime()) throw locked(until, now);
  }
  throw locked(lockedUntil, now);
}

/** Forgets the attempts of this one key and lifts its lock (a right password). */
export async function clearKey(q: Queryable, key: string): Promise<void> {
  await q.query("DELETE FROM login_lockouts WHERE key_hash = $1", [key]);
}

/**
 * Forgets every count and lock of an account, at every address, and the addresses it signed in from (a password
 * reset, a deleted account). `accountKey` is lockoutKey()'s hex, so it holds no LIKE wildcard.
 */
export async function clearFailures(q: Queryable, accountKey: string): Promise<void> {
  await q.query("DELETE FROM login_lockouts WHERE key_hash = $1 OR key_hash LIKE $1 || ':%'", [accountKey]);
  await q.query("DELETE FROM login_known_addresses WHERE key_hash = $1", [accountKey]);
}

/**
 * Checks a password under the lockout: reserves an attempt, runs `check`, and clears the count when it passes.
 * Throws 400 `locked` when no attempt is left; returns what `check` returned.
 */
export async function checkPasswordGuarded(
  q: Queryable,
  key: string,
  now: Date,
  check: () => Promise<boolean>,
): Promise<boolean> {
  await reserveAttempt(q, key, now);
  const ok = await check();
  if (ok) await clearKey(q, key);
  return ok;
}
