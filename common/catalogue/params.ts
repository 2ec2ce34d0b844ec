// Button parameters: form fields, when each applies, and their rules (spec S2 §3, §5).
import type { Language } from "../../contract/language.ts";
import { catalogueMessages } from "./messages.ts";
import { translationOf } from "./translations/index.ts";
import type { ParamName, Parameters, Problem, SkypeAction } from "./types.ts";
import { APPX_PREFIX, DESKTOP_PROGRAMS, SYSTEM_NAMES } from "./systems.ts";
import { isZoomHost, parseWebAddress } from "./url.ts";

export interface ParamOption {
  value: string;
  label: string;
}

/** What a form needs to draw a parameter's field. */
export interface ParamField {
  name: ParamName;
  type: "text" | "url" | "checkbox" | "select";
  label: string;
  hint?: string;
  options?: readonly ParamOption[];
  autocomplete?: string;
  maxLength?: number;
  /** The value is also checked by the /v1 link checker, LINK_CHECK_DELAY_MS after typing stops. */
  remoteCheck?: boolean;
}

export const SKYPE_ACTIONS: readonly { value: SkypeAction; label: string }[] = [
  { value: "?call", label: "Voice" },
  { value: "?call&video=true", label: "Video" },
  { value: "?chat", label: "Chat" },
];

/** The `exe` choice that stands for a Windows Store app, given in the appId field. */
export const APPX_CHOICE = "appx";

/** The programs the desktop apps can start, by name (a program only one system's app knows says so). */
export const PROGRAM_OPTIONS: readonly ParamOption[] = [
  { value: "", label: "Choose a program" },
  ...DESKTOP_PROGRAMS.map((p) => ({
    value: p.id,
    label: p.systems.length === 1 ? `${p.label} (${SYSTEM_NAMES[p.systems[0]!]} only)` : p.label,
  })),
  { value: APPX_CHOICE, label: "A Windows Store app (give its app ID)" },
];

/** A new Skype button calls by voice until another type is picked. */
export const DEFAULT_SKYPE_ACTION: SkypeAction = "?call";

export function isSkypeAction(value: unknown): value is SkypeAction {
  return SKYPE_ACTIONS.some((a) => a.value === value);
}

export const PARAM_FIELDS: Readonly<Record<ParamName, ParamField>> = {
  label: { name: "label", type: "text", label: "Button text", maxLength: 100 },
  url: {
    name: "url",
    type: "url",
    label: "Web page to open",
    hint: "For example www.example.org",
    autocomplete: "url",
    maxLength: 2048,
    remoteCheck: true,
  },
  skypeNoCall: { name: "skypeNoCall", type: "checkbox", label: "Only open Skype, without calling anyone" },
  skypeId: { name: "skypeId", type: "text", label: "Skype name of the person to call", maxLength: 256 },
  skypeAction: { name: "skypeAction", type: "select", label: "Type of call", options: SKYPE_ACTIONS },
  defaultApp: {
    name: "defaultApp",
    type: "select",
    label: "App to open",
    options: [
      { value: "", label: "Choose an app" },
      { value: "custom", label: "A program on the computer (choose it below)" },
      { value: "email", label: "The usual email app (Microsoft Outlook on Windows)" },
      { value: "browser", label: "The usual web browser" },
    ],
  },
  exe: { name: "exe", type: "select", label: "Program", options: PROGRAM_OPTIONS, maxLength: 1024 },
  appId: {
    name: "appId",
    type: "text",
    label: "Windows Store app ID",
    hint: `Only the Windows app can start these. For example ${APPX_PREFIX}Microsoft.WindowsCalculator_8wekyb3d8bbwe!App`,
    maxLength: 1024,
  },
  zoomUrl: {
    name: "zoomUrl",
    type: "url",
    label: "Zoom meeting link",
    hint: "For example https://zoom.us/j/123456789",
    autocomplete: "url",
    maxLength: 2048,
    remoteCheck: true,
  },
};

const translated = new Map<Language, Readonly<Record<ParamName, ParamField>>>();

/**
 * `PARAM_FIELDS` in `language`: labels, hints and the options that are words (programs keep their brand names,
 * and say which system alone knows them). English is `PARAM_FIELDS` itself.
 */
