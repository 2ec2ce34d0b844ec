// Every text a language translates, with its English and a note for the translator: each message of every
// catalogue ("auth:signIn.title") and each word of the button catalogue ("catalogue:buttons.open_link.label").
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { existsSync } from "node:fs";
import type { CatalogueTranslation } from "../../common/catalogue/translations/types.ts";
import {
  BUTTON_CATALOGUE,
  BUTTON_FOLDER,
  buttonTexts,
  buttonTranslationTexts,
  type ButtonText,
} from "./button-words.ts";
import {
  catalogueFolders,
  catalogueName,
  icuParts,
  loadTexts,
  REPOSITORY,
  type Texts,
} from "./catalogues.ts";

/** A message catalogue's English, in its en.ts's order. */
export interface EnglishCatalogue {
  folder: string;
  name: string;
  en: Texts;
}

export type Source = { key: string; english: string; folder: string; note: string } & (
  { kind: "message"; message: string } | { kind: "button"; text: ButtonText }
);

/** Every message catalogue's English; throws when two have the same name (their keys would meet). */
export async function englishCatalogues(): Promise<EnglishCatalogue[]> {
  const catalogues = await Promise.all(
    catalogueFolders().map(async (folder) => ({
      folder,
      name: await catalogueName(folder),
      en: (await loadTexts(REPOSITORY, folder, "en"))!,
    })),
  );
  const names = catalogues.map((c) => c.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i || name === BUTTON_CATALOGUE);
  if (twice) throw new Error(`two catalogues are named "${twice}": their keys would be the same`);
  return catalogues;
}

function messageNote(folder: string, english: string): string {
  const { placeholders, plurals, selects } = icuParts(english);
  const kept = placeholders.map((p) => p.replace(/^<(.*)>$/, "<$1>…</$1>"));
  const plural = plurals.length > 1 ? "are plurals" : "is a plural";
  return [
    folder,
    ...(kept.length ? [`keep ${kept.join(" ")}`] : []),
    ...(plurals.length
      ? [`${plurals.join(" ")} ${plural}: give your language's forms (one, few, many, other…)`]
      : []),
    ...selects.map((s) => `${s} is a select: keep its choices, translate their words`),
  ].join("; ");
}

function buttonNote(text: ButtonText): string {
  return [
    `${BUTTON_FOLDER}, plain text (not ICU)`,
    ...(text.values ? [`keep ${text.values.map((v) => `{${v}}`).join(" ")}`] : []),
    ...(text.wordList ? ["little words a search leaves out of descriptions, separated by spaces"] : []),
    ...(text.madeFrom ? [`may stay empty: then made from ${text.madeFrom}`] : []),
  ].join("; ");
}

/** Every text to translate, sorted by key. */
export function sourcesOf(catalogues: readonly EnglishCatalogue[]): Source[] {
  const messages = catalogues.flatMap(({ folder, name, en }) =>
    Object.entries(en).map(([message, english]): Source => ({
      kind: "message",
      key: `${name}:${message}`,
      english,
      folder,
      message,
      note: messageNote(folder, english),
    })),
  );
  const buttons = buttonTexts().map((text): Source => ({
    kind: "button",
    key: text.key,
    english: text.english,
    folder: BUTTON_FOLDER,
    text,
    note: buttonNote(text),
  }));
  return [...messages, ...buttons].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** What a language has now under `root`, by key; `stray`: its messages English does not have. */
export async function currentTexts(
  root: string,
  language: string,
  catalogues: readonly EnglishCatalogue[],
): Promise<{ texts: Map<string, string>; stray: string[] }> {
  const texts = new Map<string, string>();
  const stray: string[] = [];
  for (const { folder, name, en } of catalogues) {
    const translated = (await loadTexts(root, folder, language)) ?? {};
    for (const [message, text] of Object.entries(translated)) {
      if (!(message in en)) stray.push(`${folder}/${language}.ts: ${message}`);
      else if (text) texts.set(`${name}:${message}`, text);
    }
  }
  const buttonFile = join(root, BUTTON_FOLDER, `${language}.ts`);
  if (existsSync(buttonFile)) {
    const words = ((await import(pathToFileURL(buttonFile).href)) as { default: CatalogueTranslation })
      .default;
    for (const [key, text] of buttonTranslationTexts(words)) texts.set(key, text);
  }
  return { texts, stray };
}
