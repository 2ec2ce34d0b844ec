// The base bar page's one form: where the base buttons go on each member's bar. Its message is in the page's
// language: `basePositionSchemaIn(language)`.
import { z } from "zod";
import { BASE_BAR_POSITIONS } from "../../contract/base-bar.ts";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { baseBarMessages } from "./messages/index.ts";

export function basePositionSchemaIn(language: Language) {
  const t = messagesFor(baseBarMessages, language);
  return z.object({ position: z.enum(BASE_BAR_POSITIONS, { error: t("check.position") }) });
}

export const basePositionSchema = basePositionSchemaIn(SOURCE_LANGUAGE);
