import type { CatalogueGroup, GroupId } from "./types.ts";

/**
 * Catalogue groups in display order. The first 11 are listed in the catalogue; the last 4 are
 * hidden: three have no buttons yet, and the apps are offered through "Open an app" instead.
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
  { id: "app", title: "Apps on the computer", visible: false },
];

export const VISIBLE_GROUPS: readonly CatalogueGroup[] = GROUPS.filter((g) => g.visible);

export function getGroup(id: string): CatalogueGroup | undefined {
  return GROUPS.find((g) => g.id === id);
}

export function isGroupId(id: string): id is GroupId {
  return GROUPS.some((g) => g.id === id);
}
