import type { Language } from "../../contract/language.ts";
import { translationOf } from "./translations/index.ts";
import type { PresetId } from "./translations/types.ts";

/** A ready-made bar offered on the "Pick a bar" page (spec S2 §2, §9: four presets). */
export interface Preset {
  id: string;
  name: string;
  description: string;
  /** Catalogue keys, in bar order. */
  buttons: readonly string[];
}

// The original's four button sets. Names and descriptions are ours. Every button works as it is (a preset
// button that needed details first would be a problem on every bar made from it): the Skype button opens the
// Skype app (a call needs the name of the person to call, which a preset cannot know; the button's page can
// add one later).
export const PRESETS: readonly Preset[] = [
  {
    id: "predefined-1",
    name: "Email, social media and calls",
    description: "Two email websites, Reddit, Facebook and the Skype app for calls.",
    buttons: ["outlook_com_mail", "gmail", "reddit", "facebook", "microsoft_skype_app"],
  },
  {
    id: "predefined-2",
    name: "Gmail, Reddit and calls",
    description: "Gmail, Reddit and the Skype app for calls.",
    buttons: ["gmail", "reddit", "microsoft_skype_app"],
  },
  {
    id: "predefined-3",
    name: "Email and social media",
    description: "Two email websites, Reddit and Facebook.",
    buttons: ["outlook_com_mail", "gmail", "reddit", "facebook"],
  },
  {
    id: "predefined-4",
    name: "Gmail, calls and Facebook",
    description: "Gmail, the Skype app for calls, and Facebook.",
    buttons: ["gmail", "microsoft_skype_app", "facebook"],
  },
];

const translated = new Map<Language, readonly Preset[]>();

/** The presets with their names and descriptions in `language`; English is `PRESETS` itself. */
export function presetsIn(language: Language): readonly Preset[] {
  const words = translationOf(language);
  if (!words) return PRESETS;
  let presets = translated.get(language);
  if (!presets) {
    presets = PRESETS.map((p) => ({ ...p, ...words.presets[p.id as PresetId] }));
    translated.set(language, presets);
  }
  return presets;
}

export function getPreset(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
