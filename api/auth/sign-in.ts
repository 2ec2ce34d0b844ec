// Sign-in, sign-out and registration (original §3.1).
import { loginRequestSchema, registerRequestSchema, type AuthResponse } from "../../contract/auth.ts";
import { readBody } from "../http/body.ts";
import { bearerToken } from "../http/auth.ts";
import { ApiError } from "../http/errors.ts";
import { clientAddress } from "../http/rateLimit.ts";
import type { Step } from "../http/router.ts";
import { findUserByEmail, isEmail, USER_COLUMNS, userJson, type UserRow } from "../users/model.ts";
import { queueVerificationEmail } from "../users/verification.ts";
import { checkNewPassword } from "./passwords.ts";
import { checkSignInGuarded } from "./sign-in-limits.ts";
import { issueToken, sha256Hex } from "./tokens.ts";

const emptyToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "23505";
}

/** POST /auth/username: under the limits per account and address, per address and per account (sign-in-limits.ts). */
export const signIn: Step = async (ctx, req, res) => {
  const body = readBody(req, loginRequestSchema);
  const username = (body.username ?? "").trim();
  const password = body.password ?? "";
  const invalid = () => new ApiError(400, "invalid_credentials", null);
  if (!username) throw invalid();
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db, username);
  // Unknown addresses spend the same time and use the same limits (no enumeration).
  const ok = await checkSignInGuarded(ctx.db, username, clientAddress(req, res), now, async () =>
    user
      ? ctx.passwords.verify(password, user.password_hash)
      : (await ctx.passwords.verifyDummy(password), false),
  );
  if (!user || !ok) throw invalid();
  const token = await ctx.db.transaction(async (tx) => {
    await tx.query("UPDATE users SET last_auth_at = $2 WHERE id = $1", [user.id, now]);
    return issueToken(tx, user.id, now);
  });
  res.json({ token, user: userJson(user, false) } satisfies AuthResponse);
};

/** DELETE /auth/token: ends the presented session; 204 whether or not it was live. */
export const signOut: Step = async (ctx, req, res) => {
  const token = bearerToken(req.headers.authorization);
  if (token) await ctx.db.query("DELETE FROM auth_tokens WHERE token_hash = $1", [sha256Hex(token)]);
  res.status(204).end();
};

/** POST /register/username: the account, a first session and the verification email. */
export const register: Step = async (ctx, req, res) => {
  const body = readBody(req, registerRequestSchema);
  if (body.username === "") throw new ApiError(400, "missing_required", null);
  const email = body.email.trim();
  if (!isEmail(email)) throw new ApiError(400, "malformed_email", null);
  // The portal sends the email as the username; accounts are identified by email alone.
  if (body.username.trim().toLowerCase() !== email.toLowerCase()) {
    throw new ApiError(400, "username_not_email", null);
  }
  if (await findUserByEmail(ctx.db, email)) throw new ApiError(400, "existing_email", null);
  checkNewPassword(body.password);
  const passwordHash = await ctx.passwords.hash(body.password);
  const now = ctx.now();
  try {
    const { user, token, mailId } = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<UserRow>(
        `INSERT INTO users (email, first_name, last_name, password_hash, created_at, last_auth_at, language)
         VALUES ($1, $2, $3, $4, $5, $5, $6) RETURNING ${USER_COLUMNS}`,
        [
          email,
          emptyToNull(body.first_name),
          emptyToNull(body.last_name),
          passwordHash,
          now,
          body.language ?? null,
        ],
      );
      const user = rows[0]!;
      const token = await issueToken(tx, user.id, now);
      const mailId = await queueVerificationEmail(ctx, tx, user);
      return { user, token, mailId };
    });
    await ctx.mail.deliver([mailId]);
    res.json({ token, user: userJson(user, false) } satisfies AuthResponse);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(400, "existing_email", null);
    throw error;
  }
};
