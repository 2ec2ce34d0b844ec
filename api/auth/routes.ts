// Sign-in, sign-out and registration (original §3.1).
import { z } from "zod";
import type { ApiContext } from "../context.ts";
import { readBody } from "../http/body.ts";
import { bearerToken } from "../http/auth.ts";
import { ApiError } from "../http/errors.ts";
import { Router, route } from "../http/router.ts";
import { LIMITS } from "../limits.ts";
import { findUserByEmail, isEmail, USER_COLUMNS, userJson, type UserRow } from "../users/model.ts";
import { queueVerificationEmail } from "./account.ts";
import { checkNewPassword } from "./passwords.ts";
import { assertNotLocked, clearFailures, lockoutKey, recordFailure } from "./lockout.ts";
import { issueToken, sha256Hex } from "./tokens.ts";

const loginSchema = z.object({
  username: z.string().max(LIMITS.email).nullish(),
  password: z.string().max(LIMITS.password).nullish(),
});

const registerSchema = z.object({
  username: z.string().max(LIMITS.email),
  password: z.string().max(LIMITS.password),
  email: z.string().max(LIMITS.email),
  first_name: z.string().max(LIMITS.personName).nullish(),
  last_name: z.string().max(LIMITS.personName).nullish(),
});

const emptyToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "23505";
}

export function authRoutes(ctx: ApiContext): Router {
  const router = Router();

  route(router, "/auth/username", {
    post: [
      async (req, res) => {
        const body = readBody(req, loginSchema);
        const username = (body.username ?? "").trim();
        const password = body.password ?? "";
        const invalid = () => new ApiError(400, "invalid_credentials", null);
        if (!username) throw invalid();
        const now = ctx.now();
        const key = lockoutKey(username);
        await assertNotLocked(ctx.db, key, now);
        const user = await findUserByEmail(ctx.db, username);
        const ok = user
          ? await ctx.passwords.verify(password, user.password_hash)
          : (await ctx.passwords.verifyDummy(password), false);
        if (!user || !ok) {
          await recordFailure(ctx.db, key, now);
          throw invalid();
        }
        const token = await ctx.db.transaction(async (tx) => {
          await clearFailures(tx, key);
          await tx.query("UPDATE users SET last_auth_at = $2 WHERE id = $1", [user.id, now]);
          return issueToken(tx, user.id, now);
        });
        res.json({ token, user: userJson(user, false) });
      },
    ],
  });

  route(router, "/auth/token", {
    delete: [
      async (req, res) => {
        const token = bearerToken(req.headers.authorization);
        if (token) await ctx.db.query("DELETE FROM auth_tokens WHERE token_hash = $1", [sha256Hex(token)]);
        res.status(204).end();
      },
    ],
  });

  route(router, "/register/username", {
    post: [
      async (req, res) => {
        const body = readBody(req, registerSchema);
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
              `INSERT INTO users (email, first_name, last_name, password_hash, created_at, last_auth_at)
               VALUES ($1, $2, $3, $4, $5, $5) RETURNING ${USER_COLUMNS}`,
              [email, emptyToNull(body.first_name), emptyToNull(body.last_name), passwordHash, now],
            );
            const user = rows[0]!;
            const token = await issueToken(tx, user.id, now);
            const mailId = await queueVerificationEmail(ctx, tx, user);
            return { user, token, mailId };
          });
          await ctx.mail.deliver([mailId]);
          res.json({ token, user: userJson(user, false) });
        } catch (error) {
          if (isUniqueViolation(error)) throw new ApiError(400, "existing_email", null);
          throw error;
        }
      },
    ],
  });

  return router;
}
