// The forms of the members slice (spec S2 §3, §5): a person's name, their role, the invitation. Their messages
// are in the page's language: `memberSchemas(language)`; the English ones are also exported, for other slices.
import { z } from "zod";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { LIMITS } from "../../contract/limits.ts";
import { ROLES } from "../../contract/users.ts";
import { messagesFor, type Messages } from "../../common/i18n/messages.ts";
import { emailFieldFor } from "../auth/schemas.ts";
import { authMessages } from "../auth/messages/index.ts";
import { membersMessages } from "./messages/index.ts";

export const NAME_MAX = LIMITS.personName;

function schemasIn(t: Messages<keyof typeof membersMessages.en>, language: Language) {
  return {
    /** Adding or renaming a person: the name is required (uniqueness is checked by /v1). */
    memberNameSchema: z.object({
      name: z
        .string({ error: t("check.nameMissing") })
        .trim()
        .min(1, { error: t("check.nameMissing") })
        .max(NAME_MAX, { error: t("check.nameTooLong", { max: NAME_MAX }) }),
    }),
    memberRoleSchema: z.object({
      role: z.enum(ROLES, { error: t("check.role") }),
    }),
    /** The invite form: email required and valid, phone optional (spec S2 §5). */
    inviteSchema: z.object({
      // An empty field names what is missing: the person's address, not the manager's own.
      email: emailFieldFor(t("check.inviteEmailMissing"), messagesFor(authMessages, language)),
      phone: z
        .string()
        .trim()
        .max(LIMITS.phone, { error: t("check.phoneTooLong", { max: LIMITS.phone }) })
        .regex(/^[0-9+()\-.\s/]*$/, { error: t("check.phoneInvalid") })
        .optional(),
    }),
  };
}

const byLanguage = new Map<Language, ReturnType<typeof schemasIn>>();

/** The members forms' schemas with their messages in `language` (built once per language). */
export function memberSchemas(language: Language): ReturnType<typeof schemasIn> {
  let schemas = byLanguage.get(language);
  if (!schemas)
    byLanguage.set(language, (schemas = schemasIn(messagesFor(membersMessages, language), language)));
  return schemas;
}

export const { inviteSchema } = memberSchemas(SOURCE_LANGUAGE);
