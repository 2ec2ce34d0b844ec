// The shared words that reach components as text rather than through a catalogue (app/shared/ui/words.tsx), in a
// language: the layout provides them to every page, and the editor's island gets them with its own words.
import type { Language } from "../../contract/language.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { sharedMessages } from "./messages/index.ts";
import type { SharedWords } from "./ui/words.tsx";

const made = new Map<Language, SharedWords>();

export function sharedWords(language: Language): SharedWords {
  let words = made.get(language);
  if (!words) {
    const t = messagesFor(sharedMessages, language);
    words = {
      errorPrefix: t("form.errorPrefix"),
      desktop: {
        noText: t("desktop.noText"),
        fromBase: t("desktop.fromBase"),
        moreOne: t("desktop.moreOne"),
        // Filled in by the picture, which knows the count (the island has no formatter).
        moreOther: t("desktop.moreOther", { count: "{count}" }),
        empty: t("desktop.empty"),
        menu: t("desktop.menu"),
      },
    };
    made.set(language, words);
  }
  return words;
}
