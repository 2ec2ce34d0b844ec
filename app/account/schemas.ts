// The account forms' schemas, with their messages in the page's language: `accountSchemas(language)`.
import { z } from "zod";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { LIMITS } from "../../contract/limits.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { authMessages } from "../auth/messages/index.ts";
import { PASSWORD_MAX, withPasswordConfirmation } from "../auth/schemas.ts";
import { accountMessages } from "./messages/index.ts";

function schemasIn(language: Language) {
  const auth = messagesFor(authMessages, language);
  const t = messagesFor(accountMessages, language);
  return {
    changePasswordSchema: withPasswordConfirmation(
      {
        currentPassword: z
          .string({ error: t("check.currentPasswordMissing") })
          .max(PASSWORD_MAX, { error: auth("check.passwordTooLong") }),
      },
      { password: t("check.newPasswordMissing"), confirmPassword: t("check.confirmPasswordMissing") },
      auth,
    ),
    deleteAccountSchema: z.object({
      password: z.string({ error: t("check.deletePasswordMissing") }).max(PASSWORD_MAX),
    }),
    // The own-name rule of registration (auth's ownNameField), with its message in this language.
    yourNameSchema: z.object({
      name: z
        .string()
        .trim()
        .max(LIMITS.personName, { error: auth("check.nameTooLong", { max: LIMITS.personName }) })
        .optional(),
    }),
  };
}

const byLanguage = new Map<Language, ReturnType<typeof schemasIn>>();

/** The account forms' schemas with their messages in `language` (built once per language). */
export function accountSchemas(language: Language): ReturnType<typeof schemasIn> {
  let schemas = byLanguage.get(language);
  if (!schemas) byLanguage.set(language, (schemas = schemasIn(language)));
  return schemas;
}

export const { changePasswordSchema, deleteAccountSchema, yourNameSchema } = accountSchemas(SOURCE_LANGUAGE);
