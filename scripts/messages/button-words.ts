// The button catalogue's words (common/catalogue/translations/) as flat texts for a translator, and back. They are
// typed data, not ICU: each text is found by its path in the English words' shape (translations/english.ts), a
// sentence around values (a function in the data) is its text with `{label}` where the value goes, and the
// search's stop words are one text, the words separated by spaces.
import { BUTTONS } from "../../common/catalogue/buttons.ts";
import { kindSentence } from "../../common/catalogue/catalogue-in.ts";
import { catalogueWords } from "../../common/catalogue/translations/english.ts";
import type { CatalogueTranslation } from "../../common/catalogue/translations/types.ts";
import { arrowFunction, type Value } from "./typescript-source.ts";

/** The button catalogue's name in keys ("catalogue:buttons.open_link.label") and its folder. */
export const BUTTON_CATALOGUE = "catalogue";
export const BUTTON_FOLDER = "common/catalogue/translations";

/** One translatable text of the button catalogue. */
export interface ButtonText {
  key: string;
  path: readonly string[];
  english: string;
  /** A sentence around values: the names of its values, in the order the function takes them. */
  values?: readonly string[];
  /** The stop words: words separated by spaces. */
  wordList?: true;
  /** Where an empty translation is made from instead (a description from its kind's sentence). */
  madeFrom?: string;
}

// The values' names of each sentence the catalogue makes around values (types.ts says what each one is).
const TEMPLATE_VALUES: Readonly<Record<string, readonly string[]>> = {
  programDescription: ["label"],
  noResults: ["query"],
  onlyOn: ["program", "system"],
  "systemNote.neither": ["label"],
  "systemNote.only": ["label", "system"],
  "systemNote.otherSystem": ["name", "system"],
};

function templateValues(path: readonly string[], say: (...values: string[]) => string): readonly string[] {
  const values = path[0] === "siteDescriptions" ? ["label"] : TEMPLATE_VALUES[path.join(".")];
  if (!values || values.length !== say.length) {
    throw new Error(
      `${path.join(".")}: name its values in TEMPLATE_VALUES (scripts/messages/button-words.ts)`,
    );
  }
  return values;
}

/** A path as a key's tail: `buttons.open_link.label`; an empty or dotted part is quoted (`options.""`). */
function pathKey(path: readonly string[]): string {
  const parts = path.map((part) => (part === "" || /[".]/.test(part) ? JSON.stringify(part) : part));
  return `${BUTTON_CATALOGUE}:${parts.join(".")}`;
}

function madeFrom(path: readonly string[]): string | undefined {
  if (path[0] !== "buttons" || path[2] !== "description") return undefined;
  const button = BUTTONS.find((b) => b.key === path[1])!;
  const kind = kindSentence(button);
  if (kind === "site") return pathKey(["siteDescriptions", button.subkind]);
  return kind === "program" ? pathKey(["programDescription"]) : undefined;
}

/** A text of the words at `path` (a string, a sentence around values, a list of words); undefined: none. */
function textOf(value: unknown, values: readonly string[] | undefined): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "function" && values)
    return (value as (...v: string[]) => string)(...values.map((v) => `{${v}}`));
  if (Array.isArray(value)) return value.join(" ");
  return undefined;
}

function collect(english: unknown, path: readonly string[], found: ButtonText[]): void {
  if (typeof english === "object" && english !== null && !Array.isArray(english)) {
    for (const [key, value] of Object.entries(english)) collect(value, [...path, key], found);
    return;
  }
  const values =
    typeof english === "function" ? templateValues(path, english as (...v: string[]) => string) : undefined;
  found.push({
    key: pathKey(path),
    path,
    english: textOf(english, values)!,
    ...(values ? { values } : {}),
    ...(Array.isArray(english) ? { wordList: true as const } : {}),
    ...(madeFrom(path) ? { madeFrom: madeFrom(path)! } : {}),
  });
}

/** Every translatable text of the button catalogue, with its English, in the catalogue's order. */
export function buttonTexts(): ButtonText[] {
  const found: ButtonText[] = [];
  collect(catalogueWords({ text: (text) => text, template: (say) => say }), [], found);
  return found;
}

/** A language's button catalogue words as texts by key; a text it does not give is absent. */
export function buttonTranslationTexts(words: CatalogueTranslation): Map<string, string> {
  const texts = new Map<string, string>();
  for (const text of buttonTexts()) {
    let value: unknown = words;
    for (const part of text.path) value = (value as Record<string, unknown> | undefined)?.[part];
    const translated = textOf(value, text.values);
    if (translated) texts.set(text.key, translated);
  }
  return texts;
}

/**
 * A language's words as the value its `<language>.ts` writes: the translated texts in the catalogue's order, a
 * sentence around values as a function again. Each part of the translation stays, even empty, so that `tsc` names
 * what is missing inside it; an empty text is left out.
 */
export function buttonWordsValue(translations: ReadonlyMap<string, string>): Record<string, Value> {
  const words: Record<string, Value> = {};
  for (const text of buttonTexts()) {
    const [part, ...rest] = text.path;
    if (rest.length) words[part!] ??= {};
    const translation = translations.get(text.key);
    if (!translation) continue;
    let parent = words as Record<string, Value>;
    for (const key of text.path.slice(0, -1)) parent = (parent[key] ??= {}) as Record<string, Value>;
    parent[text.path.at(-1)!] = text.values
      ? arrowFunction(text.values, translation)
      : text.wordList
        ? translation.split(/\s+/).filter(Boolean)
        : translation;
  }
  return words;
}
