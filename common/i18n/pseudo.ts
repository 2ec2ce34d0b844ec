// The pseudo-locale (docs/languages.md, "The pseudo-locale run"): with I18N_PSEUDO=1, a test switch that no
// deployment sets, English is written with accented look-alikes and made about 40 % longer. A text that still
// reads as plain English on a page then came from no catalogue, and a layout too tight for longer words shows.
// Only the words change: placeholders, plural and select branches and tags keep their structure, so every
// message formats as before. Without the switch each function hands back what it was given.
import {
  parse,
  TYPE,
  type LiteralElement,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import type { Language } from "../../contract/language.ts";
import { accent, brackets, PSEUDO } from "./pseudo-text.ts";

/** The characters of literal text a message shows at most (its longest branch). */
function literalLength(nodes: readonly MessageFormatElement[]): number {
  let length = 0;
  for (const node of nodes) {
    if (node.type === TYPE.literal) length += node.value.length;
    else if (node.type === TYPE.tag) length += literalLength(node.children);
    else if (node.type === TYPE.plural || node.type === TYPE.select) {
      length += Math.max(0, ...Object.values(node.options).map((option) => literalLength(option.value)));
    }
  }
  return length;
}

function accentNodes(nodes: readonly MessageFormatElement[]): MessageFormatElement[] {
  return nodes.map((node): MessageFormatElement => {
    if (node.type === TYPE.literal) return { ...node, value: accent(node.value) };
    if (node.type === TYPE.tag) return { ...node, children: accentNodes(node.children) };
    if (node.type === TYPE.plural || node.type === TYPE.select) {
      const options = Object.entries(node.options).map(([key, option]) => [
        key,
        { ...option, value: accentNodes(option.value) },
      ]);
      return { ...node, options: Object.fromEntries(options) as typeof node.options };
    }
    return node;
  });
}

const literal = (value: string): LiteralElement => ({ type: TYPE.literal, value });

/** An English ICU message as the pseudo-locale's tree (for IntlMessageFormat), at compile time. */
export function pseudoMessageAst(source: string): MessageFormatElement[] {
  const nodes = parse(source, { locale: new Intl.Locale("en") });
  const length = literalLength(nodes);
  if (length === 0) return nodes;
  const [open, close] = brackets(length);
  return [literal(open), ...accentNodes(nodes), literal(close)];
}

/**
 * What to compile for a message: its source as it is, or with I18N_PSEUDO=1 and English the pseudo-locale's
 * tree. The one call where a catalogue's English messages are compiled (common/i18n/messages.ts, the island's
 * words); the output without the switch is the source itself.
 */
export function pseudoMessage(source: string, language: Language): string | MessageFormatElement[] {
  return PSEUDO && language === "en" ? pseudoMessageAst(source) : source;
}
