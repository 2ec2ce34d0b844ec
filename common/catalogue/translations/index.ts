// Every language's words for the catalogue; English is the source and is not here (docs/languages.md).
import type { Language } from "../../../contract/language.ts";
import es from "./es.ts";
import fr from "./fr.ts";
import { pseudoCatalogue } from "./pseudo.ts";
import { PSEUDO } from "../../i18n/pseudo-text.ts";
import type { CatalogueTranslation } from "./types.ts";

/** A language added to contract/language.ts makes `tsc` ask for its words here. */
const TRANSLATIONS: { readonly [L in Exclude<Language, "en">]: CatalogueTranslation } = { es, fr };

/** The language's words; for English none (its texts are the source), or the pseudo-locale's (I18N_PSEUDO=1). */
export function translationOf(language: Language): CatalogueTranslation | undefined {
  if (language === "en") return PSEUDO ? pseudoCatalogue() : undefined;
  return TRANSLATIONS[language];
}
