// The time zones a person can choose, grouped by continent as people look for them: "Los Angeles" under
// "America". The list is the runtime's own (Intl.supportedValuesOf), built once per language.
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { accountMessages } from "./messages/index.ts";

export interface ZoneChoice {
  id: string;
  label: string;
}

export interface ZoneGroup {
  region: string;
  zones: ZoneChoice[];
}

/** "America/Argentina/Buenos_Aires" -> "Buenos Aires (Argentina)"; "UTC" stays "UTC". */
export function zoneLabel(id: string): string {
  const parts = id.split("/").map((part) => part.replace(/_/g, " "));
  if (parts.length === 1) return parts[0]!;
  const place = parts.at(-1)!;
  const within = parts.slice(1, -1);
  return within.length ? `${place} (${within.join(", ")})` : place;
}

/** The first part of the zones' ids, each a message of the catalogue ("region.America": "Americas"). */
const REGIONS = [
  "Africa",
  "America",
  "Antarctica",
  "Arctic",
  "Asia",
  "Atlantic",
  "Australia",
  "Europe",
  "Indian",
  "Pacific",
] as const;
type Region = (typeof REGIONS)[number] | "Other";

const isRegion = (value: string): value is Region => (REGIONS as readonly string[]).includes(value);

const byLanguage = new Map<Language, ZoneGroup[]>();

/** The zones by continent, the continents named in `language` (in the same order in every language). */
export function timeZoneGroups(language: Language = SOURCE_LANGUAGE): ZoneGroup[] {
  const known = byLanguage.get(language);
  if (known) return known;
  const t = messagesFor(accountMessages, language);
  const byRegion = new Map<Region, ZoneChoice[]>();
  for (const id of [...Intl.supportedValuesOf("timeZone"), "UTC"]) {
    const first = id.split("/")[0]!;
    const region = id.includes("/") && isRegion(first) ? first : "Other";
    const list = byRegion.get(region) ?? [];
    if (!list.some((zone) => zone.id === id)) list.push({ id, label: zoneLabel(id) });
    byRegion.set(region, list);
  }
  const groups = [...byRegion.entries()]
    .sort(([a], [b]) => (a === "Other" ? 1 : b === "Other" ? -1 : a.localeCompare(b)))
    .map(([region, zones]) => ({
      region: t(`region.${region}`),
      zones: zones.sort((a, b) => a.label.localeCompare(b.label)),
    }));
  byLanguage.set(language, groups);
  return groups;
}
