// `npm run messages -- import <language>`: the translator's file back into each catalogue's `<language>.ts`, and
// the language into each catalogue's index.ts. Nothing is written when a translation would break a message.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { LANGUAGES } from "../../contract/language.ts";
import { BUTTON_FOLDER, buttonWordsValue } from "./button-words.ts";
import { REPOSITORY } from "./catalogues.ts";
import { translationProblem } from "./check.ts";
import { withLanguage } from "./index-files.ts";
import { englishCatalogues, sourcesOf, type EnglishCatalogue } from "./sources.ts";
import { readTranslatorFile } from "./translator-file.ts";
import {
  buttonFileSource,
  formatted,
  groupStarts,
  leadingComment,
  messageFileSource,
} from "./typescript-source.ts";

export interface Imported {
  /** Why nothing was written, one line each; empty when the files were written. */
  problems: string[];
  /** Said, not refused: texts English does not have, English changed since the file was made. */
  warnings: string[];
  /** The files written, relative to the root. */
  written: string[];
  /** Texts left empty: English is shown for them. */
  empty: number;
  /** What is left to do by hand. */
  byHand: string[];
}

/** Checks every translation of the file against English; the translations to write, by key. */
function checked(language: string, text: string, catalogues: readonly EnglishCatalogue[]) {
  const { entries, problems } = readTranslatorFile(text, language);
  const warnings: string[] = [];
  const translations = new Map<string, string>();
  const sources = new Map(sourcesOf(catalogues).map((s) => [s.key, s]));
  for (const [key, entry] of entries) {
    const source = sources.get(key);
    if (!source) {
      warnings.push(`${key}: English has no such text; left out`);
      continue;
    }
    if (entry.translation.trim() === "") continue;
    if (entry.english !== undefined && entry.english !== source.english) {
      warnings.push(`${key}: English changed since the file was made; check the translation`);
    }
    const problem = translationProblem(source, entry.translation);
    if (problem) problems.push(`${key}: ${problem}`);
    else translations.set(key, entry.translation);
  }
  return { problems, warnings, translations, empty: sources.size - translations.size };
}

async function write(root: string, path: string, source: string): Promise<void> {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await formatted(source, path));
}

/** The file as it is under `root`, or else the repository's. */
function current(root: string, path: string): string | undefined {
  for (const base of [root, REPOSITORY]) {
    if (existsSync(join(base, path))) return readFileSync(join(base, path), "utf8");
  }
  return undefined;
}

/** Adds the language to every catalogue's index.ts; what it could not do, by hand. */
async function addToIndexes(root: string, language: string, folders: readonly string[], result: Imported) {
  for (const folder of folders) {
    const path = `${folder}/index.ts`;
    const change = withLanguage(current(root, path) ?? "", language);
    if ("source" in change) {
      await write(root, path, change.source);
      result.written.push(path);
    } else if ("byHand" in change) {
      result.byHand.push(
        `${path}: import ./${language}.ts and list ${language} with the others (${change.byHand})`,
      );
    }
  }
}

function unknownLanguageSteps(language: string): string[] {
  return [
    `contract/language.ts: add "${language}" to LANGUAGES and its own name to LANGUAGE_NAMES (tsc refuses the index.ts files until then)`,
    "then `npx tsc -p tsconfig.json --noEmit` names the rest: dates (common/clock-words.ts), bar names (common/catalogue/naming.ts), money (app/billing/words.ts)",
  ];
}

/** Imports the translator's file `text` for `language`, writing under `root` (the repository, or elsewhere). */
export async function importTranslations(language: string, text: string, root: string): Promise<Imported> {
  const catalogues = await englishCatalogues();
  const { problems, warnings, translations, empty } = checked(language, text, catalogues);
  const result: Imported = { problems, warnings, written: [], empty, byHand: [] };
  if (problems.length) return result;
  for (const { folder, name, en } of catalogues) {
    const messages = Object.fromEntries(
      Object.keys(en).flatMap((key) => {
        const translation = translations.get(`${name}:${key}`);
        return translation ? [[key, translation]] : [];
      }),
    );
    const path = `${folder}/${language}.ts`;
    const starts = groupStarts(readFileSync(join(REPOSITORY, folder, "en.ts"), "utf8"));
    await write(root, path, messageFileSource(folder, messages, starts));
    result.written.push(path);
  }
  const buttonPath = `${BUTTON_FOLDER}/${language}.ts`;
  const comment =
    leadingComment(current(root, buttonPath) ?? "") ||
    `// The catalogue in ${language} (docs/languages.md). Brands keep their names; only their descriptions are translated.`;
  await write(root, buttonPath, buttonFileSource(comment, buttonWordsValue(translations)));
  result.written.push(buttonPath);
  await addToIndexes(root, language, [...catalogues.map((c) => c.folder), BUTTON_FOLDER], result);
  if (!(LANGUAGES as readonly string[]).includes(language))
    result.byHand.push(...unknownLanguageSteps(language));
  return result;
}
