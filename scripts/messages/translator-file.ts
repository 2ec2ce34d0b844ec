// The one file a translator gets (translations/<language>.json, docs/languages.md): every text with its English,
// the language's current translation ("" when it has none) and a note; `missing` marks what is still to do.
// JSON, sorted by key and written the same way every time, so extracting again makes no difference.
import type { Source } from "./sources.ts";

export interface FileEntry {
  english: string;
  translation: string;
  note: string;
  missing?: true;
}

export interface TranslatorFile {
  language: string;
  about: string[];
  counts: { texts: number; translated: number; missing: number };
  messages: Record<string, FileEntry>;
}

const about = (language: string) => [
  `Write each entry's "translation" in ${language} from its "english"; leave it "" to keep English for now.`,
  `Then: npm run messages -- import ${language}`,
  "Keep every {placeholder} and <tag>…</tag> the note lists; {product} and {bar} are the product's names.",
  "Messages (all but catalogue:…) are ICU MessageFormat: a straight ' before { or } starts a quote, so write ’.",
  "catalogue:… texts are plain text, not ICU.",
  "Write as a public service writes: short sentences, everyday words, the reader addressed directly.",
];

/** A description left out is made from its kind's sentence: it is not missing. */
function optional(source: Source): boolean {
  return source.kind === "button" && source.text.madeFrom !== undefined;
}

export function translatorFile(
  language: string,
  sources: readonly Source[],
  texts: ReadonlyMap<string, string>,
): TranslatorFile {
  const messages: Record<string, FileEntry> = {};
  for (const source of sources) {
    const translation = texts.get(source.key) ?? "";
    const missing = translation === "" && !optional(source);
    messages[source.key] = {
      english: source.english,
      translation,
      note: source.note,
      ...(missing ? { missing: true as const } : {}),
    };
  }
  const entries = Object.values(messages);
  return {
    language,
    about: about(language),
    counts: {
      texts: entries.length,
      translated: entries.filter((e) => e.translation !== "").length,
      missing: entries.filter((e) => e.missing).length,
    },
    messages,
  };
}

export function translatorFileText(file: TranslatorFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A file's translations by key, and what makes it unreadable (one line each). */
export function readTranslatorFile(
  text: string,
  language: string,
): { entries: Map<string, { english?: string; translation: string }>; problems: string[] } {
  const entries = new Map<string, { english?: string; translation: string }>();
  let file: Partial<TranslatorFile>;
  try {
    file = JSON.parse(text) as Partial<TranslatorFile>;
  } catch (error) {
    return { entries, problems: [`not JSON: ${(error as Error).message}`] };
  }
  if (file.language !== language) {
    return { entries, problems: [`it is the file of "${String(file.language)}", not of "${language}"`] };
  }
  if (typeof file.messages !== "object" || file.messages === null) {
    return { entries, problems: ['it has no "messages"'] };
  }
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(file.messages as Record<string, unknown>)) {
    const { english, translation } = (entry ?? {}) as Partial<FileEntry>;
    if (typeof translation !== "string") problems.push(`${key}: "translation" is not a text`);
    else entries.set(key, { ...(typeof english === "string" ? { english } : {}), translation });
  }
  return { entries, problems };
}
