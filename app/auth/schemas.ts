// One zod schema per form, used by the action and by conform. Texts are the spec's (S1 §5).
import { z } from "zod";
import { LIMITS, PASSWORD_MIN_LENGTH } from "../../contract/limits.ts";
import { INVALID_EMAIL_MESSAGE, SHORT_PASSWORD_MESSAGE } from "../shared/errors.ts";

/** What an empty field's error says: it names the field, so a summary never repeats itself. */
export const MISSING = {
  email: "Enter your email address",
  password: "Enter your password",
  newPassword: "Enter a new password",
  confirmPassword: "Enter the new password again to confirm it",
  currentPassword: "Enter your current password",
} as const;
export const INVALID_EMAIL = INVALID_EMAIL_MESSAGE;
export const SHORT_PASSWORD = SHORT_PASSWORD_MESSAGE;
export const PASSWORDS_DIFFER = "Passwords do not match";
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = LIMITS.password;
export const EMAIL_MAX = LIMITS.email;

/** An email address field; `missing` is what an empty one says. */
export function emailFieldFor(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(EMAIL_MAX, { error: `Email addresses must be ${EMAIL_MAX} characters or fewer` })
    .pipe(z.email({ error: INVALID_EMAIL }));
}

export const emailField = emailFieldFor(MISSING.email);

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: MISSING.password }).max(PASSWORD_MAX, { error: "This password is too long" }),
});

function newPasswordFieldFor(missing: string) {
  return z
    .string({ error: missing })
    .min(PASSWORD_MIN, { error: SHORT_PASSWORD })
    .max(PASSWORD_MAX, { error: `Passwords must be ${PASSWORD_MAX} characters or fewer` });
}

/** What the two password fields say when left empty (a new password by default, "a password" at registration). */
export interface PasswordWords {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation, which must match (spec S1 §5). */
export function withPasswordConfirmation<T extends z.ZodRawShape>(
  shape: T,
  words: PasswordWords = { password: MISSING.newPassword, confirmPassword: MISSING.confirmPassword },
) {
  return z
    .object({
      ...shape,
      password: newPasswordFieldFor(words.password),
      confirmPassword: z.string({ error: words.confirmPassword }),
    })
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

/** A person's own name (optional at registration; docs/decisions/023-names-fall-back-to-email.md). */
export const ownNameField = z
  .string()
  .trim()
  .max(LIMITS.personName, { error: `Names must be ${LIMITS.personName} characters or fewer` })
  .optional();

export const registerSchema = withPasswordConfirmation(
  {
    email: emailField,
    name: ownNameField,
    agree: z.literal("on", {
      error: "Agree to the terms of service and the privacy policy to create an account",
    }),
  },
  { password: "Enter a password", confirmPassword: "Enter the password again to confirm it" },
);
