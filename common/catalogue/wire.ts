// Bar items and bars to and from the /v1 wire shape (spec S2 §7, original-api §2.6). The service keeps
// `configuration` verbatim and drops everything else, so the portal's own data rides along as
// configuration._webapp. An application carries exe or default, never both.
import { DEFAULT_COLOUR, colourByName, findColour } from "./colours.ts";
import { applyDesktopIcon, desktopIconFor } from "./desktop-icons.ts";
import { APPX_CHOICE, isSkypeAction } from "./params.ts";
import { APPX_PREFIX } from "./systems.ts";
import { savedBarName } from "./naming.ts";
import type {
  BarItem,
  DefaultAppChoice,
  ItemConfiguration,
  ItemData,
  Kind,
  Parameters,
  Visual,
  WireBarItem,
} from "./types.ts";

export const WEBAPP_KEY = "_webapp";

/** A bar as the portal holds it. */
export interface Bar {
  id: string;
  name: string;
  is_shared: boolean;
  items: BarItem[];
}

/** A bar as /v1 sends and receives it. */
export interface WireBar {
  id?: string;
  name: string;
  is_shared: boolean;
  items: WireBarItem[];
}

/** Thrown by fromWire for a value that is not a bar item. */
export class WireFormatError extends Error {
  override name = "WireFormatError";
}

// Targets each kind keeps; the others are dropped so the desktop app never sees two.
function cleanTargets(kind: Kind, config: Record<string, unknown>): void {
  if (kind !== "link") delete config.url;
  if (kind !== "action") delete config.identifier;
  if (kind === "application") {
    if (typeof config.default === "string" && config.default !== "") delete config.exe;
    else delete config.default;
  } else {
    delete config.exe;
    delete config.default;
  }
}

/**
 * A bar item for PUT/POST /v1/.../bars. Editor-only state (isNew) is not sent. The icon fields are the ones the
 * desktop apps can show (desktop-icons.ts), so an item saved again gets them whatever it was stored with.
 */
