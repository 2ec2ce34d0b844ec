// Bar names (spec S2 §2, §5, §9). A new bar's name is made of the product's words in its maker's language, so in
// the pseudo-locale run (I18N_PSEUDO=1, docs/languages.md) an English maker's names are made of pseudo-locale
// words, as every other English word is: "⟦Ṁý TandemBar⟧", "⟦Ɓåŕ ƒöŕ Ana Lee·~⟧". Without the switch they are
// the English ones below.
import type { Language } from "../../contract/language.ts";
import { BAR_NAME } from "../../contract/product.ts";
import { PSEUDO, pseudoTemplate, pseudoText } from "../i18n/pseudo-text.ts";

/** What an empty name is saved as. */
export const UNNAMED_BAR_NAME = "Unnamed";
/** The community's default bar is stored as "Default" and shown as "Default Bar". */
export const DEFAULT_BAR_STORED_NAME = "Default";

const ENGLISH_NEW_BAR_NAMES = {
  own: (product: string) => `My ${product}`,
  for: (name: string) => `Bar for ${name}`,
};
/**
 * A new bar's name in the language of the person who makes it: it is stored, and shown by the desktop app as
 * it was written.
 */
const NEW_BAR_NAMES: Record<Language, { own: string; for: (name: string) => string }> = {
  en: PSEUDO
    ? {
        own: pseudoTemplate(ENGLISH_NEW_BAR_NAMES.own)(BAR_NAME),
        for: pseudoTemplate(ENGLISH_NEW_BAR_NAMES.for),
      }
    : { own: ENGLISH_NEW_BAR_NAMES.own(BAR_NAME), for: ENGLISH_NEW_BAR_NAMES.for },
  es: { own: `Mi ${BAR_NAME}`, for: (name) => `Barra de ${name}` },
  fr: { own: `Ma ${BAR_NAME}`, for: (name) => `Barre de ${name}` },
};

/** The longest words a name for someone else adds to their name ("Bar for ", "Barre de "). */
export const NEW_BAR_NAME_WORDS = Math.max(
  ...Object.values(NEW_BAR_NAMES).map((names) => names.for("").length),
);

/**
 * The name of a new bar: "My {product}Bar" for the signed-in person, "Bar for {name}" for someone
 * else (in `language`); when that person already has a bar of that name, " (2)", " (3)"... is added.
 * Names are compared without regard to case or surrounding spaces.
 */
export function newBarName(
  owner: { self: true } | { self: false; name: string },
  existingNames: readonly string[],
  language: Language = "en",
): string {
  const names = NEW_BAR_NAMES[language];
  const base = owner.self ? names.own : names.for(owner.name.trim());
  const taken = new Set(existingNames.map((n) => n.trim().toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** The name to save: trimmed, and "Unnamed" when nothing is left. */
export function savedBarName(name: string): string {
  const trimmed = name.trim();
  return trimmed === "" ? UNNAMED_BAR_NAME : trimmed;
}

/** The group's Default Bar as each language names it (it is stored as "Default", whoever reads it). */
const DEFAULT_BAR_NAMES: Record<Language, string> = {
  en: PSEUDO ? pseudoText("Default Bar") : "Default Bar",
  es: "Barra predeterminada",
  fr: "Barre par défaut",
};

/** The name to show: "Default" reads "Default Bar" ("Barra predeterminada"); every other name as stored. */
export function displayBarName(name: string, language: Language = "en"): string {
  return name === DEFAULT_BAR_STORED_NAME ? DEFAULT_BAR_NAMES[language] : name;
}
