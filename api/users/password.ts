// Password change (original §3.2), under the bad-password lockout.
import { passwordChangeRequestSchema } from "../../contract/auth.ts";
import { checkPasswordGuarded, lockoutKey } from "../auth/lockout.ts";
import { checkNewPassword } from "../auth/passwords.ts";
import { readBody } from "../http/body.ts";
import { getAuth } from "../http/auth.ts";
import { ApiError, forbidden } from "../http/errors.ts";
import type { Step } from "../http/router.ts";
import { languageOf, passwordChangedMail } from "../mail/templates.ts";
import { findUserById } from "./model.ts";

/** POST /users/:id/password: other sessions end; the current one too when `delete_existing_tokens`. */
export const changePassword: Step = async (ctx, req, res) => {
  const { userId, tokenHash } = getAuth(res);
  const body = readBody(req, passwordChangeRequestSchema);
  if (body.new_password === "") throw new ApiError(400, "missing_required", { required: ["new_password"] });
  const user = await findUserById(ctx.db, userId);
  if (!user) throw forbidden();
  const ok = await checkPasswordGuarded(ctx.db, lockoutKey(user.email), ctx.now(), () =>
    ctx.passwords.verify(body.existing_password, user.password_hash),
  );
  if (!ok) throw new ApiError(400, "invalid_credentials", null);
  checkNewPassword(body.new_password, "new_password");
  const hash = await ctx.passwords.hash(body.new_password);
  const mailId = await ctx.db.transaction(async (tx) => {
    await tx.query("UPDATE users SET password_hash = $2 WHERE id = $1", [userId, hash]);
    if (body.delete_existing_tokens) {
      await tx.query("DELETE FROM auth_tokens WHERE user_id = $1", [userId]);
    } else {
      await tx.query("DELETE FROM auth_tokens WHERE user_id = $1 AND token_hash <> $2", [userId, tokenHash]);
    }
    return ctx.mail.queue(tx, user.email, passwordChangedMail(user.first_name, languageOf(user)));
  });
  await ctx.mail.deliver([mailId]);
  res.status(200).end();
};
