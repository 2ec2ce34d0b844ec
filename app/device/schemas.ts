import { z } from "zod";
import { STATED_SYSTEMS } from "../../contract/devices.ts";
import type { Language } from "../../contract/language.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { deviceMessages } from "./messages/index.ts";

/** "Which computer does Pat use?": Windows, macOS or not sure; the message in `language`. */
export function statedSystemFormSchema(language: Language) {
  return z.object({
    system: z.enum(STATED_SYSTEMS, { error: messagesFor(deviceMessages, language)("check.system") }),
  });
}
