// What a manager is told about a member's computer (the desktop apps): which version of which bar it has, a
// version it has not asked for yet, one that waits for the member's OK, and the system it runs — in words, in the
// reader's language. Pure, so the member page and the dashboard say the same.
import { displayBarName } from "../../common/catalogue/naming.ts";
import type { CurrentBar, Device, DesktopSystemName } from "../../contract/devices.ts";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { messagesFor, type Messages } from "../../common/i18n/messages.ts";
import { deviceMessages } from "./messages/index.ts";

type Words = Messages<keyof typeof deviceMessages.en>;

export type DeviceState = "never" | "current" | "waiting";

export interface DeviceStatus {
  state: DeviceState;
  /** The sentences, in order. */
  lines: string[];
  /** The system the member's computer runs: read from the app's request, else what the manager said. */
  system: DesktopSystemName | null;
  /** The system was read from the app's request (not typed by the manager). */
  systemRead: boolean;
}

export const SYSTEM_LABELS: Readonly<Record<DesktopSystemName, string>> = {
  windows: "Windows",
  macos: "macOS",
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "2 hours ago", "yesterday", "just now" (in `language`). */
export function timeAgo(then: Date, now: Date, language: Language = SOURCE_LANGUAGE): string {
  const seconds = Math.max(0, (now.getTime() - then.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return messagesFor(deviceMessages, language)("status.justNow");
}

/** The system of the member's computer: read wins over typed; "not sure" is no system. */
export function effectiveSystem(device: Device | undefined): {
  system: DesktopSystemName | null;
  read: boolean;
} {
  if (device?.os_name) return { system: device.os_name, read: true };
  const stated = device?.stated_system;
  return { system: stated === "windows" || stated === "macos" ? stated : null, read: false };
}

function systemLine(device: Device, name: string, t: Words): string | null {
  const parts: string[] = [];
  if (device.os_name) {
    parts.push([SYSTEM_LABELS[device.os_name], device.os_version].filter(Boolean).join(" "));
  }
  if (device.fetched_at) {
    parts.push(
      device.app_version ? t("status.appVersion", { version: device.app_version }) : t("status.app"),
    );
  }
  if (device.os_name) return t("status.system", { parts: parts.join(", ") });
  const stated = device.stated_system;
  if (stated === "windows" || stated === "macos") {
    return t("status.said", { name, system: SYSTEM_LABELS[stated] });
  }
  if (device.fetched_at) return t("status.unknownSystem", { name });
  return null;
}

/** A bar as managers know it by name (the Default bar under its display name). */
function barName(bar: CurrentBar, language: Language): string {
  return displayBarName(bar.name, language);
}

/** What `name`'s computer has of `bar`, which it picked up `ago`; and a newer saved version waiting for their OK. */
function hasLine(name: string, bar: CurrentBar, ago: string, t: Words, language: Language): string {
  const has = t("status.has", { name, version: String(bar.version), barName: barName(bar, language), ago });
  return bar.saved_version > bar.version
    ? t("status.waitsOk", { has, saved: String(bar.saved_version), name })
    : has;
}

/**
 * The status of `name`'s computer (`name`: how the manager calls the person, e.g. their first name). Every line
 * names its bar; a member without bars of their own is told of the group's Default Bar, which their computer gets.
 */
export function deviceStatus(
  name: string,
  device: Device | undefined,
  now: Date,
  language: Language = SOURCE_LANGUAGE,
): DeviceStatus {
  const t = messagesFor(deviceMessages, language);
  const { system, read } = effectiveSystem(device);
  if (!device?.fetched_at) {
    const lines = [t("status.never", { name })];
    const line = device ? systemLine(device, name, t) : null;
    if (line) lines.push(line);
    return { state: "never", lines, system, systemRead: read };
  }
  const received = new Map(device.received.map((r) => [r.id, r.version]));
  // Behind: a version the app would be served now that it has not asked for since.
  const behind = device.current.find((bar) => (received.get(bar.id) ?? 0) < bar.version);
  const first = device.current[0];
  const ago = timeAgo(new Date(device.fetched_at), now, language);
  const lines: string[] = [];
  if (behind) {
    const had = received.get(behind.id);
    // Beside "No bars yet" nothing speaks of picking a bar up: the Default Bar is the group's, not theirs.
    const defaultBar = device.default_bar ? "yes" : "no";
    lines.push(
      t("status.behind", { version: String(behind.version), barName: barName(behind, language), name }),
      had
        ? t("status.had", { version: String(had), barName: barName(behind, language), defaultBar, ago })
        : t("status.lastAsked", { ago, barName: barName(behind, language) }),
    );
  } else if (first && device.default_bar) {
    lines.push(
      t("status.default", { name, barName: barName(first, language), version: String(first.version), ago }),
    );
  } else if (first) {
    lines.push(hasLine(name, first, ago, t, language));
  } else {
    lines.push(t("status.asked", { name, ago }));
  }
  const line = systemLine(device, name, t);
  if (line) lines.push(line);
  return { state: behind ? "waiting" : "current", lines, system, systemRead: read };
}
