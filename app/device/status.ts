// What a manager is told about a member's computer (the desktop apps): which version of which bar it has, a
// version it has not asked for yet, one that waits for the member's OK, and the system it runs — in words. Pure,
// so the member page and the dashboard say the same.
import { DEFAULT_BAR_DISPLAY_NAME, DEFAULT_BAR_NAME } from "../../contract/bars.ts";
import type { CurrentBar, Device, DesktopSystemName } from "../../contract/devices.ts";

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

/** "2 hours ago", "yesterday", "just now". */
export function timeAgo(then: Date, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - then.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return "just now";
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

function systemLine(device: Device, name: string): string | null {
  const parts: string[] = [];
  if (device.os_name) {
    parts.push([SYSTEM_LABELS[device.os_name], device.os_version].filter(Boolean).join(" "));
  }
  if (device.fetched_at) parts.push(device.app_version ? `desktop app ${device.app_version}` : "desktop app");
  if (device.os_name) return `${parts.join(", ")}.`;
  const stated = device.stated_system;
  if (stated === "windows" || stated === "macos") return `You said ${name} uses ${SYSTEM_LABELS[stated]}.`;
  if (device.fetched_at) return `The desktop app did not say which system ${name}'s computer runs.`;
  return null;
}

/** A bar as managers know it by name (the Default bar under its display name). */
function barName(bar: CurrentBar): string {
  return bar.name === DEFAULT_BAR_NAME ? DEFAULT_BAR_DISPLAY_NAME : bar.name;
}

/** What `name`'s computer has of `bar`, which it picked up `ago`; and a newer saved version waiting for their OK. */
function hasLine(name: string, bar: CurrentBar, ago: string): string {
  const has = `${name}'s computer has version ${bar.version} of ${barName(bar)}, picked up ${ago}.`;
  return bar.saved_version > bar.version
    ? `${has} Version ${bar.saved_version} waits for ${name}'s OK.`
    : has;
}

/**
 * The status of `name`'s computer (`name`: how the manager calls the person, e.g. their first name). Every line
 * names its bar; a member without bars of their own is told of the group's Default Bar, which their computer gets.
 */
export function deviceStatus(name: string, device: Device | undefined, now: Date): DeviceStatus {
  const { system, read } = effectiveSystem(device);
  if (!device?.fetched_at) {
    const lines = [`${name} has not signed in on a computer yet.`];
    const line = device ? systemLine(device, name) : null;
    if (line) lines.push(line);
    return { state: "never", lines, system, systemRead: read };
  }
  const received = new Map(device.received.map((r) => [r.id, r.version]));
  // Behind: a version the app would be served now that it has not asked for since.
  const behind = device.current.find((bar) => (received.get(bar.id) ?? 0) < bar.version);
  const first = device.current[0];
  const ago = timeAgo(new Date(device.fetched_at), now);
  const lines: string[] = [];
  if (behind) {
    const had = received.get(behind.id);
    // Beside "No bars yet" nothing speaks of picking a bar up: the Default Bar is the group's, not theirs.
    const got = device.default_bar ? "asked for" : "picked up";
    lines.push(
      `Version ${behind.version} of ${barName(behind)} is waiting: ${name}'s computer has not asked for it since.`,
      had
        ? `It has version ${had} of ${barName(behind)}, ${got} ${ago}.`
        : `It last asked for bars ${ago}, before ${barName(behind)} was theirs.`,
    );
  } else if (first && device.default_bar) {
    lines.push(
      `${name} has no bars of their own, so their computer gets the ${barName(first)}: it has version ${first.version}, asked for ${ago}.`,
    );
  } else if (first) {
    lines.push(hasLine(name, first, ago));
  } else {
    lines.push(`${name}'s computer last asked for bars ${ago}.`);
  }
  const line = systemLine(device, name);
  if (line) lines.push(line);
  return { state: behind ? "waiting" : "current", lines, system, systemRead: read };
}
