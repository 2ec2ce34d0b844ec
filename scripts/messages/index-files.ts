// A new language joins each catalogue's index.ts: they are uniform (`import fr from "./fr.ts";` per language,
// and the languages listed once: `{ name: "auth", en, es, fr }`, or `{ es, fr }` for the button catalogue's
// translations). Anything else is left to be done by hand, and said so.
const LANGUAGE_IMPORT = /^import ([a-z]{2,3}) from "\.\/([a-z]{2,3})\.ts";$/gm;

export type IndexChange = { source: string } | { present: true } | { byHand: string };

/** The index.ts with `language` added after the languages it has, or why that was not done. */
export function withLanguage(source: string, language: string): IndexChange {
  const imports = [...source.matchAll(LANGUAGE_IMPORT)].filter((m) => m[1] === m[2]);
  const languages = imports.map((m) => m[1]!);
  if (languages.includes(language)) return { present: true };
  const last = imports.at(-1);
  if (!last) return { byHand: "it imports no language file" };
  const list = languages.join(", ");
  const listed = new RegExp(`(?<![\\w$])${list}(?![\\w$,])`, "g");
  const found = [...source.matchAll(listed)];
  const importEnd = last.index + last[0].length;
  if (found.length !== 1 || found[0]!.index < importEnd) {
    return { byHand: `its languages (${list}) are not listed exactly once after their imports` };
  }
  const at = found[0]!.index + list.length;
  const withList = `${source.slice(0, at)}, ${language}${source.slice(at)}`;
  return {
    source: `${withList.slice(0, importEnd)}\nimport ${language} from "./${language}.ts";${withList.slice(importEnd)}`,
  };
}
