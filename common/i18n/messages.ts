// Message catalogues (docs/decisions/048): each slice keeps its words per language, English as the source, in ICU
// MessageFormat (plurals, placeholders), formatted here into plain strings. A message a language lacks is written
// in English, and reported outside production, once per message, so a gap shows up in development and tests.
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import type { Language } from "../../contract/language.ts";
import { BAR_NAME, PRODUCT_NAME } from "../../contract/product.ts";
import { pseudoMessage } from "./pseudo.ts";

/**
 * A slice's catalogue: English is whole; every other language has what it has. A language added to
 * contract/language.ts makes `tsc` point at every catalogue that lacks it.
 */
export type Catalogue<K extends string = string> = {
  /** The slice's name, for reports of missing messages. */
  name: string;
  en: Readonly<Record<K, string>>;
} & { [L in Exclude<Language, "en">]: Readonly<Partial<Record<K, string>>> };

/** A translation of `T` (the English catalogue): only its keys, each a string. */
export type Translation<T> = { readonly [K in keyof T]?: string };

export type MessageValues = Record<string, PrimitiveType>;

/** Writes a message of the catalogue in the language, with its placeholders filled. */
export type Messages<K extends string> = (key: K, values?: MessageValues) => string;

type MissingReporter = (report: { catalogue: string; key: string; language: Language }) => void;

const isProduction = () => typeof process !== "undefined" && process.env.NODE_ENV === "production";

let reportMissing: MissingReporter = ({ catalogue, key, language }) => {
  if (!isProduction()) console.warn(`missing_message: ${catalogue}:${key} has no ${language} text`);
};
const reported = new Set<string>();

/** Replaces how a missing message is reported (tests collect them); returns the previous reporter. */
export function onMissingMessage(reporter: MissingReporter): MissingReporter {
  const previous = reportMissing;
  reportMissing = reporter;
  reported.clear();
  return previous;
}

// Parsing a message costs far more than formatting it: each is parsed once per language. A message asked for
// without values (most of the layout's) always comes out the same, so its text is kept too: a page's layout
// then costs look-ups (about 0.2 µs each), not formatting (1-5 µs each, measured on a busy machine).
interface Compiled {
  format: IntlMessageFormat;
  text?: string;
}
const formats = new WeakMap<Catalogue, Map<string, Compiled>>();

function compiled(catalogue: Catalogue, key: string, language: Language): Compiled {
  let byKey = formats.get(catalogue);
  if (!byKey) formats.set(catalogue, (byKey = new Map()));
  const id = `${language}|${key}`;
  let entry = byKey.get(id);
  if (!entry) {
    let source = catalogue[language][key];
    let locale: Language = language;
    if (source === undefined) {
      const seen = `${catalogue.name}|${id}`;
      if (!reported.has(seen)) {
        reported.add(seen);
        reportMissing({ catalogue: catalogue.name, key, language });
      }
      source = catalogue.en[key] ?? key;
      locale = "en";
    }
    entry = { format: new IntlMessageFormat(pseudoMessage(source, language), locale) };
    byKey.set(id, entry);
  }
  return entry;
}

/** The product's names, there for every message as `{product}` and `{bar}`: never typed into a message. */
const NAMES = { product: PRODUCT_NAME, bar: BAR_NAME };

/**
 * One message with its placeholders and tags filled: a string, or parts when a tag's value makes something
 * else of its words (a link in a sentence: `<link>check again</link>`, app/shared/ui/messages.tsx).
 */
export function formatMessage<T>(
  catalogue: Catalogue,
  key: string,
  language: Language,
  values?: Record<string, PrimitiveType | T | ((parts: (string | T)[]) => T)>,
): string | T | (string | T)[] {
  return compiled(catalogue, key, language).format.format<T>({ ...NAMES, ...values });
}

/** The catalogue's messages in `language` (a loader's, an action's or an email's words). */
export function messagesFor<K extends string>(catalogue: Catalogue<K>, language: Language): Messages<K> {
  return (key, values) => {
    if (values) return String(formatMessage(catalogue as Catalogue, key, language, values));
    const entry = compiled(catalogue as Catalogue, key, language);
    return (entry.text ??= String(entry.format.format(NAMES)));
  };
}
