// What each desktop app can do with a bar item: facts from the two apps' public source, used as identifiers
// only. Windows app 1.11 (Morphic.Client: Bar/Data/Actions/ApplicationAction.cs starts the program ids below or
// an `appx:` Windows Store app id; DefaultConfig/presets.json5 resolves actions, and `browser` is the one default
// app it starts as sent). macOS app (Morphic/MorphicBar/MorphicBarItem.swift: its own program ids, the `browser` and
// `email` defaults, its action identifiers). Both open links only with http, https or skype (WebAction.cs). An item one app cannot do is left
// off that app's bar. tests/desktop/ replays both apps' reading of every catalogue button against this table.

export type DesktopSystem = "windows" | "macos";

export const DESKTOP_SYSTEMS: readonly DesktopSystem[] = ["windows", "macos"];
export const SYSTEM_NAMES: Readonly<Record<DesktopSystem, string>> = { windows: "Windows", macos: "macOS" };

const BOTH: readonly DesktopSystem[] = DESKTOP_SYSTEMS;
const WINDOWS: readonly DesktopSystem[] = ["windows"];

/** The programs the apps start by id (`configuration.exe`), with the systems that know the id. */
export interface DesktopProgram {
  id: string;
  label: string;
  systems: readonly DesktopSystem[];
}

export const DESKTOP_PROGRAMS: readonly DesktopProgram[] = [
  { id: "calculator", label: "Calculator", systems: BOTH },
  { id: "firefox", label: "Firefox", systems: BOTH },
  { id: "googleChrome", label: "Google Chrome", systems: BOTH },
  { id: "microsoftAccess", label: "Microsoft Access", systems: WINDOWS },
  { id: "microsoftEdge", label: "Microsoft Edge", systems: BOTH },
  { id: "microsoftExcel", label: "Microsoft Excel", systems: BOTH },
  { id: "microsoftOneNote", label: "Microsoft OneNote", systems: BOTH },
  { id: "microsoftOutlook", label: "Microsoft Outlook", systems: BOTH },
  { id: "microsoftPowerPoint", label: "Microsoft PowerPoint", systems: BOTH },
  { id: "microsoftQuickAssist", label: "Quick Assist", systems: WINDOWS },
  { id: "microsoftSkype", label: "Skype", systems: BOTH },
  { id: "microsoftTeams", label: "Microsoft Teams", systems: BOTH },
  { id: "microsoftWord", label: "Microsoft Word", systems: BOTH },
  { id: "opera", label: "Opera", systems: BOTH },
];

/** A Windows Store app: `appx:` and its Application User Model ID (only the Windows app starts these). */
export const APPX_PREFIX = "appx:";

/**
 * `configuration.default`: the kinds of app the system's own choice opens. The Windows app drops `email` and
 * `calendar` as they are (its presets turn them into "mailto:" and "outlookcal:", which it cannot start), so the
 * desktop route adds fields only it reads that start Microsoft Outlook instead (windows-default-apps.ts): on
 * Windows these need Outlook. The macOS app has no calendar default.
 */
export const DESKTOP_DEFAULT_APPS: Readonly<Record<string, readonly DesktopSystem[]>> = {
  browser: BOTH,
  email: BOTH,
  calendar: WINDOWS,
};

/** What the Windows app starts for a default app it cannot start by itself: a program id it knows, with args. */
export const WINDOWS_PROGRAM_FOR_DEFAULT: Readonly<
  Record<string, { exe: string; args?: readonly string[] }>
> = {
  email: { exe: "microsoftOutlook" },
  calendar: { exe: "microsoftOutlook", args: ["/select", "outlook:calendar"] },
};

/** `configuration.identifier` of action buttons. */
export const DESKTOP_ACTIONS: Readonly<Record<string, readonly DesktopSystem[]>> = {
  "color-vision": BOTH,
  "copy-paste": BOTH,
  "dark-mode": BOTH,
  "high-contrast": BOTH,
  "log-off": BOTH,
  magnify: BOTH,
  "night-mode": BOTH,
  "read-aloud": BOTH,
  "screen-zoom": BOTH,
  snip: BOTH,
  usbopeneject: BOTH,
  volume: BOTH,
  "voice-control": WINDOWS,
};

/** Link schemes both apps open (each refuses any other). */
const LINK_SCHEMES = new Set(["http", "https", "skype"]);

const PROGRAMS_BY_ID = new Map(DESKTOP_PROGRAMS.map((p) => [p.id, p]));

export function desktopProgram(id: string): DesktopProgram | undefined {
  return PROGRAMS_BY_ID.get(id);
}

/**
 * The systems whose desktop app shows and runs an item of this kind and configuration (as it reads them: an
 * application's `exe` wins over its `default` on both). Empty: neither.
 */
export function systemsFor(kind: string, configuration: Record<string, unknown>): readonly DesktopSystem[] {
  const text = (key: string) => {
    const value = configuration[key];
    return typeof value === "string" ? value.trim() : "";
  };
  switch (kind) {
    case "link": {
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text("url"))?.[1]?.toLowerCase();
      return scheme && LINK_SCHEMES.has(scheme) ? BOTH : [];
    }
    case "application": {
      const exe = text("exe");
      if (exe) {
        if (exe.toLowerCase().startsWith(APPX_PREFIX) && exe.length > APPX_PREFIX.length) return WINDOWS;
        return desktopProgram(exe)?.systems ?? [];
      }
      return DESKTOP_DEFAULT_APPS[text("default")] ?? [];
    }
    case "action":
      return DESKTOP_ACTIONS[text("identifier")] ?? [];
    default:
      return [];
  }
}

/** The one system an item is limited to, or null when it works on both (or on neither). */
export function onlySystem(kind: string, configuration: Record<string, unknown>): DesktopSystem | null {
  const systems = systemsFor(kind, configuration);
  return systems.length === 1 ? systems[0]! : null;
}
