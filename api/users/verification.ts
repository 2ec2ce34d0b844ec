// Email verification (original §3.2): the emailed code, and resending it.
import type { z } from "zod";
import type { verifyEmailResponseSchema } from "../../contract/auth.ts";
import { languageOrNull } from "../../contract/language.ts";
import { portalLink, type ApiContext } from "../context.ts";
import type { Queryable } from "../db/db.ts";
import { findCode, issueCode, useCode } from "../auth/codes.ts";
import { invalidToken } from "../auth/password-reset.ts";
import { getAuth } from "../http/auth.ts";
import { forbidden } from "../http/errors.ts";
import type { RateLimiter } from "../http/rateLimit.ts";
import { uuidParam, type Step } from "../http/router.ts";
import { verifyEmailMail } from "../mail/templates.ts";
import { findUserById, type UserRow } from "./model.ts";

/** Queues the verification email for `user` (inside the caller's transaction); returns the mail id. */
export async function queueVerificationEmail(ctx: ApiContext, q: Queryable, user: UserRow): Promise<string> {
  const code = await issueCode(q, user.id, "verify_email", ctx.now());
  const link = portalLink(ctx, `/confirm-email/${user.id}/${encodeURIComponent(code)}`);
  const language = languageOrNull(user.language) ?? undefined;
  return ctx.mail.queue(q, user.email, verifyEmailMail(user.first_name, link, language));
}

/** POST /users/:id/verify_email/:token (no sign-in needed: the link is opened from the email). */
export const verifyEmail: Step = async (ctx, req, res) => {
  const userId = uuidParam(req.params.userId);
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
  res.json({ message: "email_verified" } satisfies z.infer<typeof verifyEmailResponseSchema>);
};

/** POST /users/:id/resend_verification: a new email unless already verified; `limit` is per user. */
export function resendVerification(limit: RateLimiter): Step {
  return async (ctx, _req, res) => {
    const { userId } = getAuth(res);
    await limit.hit(userId);
    const user = await findUserById(ctx.db, userId);
    if (!user) throw forbidden();
    if (!user.email_verified) {
      const id = await ctx.db.transaction((tx) => queueVerificationEmail(ctx, tx, user));
      await ctx.mail.deliver([id]);
    }
    res.status(200).end();
  };
}
