// Every language's words for the catalogue; English is the source and is not here (docs/languages.md).
import type { Language } from "../../../contract/language.ts";
import es from "./es.ts";
import fr from "./fr.ts";
import type { CatalogueTranslation } from "./types.ts";

/** A language added to contract/language.ts makes `tsc` ask for its words here. */
const TRANSLATIONS: { readonly [L in Exclude<Language, "en">]: CatalogueTranslation } = { es, fr };

/** The language's words, or undefined for English (the catalogue's own texts). */
export function translationOf(language: Language): CatalogueTranslation | undefined {
  return language === "en" ? undefined : TRANSLATIONS[language];
}
