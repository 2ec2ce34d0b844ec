// Opaque secrets (bearer tokens, one-time codes): 32 random bytes as base64url, stored only as SHA-256.
import { hash, randomBytes } from "node:crypto";
import type { Queryable } from "../db/db.ts";

/** A session ends after this long without use ... */
export const TOKEN_IDLE_MS = 4 * 60 * 60 * 1000;
/** ... and in any case this long after sign-in. */
export const TOKEN_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often per token. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** One call, no Hash object: every /v1 call with a token hashes it (a quarter of createHash's CPU). */
export function sha256Hex(value: string): string {
  return hash("sha256", value, "hex");
}

/** Creates a session for `userId`; returns the token (shown once). */
export async function issueToken(q: Queryable, userId: string, now: Date): Promise<string> {
  const token = newSecret();
  await q.query(
    `INSERT INTO auth_tokens (token_hash, user_id, created_at, last_used_at, expires_at)
     VALUES ($1, $2, $3, $3, $4)`,
    [sha256Hex(token), userId, now, new Date(now.getTime() + TOKEN_MAX_AGE_MS)],
  );
  return token;
}

/**
 * A live token's row (not past its absolute expiry, used within the idle limit), as a subquery over $1-$3 =
 * `liveTokenParams(...)`: a statement can check the token as part of its own query (one statement, not
 * two, for what every signed-in page asks first: each statement costs CPU on every page).
 */
export const LIVE_TOKEN_SQL = `SELECT user_id, last_used_at FROM auth_tokens
     WHERE token_hash = $1 AND expires_at > $2 AND last_used_at > $3`;

export function liveTokenParams(tokenHash: string, now: Date): [string, Date, Date] {
  return [tokenHash, now, new Date(now.getTime() - TOKEN_IDLE_MS)];
}

/** Records the token's use, at most once a TOUCH_INTERVAL_MS (the idle limit counts from it). */
export async function touchToken(
  q: Queryable,
  tokenHash: string,
  lastUsedAt: Date,
  now: Date,
): Promise<void> {
  if (now.getTime() - lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await q.query("UPDATE auth_tokens SET last_used_at = $2 WHERE token_hash = $1", [tokenHash, now]);
  }
}

/**
 * Whether a request that presents a bearer token and, in X-Morphic-Auth-Token, a second one is answered as the
 * second. The macOS app, after a 401, signs in again and retries with its old `Authorization` and the new token
 * only in that header. "Same user" is proven by the old token's row: the second token is taken only when the
 * bearer is not live, its row still exists (idle tokens stay until their absolute expiry) and both rows are of
 * the same user, and the second is live. A live bearer always wins, so the header never answers as another user
 * than a live bearer; a bearer without a row (unknown, signed out, past 30 days) names nobody, so the header is
 * not taken: the app's next request, made with its new token, succeeds.
 */
export async function retryTokenTakesOver(
  q: Queryable,
  bearerHash: string,
  retryHash: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM auth_tokens r JOIN auth_tokens b ON b.user_id = r.user_id AND b.token_hash = $4
     WHERE r.token_hash = $1 AND r.expires_at > $2 AND r.last_used_at > $3
       AND NOT (b.expires_at > $2 AND b.last_used_at > $3)`,
    [...liveTokenParams(retryHash, now), bearerHash],
  );
  return rows.length > 0;
}
