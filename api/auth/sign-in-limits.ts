// The limits of signing in, which tell people apart (docs/decisions/037-sign-in-limits-by-account-and-address.md):
//  - per account AND address: the bad-password lockout (auth/lockout.ts: 5 guesses, then 15 minutes), so a
//    stranger's wrong passwords lock the stranger's address only, never the member's own computer;
//  - per address: 20 wrong passwords in 5 minutes across all accounts, so a spray from one address stops. Right
//    passwords give their point back: a care home's hundred members behind one address all get in;
//  - per account across all addresses: 50 wrong passwords an hour, so a guess spread over many addresses is slowed.
// The last two spare an account at an address it signed in from before (within 90 days): there its guesses are
// bounded by the first alone. Every point is reserved before the password is checked, in one atomic statement, so
// parallel guesses never exceed a limit; a refused attempt gives back what it reserved.
import type { Db, Queryable } from "../db/db.ts";
import { clearKey, locked, lockoutKey, reserveAttempt } from "./lockout.ts";
import { sha256Hex } from "./tokens.ts";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const ADDRESS_MAX_FAILURES = 20;
export const ADDRESS_WINDOW_MS = 5 * MINUTE;
export const ACCOUNT_MAX_FAILURES = 50;
const ACCOUNT_WINDOW_MS = 60 * MINUTE;
/** How long a right password keeps an address known for its account (maintenance removes older ones). */
export const KNOWN_ADDRESS_MS = 90 * DAY;

interface Budget {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Takes one point of `budget` (a window opened by its first point), or answers when its window ends. The upsert
 * runs under the row's lock, so parallel requests never take more than `max` points.
 */
async function takePoint(q: Queryable, budget: Budget, now: Date): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - budget.windowMs);
  const { rows } = await q.query<{ failures: number }>(
    `INSERT INTO login_lockouts AS l (key_hash, window_started_at, failures) VALUES ($1, $2, 1)
     ON CONFLICT (key_hash) DO UPDATE SET
       failures = CASE WHEN l.window_started_at <= $3 THEN 1 ELSE l.failures + 1 END,
       window_started_at = CASE WHEN l.window_started_at <= $3 THEN $2 ELSE l.window_started_at END
     WHERE l.window_started_at <= $3 OR l.failures < $4
     RETURNING l.failures`,
    [budget.key, now, windowStart, budget.max],
  );
  if (rows.length > 0) return null;
  const current = await q.query<{ window_started_at: Date }>(
    "SELECT window_started_at FROM login_lockouts WHERE key_hash = $1",
    [budget.key],
  );
  const started = current.rows[0]?.window_started_at ?? now;
  return new Date(started.getTime() + budget.windowMs);
}

/** Gives back a point taken in the window that is still open (a right password, or an attempt refused later). */
async function givePointBack(q: Queryable, budget: Budget, now: Date): Promise<void> {
  await q.query(
    `UPDATE login_lockouts SET failures = failures - 1
     WHERE key_hash = $1 AND failures > 0 AND window_started_at > $2`,
    [budget.key, new Date(now.getTime() - budget.windowMs)],
  );
}

async function isKnownAddress(q: Queryable, account: string, address: string, now: Date): Promise<boolean> {
  const { rows } = await q.query(
    "SELECT 1 FROM login_known_addresses WHERE key_hash = $1 AND address_hash = $2 AND last_success_at > $3",
    [account, address, new Date(now.getTime() - KNOWN_ADDRESS_MS)],
  );
  return rows.length > 0;
}

/**
 * Checks a sign-in's password under the limits above: throws 400 `locked` `{timeout}` when one refuses (before the
 * password is checked), else runs `check`; a right password lifts this address's lock for the account, gives the
 * points back and remembers the address.
 */
export async function checkSignInGuarded(
  db: Db,
  email: string,
  clientAddress: string,
  now: Date,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const account = lockoutKey(email);
  const address = sha256Hex(clientAddress);
  const taken: Budget[] = [];
  const giveBack = () =>
    db.transaction(async (tx) => {
      for (const budget of taken) await givePointBack(tx, budget, now);
    });
  if (!(await isKnownAddress(db, account, address, now))) {
    for (const budget of [
      { key: `address:${address}`, max: ADDRESS_MAX_FAILURES, windowMs: ADDRESS_WINDOW_MS },
      { key: `${account}:all`, max: ACCOUNT_MAX_FAILURES, windowMs: ACCOUNT_WINDOW_MS },
    ]) {
      const until = await takePoint(db, budget, now);
      if (until) {
        await giveBack();
        throw locked(until, now, budget.windowMs);
      }
      taken.push(budget);
    }
  }
  const pair = `${account}:${address}`;
  try {
    await reserveAttempt(db, pair, now);
  } catch (error) {
    await giveBack();
    throw error;
  }
  const ok = await check();
  if (ok) {
    await db.transaction(async (tx) => {
      await clearKey(tx, pair);
      for (const budget of taken) await givePointBack(tx, budget, now);
      await tx.query(
        `INSERT INTO login_known_addresses (key_hash, address_hash, last_success_at) VALUES ($1, $2, $3)
         ON CONFLICT (key_hash, address_hash) DO UPDATE SET last_success_at = EXCLUDED.last_success_at`,
        [account, address, now],
      );
    });
  }
  return ok;
}
