// One zod schema per form (S1 §5): the request needs a valid address; the new password follows the
// registration rules. Their messages are in the page's language: `resetSchemas(language)`.
import { z } from "zod";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { authMessages } from "../auth/messages/index.ts";
import { emailFieldFor, withPasswordConfirmation } from "../auth/schemas.ts";
import { resetPasswordMessages } from "./messages/index.ts";

function schemasIn(language: Language) {
  const auth = messagesFor(authMessages, language);
  const t = messagesFor(resetPasswordMessages, language);
  return {
    resetRequestSchema: z.object({ email: emailFieldFor(auth("check.emailMissing"), auth) }),
    newPasswordSchema: withPasswordConfirmation(
      {},
      { password: t("check.newPasswordMissing"), confirmPassword: t("check.confirmPasswordMissing") },
      auth,
    ),
  };
}

const byLanguage = new Map<Language, ReturnType<typeof schemasIn>>();

/** The reset forms' schemas with their messages in `language` (built once per language). */
export function resetSchemas(language: Language): ReturnType<typeof schemasIn> {
  let schemas = byLanguage.get(language);
  if (!schemas) byLanguage.set(language, (schemas = schemasIn(language)));
  return schemas;
}

export const { resetRequestSchema, newPasswordSchema } = resetSchemas(SOURCE_LANGUAGE);

const english = messagesFor(resetPasswordMessages, SOURCE_LANGUAGE);

/** The spec's text for a confirmation or reset link that is wrong, used or expired (S2 §2), in English. */
export const BAD_LINK_MESSAGE = english("complete.badLink");

export const PASSWORD_CHANGED_MESSAGE = english("complete.changed");
