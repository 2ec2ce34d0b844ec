// One zod schema per form, used by the action and by conform. Texts are the spec's (S1 §5), in the page's
// language: `authSchemas(language)`; the English ones are also exported as they always were, for other slices.
import { z } from "zod";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { LIMITS, PASSWORD_MIN_LENGTH } from "../../contract/limits.ts";
import { messagesFor, type Messages } from "../../common/i18n/messages.ts";
import { authMessages } from "./messages/index.ts";

type Words = Messages<keyof typeof authMessages.en>;
const english: Words = messagesFor(authMessages, SOURCE_LANGUAGE);

/** What an empty field's error says: it names the field, so a summary never repeats itself. */
export const MISSING = {
  email: "Enter your email address",
  password: "Enter your password",
  newPassword: "Enter a new password",
  confirmPassword: "Enter the new password again to confirm it",
  currentPassword: "Enter your current password",
} as const;
const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = LIMITS.password;
export const EMAIL_MAX = LIMITS.email;

/** An email address field; `missing` is what an empty one says. */
export function emailFieldFor(missing: string, t: Words = english) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(EMAIL_MAX, { error: t("check.emailTooLong", { max: EMAIL_MAX }) })
    .pipe(z.email({ error: t("check.emailInvalid") }));
}

function loginSchemaIn(t: Words) {
  return z.object({
    email: emailFieldFor(t("check.emailMissing"), t),
    password: z
      .string({ error: t("check.passwordMissing") })
      .max(PASSWORD_MAX, { error: t("check.passwordTooLong") }),
  });
}

function newPasswordFieldFor(missing: string, t: Words) {
  return z
    .string({ error: missing })
    .min(PASSWORD_MIN, { error: t("check.passwordShort", { min: PASSWORD_MIN }) })
    .max(PASSWORD_MAX, { error: t("check.newPasswordTooLong", { max: PASSWORD_MAX }) });
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
  t: Words = english,
) {
  return z
    .object({
      ...shape,
      password: newPasswordFieldFor(words.password, t),
      confirmPassword: z.string({ error: words.confirmPassword }),
    })
    .refine(
      (v) => (v as { password: string }).password === (v as { confirmPassword: string }).confirmPassword,
      {
        path: ["confirmPassword"],
        error: t("check.passwordsDiffer"),
        // Compare as soon as both were typed, even while other fields still have errors.
        when: ({ value }) => {
          const v = value as { password?: unknown; confirmPassword?: unknown };
          return typeof v.password === "string" && typeof v.confirmPassword === "string";
        },
      },
    );
}

/** A person's own name (optional at registration; docs/decisions/023-names-fall-back-to-email.md). */
function ownNameFieldIn(t: Words) {
  return z
    .string()
    .trim()
    .max(LIMITS.personName, { error: t("check.nameTooLong", { max: LIMITS.personName }) })
    .optional();
}

function registerSchemaIn(t: Words) {
  return withPasswordConfirmation(
    {
      email: emailFieldFor(t("check.emailMissing"), t),
      name: ownNameFieldIn(t),
      agree: z.literal("on", { error: t("check.agree") }),
    },
    { password: t("check.newPasswordMissing"), confirmPassword: t("check.confirmPasswordMissing") },
    t,
  );
}

function schemasIn(t: Words) {
  return { loginSchema: loginSchemaIn(t), registerSchema: registerSchemaIn(t) };
}

const bySchemaLanguage = new Map<Language, ReturnType<typeof schemasIn>>();

/** The sign-in and registration schemas with their messages in `language` (built once per language). */
export function authSchemas(language: Language): ReturnType<typeof schemasIn> {
  let schemas = bySchemaLanguage.get(language);
  if (!schemas) bySchemaLanguage.set(language, (schemas = schemasIn(messagesFor(authMessages, language))));
  return schemas;
}

export const { loginSchema, registerSchema } = authSchemas(SOURCE_LANGUAGE);
