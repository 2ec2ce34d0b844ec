// The message catalogues (docs/languages.md): every folder of app/, api/ and common/ with an `en.ts` is one. The
// catalogue check (tests/common/catalogues.test.ts) and the translators' tool (scripts/messages.ts) both read
// this list and compare placeholders the same way, so the tool refuses exactly what the check would.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** The repository's root: English, the catalogues' list and their index.ts are always read from here. */
export const REPOSITORY = fileURLToPath(new URL("../..", import.meta.url));

const ROOTS = ["app", "api", "common"];

function foldersWithEnglish(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (!entry.isDirectory() || entry.name === "node_modules") return [];
    const here = existsSync(join(root, path, "en.ts")) ? [path] : [];
    return [...here, ...foldersWithEnglish(root, path)];
  });
}

/** Every catalogue folder, relative to the repository ("app/auth/messages"), sorted. */
export function catalogueFolders(): string[] {
  return ROOTS.flatMap((dir) => foldersWithEnglish(REPOSITORY, dir)).sort();
}

export type Texts = Readonly<Record<string, string>>;

/** A catalogue file's messages (`<folder>/<language>.ts` under `root`), or undefined when there is no such file. */
export async function loadTexts(root: string, folder: string, language: string): Promise<Texts | undefined> {
  const file = join(root, folder, `${language}.ts`);
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { default: Texts }).default;
}

/** The catalogue's name (its index.ts's `name: "auth"`), the first half of its messages' keys. */
export async function catalogueName(folder: string): Promise<string> {
  const index = (await import(pathToFileURL(join(REPOSITORY, folder, "index.ts")).href)) as Record<
    string,
    unknown
  >;
  const catalogue = Object.values(index).find(
    (value): value is { name: string } =>
      typeof value === "object" && value !== null && "en" in value && "name" in value,
  );
  if (!catalogue) throw new Error(`${folder}/index.ts exports no catalogue ({ name, en, ... })`);
  return catalogue.name;
}

/** What a message asks its translation to keep: its placeholders and tags, and which are plurals or selects. */
export interface IcuParts {
  /** "{email}", "<link>", sorted: a translation must have the same. */
  placeholders: string[];
  plurals: string[];
  /** A select's name and its choices: "kind (manager, member, other)". */
  selects: string[];
}

/** The message's parts; throws a SyntaxError when it is not ICU MessageFormat. */
export function icuParts(message: string): IcuParts {
  const names = new Set<string>();
  const plurals = new Set<string>();
  const selects = new Set<string>();
  const walk = (nodes: readonly MessageFormatElement[]) => {
    for (const node of nodes) {
      if (node.type === TYPE.tag) {
        names.add(`<${node.value}>`);
        walk(node.children);
      } else if (node.type !== TYPE.literal && node.type !== TYPE.pound) {
        names.add(`{${node.value}}`);
      }
      if (node.type === TYPE.plural) plurals.add(`{${node.value}}`);
      if (node.type === TYPE.select) {
        selects.add(`{${node.value}} (${Object.keys(node.options).join(", ")})`);
      }
      if (node.type === TYPE.plural || node.type === TYPE.select) {
        for (const option of Object.values(node.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return { placeholders: [...names].sort(), plurals: [...plurals].sort(), selects: [...selects].sort() };
}

/** The placeholders and tags a message uses ("{name}", "<link>"), sorted. */
export function placeholders(message: string): string[] {
  return icuParts(message).placeholders;
}
