// The island's words for the editor page (docs/decisions/048): each "island." message of the catalogue, in the
// page's language, turned on the server into text the island fills in without a formatter (island/words.ts):
// values stay `{name}`, the product's names are written in, and a message that counts becomes one text per
// plural form. A message the island could not fill in (a select, a tag, two counts) fails here, loudly.
import { IntlMessageFormat } from "intl-messageformat";
import type { Language } from "../../contract/language.ts";
import { BAR_NAME, PRODUCT_NAME } from "../../contract/product.ts";
import { translationOf } from "../../common/catalogue/translations/index.ts";
import { translationToWire } from "../../common/catalogue/translations/wire.ts";
import { linkMarkWords } from "../link-health/link-health.server.ts";
import { sharedWords } from "../shared/shared-words.ts";
import { pseudoMessage } from "../../common/i18n/pseudo.ts";
import type { IslandKey, IslandText, IslandWords } from "./island/words.ts";
import { barEditorMessages } from "./messages/index.ts";

// The parser's node types (@formatjs/icu-messageformat-parser).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const PLURAL = 6;
const POUND = 7;

interface Node {
  type: number;
  value?: string;
  offset?: number;
  options?: Record<string, { value: Node[] }>;
}

const NAMES: Record<string, string> = { product: PRODUCT_NAME, bar: BAR_NAME };

function template(key: string, nodes: readonly Node[]): string {
  return nodes
    .map((node) => {
      if (node.type === LITERAL) return node.value ?? "";
      if (node.type === ARGUMENT || node.type === NUMBER) return NAMES[node.value!] ?? `{${node.value}}`;
      if (node.type === POUND) return "{#}";
      throw new Error(`${key}: the island fills in values and one plural of {count}, nothing else`);
    })
    .join("");
}

function islandText(key: string, source: string, language: Language): IslandText {
  const nodes = new IntlMessageFormat(pseudoMessage(source, language), language).getAst() as Node[];
  const at = nodes.findIndex((node) => node.type === PLURAL);
  if (at < 0) return template(key, nodes);
  const plural = nodes[at]!;
  if (plural.value !== "count" || plural.offset) throw new Error(`${key}: the island counts {count} only`);
  const before = nodes.slice(0, at);
  const after = nodes.slice(at + 1);
  return Object.fromEntries(
    Object.entries(plural.options ?? {}).map(([form, option]) => [
      form,
      template(key, [...before, ...option.value, ...after]),
    ]),
  );
}

const made = new Map<Language, IslandWords>();

/** Every text the island shows or says, in `language` (English where it lacks one), the catalogue's too. */
export function islandWords(language: Language): IslandWords {
  let words = made.get(language);
  if (!words) {
    const texts = Object.fromEntries(
      Object.keys(barEditorMessages.en)
        .filter((key): key is IslandKey => key.startsWith("island."))
        .map((key) => {
          const own = barEditorMessages[language][key];
          return [key, islandText(key, own ?? barEditorMessages.en[key], own ? language : "en")];
        }),
    ) as Record<IslandKey, IslandText>;
    const shared = sharedWords(language);
    // The catalogue's words in this language only: the island's bundle has none of its own (client.tsx).
    const catalogue = translationOf(language);
    made.set(
      language,
      (words = {
        language,
        texts,
        shared,
        linkMark: linkMarkWords(language),
        ...(catalogue ? { catalogue: translationToWire(catalogue) } : {}),
      }),
    );
  }
  return words;
}
