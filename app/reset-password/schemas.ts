// One zod schema per form (S1 §5): the request needs a valid address; the new password follows the
// registration rules.
import { z } from "zod";
import { emailField, withPasswordConfirmation } from "../auth/schemas.ts";

export const resetRequestSchema = z.object({ email: emailField });

export const newPasswordSchema = withPasswordConfirmation({});

/** The spec's text for a confirmation or reset link that is wrong, used or expired (S2 §2). */
export const BAD_LINK_MESSAGE =
  "The link you clicked does not work. It might be a wrong link or a link that has expired.";

export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed. Sign in with your new password.";

export function resetRequestedMessage(email: string): string {
  return `We are sending an email to ${email} with the next steps. If there is an account with this address, the email has a link to choose a new password. The link works for 1 hour.`;
}
