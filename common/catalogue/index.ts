/**
 * The button catalogue and bar model: pure TypeScript shared by the bar editor (browser), the
 * portal's server-side forms (JavaScript off) and the /v1 service (Node loads it directly, so every
 * relative import carries `.ts` and nothing here needs Vite or React).
 *
 * Catalogue
 * - `BUTTONS`, `getButton(key)`: the 114 buttons of the original plus `voice_control`.
 * - `GROUPS`, `VISIBLE_GROUPS`, `groupButtons(id)`: groups in display order, and a
 *   group's buttons split into primary and "more" (all primary when none is).
 * - `PRESETS`, `getPreset(id)`: the four ready-made bars; `presetItems(id)` makes their items.
 * - `BUTTON_COLOURS`, `findColour`, `contrastRatio`: the six colours.
 * - Icons: `iconPath(button.icon)` ("/icons/si-zoom.svg"), `iconHref` (for `<use href>`), `iconKey`.
 *   A React `<ButtonIcon>` is in ./ButtonIcon.tsx (kept out of this entry point).
 * - Desktop icons (desktop-icons.ts): `catalogueDesktopIcon(key)` → { image_url, image_path } the desktop
 *   apps can show (their bundled logo's name, our PNG); `desktopBar(bar)` for the desktop route;
 *   `barIconFile(iconKey, 1 | 2)` the PNG renditions made at build time.
 *
 * Items (a `BarItem` is { id, kind, is_primary, configuration, data })
 * - `createItem(key, { id?, colour?, isNew? })`, `createPlaceholder(group, kind)`.
 * - `paramNamesOf(item)` → the parameters a form shows, `PARAM_FIELDS[name]` → how to draw each,
 *   `fieldState(name, item.data.parameters)` → { applicable, enabled }.
 * - `setParameter(item, name, value)` → a new item with kind, label and target re-derived (ticking
 *   Skype's "no call" makes it an application); `setColour`, `markEdited`.
 *
 * Validation (exact spec messages in `MESSAGES`)
 * - `validate(item, allItems, { linkCheck? })` → `Problem[]` ({ level: "error" | "warn", code,
 *   field?, title?, message }); "Duplicated action." is a warning. `validateBar(items)` for a bar.
 * - `isValid(item)`: not a placeholder and no failing applicable, enabled parameter.
 * - `checkParam(name, params)`: one field's message (for validation on blur).
 * - Link checks: `remoteChecks(item)` lists addresses to check, `requestLinkCheck(address)` asks
 *   HEAD /v1/validate/link/{address}, `readLinkCheck(status, headers)` reads an answer,
 *   `linkCheckProblem(outcome, field)` turns it into a problem.
 *
 * Search: `search(query)` → up to 20 `SearchResult`s ({ button, score, tier, words }), best first;
 * `noResultsMessage(query)` when there are none. `searchCatalogue(query, language)` searches in the reader's
 * language and in English, accents ignored.
 *
 * Languages (English is the source; the words of es and fr are in translations/)
 * - `catalogueIn(language)`, `getButtonIn(key, language)`: buttons with label, catalogLabel and description in
 *   the language (brands keep their names); `groupsIn`, `presetsIn`, `paramFieldsIn`, `catalogueMessages`.
 * - `checkParam(name, params, language)`, `validate(..., { language })`, `createItem(key, { language })`,
 *   `noResultsMessage(query, language)`, `systemNote(..., language)`, `groupButtons(id, language)`,
 *   `presetItems(id, language)`: the same, with their words in the language. `segmentsIn(parts, language)`: the
 *   parts of a two-part action button ("On", "Off") as the reader reads them.
 * - The island gets the reader's language only, from the page (translations/wire.ts, translations/sent.ts).
 *
 * Wire and names
 * - `toWire(item)` / `fromWire(json)`, `barToWire(bar)` / `barFromWire(json)`: the /v1 shape with
 *   web-only data under configuration._webapp.
 * - `newBarName(owner, existingNames)`, `savedBarName(name)`, `displayBarName(name)`.
 */
import type { Language } from "../../contract/language.ts";
import { catalogueIn } from "./catalogue-in.ts";
import { createItem } from "./items.ts";
import { getPreset } from "./presets.ts";
import type { BarItem, CatalogueButton, GroupId } from "./types.ts";

export type * from "./types.ts";
export { BUTTONS, getButton } from "./buttons.ts";
export { catalogueIn, getButtonIn, segmentsIn } from "./catalogue-in.ts";
export { GROUPS, VISIBLE_GROUPS, groupsIn } from "./groups.ts";
export { PRESETS, presetsIn } from "./presets.ts";
export { BUTTON_COLOURS, DEFAULT_COLOUR, contrastRatio, findColour } from "./colours.ts";
export { catalogueIcons, iconKey, iconPath } from "./icons.ts";
export {
  BAR_ICON_PX,
  DESKTOP_LOGOS,
  barIconFile,
  catalogueDesktopIcon,
  desktopBar,
} from "./desktop-icons.ts";
export { MESSAGES, catalogueMessages, noResultsMessage } from "./messages.ts";
export {
  PARAM_FIELDS,
  SKYPE_ACTIONS,
  checkParam,
  fieldState,
  isSkypeAction,
  paramFieldsIn,
} from "./params.ts";
export {
  buttonOf,
  colourOf,
  createItem,
  createPlaceholder,
  markEdited,
  paramNamesOf,
  setColour,
  setParameter,
} from "./items.ts";
export { isBarValid, isValid, itemProblems, remoteChecks, validate, validateBar } from "./validate.ts";
export {
  LINK_CHECK_DELAY_MS,
  linkCheckProblem,
  readLinkCheck,
  requestLinkCheck,
  type LinkCheckOutcome,
} from "./link-check.ts";
export { onlySystem, systemsFor } from "./systems.ts";
export { systemNote, type MemberComputer } from "./system-note.ts";
export { MAX_SEARCH_RESULTS, search, searchCatalogue, searchTiers, searchWords } from "./search.ts";
export { WireFormatError, barFromWire, barToWire, fromWire, toWire, type Bar } from "./wire.ts";
export { displayBarName, newBarName, savedBarName } from "./naming.ts";
export { parseWebAddress } from "./url.ts";

/**
 * A group's buttons in catalogue order (in `language`), split into those shown first and those behind a "more"
 * expander. When a group has no primary button, all of its buttons are shown first.
 */
export function groupButtons(
  id: GroupId,
  language: Language = "en",
): { primary: CatalogueButton[]; more: CatalogueButton[] } {
  const all = catalogueIn(language).filter((b) => b.groups.includes(id));
  const primary = all.filter((b) => b.primary);
  if (primary.length === 0) return { primary: all, more: [] };
  return { primary, more: all.filter((b) => !b.primary) };
}

/**
 * Items of a preset bar, ready to save (they are not "new": presets are validated at once), named in `language`
 * (the manager's who makes the bar).
 */
export function presetItems(id: string, language: Language = "en"): BarItem[] {
  const preset = getPreset(id);
  if (!preset) throw new Error(`Unknown preset: ${id}`);
  return preset.buttons.map((key) => createItem(key, { language }));
}
