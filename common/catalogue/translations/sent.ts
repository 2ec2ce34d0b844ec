// The island's stand-in for translations/index.ts (vite.island.config.ts puts it in that module's place): the
// browser gets the reader's language's words from the page (translations/wire.ts) instead of every language's
// in its bundle. Before any words arrive, and for English, the catalogue reads in English.
import type { Language } from "../../../contract/language.ts";
import type { CatalogueTranslation } from "./types.ts";
import { translationFromWire, type TranslationWire } from "./wire.ts";

let sent: { language: Language; words: CatalogueTranslation } | undefined;

/** Keeps the words the page sent for `language` (the island calls it once, before it renders). */
export function receiveTranslation(language: Language, wire: TranslationWire): void {
  sent = { language, words: translationFromWire(wire) };
}

/**
 * The language's words when the page sent them, or undefined: the catalogue's own English texts. An English page
 * sends none, except in the pseudo-locale run (I18N_PSEUDO=1), whose English is made up.
 */
export function translationOf(language: Language): CatalogueTranslation | undefined {
  return sent?.language === language ? sent.words : undefined;
}
