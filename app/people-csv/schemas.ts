// The forms of the people-by-CSV pages (decision 031): the file to check, and the confirmation of the import.
// Their messages are in the page's language: `peopleCsvSchemas(language)`.
import { z } from "zod";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { PEOPLE_CSV_LIMITS } from "../../contract/people-csv.ts";
import { messagesFor, type Messages } from "../../common/i18n/messages.ts";
import { peopleCsvMessages } from "./messages/index.ts";
import { PEOPLE_FILE_MEGABYTES } from "./paths.ts";

function schemasIn(t: Messages<keyof typeof peopleCsvMessages.en>) {
  return {
    peopleFileSchema: z.object({
      file: z
        .instanceof(File, { error: t("check.chooseFile") })
        // A form sent with no file chosen carries an empty file without a name.
        .refine((file) => file.name !== "" || file.size > 0, { error: t("check.chooseFile") })
        .refine((file) => file.size > 0, { error: t("check.emptyFile") })
        .refine((file) => file.size <= PEOPLE_CSV_LIMITS.maxBytes, {
          error: t("file.tooLarge", { mb: PEOPLE_FILE_MEGABYTES }),
        }),
    }),
    confirmImportSchema: z.object({ confirm: z.literal("yes", { error: t("check.confirm") }) }),
  };
}

const byLanguage = new Map<Language, ReturnType<typeof schemasIn>>();

/** The people-by-CSV forms' schemas with their messages in `language` (built once per language). */
export function peopleCsvSchemas(language: Language): ReturnType<typeof schemasIn> {
  let schemas = byLanguage.get(language);
  if (!schemas) byLanguage.set(language, (schemas = schemasIn(messagesFor(peopleCsvMessages, language))));
  return schemas;
}

export const { peopleFileSchema } = peopleCsvSchemas(SOURCE_LANGUAGE);
