// Every message catalogue is complete (docs/languages.md): each language has every message of English and no
// other, every message parses as ICU MessageFormat, and each uses the same placeholders and tags as English.
// A failure names the catalogue, the language and the keys: what to add, remove or fix.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LANGUAGES, SOURCE_LANGUAGE } from "../../contract/language.ts";

const ROOTS = ["app", "api", "common"];

/** Every folder with an `en.ts` (`messages/`, `error-messages/`): one catalogue each. */
function catalogueFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (!entry.isDirectory() || entry.name === "node_modules") return [];
    const here = readdirSync(path).includes("en.ts") ? [path] : [];
    return [...here, ...catalogueFolders(path)];
  });
}

interface Node {
  type: number;
  value?: string;
  options?: Record<string, { value: Node[] }>;
  children?: Node[];
}

/** The placeholders and tags a message uses ("{name}", "<link>"), sorted. */
function placeholders(message: string, language: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      // 1-6: argument, number, date, time, select, plural; 8: tag.
      if (node.type >= 1 && node.type <= 6 && node.value) names.add(`{${node.value}}`);
      if (node.type === 8 && node.value) names.add(`<${node.value}>`);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(message, language).getAst() as Node[]);
  return [...names].sort();
}

const folders = ROOTS.flatMap((root) => catalogueFolders(root));

describe("message catalogues", () => {
  it("are found: the layout's, sign-in's, confirmation's and mail's at least", () => {
    expect(folders.map((f) => relative(".", f))).toEqual(
      expect.arrayContaining([
        "app/shared/messages",
        "app/shared/error-messages",
        "app/auth/messages",
        "api/mail/messages",
      ]),
    );
  });

  describe.each(folders)("%s", (folder) => {
    it.each(LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE))(
      "%s has every message of English, alike",
      async (language) => {
        const load = async (lang: string) =>
          (
            (await import(pathToFileURL(join(folder, `${lang}.ts`)).href)) as {
              default: Record<string, string>;
            }
          ).default;
        const en = await load(SOURCE_LANGUAGE);
        const other = await load(language);
        const missing = Object.keys(en).filter((key) => !(key in other));
        const unknown = Object.keys(other).filter((key) => !(key in en));
        expect(missing, `${folder}/${language}.ts lacks these messages`).toEqual([]);
        expect(unknown, `${folder}/${language}.ts has messages English does not`).toEqual([]);
        const differing = Object.keys(en).flatMap((key) => {
          const want = placeholders(en[key]!, SOURCE_LANGUAGE);
          const got = placeholders(other[key]!, language);
          return want.join() === got.join()
            ? []
            : [`${key}: English ${want.join(" ")}, ${language} ${got.join(" ")}`];
        });
        expect(differing, `${folder}/${language}.ts uses other placeholders`).toEqual([]);
      },
    );
  });
});
