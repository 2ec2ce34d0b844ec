// One zod schema per form, used by the action and by conform. Texts are the spec's (S1 §5).
import { z } from "zod";

export const REQUIRED = "This field is required";
export const INVALID_EMAIL = "Please enter a valid email address.";
export const SHORT_PASSWORD = "Passwords must be at least 6 characters";
export const PASSWORDS_DIFFER = "Passwords do not match";
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 1024;
export const EMAIL_MAX = 254;

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
