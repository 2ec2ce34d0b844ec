// A group's name, as the create and rename forms take it (S1 §5: a text dialog's value is required), its
// messages in the page's language.
import { z } from "zod";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { LIMITS } from "../../contract/limits.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { sharedMessages } from "./messages/index.ts";

const NAME_MAX = LIMITS.communityName;

function groupNameSchemaIn(language: Language) {
  const t = messagesFor(sharedMessages, language);
  // The group-name forms name their field when it is left empty, as every form's empty-field error does.
  const missing = t("groupName.missing");
  return z.object({
    name: z
      .string({ error: missing })
      .trim()
      .min(1, { error: missing })
      .max(NAME_MAX, { error: t("groupName.tooLong", { max: NAME_MAX }) }),
  });
}

const byLanguage = new Map<Language, ReturnType<typeof groupNameSchemaIn>>();

/** The schema with its messages in `language` (built once per language). */
export function groupNameSchemaFor(language: Language): ReturnType<typeof groupNameSchemaIn> {
  let schema = byLanguage.get(language);
  if (!schema) byLanguage.set(language, (schema = groupNameSchemaIn(language)));
  return schema;
}

/** The English one: the form's fields and constraints are the same in every language. */
export const groupNameSchema = groupNameSchemaFor(SOURCE_LANGUAGE);
