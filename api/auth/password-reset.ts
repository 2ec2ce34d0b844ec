// Password reset (original §3.3): the request (an email with a one-hour code) and its completion.
import { passwordResetCompleteSchema, passwordResetRequestSchema } from "../../contract/auth.ts";
import { languageOrNull } from "../../contract/language.ts";
import { portalLink } from "../context.ts";
import { readBody } from "../http/body.ts";
import { ApiError } from "../http/errors.ts";
import { clientAddress, type RateLimiter } from "../http/rateLimit.ts";
import type { Step } from "../http/router.ts";
import {
  languageOf,
  passwordChangedMail,
  passwordResetMail,
  passwordResetUnknownMail,
} from "../mail/templates.ts";
import { findUserByEmail, isEmail, USER_COLUMNS, type UserRow } from "../users/model.ts";
import { findCode, issueCode, useCode } from "./codes.ts";
import { clearFailures, lockoutKey } from "./lockout.ts";
import { checkNewPassword } from "./passwords.ts";

export const invalidToken = () => new ApiError(404, "invalid_token", null);

export interface ResetLimits {
  /** Requests per client address. */
  perClient: RateLimiter;
  /** Requests per email address. */
  perAddress: RateLimiter;
}

/** POST /auth/username/password_reset/request: always 200 with an empty body (no enumeration). */
export function requestPasswordReset(limits: ResetLimits): Step {
  return async (ctx, req, res) => {
    const body = readBody(req, passwordResetRequestSchema);
    if (ctx.captcha) {
      const response = body.g_recaptcha_response ?? "";
      if (!response) throw new ApiError(400, "missing_required", { required: ["g_recaptcha_response"] });
      if (!(await ctx.captcha(response, clientAddress(req, res))))
        throw new ApiError(400, "bad_recaptcha", null);
    }
    const email = body.email.trim();
    if (!email) throw new ApiError(400, "missing_required", { required: ["email"] });
    if (!isEmail(email)) throw new ApiError(400, "bad_email_address", null);
    await limits.perClient.hit(clientAddress(req, res));
    await limits.perAddress.hit(email.toLowerCase());
    const user = await findUserByEmail(ctx.db, email);
    const now = ctx.now();
    const mailId = await ctx.db.transaction(async (tx) => {
      const asked = languageOrNull(body.language);
      if (!user) {
        const register = portalLink(ctx, "/register");
        return ctx.mail.queue(tx, email, passwordResetUnknownMail(email, register, asked ?? undefined));
      }
      const code = await issueCode(tx, user.id, "password_reset", now);
      const link = portalLink(ctx, `/reset-password/${encodeURIComponent(code)}`);
      // The account's own language first: the page may be in another (a shared computer, a link from a friend).
      const language = languageOrNull(user.language) ?? asked ?? undefined;
      return ctx.mail.queue(tx, user.email, passwordResetMail(user.first_name, link, language));
    });
    await ctx.mail.deliver([mailId]);
    res.status(200).end();
  };
}

/**
 * POST /auth/username/password_reset/:token: sets the new password once, verifies the email, ends every session
 * and lifts the lockout.
 */
export const resetPassword: Step = async (ctx, req, res) => {
  const code = String(req.params.token);
  const now = ctx.now();
  // The code is checked before the body, as in the original.
  const owner = await findCode(ctx.db, code, "password_reset", now);
  if (!owner) throw invalidToken();
  const body = readBody(req, passwordResetCompleteSchema);
  if (body.new_password === "") throw new ApiError(400, "missing_required", { required: ["new_password"] });
  checkNewPassword(body.new_password, "new_password");
  const hash = await ctx.passwords.hash(body.new_password);
  const mailId = await ctx.db.transaction(async (tx) => {
    const userId = await useCode(tx, code, "password_reset", now);
    if (!userId) throw invalidToken();
    const { rows } = await tx.query<UserRow>(
      `UPDATE users SET password_hash = $2, email_verified = true WHERE id = $1
       RETURNING ${USER_COLUMNS}`,
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
    return ctx.mail.queue(tx, user.email, passwordChangedMail(user.first_name, languageOf(user)));
  });
  await ctx.mail.deliver([mailId]);
  res.status(200).end();
};
