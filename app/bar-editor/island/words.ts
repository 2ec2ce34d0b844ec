// The island's words (docs/decisions/048): the page sends them as text in its language (island-words.server.ts),
// never a catalogue or a formatter. `sayFrom` fills in a text's values and picks a count's plural form with the
// browser's own Intl.PluralRules. The server's pages and actions pass the catalogue's own formatter as the `Say`:
// both write the same words (tests/bar-editor/island-words.test.ts).
import { createContext, useContext } from "react";
import type { Language } from "../../../contract/language.ts";
import type { TranslationWire } from "../../../common/catalogue/translations/wire.ts";
import type { LinkMarkWords } from "../../link-health/link-mark.tsx";
import type { SharedWords } from "../../shared/ui/words.tsx";
// The keys only: a type, so nothing of the catalogue is bundled.
import type en from "../messages/en.ts";

export type IslandKey = Extract<keyof typeof en, `island.${string}`>;

/** One of the island's texts in the page's language, its values filled in. */
export type Say = (key: IslandKey, values?: Record<string, string | number>) => string;

/** A text with `{name}` values, or a count's texts by plural form ("one", "other", "=0"), `{#}` the count. */
export type IslandText = string | Readonly<Record<string, string>>;

export interface IslandWords {
  language: Language;
  texts: Readonly<Record<IslandKey, IslandText>>;
  /** The layout's words that the island's fields render too (a field error's hidden "Error:"). */
  shared: SharedWords;
  /** The button catalogue's words in the page's language (absent: English, the catalogue's own); client.tsx. */
  catalogue?: TranslationWire;
  /** The rows' link-health marks. */
  linkMark: LinkMarkWords;
}

export function sayFrom({ language, texts }: IslandWords): Say {
  const plural = new Intl.PluralRules(language);
  const number = new Intl.NumberFormat(language);
  return (key, values = {}) => {
    let text = texts[key] ?? key;
    if (typeof text !== "string") {
      const count = Number(values.count);
      text = text[`=${count}`] ?? text[plural.select(count)] ?? text.other ?? key;
    }
    return text.replace(/\{(#|\w+)\}/g, (whole, name: string) =>
      name === "#" ? number.format(Number(values.count)) : name in values ? String(values[name]) : whole,
    );
  };
}

/** The region's words: the island's, or the catalogue's on a page that shows the island's fields. */
export const SayContext = createContext<Say>((key) => key);

export function useSay(): Say {
  return useContext(SayContext);
}

/**
 * The language of the catalogue's words (buttons, fields, rules) in the region and the button page's fields; the
 * island has the words of this language only (IslandWords.catalogue).
 */
export const CatalogueLanguageContext = createContext<Language>("en");

export function useCatalogueLanguage(): Language {
  return useContext(CatalogueLanguageContext);
}
