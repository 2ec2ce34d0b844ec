// Email verification, password reset and password change (original §3.2, §3.3).
import { z } from "zod";
import { portalLink, type ApiContext } from "../context.ts";
import type { Queryable } from "../db/db.ts";
import { readBody } from "../http/body.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import { ApiError, forbidden } from "../http/errors.ts";
import { createRateLimiter } from "../http/rateLimit.ts";
import { Router, route, uuidParam } from "../http/router.ts";
import { LIMITS } from "../limits.ts";
import { findUserByEmail, findUserById, isEmail, type UserRow } from "../users/model.ts";
import {
  passwordChangedMail,
  passwordResetMail,
  passwordResetUnknownMail,
  verifyEmailMail,
} from "../mail/templates.ts";
import { findCode, issueCode, useCode } from "./codes.ts";
import { assertNotLocked, clearFailures, lockoutKey, recordFailure } from "./lockout.ts";
import { checkNewPassword } from "./passwords.ts";

const HOUR = 60 * 60 * 1000;
const invalidToken = () => new ApiError(404, "invalid_token", null);

/** Queues the verification email for `user` (inside the caller's transaction); returns the mail id. */
export async function queueVerificationEmail(ctx: ApiContext, q: Queryable, user: UserRow): Promise<string> {
  const code = await issueCode(q, user.id, "verify_email", ctx.now());
  const link = portalLink(ctx, `/confirm-email/${user.id}/${encodeURIComponent(code)}`);
  return ctx.mail.queue(q, user.email, verifyEmailMail(user.first_name, link));
}

const resetRequestSchema = z.object({
  email: z.string().max(LIMITS.email),
  g_recaptcha_response: z.string().max(LIMITS.captcha).nullish(),
});
const resetSchema = z.object({
  new_password: z.string().max(LIMITS.password),
  delete_existing_tokens: z.boolean().nullish(),
});
const changeSchema = z.object({
  existing_password: z.string().max(LIMITS.password),
  new_password: z.string().max(LIMITS.password),
  delete_existing_tokens: z.boolean().nullish(),
});

