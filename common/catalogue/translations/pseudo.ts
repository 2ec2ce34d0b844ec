// The catalogue in the pseudo-locale (common/i18n/pseudo.ts): English with I18N_PSEUDO=1, made from the English
// words with exactly the parts a real translation gives (english.ts), so what es and fr would leave in English
// stays plain English here too, where the pseudo-locale run finds it.
import { pseudoTemplate, pseudoText } from "../../i18n/pseudo-text.ts";
import { catalogueWords } from "./english.ts";
import type { CatalogueTranslation } from "./types.ts";

let made: CatalogueTranslation | undefined;

/** The pseudo-locale's catalogue words, made once on first use. */
export function pseudoCatalogue(): CatalogueTranslation {
  return (made ??= catalogueWords({ text: pseudoText, template: pseudoTemplate }));
}
