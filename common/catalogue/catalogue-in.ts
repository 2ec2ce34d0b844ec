// The catalogue's buttons in the reader's language: the same buttons, in the same order, with their label,
// catalogue name and description in that language (translations/). Brands keep their names.
import type { Language } from "../../contract/language.ts";
import { BUTTONS, programDescription, SITE_DESCRIPTIONS } from "./buttons.ts";
import { translationOf } from "./translations/index.ts";
import {
  SEGMENT_WORDS,
  type ButtonWords,
  type CatalogueTranslation,
  type SegmentWord,
} from "./translations/types.ts";
import type { CatalogueButton } from "./types.ts";

/** The sentence of its kind the button's English description was made from, if it was: a site's, a program's. */
export function kindSentence(button: CatalogueButton): "site" | "program" | undefined {
  const site = SITE_DESCRIPTIONS[button.subkind];
  if (button.kind === "link" && site && site(button.label) === button.description) return "site";
  if (button.kind === "application" && programDescription(button.label) === button.description)
    return "program";
  return undefined;
}

/**
 * A description the catalogue made from the button's kind (a site's sentence, a program's) is made again in the
 * language, with the button's name in it; any other comes from the translation, or stays English.
 */
function describe(button: CatalogueButton, label: string, words: CatalogueTranslation): string | undefined {
  switch (kindSentence(button)) {
    case "site":
      return words.siteDescriptions[button.subkind]?.(label);
    case "program":
      return words.programDescription(label);
    default:
      return undefined;
  }
}

function translate(button: CatalogueButton, words: CatalogueTranslation): CatalogueButton {
  const own: ButtonWords = (words.buttons as Readonly<Record<string, ButtonWords>>)[button.key] ?? {};
  const label = own.label ?? button.label;
  const catalogLabel = own.catalogLabel ?? button.catalogLabel;
  return {
    ...button,
    label,
    ...(catalogLabel === undefined ? {} : { catalogLabel }),
    description: own.description ?? describe(button, label, words) ?? button.description,
  };
}

const catalogues = new Map<Language, readonly CatalogueButton[]>();

/** Every catalogue button in `language`, in catalogue order; English is `BUTTONS` itself. Made once per language. */
export function catalogueIn(language: Language): readonly CatalogueButton[] {
  const words = translationOf(language);
  if (!words) return BUTTONS;
  let buttons = catalogues.get(language);
  if (!buttons) {
    buttons = BUTTONS.map((b) => translate(b, words));
    catalogues.set(language, buttons);
  }
  return buttons;
}

const byKey = new Map<Language, ReadonlyMap<string, CatalogueButton>>();

/** The catalogue button with this key in `language`, or undefined. */
export function getButtonIn(key: string, language: Language): CatalogueButton | undefined {
  let keys = byKey.get(language);
  if (!keys) {
    keys = new Map(catalogueIn(language).map((b) => [b.key, b]));
    byKey.set(language, keys);
  }
  return keys.get(key);
}

function isSegmentWord(part: string): part is SegmentWord {
  return (SEGMENT_WORDS as readonly string[]).includes(part);
}

/**
 * The parts of a two-part action button ("On", "Off") as the reader reads them. Items keep the catalogue's English
 * parts (data.visual), so every button on a bar, old or new, is shown in the reader's language; signs stay.
 */
export function segmentsIn(parts: readonly string[], language: Language): readonly string[] {
  const words = translationOf(language)?.segments;
  return words ? parts.map((part) => (isSegmentWord(part) ? words[part] : part)) : parts;
}
