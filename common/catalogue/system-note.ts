// What the editor says of a button one desktop app cannot run, in the reader's language. Apart from systems.ts,
// which the catalogue's translations read while they load: this module reads the translations.
import type { Language } from "../../contract/language.ts";
import { SYSTEM_NAMES, systemsFor, type DesktopSystem } from "./systems.ts";
import { translationOf } from "./translations/index.ts";
import type { SystemNoteWords } from "./translations/types.ts";

/** The member's computer as the editor knows it: how to call them, and its system when read or said. */
export interface MemberComputer {
  name: string;
  system: DesktopSystem | null;
}

export const ENGLISH_NOTE: SystemNoteWords = {
  thisButton: "This button",
  neither: (label) => `Neither desktop app can start ${label}.`,
  only: (label, system) => `${label} works only on ${system}.`,
  otherSystem: (name, system) => `${name}'s computer runs ${system}.`,
};

/**
 * What the editor says of a button the desktop apps cannot run everywhere, in `language`: a mark when it works on
 * one system only, a warning when the member's computer runs the other one, or when neither app can run it. Null
 * when it works on both. Saving is never blocked by it.
 */
export function systemNote(
  kind: string,
  configuration: Record<string, unknown>,
  computer: MemberComputer | null,
  language: Language = "en",
): { text: string; mismatch: boolean } | null {
  const words = translationOf(language)?.systemNote ?? ENGLISH_NOTE;
  const label =
    typeof configuration.label === "string" && configuration.label.trim()
      ? configuration.label
      : words.thisButton;
  const systems = systemsFor(kind, configuration);
  if (systems.length === 0) return { text: words.neither(label), mismatch: true };
  if (systems.length > 1) return null;
  const only = words.only(label, SYSTEM_NAMES[systems[0]!]);
  if (computer?.system && computer.system !== systems[0]) {
    return {
      text: `${only} ${words.otherSystem(computer.name, SYSTEM_NAMES[computer.system])}`,
      mismatch: true,
    };
  }
  return { text: only, mismatch: false };
}
