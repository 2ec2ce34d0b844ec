// One zod schema per form (S1 §5): the request needs a valid address; the new password follows the
// registration rules.
import { z } from "zod";
import { emailField, newPasswordField, PASSWORDS_DIFFER, REQUIRED } from "../auth/schemas.ts";

export const resetRequestSchema = z.object({ email: emailField });

export const newPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string({ error: REQUIRED }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: PASSWORDS_DIFFER,
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === "string" && typeof v.confirmPassword === "string";
    },
  });

/** The spec's text for a confirmation or reset link that is wrong, used or expired (S2 §2). */
export const BAD_LINK_MESSAGE =
  "The link you clicked does not work. It might be a wrong link or a link that has expired.";

export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed. Sign in with your new password.";

export function resetRequestedMessage(email: string): string {
  return `We have sent an email to ${email} with the next steps. If there is an account with this address, the email has a link to choose a new password. The link works for 1 hour.`;
}
