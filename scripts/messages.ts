// One file to translate (docs/languages.md, "How to add or update a language"):
//   npm run messages -- extract <language> [--out FILE] [--root DIR]
//     writes translations/<language>.json: every text of every catalogue, its English and what the language has.
//   npm run messages -- import <language> [--in FILE] [--root DIR]
//     writes each catalogue's <language>.ts from it and adds the language to their index.ts.
// --root: where the language's files are read and written instead of the repository (English is always the
// repository's). The JSON file is a hand-off, not a source: translations/ is not in git.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { REPOSITORY } from "./messages/catalogues.ts";
import { extract } from "./messages/extract.ts";
import { importTranslations } from "./messages/import.ts";
import { translatorFileText } from "./messages/translator-file.ts";

const USAGE = `usage: npm run messages -- extract <language> [--out FILE] [--root DIR]
       npm run messages -- import <language> [--in FILE] [--root DIR]`;

// A language's code names a binding in every index.ts (`import fr from "./fr.ts"`), so it is a plain one.
const CODE = /^[a-z]{2,3}$/;

/** A path the user typed, from where they typed it (npm runs scripts from the repository's root). */
const fromUser = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const say = (line: string) => process.stdout.write(`${line}\n`);

/** A path as the reader finds it: from here when it is under here, else whole. */
function shown(path: string): string {
  const near = relative(process.cwd(), path);
  return near === "" ? "." : near.startsWith("..") ? path : near;
}

async function runExtract(language: string, out: string, root: string): Promise<number> {
  const { file, stray } = await extract(language, root);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, translatorFileText(file));
  const { texts, translated, missing } = file.counts;
  say(`${shown(out)}: ${texts} texts, ${translated} translated, ${missing} missing`);
  for (const message of stray) console.warn(`not in English, the import leaves it out: ${message}`);
  return 0;
}

async function runImport(language: string, input: string, root: string): Promise<number> {
  const result = await importTranslations(language, readFileSync(input, "utf8"), root);
  for (const warning of result.warnings) console.warn(`${shown(input)}: ${warning}`);
  if (result.problems.length) {
    for (const problem of result.problems) console.error(`${shown(input)}: ${problem}`);
    console.error(`nothing written: ${result.problems.length} problem(s)`);
    return 1;
  }
  say(
    `wrote ${result.written.length} files under ${shown(root)}; ${result.empty} texts empty (English is shown)`,
  );
  if (result.byHand.length) say(["left to do by hand:", ...result.byHand.map((s) => `  - ${s}`)].join("\n"));
  say(
    "then: npx vitest run tests/common/catalogues.test.ts tests/catalogue/languages.test.ts --project pglite",
  );
  return 0;
}

function parsed(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { out: { type: "string" }, in: { type: "string" }, root: { type: "string" } },
    });
  } catch (error) {
    console.error((error as Error).message);
    return undefined;
  }
}

async function main(args: string[]): Promise<number> {
  const { values, positionals } = parsed(args) ?? { values: undefined, positionals: [] };
  const [command, language, ...rest] = positionals;
  const misplaced = command === "extract" ? values?.in : values?.out;
  if (!values || !language || rest.length || misplaced || (command !== "extract" && command !== "import")) {
    console.error(USAGE);
    return 2;
  }
  if (!CODE.test(language) || language === "en") {
    console.error(
      `${language}: a language is two or three small letters, and not en (English is the source)`,
    );
    return 2;
  }
  const root = values.root ? fromUser(values.root) : REPOSITORY;
  const file = values.out ?? values.in;
  const path = file ? fromUser(file) : join(REPOSITORY, "translations", `${language}.json`);
  if (command === "extract") return runExtract(language, path, root);
  if (!existsSync(path)) {
    console.error(`${shown(path)}: no such file (npm run messages -- extract ${language} makes it)`);
    return 1;
  }
  return runImport(language, path, root);
}

process.exitCode = await main(process.argv.slice(2));
