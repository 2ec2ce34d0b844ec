// Bar items made from catalogue buttons, and how parameters become the desktop configuration.
import type { Language } from "../../contract/language.ts";
import { getButton } from "./buttons.ts";
import { getButtonIn } from "./catalogue-in.ts";
import { colourByName, DEFAULT_COLOUR, findColour } from "./colours.ts";
import { getGroup } from "./groups.ts";
import { APPX_CHOICE, DEFAULT_SKYPE_ACTION, isSkypeAction } from "./params.ts";
import type {
  BarItem,
  CatalogueButton,
  ColourName,
  GroupId,
  ItemConfiguration,
  Kind,
  Maker,
  ParamName,
  Parameters,
} from "./types.ts";
import { parseWebAddress } from "./url.ts";

/** Program name the desktop app starts for "just open Skype". */
export const SKYPE_EXE = "microsoftSkype";

function randomSuffix(): string {
  return globalThis.crypto.randomUUID().slice(0, 8);
}

/** The catalogue button an item was made from, if this catalogue knows it. */
export function buttonOf(item: BarItem): CatalogueButton | undefined {
  return item.data.buttonKey === null ? undefined : getButton(item.data.buttonKey);
}

/** How the item's target follows from its parameters; items made elsewhere act as the makers. */
export function makerOf(item: BarItem): Maker | undefined {
  const button = buttonOf(item);
  if (button) return button.maker;
  if (item.kind === "link") return "web-page";
  if (item.kind === "application") return "app";
  return undefined;
}

/** The parameters a form shows for this item: label first, then the button's own. */
export function paramNamesOf(item: BarItem): ParamName[] {
  const button = buttonOf(item);
  if (button) return ["label", ...button.params];
  switch (item.kind) {
    case "link":
      return ["label", "url"];
    case "application":
      return ["label", "defaultApp", "exe", "appId"];
    case "action":
      return ["label"];
  }
}

export interface CreateOptions {
  /** Item id; a fresh "<key>-<random>" when absent (the service may replace it on save). */
  id?: string;
  colour?: ColourName;
  /** Mark as just added: bar validation skips it until it is edited (spec S2 §4). */
  isNew?: boolean;
  /** The language of the new item's label and description (the editor's reader's); English when absent. */
  language?: Language;
}

/** A new bar item from a catalogue button. Throws for an unknown key. */
export function createItem(key: string, options: CreateOptions = {}): BarItem {
  const button = getButtonIn(key, options.language ?? "en");
  if (!button) throw new Error(`Unknown catalogue button: ${key}`);
  const parameters: Parameters = { label: button.label, ...button.initial };
  const base: ItemConfiguration = {
    subkind: button.subkind,
    label: button.label,
    color: colourByName(options.colour ?? DEFAULT_COLOUR).hex,
    description: button.description,
  };
  const item: BarItem = {
    id: options.id ?? `${key}-${randomSuffix()}`,
    kind: button.kind,
    is_primary: true,
    configuration: base,
    data: {
      buttonKey: key,
      parameters,
      ...(options.isNew ? { isNew: true } : {}),
      ...(button.visual ? { visual: { type: "multiButton", buttons: [...button.visual] } } : {}),
    },
  };
  return applyParameters(item);
}

/**
 * A "nothing chosen yet" item for a group (e.g. a meeting button whose application is still to be
 * picked). It stays invalid until the editor replaces it with a real button.
 */
export function createPlaceholder(group: GroupId, kind: Kind, options: CreateOptions = {}): BarItem {
  const title = getGroup(group, options.language)?.title ?? group;
  return {
    id: options.id ?? `${group}-${randomSuffix()}`,
    kind,
    is_primary: true,
    configuration: {
      label: title,
      color: colourByName(options.colour ?? DEFAULT_COLOUR).hex,
      relatedSubkind: group,
    },
    data: {
      buttonKey: null,
      parameters: { label: title },
      isPlaceholder: true,
      ...(options.isNew ? { isNew: true } : {}),
    },
  };
}