export function paramFieldsIn(language: Language): Readonly<Record<ParamName, ParamField>> {
  const words = translationOf(language);
  if (!words) return PARAM_FIELDS;
  let fields = translated.get(language);
  if (!fields) {
    const programs = new Map(DESKTOP_PROGRAMS.map((p) => [p.id, p]));
    const entries = Object.values(PARAM_FIELDS).map((field): [ParamName, ParamField] => {
      const own = words.params[field.name];
      const options = field.options?.map((o) => {
        const program = field.name === "exe" ? programs.get(o.value) : undefined;
        const name = own.options?.[o.value] ?? program?.label ?? o.label;
        return {
          value: o.value,
          label: program?.systems.length === 1 ? words.onlyOn(name, SYSTEM_NAMES[program.systems[0]!]) : name,
        };
      });
      return [
        field.name,
        {
          ...field,
          label: own.label,
          ...(own.hint ? { hint: own.hint } : {}),
          ...(options ? { options } : {}),
        },
      ];
    });
    fields = Object.fromEntries(entries) as Record<ParamName, ParamField>;
    translated.set(language, fields);
  }
  return fields;
}

export interface FieldState {
  /** The field is shown. */
  applicable: boolean;
  /** The field can be changed (a disabled field is shown greyed and not validated). */
  enabled: boolean;
}

/** Applicability rules of spec S2 §5: skypeId needs "no call" off, the call type an ID, exe a custom app. */
export function fieldState(name: ParamName, params: Parameters): FieldState {
  switch (name) {
    case "skypeId":
      return { applicable: true, enabled: params.skypeNoCall !== true };
    case "skypeAction":
      return { applicable: true, enabled: params.skypeNoCall !== true && nonEmpty(params.skypeId) };
    case "exe":
      return { applicable: params.defaultApp === "custom", enabled: true };
    case "appId":
      return { applicable: params.defaultApp === "custom", enabled: params.exe === APPX_CHOICE };
    default:
      return { applicable: true, enabled: true };
  }
}

function nonEmpty(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== "";
}

/**
 * The first failing rule's message for one parameter, in `language`, or undefined when it passes or does not
 * apply.
 */
export function checkParam(
  name: ParamName,
  params: Parameters,
  language: Language = "en",
): string | undefined {
  const messages = catalogueMessages(language);
  const state = fieldState(name, params);
  if (!state.applicable || !state.enabled) return undefined;
  switch (name) {
    case "label":
      return nonEmpty(params.label) ? undefined : messages.labelRequired;
    case "url": {
      if (!nonEmpty(params.url)) return messages.urlRequired;
      return parseWebAddress(params.url).ok ? undefined : messages.urlInvalid;
    }
    case "skypeId":
      return nonEmpty(params.skypeId) ? undefined : messages.skypeIdRequired;
    case "defaultApp":
      return params.defaultApp ? undefined : messages.defaultAppRequired;
    case "exe":
      return nonEmpty(params.exe) ? undefined : messages.exeRequired;
    case "appId": {
      const id = (params.appId ?? "").trim();
      if (id === "") return messages.appIdRequired;
      return id.toLowerCase().startsWith(APPX_PREFIX) && id.length > APPX_PREFIX.length
        ? undefined
        : messages.appIdInvalid;
    }
    case "zoomUrl": {
      if (!nonEmpty(params.zoomUrl)) return messages.zoomUrlRequired;
      const parsed = parseWebAddress(params.zoomUrl);
      if (!parsed.ok) return messages.zoomUrlInvalid;
      return isZoomHost(parsed.url.hostname) ? undefined : messages.zoomUrlNotZoom;
    }
    case "skypeNoCall":
    case "skypeAction":
      // A checkbox and a select of fixed options: nothing to get wrong.
      return undefined;
  }
}

/** Error-level problems for the given parameters, in field order, in `language`. */
export function paramProblems(
  names: readonly ParamName[],
  params: Parameters,
  language: Language = "en",
): Problem[] {
  const problems: Problem[] = [];
  for (const name of names) {
    const message = checkParam(name, params, language);
    if (message) problems.push({ level: "error", code: `param-${name}`, field: name, message });
  }
  return problems;
}