export function toWire(item: BarItem): WireBarItem {
  const { [WEBAPP_KEY]: _stale, ...config } = item.configuration;
  cleanTargets(item.kind, config);
  const data = item.data;
  const webapp: Record<string, unknown> = { buttonKey: data.buttonKey, parameters: { ...data.parameters } };
  if (data.isPlaceholder === true) webapp.isPlaceholder = true;
  if (data.visual) webapp.visual = { type: data.visual.type, buttons: [...data.visual.buttons] };
  const icon = desktopIconFor({ ...config, [WEBAPP_KEY]: webapp });
  const wire: WireBarItem = {
    kind: item.kind,
    is_primary: item.is_primary === true,
    configuration: { ...(icon ? applyDesktopIcon(config, icon) : config), [WEBAPP_KEY]: webapp },
  };
  if (item.id !== "") wire.id = item.id;
  return wire;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function readVisual(value: unknown): Visual | undefined {
  if (!isRecord(value) || !Array.isArray(value.buttons)) return undefined;
  return { type: "multiButton", buttons: value.buttons.filter((b): b is string => typeof b === "string") };
}

function readDefaultApp(value: unknown): DefaultAppChoice | undefined {
  return value === "" || value === "custom" || value === "email" || value === "browser" ? value : undefined;
}

/** The program fields for an `exe`: a Windows Store app id goes in appId (systems.ts). */
export function programParameters(exe: string): Pick<Parameters, "exe" | "appId"> {
  const trimmed = exe.trim();
  return trimmed.toLowerCase().startsWith(APPX_PREFIX)
    ? { exe: APPX_CHOICE, appId: trimmed }
    : { exe: trimmed };
}

/** Keeps only known parameters of the right type, so a stored item can never break a form. */
function readParameters(value: unknown, fallbackLabel: string): Parameters {
  const raw = isRecord(value) ? value : {};
  const params: Parameters = { label: str(raw.label) ?? fallbackLabel };
  for (const key of ["url", "skypeId", "exe", "appId", "zoomUrl"] as const) {
    const v = str(raw[key]);
    if (v !== undefined) params[key] = v;
  }
  if (typeof raw.skypeNoCall === "boolean") params.skypeNoCall = raw.skypeNoCall;
  if (isSkypeAction(raw.skypeAction)) params.skypeAction = raw.skypeAction;
  const defaultApp = readDefaultApp(raw.defaultApp);
  if (defaultApp !== undefined) params.defaultApp = defaultApp;
  return params;
}

/** Parameters for an item this portal did not make (desktop or another client): read from its target. */
function parametersFromTarget(kind: Kind, config: ItemConfiguration): Parameters {
  const params: Parameters = { label: config.label };
  if (kind === "link") params.url = str(config.url) ?? "";
  if (kind === "application") {
    const def = str(config.default);
    if (def === "email" || def === "browser") params.defaultApp = def;
    else {
      params.defaultApp = "custom";
      Object.assign(params, programParameters(str(config.exe) ?? ""));
    }
  }
  return params;
}

// Keys the first web portal kept in configuration itself before it used _webapp.
const LEGACY_DATA_KEYS = [
  "buttonKey",
  "parameters",
  "paramFields",
  "visual",
  "catalog",
  "catalogItem",
  "catalogLabel",
];

/** A bar item from /v1. Throws WireFormatError when the value is not a bar item. */
export function fromWire(value: unknown): BarItem {
  if (!isRecord(value)) throw new WireFormatError("A bar item must be an object.");
  const kind = value.kind;
  if (kind !== "link" && kind !== "application" && kind !== "action") {
    throw new WireFormatError(`Unknown bar item kind: ${String(kind)}`);
  }
  const raw = isRecord(value.configuration) ? { ...value.configuration } : {};
  let webapp = isRecord(raw[WEBAPP_KEY]) ? raw[WEBAPP_KEY] : undefined;
  delete raw[WEBAPP_KEY];
  if (!webapp && LEGACY_DATA_KEYS.some((k) => k in raw)) webapp = { ...raw };
  for (const key of LEGACY_DATA_KEYS) delete raw[key];

  const label =
    str(raw.label) ?? (isRecord(webapp?.parameters) ? str(webapp.parameters.label) : undefined) ?? "";
  const color = str(raw.color);
  const configuration: ItemConfiguration = {
    ...raw,
    label,
    color: (color && (findColour(color)?.hex ?? color)) || colourByName(DEFAULT_COLOUR).hex,
  };

  let data: ItemData;
  if (webapp) {
    const visual = readVisual(webapp.visual);
    data = {
      buttonKey: str(webapp.buttonKey) ?? null,
      parameters: readParameters(webapp.parameters, label),
      ...(webapp.isPlaceholder === true ? { isPlaceholder: true } : {}),
      ...(visual ? { visual } : {}),
    };
  } else {
    data = { buttonKey: null, parameters: parametersFromTarget(kind, configuration) };
  }
  return {
    id: str(value.id) ?? "",
    kind,
    is_primary: value.is_primary === true,
    configuration,
    data,
  };
}

/** A bar for PUT/POST: empty names are saved as "Unnamed". */
export function barToWire(bar: Bar): WireBar {
  const wire: WireBar = {
    name: savedBarName(bar.name),
    is_shared: bar.is_shared,
    items: bar.items.map(toWire),
  };
  if (bar.id !== "") wire.id = bar.id;
  return wire;
}

/** A bar from /v1. Throws WireFormatError for a value that is not a bar. */
export function barFromWire(value: unknown): Bar {
  if (!isRecord(value)) throw new WireFormatError("A bar must be an object.");
  const items = Array.isArray(value.items) ? value.items.map(fromWire) : [];
  return { id: str(value.id) ?? "", name: str(value.name) ?? "", is_shared: value.is_shared === true, items };
}