/** Sets one parameter and re-derives the configuration; an edited item is no longer "new". */
export function setParameter<K extends ParamName>(item: BarItem, name: K, value: Parameters[K]): BarItem {
  const { isNew: _wasNew, ...data } = item.data;
  return applyParameters({
    ...item,
    data: { ...data, parameters: { ...item.data.parameters, [name]: value } },
  });
}

/** Changes the button colour. */
export function setColour(item: BarItem, colour: ColourName): BarItem {
  return { ...item, configuration: { ...item.configuration, color: colourByName(colour).hex } };
}

/** The colour name of an item, when its hex is one of the six (blue otherwise). */
export function colourOf(item: BarItem): ColourName {
  return findColour(item.configuration.color)?.name ?? DEFAULT_COLOUR;
}

/** Marks an item as edited, so bar validation looks at it. */
export function markEdited(item: BarItem): BarItem {
  const { isNew: _wasNew, ...data } = item.data;
  return { ...item, data };
}

const TARGET_KEYS = ["url", "exe", "default", "identifier"] as const;

function withTargets(
  config: ItemConfiguration,
  targets: Partial<Record<(typeof TARGET_KEYS)[number], string>>,
) {
  const next: ItemConfiguration = { ...config };
  for (const key of TARGET_KEYS) delete next[key];
  for (const key of TARGET_KEYS) {
    const value = targets[key];
    if (value !== undefined) next[key] = value;
  }
  return next;
}

function addressOrTyped(value: string | undefined): string {
  const parsed = parseWebAddress(value ?? "");
  return parsed.ok ? parsed.address : (value ?? "").trim();
}

/**
 * Re-derives kind, label and target (url, exe, default or identifier) from the parameters, and
 * the placeholder flag. Fixed-target buttons keep the catalogue's target.
 */
export function applyParameters(item: BarItem): BarItem {
  const button = buttonOf(item);
  const params: Parameters = { ...item.data.parameters };
  let kind = item.kind;
  let config: ItemConfiguration = { ...item.configuration, label: params.label };
  let isPlaceholder = item.data.isPlaceholder === true;

  switch (makerOf(item)) {
    case "web-page":
      config = withTargets(config, { url: addressOrTyped(params.url) });
      break;
    case "zoom":
      config = withTargets(config, { url: addressOrTyped(params.zoomUrl) });
      break;
    case "skype": {
      // A new or imported Skype button always carries a valid call type.
      if (!isSkypeAction(params.skypeAction)) params.skypeAction = DEFAULT_SKYPE_ACTION;
      const id = (params.skypeId ?? "").trim();
      if (params.skypeNoCall === true) {
        kind = "application";
        config = withTargets(config, { exe: SKYPE_EXE });
      } else {
        kind = "link";
        config = withTargets(config, { url: `skype:${id}${id ? params.skypeAction : ""}` });
      }
      break;
    }
    case "app": {
      const choice = params.defaultApp ?? "";
      if (choice === "email" || choice === "browser") config = withTargets(config, { default: choice });
      else if (choice === "custom") {
        const exe = (params.exe ?? "").trim();
        config = withTargets(config, { exe: exe === APPX_CHOICE ? (params.appId ?? "").trim() : exe });
      } else config = withTargets(config, {});
      if (button?.placeholder) isPlaceholder = choice === "";
      break;
    }
    case undefined:
      if (button) {
        config = withTargets(config, {
          url: button.url,
          exe: button.exe,
          default: button.default,
          identifier: button.identifier,
        });
      }
      break;
  }

  const { isPlaceholder: _old, ...data } = item.data;
  return {
    ...item,
    kind,
    configuration: config,
    data: { ...data, parameters: params, ...(isPlaceholder ? { isPlaceholder: true } : {}) },
  };
}
