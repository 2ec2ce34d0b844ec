// Whether a translation can stand in for its English: a message must be ICU MessageFormat with English's
// placeholders and tags (as tests/common/catalogues.test.ts checks them); a word of the button catalogue, plain
// text with English's `{values}`.
import { placeholders } from "./catalogues.ts";
import type { Source } from "./sources.ts";

const VALUE = /\{(\w+)\}/g;

function plainValues(text: string): string[] {
  return [...new Set([...text.matchAll(VALUE)].map((m) => `{${m[1]}}`))].sort();
}

const listed = (parts: readonly string[]) => (parts.length ? parts.join(" ") : "none");

/** What is wrong with `translation` as the text of `source`, in one line; undefined when nothing is. */
export function translationProblem(source: Source, translation: string): string | undefined {
  if (source.kind === "button") {
    const want = plainValues(source.english);
    const got = plainValues(translation);
    return want.join() === got.join()
      ? undefined
      : `values differ: English has ${listed(want)}, the translation ${listed(got)}`;
  }
  let got: string[];
  try {
    got = placeholders(translation);
  } catch (error) {
    return `not ICU MessageFormat (${(error as Error).message})`;
  }
  const want = placeholders(source.english);
  if (want.join() === got.join()) return undefined;
  // The usual cause: a straight apostrophe before a brace starts an ICU quote, which hides the placeholder.
  const quote = /'[{}]/.test(translation) ? " (a straight ' before { starts an ICU quote: write ’)" : "";
  return `placeholders or tags differ: English has ${listed(want)}, the translation ${listed(got)}${quote}`;
}
