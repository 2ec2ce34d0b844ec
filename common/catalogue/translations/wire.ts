// A language's catalogue words as JSON, for the editor's island (docs/languages.md): the page sends the reader's
// language only, so the island's bundle carries no translation (translations/sent.ts). The words that take values
// are functions here; on the wire each is its text with `{0}`, `{1}` where the values go, and made a function
// again in the browser. Every such function only places its values in a sentence, so nothing is lost.
import type { Subkind } from "../types.ts";
import type { CatalogueTranslation, SystemNoteWords } from "./types.ts";

/** A sentence with `{0}`, `{1}`… where its values go. */
type Template = string;

type Words<T> = { [K in keyof T]: T[K] extends (...args: never[]) => string ? Template : T[K] };

export interface TranslationWire extends Omit<
  Words<CatalogueTranslation>,
  "siteDescriptions" | "systemNote"
> {
  siteDescriptions: Readonly<Partial<Record<Subkind, Template>>>;
  systemNote: Words<SystemNoteWords>;
}

const HOLES = ["{0}", "{1}"] as const;

function template(say: (...values: string[]) => string): Template {
  return say(...HOLES);
}

function filled(text: Template): (...values: string[]) => string {
  return (...values) => text.replace(/\{(\d)\}/g, (hole, i: string) => values[Number(i)] ?? hole);
}

function mapValues<T, U>(
  record: Readonly<Partial<Record<string, T>>>,
  f: (value: T) => U,
): Record<string, U> {
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) => (value === undefined ? [] : [[key, f(value)]])),
  );
}

export function translationToWire(words: CatalogueTranslation): TranslationWire {
  const note = words.systemNote;
  return {
    ...words,
    siteDescriptions: mapValues(words.siteDescriptions, template),
    programDescription: template(words.programDescription),
    noResults: template(words.noResults),
    onlyOn: template(words.onlyOn),
    systemNote: {
      thisButton: note.thisButton,
      neither: template(note.neither),
      only: template(note.only),
      otherSystem: template(note.otherSystem),
    },
  };
}

export function translationFromWire(wire: TranslationWire): CatalogueTranslation {
  const note = wire.systemNote;
  return {
    ...wire,
    siteDescriptions: mapValues(wire.siteDescriptions, filled),
    programDescription: filled(wire.programDescription),
    noResults: filled(wire.noResults),
    onlyOn: filled(wire.onlyOn),
    systemNote: {
      thisButton: note.thisButton,
      neither: filled(note.neither),
      only: filled(note.only),
      otherSystem: filled(note.otherSystem),
    },
  };
}
