// One zod schema per form, used by the action and by conform. Texts are the spec's (S1 §5).
import { z } from "zod";
import { LIMITS, PASSWORD_MIN_LENGTH } from "../../contract/limits.ts";
import { INVALID_EMAIL_MESSAGE, SHORT_PASSWORD_MESSAGE } from "../shared/errors.ts";

export const REQUIRED = "This field is required";
export const INVALID_EMAIL = INVALID_EMAIL_MESSAGE;
export const SHORT_PASSWORD = SHORT_PASSWORD_MESSAGE;
export const PASSWORDS_DIFFER = "Passwords do not match";
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = LIMITS.password;
export const EMAIL_MAX = LIMITS.email;

export const emailField = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(EMAIL_MAX, { error: `Email addresses must be ${EMAIL_MAX} characters or fewer` })
  .pipe(z.email({ error: INVALID_EMAIL }));

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: REQUIRED }).max(PASSWORD_MAX, { error: "This password is too long" }),
});

export const newPasswordField = z
  .string({ error: REQUIRED })
  .min(PASSWORD_MIN, { error: SHORT_PASSWORD })
  .max(PASSWORD_MAX, { error: `Passwords must be ${PASSWORD_MAX} characters or fewer` });

/** A new password and its confirmation, which must match (spec S1 §5). */
export function withPasswordConfirmation<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, password: newPasswordField, confirmPassword: z.string({ error: REQUIRED }) })
    .refine(
      (v) => (v as { password: string }).password === (v as { confirmPassword: string }).confirmPassword,
      {
        path: ["confirmPassword"],
        error: PASSWORDS_DIFFER,
        // Compare as soon as both were typed, even while other fields still have errors.
        when: ({ value }) => {
          const v = value as { password?: unknown; confirmPassword?: unknown };
          return typeof v.password === "string" && typeof v.confirmPassword === "string";
        },
      },
    );
}

export const registerSchema = withPasswordConfirmation({
  email: emailField,
  agree: z.literal("on", {
    error: "Agree to the terms of service and the privacy policy to create an account",
  }),
});