export function accountRoutes(ctx: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(ctx);
  // Per signed-in user: verification resends. Per client address and per email address: reset requests.
  const resendLimit = createRateLimiter(5, HOUR, ctx.now);
  const resetPerIp = createRateLimiter(20, HOUR, ctx.now);
  const resetPerAddress = createRateLimiter(3, HOUR, ctx.now);

  route(router, "/users/:id/verify_email/:token", {
    post: [
      async (req, res) => {
        const userId = uuidParam(req.params.id);
        const code = String(req.params.token);
        if (!userId) throw invalidToken();
        const now = ctx.now();
        const verified = await ctx.db.transaction(async (tx) => {
          if ((await findCode(tx, code, "verify_email", now)) !== userId) return false;
          await useCode(tx, code, "verify_email", now);
          await tx.query("UPDATE users SET email_verified = true WHERE id = $1", [userId]);
          return true;
        });
        if (!verified) throw invalidToken();
        res.json({ message: "email_verified" });
      },
    ],
  });

  route(router, "/users/:id/resend_verification", {
    post: [
      auth,
      async (req, res) => {
        const { userId } = getAuth(res);
        if (uuidParam(req.params.id) !== userId) throw forbidden();
        resendLimit.hit(userId);
        const user = await findUserById(ctx.db, userId);
        if (!user) throw forbidden();
        if (!user.email_verified) {
          const id = await ctx.db.transaction((tx) => queueVerificationEmail(ctx, tx, user));
          await ctx.mail.deliver([id]);
        }
        res.status(200).end();
      },
    ],
  });

  route(router, "/auth/username/password_reset/request", {
    post: [
      async (req, res) => {
        const body = readBody(req, resetRequestSchema);
        if (ctx.captcha) {
          const response = body.g_recaptcha_response ?? "";
          if (!response) throw new ApiError(400, "missing_required", { required: ["g_recaptcha_response"] });
          if (!(await ctx.captcha(response, req.ip))) throw new ApiError(400, "bad_recaptcha", null);
        }
        const email = body.email.trim();
        if (!email) throw new ApiError(400, "missing_required", { required: ["email"] });
        if (!isEmail(email)) throw new ApiError(400, "bad_email_address", null);
        resetPerIp.hit(req.ip ?? "unknown");
        resetPerAddress.hit(email.toLowerCase());
        const user = await findUserByEmail(ctx.db, email);
        const now = ctx.now();
        const mailId = await ctx.db.transaction(async (tx) => {
          if (!user) {
            return ctx.mail.queue(tx, email, passwordResetUnknownMail(email, portalLink(ctx, "/register")));
          }
          const code = await issueCode(tx, user.id, "password_reset", now);
          const link = portalLink(ctx, `/reset-password/${encodeURIComponent(code)}`);
          return ctx.mail.queue(tx, user.email, passwordResetMail(user.first_name, link));
        });
        await ctx.mail.deliver([mailId]);
        res.status(200).end();
      },
    ],
  });

  route(router, "/auth/username/password_reset/:token", {
    post: [
      async (req, res) => {
        const code = String(req.params.token);
        const now = ctx.now();
        // The code is checked before the body, as in the original.
        const owner = await findCode(ctx.db, code, "password_reset", now);
        if (!owner) throw invalidToken();
        const body = readBody(req, resetSchema);
        if (body.new_password === "")
          throw new ApiError(400, "missing_required", { required: ["new_password"] });
        checkNewPassword(body.new_password, "new_password");
        const hash = await ctx.passwords.hash(body.new_password);
        const mailId = await ctx.db.transaction(async (tx) => {
          const userId = await useCode(tx, code, "password_reset", now);
          if (!userId) throw invalidToken();
          const { rows } = await tx.query<UserRow>(
            `UPDATE users SET password_hash = $2, email_verified = true WHERE id = $1
             RETURNING id, email, first_name, last_name, email_verified, password_hash`,
            [userId, hash],
          );
          const user = rows[0];
          if (!user) throw invalidToken();
          // Every other reset code of this user dies with this one; every session ends.
          await tx.query(
            "UPDATE one_time_codes SET used_at = $2 WHERE user_id = $1 AND purpose = 'password_reset' AND used_at IS NULL",
            [userId, now],
          );
          await tx.query("DELETE FROM auth_tokens WHERE user_id = $1", [userId]);
          await clearFailures(tx, lockoutKey(user.email));
          return ctx.mail.queue(tx, user.email, passwordChangedMail(user.first_name));
        });
        await ctx.mail.deliver([mailId]);
        res.status(200).end();
      },
    ],
  });

  route(router, "/users/:id/password", {
    post: [
      auth,
      async (req, res) => {
        const { userId, tokenHash } = getAuth(res);
        if (uuidParam(req.params.id) !== userId) throw forbidden();
        const body = readBody(req, changeSchema);
        if (body.new_password === "")
          throw new ApiError(400, "missing_required", { required: ["new_password"] });
        const user = await findUserById(ctx.db, userId);
        if (!user) throw forbidden();
        const now = ctx.now();
        const key = lockoutKey(user.email);
        await assertNotLocked(ctx.db, key, now);
        if (!(await ctx.passwords.verify(body.existing_password, user.password_hash))) {
          await recordFailure(ctx.db, key, now);
          throw new ApiError(400, "invalid_credentials", null);
        }
        checkNewPassword(body.new_password, "new_password");
        const hash = await ctx.passwords.hash(body.new_password);
        const mailId = await ctx.db.transaction(async (tx) => {
          await tx.query("UPDATE users SET password_hash = $2 WHERE id = $1", [userId, hash]);
          // Other sessions end; the current one stays unless the caller asks to end it too.
          if (body.delete_existing_tokens) {
            await tx.query("DELETE FROM auth_tokens WHERE user_id = $1", [userId]);
          } else {
            await tx.query("DELETE FROM auth_tokens WHERE user_id = $1 AND token_hash <> $2", [
              userId,
              tokenHash,
            ]);
          }
          await clearFailures(tx, key);
          return ctx.mail.queue(tx, user.email, passwordChangedMail(user.first_name));
        });
        await ctx.mail.deliver([mailId]);
        res.status(200).end();
      },
    ],
  });

  return router;
}
