// The filter form of the "Group activity" page (the audit log): a plain GET form, checked on the server. Its
// messages are in the page's language: `activityFilterSchema(language)`.
import { z } from "zod";
import { AUDIT_KINDS } from "../../contract/audit.ts";
import type { Language } from "../../contract/language.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { activityMessages } from "./messages/index.ts";

const PERSON_MAX = 100;

function filterSchemaIn(language: Language) {
  const t = messagesFor(activityMessages, language);
  return z.object({
    person: z
      .string()
      .trim()
      .max(PERSON_MAX, t("check.personTooLong", { max: PERSON_MAX }))
      .optional(),
    kind: z.enum(AUDIT_KINDS, { error: t("check.kind") }).optional(),
  });
}

const byLanguage = new Map<Language, ReturnType<typeof filterSchemaIn>>();

/** The filter's schema with its messages in `language` (built once per language). */
export function activityFilterSchema(language: Language): ReturnType<typeof filterSchemaIn> {
  let schema = byLanguage.get(language);
  if (!schema) byLanguage.set(language, (schema = filterSchemaIn(language)));
  return schema;
}

export type ActivityFilter = z.infer<ReturnType<typeof filterSchemaIn>>;
