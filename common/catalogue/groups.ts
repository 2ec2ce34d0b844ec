import type { Language } from "../../contract/language.ts";
import { translationOf } from "./translations/index.ts";
import type { CatalogueGroup } from "./types.ts";

/**
 * Catalogue groups in display order. The first 12 are listed in the catalogue (the apps too, so that a
 * manager finds Word or Calculator without searching); the last 3 are hidden: they have no buttons yet.
 * Weather buttons and Google Photos belong to no visible group: search finds them.
 */
export const GROUPS: readonly CatalogueGroup[] = [
  { id: "make", title: "Make your own button", visible: true },
  { id: "call", title: "Call someone", visible: true },
  {
    id: "meeting",
    title: "Video meetings",
    visible: true,
    selectionError: "The meeting application to open has not been chosen.",
  },
  { id: "action", title: "Computer actions", visible: true },
  { id: "app", title: "Apps on the computer", visible: true },
  { id: "calendar", title: "Calendars on the web", visible: true },
  { id: "socialMedia", title: "Social media", visible: true },
  { id: "email", title: "Email on the web", visible: true },
  { id: "news", title: "News", visible: true },
  { id: "shopping", title: "Shopping", visible: true },
  { id: "multimedia", title: "Music and video", visible: true },
  { id: "onlineFileDrives", title: "Online file storage", visible: true },
  { id: "local-calendar", title: "Calendar apps", visible: false },
  { id: "local-email", title: "Email apps", visible: false },
  { id: "photo", title: "Photos", visible: false },
];

export const VISIBLE_GROUPS: readonly CatalogueGroup[] = GROUPS.filter((g) => g.visible);

const translated = new Map<Language, readonly CatalogueGroup[]>();

/** The groups in `language`, in display order; English is `GROUPS` itself. */
export function groupsIn(language: Language): readonly CatalogueGroup[] {
  const words = translationOf(language);
  if (!words) return GROUPS;
  let groups = translated.get(language);
  if (!groups) {
    groups = GROUPS.map((g) => {
      const selectionError = g.selectionError && (words.selectionErrors[g.id] ?? g.selectionError);
      return { ...g, title: words.groups[g.id], ...(selectionError ? { selectionError } : {}) };
    });
    translated.set(language, groups);
  }
  return groups;
}

export function getGroup(id: string, language: Language = "en"): CatalogueGroup | undefined {
  return groupsIn(language).find((g) => g.id === id);
}
