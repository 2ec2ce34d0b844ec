// The catalogue in the pseudo-locale (common/i18n/pseudo.ts): English with I18N_PSEUDO=1, made from the English
// words with exactly the parts a real translation gives (types.ts), so what es and fr would leave in English
// stays plain English here too, where the pseudo-locale run finds it.
import { pseudoTemplate, pseudoText } from "../../i18n/pseudo-text.ts";
import { BUTTONS, programDescription, SITE_DESCRIPTIONS } from "../buttons.ts";
import { GROUPS } from "../groups.ts";
import { MESSAGES } from "../messages.ts";
import { PARAM_FIELDS } from "../params.ts";
import { PRESETS } from "../presets.ts";
import { ENGLISH_NOTE } from "../system-note.ts";
import { DESKTOP_PROGRAMS } from "../systems.ts";
import type { GroupId, ParamName, Subkind } from "../types.ts";
import type { ButtonWords, CatalogueTranslation, ParamWords, PresetId } from "./types.ts";
import { DESCRIBED_BRANDS, SEGMENT_WORDS, WORDED_BUTTONS } from "./types.ts";

const each = <K extends string, V, W>(record: Readonly<Record<K, V>>, f: (value: V) => W): Record<K, W> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value as V)])) as Record<K, W>;

function buttons(): CatalogueTranslation["buttons"] {
  const words: Record<string, ButtonWords> = {};
  for (const key of [...WORDED_BUTTONS, ...DESCRIBED_BRANDS]) {
    const button = BUTTONS.find((b) => b.key === key)!;
    const worded = (WORDED_BUTTONS as readonly string[]).includes(key);
    words[key] = {
      ...(worded ? { label: pseudoText(button.label) } : {}),
      ...(button.catalogLabel ? { catalogLabel: pseudoText(button.catalogLabel) } : {}),
      description: pseudoText(button.description),
    };
  }
  return words as CatalogueTranslation["buttons"];
}

function params(): Record<ParamName, ParamWords> {
  const programs = new Set(DESKTOP_PROGRAMS.map((p) => p.id));
  return each(PARAM_FIELDS, (field) => {
    // A program's name is a brand: paramFieldsIn keeps it, as it does in every language.
    const options = field.options?.filter((o) => !programs.has(o.value));
    return {
      label: pseudoText(field.label),
      ...(field.hint ? { hint: pseudoText(field.hint) } : {}),
      ...(options ? { options: Object.fromEntries(options.map((o) => [o.value, pseudoText(o.label)])) } : {}),
    };
  });
}

let made: CatalogueTranslation | undefined;

/** The pseudo-locale's catalogue words, made once on first use. */
export function pseudoCatalogue(): CatalogueTranslation {
  return (made ??= {
    buttons: buttons(),
    siteDescriptions: each(SITE_DESCRIPTIONS as Record<Subkind, (label: string) => string>, pseudoTemplate),
    programDescription: pseudoTemplate(programDescription),
    groups: Object.fromEntries(GROUPS.map((g) => [g.id, pseudoText(g.title)])) as Record<GroupId, string>,
    selectionErrors: Object.fromEntries(
      GROUPS.flatMap((g) => (g.selectionError ? [[g.id, pseudoText(g.selectionError)]] : [])),
    ) as Partial<Record<GroupId, string>>,
    messages: each(MESSAGES, pseudoText),
    // English's own sentences (messages.ts's noResultsMessage, params.ts's PROGRAM_OPTIONS), written again here.
    noResults: pseudoTemplate((query: string) => `No buttons were found while searching for '${query}'`),
    params: params(),
    onlyOn: pseudoTemplate((program: string, system: string) => `${program} (${system} only)`),
    presets: Object.fromEntries(
      PRESETS.map((p) => [p.id, { name: pseudoText(p.name), description: pseudoText(p.description) }]),
    ) as Record<PresetId, { name: string; description: string }>,
    segments: Object.fromEntries(
      SEGMENT_WORDS.map((w) => [w, pseudoText(w)]),
    ) as CatalogueTranslation["segments"],
    systemNote: {
      thisButton: pseudoText(ENGLISH_NOTE.thisButton),
      neither: pseudoTemplate(ENGLISH_NOTE.neither),
      only: pseudoTemplate(ENGLISH_NOTE.only),
      otherSystem: pseudoTemplate(ENGLISH_NOTE.otherSystem),
    },
    // Searching ignores accents, so English's little words are this language's too.
    searchStopWords: ["a", "an", "and", "for", "in", "of", "on", "or", "the", "to", "your"],
  });
}
