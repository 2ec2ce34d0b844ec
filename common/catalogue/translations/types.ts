// What a language must say for the catalogue to read in it (docs/languages.md). English is the source and stays
// where it is (buttons.ts, groups.ts, params.ts, messages.ts, presets.ts); a language gives the words only. The
// key lists below make `tsc` refuse a language that leaves out a button's words.
import type { MESSAGES } from "../messages.ts";
import type { GroupId, ParamName, Subkind } from "../types.ts";

/** Buttons whose label is words, not a brand: each language names them (and says their catalogue name). */
export const WORDED_BUTTONS = [
  "open_link",
  "open_app",
  "clipboard",
  "color_vision",
  "dark_mode",
  "high_contrast",
  "magnifier",
  "night_mode",
  "quick_assist",
  "read_aloud",
  "snip",
  "turn_off",
  "volume",
  "voice_control",
  "top_15_news_sites",
  "default-browser",
  "default-email",
  "calculator_app",
  "microsoft_quick_assist_app",
] as const;

/** Programs (params.ts's `exe` options) whose name is words, not a brand: each language names them. */
export const WORDED_PROGRAMS = ["calculator", "microsoftQuickAssist"] as const;

/** Brands whose description (or catalogue name) is their own sentence, not a site's or a program's. */
export const DESCRIBED_BRANDS = ["skype_app", "zoom", "microsoft_skype_app"] as const;

export type WordedButton = (typeof WORDED_BUTTONS)[number];
export type DescribedBrand = (typeof DESCRIBED_BRANDS)[number];

/** A button's words in a language; a description left out is made from the button's kind (a site, a program). */
export interface ButtonWords {
  label?: string;
  catalogLabel?: string;
  description?: string;
}

export type ButtonTranslations = { readonly [K in WordedButton]: ButtonWords & { label: string } } & {
  readonly [K in DescribedBrand]: ButtonWords & { description: string };
};

/** The words on the parts of two-part action buttons (buttons.ts: On/Off, Show/Hide, Copy); "+", "-" are signs. */
export const SEGMENT_WORDS = ["On", "Off", "Show", "Hide", "Copy"] as const;

export type SegmentWord = (typeof SEGMENT_WORDS)[number];

/** What the editor says of a button one desktop app cannot run (systems.ts's systemNote). */
export interface SystemNoteWords {
  /** The button's name when it has no text. */
  thisButton: string;
  /** "Neither desktop app can start Pad." */
  neither: (label: string) => string;
  /** "Quick Assist works only on Windows." */
  only: (label: string, system: string) => string;
  /** Said after `only` when the person's computer runs the other system: "Pat's computer runs macOS." */
  otherSystem: (name: string, system: string) => string;
}

/** The four presets, by id (presets.ts). */
export type PresetId = "predefined-1" | "predefined-2" | "predefined-3" | "predefined-4";

export interface ParamWords {
  label: string;
  hint?: string;
  /** Option labels by value, where they are words (a program's brand stays as it is). */
  options?: Readonly<Record<string, string>>;
}

export interface CatalogueTranslation {
  buttons: ButtonTranslations;
  /** One sentence per kind of site, about the site named `label` (buttons.ts's SITE_DESCRIPTIONS). */
  siteDescriptions: Readonly<Partial<Record<Subkind, (label: string) => string>>>;
  /** A program's sentence: "Starts Firefox on the computer." */
  programDescription: (label: string) => string;
  groups: Readonly<Record<GroupId, string>>;
  /** The message of a placeholder of these groups (groups.ts's selectionError). */
  selectionErrors: Readonly<Partial<Record<GroupId, string>>>;
  messages: Readonly<Record<keyof typeof MESSAGES, string>>;
  noResults: (query: string) => string;
  params: Readonly<Record<ParamName, ParamWords>>;
  /** A program only one system's app starts: "Quick Assist (Windows only)". */
  onlyOn: (program: string, system: string) => string;
  presets: Readonly<Record<PresetId, { name: string; description: string }>>;
  segments: Readonly<Record<SegmentWord, string>>;
  systemNote: SystemNoteWords;
  /** Stop words of this language, left out of descriptions when searching (as "the", "to" are in English). */
  searchStopWords: readonly string[];
}
