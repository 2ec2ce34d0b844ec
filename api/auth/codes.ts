// One-time codes (email verification, password reset): random, stored hashed, separated by purpose, single-use.
import type { Queryable } from "../db/db.ts";
import { newSecret, sha256Hex } from "./tokens.ts";

export type CodePurpose = "verify_email" | "password_reset";

export const CODE_LIFETIME_MS: Record<CodePurpose, number> = {
  verify_email: 30 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

export async function issueCode(
  q: Queryable,
  userId: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  const code = newSecret();
  await q.query(
    `INSERT INTO one_time_codes (code_hash, user_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [sha256Hex(code), userId, purpose, now, new Date(now.getTime() + CODE_LIFETIME_MS[purpose])],
  );
  return code;
}

/** The user of a live code of this purpose, or null. */
export async function findCode(
  q: Queryable,
  code: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string | null> {
  const { rows } = await q.query<{ user_id: string }>(
    `SELECT user_id FROM one_time_codes
     WHERE code_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
    [sha256Hex(code), purpose, now],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * Marks a live code used and returns its user, or null when it is unknown, of another purpose, used or expired.
 * The UPDATE is the claim: of two concurrent uses only one gets the user.
 */
export async function useCode(
  q: Queryable,
  code: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string | null> {
  const { rows } = await q.query<{ user_id: string }>(
    `UPDATE one_time_codes SET used_at = $3
     WHERE code_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING user_id`,
    [sha256Hex(code), purpose, now],
  );
  return rows[0]?.user_id ?? null;
}
