// The catalogue's English words in the shape of a translation (types.ts): exactly the parts a language gives,
// each passed through `text` (plain words) or `template` (a sentence around values). The pseudo-locale makes its
// words from them (pseudo.ts), and scripts/messages.ts lists them for a translator as the source.
import { BUTTONS, programDescription, SITE_DESCRIPTIONS } from "../buttons.ts";
import { GROUPS } from "../groups.ts";
import { MESSAGES } from "../messages.ts";
import { PARAM_FIELDS } from "../params.ts";
import { PRESETS } from "../presets.ts";
import { ENGLISH_NOTE } from "../system-note.ts";
import { DESKTOP_PROGRAMS } from "../systems.ts";
import type { GroupId, ParamName, Subkind } from "../types.ts";
import type { ButtonWords, CatalogueTranslation, ParamWords, PresetId } from "./types.ts";
import { DESCRIBED_BRANDS, SEGMENT_WORDS, WORDED_BUTTONS, WORDED_PROGRAMS } from "./types.ts";

/** A sentence around values (a brand's name, a search): "Opens {label} on the computer." */
type Say = (...values: string[]) => string;

/** What becomes of each English word: kept (the translator's source) or made over (the pseudo-locale). */
export interface WordMaker {
  text: (text: string) => string;
  template: (say: Say) => Say;
}

const each = <K extends string, V, W>(record: Readonly<Record<K, V>>, f: (value: V) => W): Record<K, W> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value as V)])) as Record<K, W>;

function buttons({ text }: WordMaker): CatalogueTranslation["buttons"] {
  const words: Record<string, ButtonWords> = {};
  for (const key of [...WORDED_BUTTONS, ...DESCRIBED_BRANDS]) {
    const button = BUTTONS.find((b) => b.key === key)!;
    const worded = (WORDED_BUTTONS as readonly string[]).includes(key);
    words[key] = {
      ...(worded ? { label: text(button.label) } : {}),
      ...(button.catalogLabel ? { catalogLabel: text(button.catalogLabel) } : {}),
      description: text(button.description),
    };
  }
  return words as CatalogueTranslation["buttons"];
}

function params({ text }: WordMaker): Record<ParamName, ParamWords> {
  // A program's name is a brand (paramFieldsIn keeps it, in every language), unless it is words.
  const brands = new Set(
    DESKTOP_PROGRAMS.map((p) => p.id).filter((id) => !(WORDED_PROGRAMS as readonly string[]).includes(id)),
  );
  return each(PARAM_FIELDS, (field) => {
    const options = field.options?.filter((o) => !brands.has(o.value));
    const program = (value: string) => DESKTOP_PROGRAMS.find((p) => p.id === value);
    return {
      label: text(field.label),
      ...(field.hint ? { hint: text(field.hint) } : {}),
      ...(options
        ? {
            // A worded program's option says its name; "(Windows only)" is onlyOn's.
            options: Object.fromEntries(
              options.map((o) => [o.value, text(program(o.value)?.label ?? o.label)]),
            ),
          }
        : {}),
    };
  });
}

/** The catalogue's English words as a translation, each made by `maker`. */
export function catalogueWords(maker: WordMaker): CatalogueTranslation {
  const { text, template } = maker;
  return {
    buttons: buttons(maker),
    siteDescriptions: each(SITE_DESCRIPTIONS as Record<Subkind, (label: string) => string>, template),
    programDescription: template(programDescription),
    groups: Object.fromEntries(GROUPS.map((g) => [g.id, text(g.title)])) as Record<GroupId, string>,
    selectionErrors: Object.fromEntries(
      GROUPS.flatMap((g) => (g.selectionError ? [[g.id, text(g.selectionError)]] : [])),
    ) as Partial<Record<GroupId, string>>,
    messages: each(MESSAGES, text),
    // English's own sentences (messages.ts's noResultsMessage, params.ts's PROGRAM_OPTIONS), written again here.
    noResults: template((query: string) => `No buttons were found while searching for '${query}'`),
    params: params(maker),
    onlyOn: template((program: string, system: string) => `${program} (${system} only)`),
    presets: Object.fromEntries(
      PRESETS.map((p) => [p.id, { name: text(p.name), description: text(p.description) }]),
    ) as Record<PresetId, { name: string; description: string }>,
    segments: Object.fromEntries(SEGMENT_WORDS.map((w) => [w, text(w)])) as CatalogueTranslation["segments"],
    systemNote: {
      thisButton: text(ENGLISH_NOTE.thisButton),
      neither: template(ENGLISH_NOTE.neither),
      only: template(ENGLISH_NOTE.only),
      otherSystem: template(ENGLISH_NOTE.otherSystem),
    },
    // English's little words, left out of descriptions when searching; kept as they are (search ignores accents).
    searchStopWords: ["a", "an", "and", "for", "in", "of", "on", "or", "the", "to", "your"],
  };
}
