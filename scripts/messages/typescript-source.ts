// The TypeScript the import writes: catalogue files in the style of the hand-written es.ts and fr.ts, formatted
// by the repository's Prettier configuration.
import { join, posix } from "node:path";
import { format, resolveConfig } from "prettier";
import { REPOSITORY } from "./catalogues.ts";

/** Code written as it is (a sentence around values, as an arrow function). */
export class Code {
  readonly code: string;
  constructor(code: string) {
    this.code = code;
  }
}

export type Value = string | Code | readonly string[] | { readonly [key: string]: Value };

// Spaces one cannot see (French puts no-break ones inside « »): written as escapes, as by hand.
const INVISIBLE = /[\u00a0\u2007\u2009\u200a\u200b-\u200d\u202f\u2060\ufeff]/g;
const escapeInvisible = (code: string) =>
  code.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

function stringLiteral(text: string): string {
  return escapeInvisible(JSON.stringify(text));
}

/** `(label) => \`Abre ${label} en el ordenador.\`` from "Abre {label} en el ordenador.". */
export function arrowFunction(values: readonly string[], text: string): Code {
  const body = text
    .split(/\{(\w+)\}/)
    .map((part, i) =>
      i % 2 ? `\${${part}}` : escapeInvisible(part.replace(/[\\`]/g, "\\$&").replace(/\$\{/g, "\\${")),
    )
    .join("");
  return new Code(`(${values.join(", ")}) => \`${body}\``);
}

const propertyName = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

function valueSource(value: Value): string {
  if (typeof value === "string") return stringLiteral(value);
  if (value instanceof Code) return value.code;
  if (Array.isArray(value)) return `[${(value as readonly string[]).map(stringLiteral).join(", ")}]`;
  const entries = Object.entries(value as Record<string, Value>);
  return `{${entries.map(([key, v]) => `${propertyName(key)}: ${valueSource(v)},`).join("\n")}}`;
}

/** The comment lines a file starts with (kept when the import writes the file again). */
export function leadingComment(text: string): string {
  const lines = text.split("\n");
  const end = lines.findIndex((line) => !line.startsWith("//"));
  return lines.slice(0, end === -1 ? lines.length : end).join("\n");
}

/** The messages of an en.ts that a blank line sets apart from the ones before: a translation groups them alike. */
export function groupStarts(englishSource: string): Set<string> {
  const starts = new Set<string>();
  let blank = false;
  for (const line of englishSource.slice(englishSource.indexOf("export default")).split("\n")) {
    const key = /^\s*(?:"([^"]+)"|([\w.]+)):/.exec(line);
    if (line.trim() === "") blank = true;
    else if (key) {
      if (blank) starts.add(key[1] ?? key[2]!);
      blank = false;
    }
  }
  return starts;
}

/** A slice catalogue's `<language>.ts`: its messages, typed against the folder's English, grouped as English. */
export function messageFileSource(
  folder: string,
  messages: Readonly<Record<string, string>>,
  starts: ReadonlySet<string>,
): string {
  const types = posix.relative(folder, "common/i18n/messages.ts");
  const entries = Object.entries(messages).map(
    ([key, text], i) =>
      `${i > 0 && starts.has(key) ? "\n" : ""}${JSON.stringify(key)}: ${stringLiteral(text)},`,
  );
  return `import type { Translation } from "${types}";
import type en from "./en.ts";

export default {${entries.join("\n")}} satisfies Translation<typeof en>;
`;
}

/** The button catalogue's `<language>.ts`, typed as a CatalogueTranslation. */
export function buttonFileSource(comment: string, words: Value): string {
  return `${comment}
import type { CatalogueTranslation } from "./types.ts";

export default ${valueSource(words)} satisfies CatalogueTranslation;
`;
}

/** The source as Prettier writes it, configured as the repository's file at `path` would be. */
export async function formatted(source: string, path: string): Promise<string> {
  const file = join(REPOSITORY, path);
  return format(source, { ...(await resolveConfig(file)), filepath: file });
}
