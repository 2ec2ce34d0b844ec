// The time zones a person can choose, grouped by continent as people look for them: "Los Angeles" under
// "America". The list is the runtime's own (Intl.supportedValuesOf), built once.
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

const REGION_NAMES: Record<string, string> = {
  America: "Americas",
  Atlantic: "Atlantic Ocean",
  Indian: "Indian Ocean",
  Pacific: "Pacific Ocean",
};

let groups: ZoneGroup[] | undefined;

export function timeZoneGroups(): ZoneGroup[] {
  if (groups) return groups;
  const byRegion = new Map<string, ZoneChoice[]>();
  for (const id of [...Intl.supportedValuesOf("timeZone"), "UTC"]) {
    const first = id.split("/")[0]!;
    const region = id.includes("/") ? (REGION_NAMES[first] ?? first) : "Other";
    const list = byRegion.get(region) ?? [];
    if (!list.some((zone) => zone.id === id)) list.push({ id, label: zoneLabel(id) });
    byRegion.set(region, list);
  }
  groups = [...byRegion.entries()]
    .sort(([a], [b]) => (a === "Other" ? 1 : b === "Other" ? -1 : a.localeCompare(b)))
    .map(([region, zones]) => ({ region, zones: zones.sort((a, b) => a.label.localeCompare(b.label)) }));
  return groups;
}
