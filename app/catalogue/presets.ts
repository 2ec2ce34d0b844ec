/** A ready-made bar offered on the "Pick a bar" page (spec §2, §9: four presets). */
export interface Preset {
  id: string;
  name: string;
  description: string;
  /** Catalogue keys, in bar order. */
  buttons: readonly string[];
}

// The original's four button sets. Names and descriptions are ours. Presets with Skype start
// with one invalid button (it needs the name of the person to call), which the editor asks for.
export const PRESETS: readonly Preset[] = [
  {
    id: "predefined-1",
    name: "Email, social media and calls",
    description: "Two email websites, Reddit, Facebook and a Skype call.",
    buttons: ["outlook_com_mail", "gmail", "reddit", "facebook", "skype_app"],
  },
  {
    id: "predefined-2",
    name: "Gmail, Reddit and calls",
    description: "Gmail, Reddit and a Skype call.",
    buttons: ["gmail", "reddit", "skype_app"],
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
    description: "Gmail, a Skype call and Facebook.",
    buttons: ["gmail", "skype_app", "facebook"],
  },
];

export function getPreset(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
