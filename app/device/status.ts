// What a manager is told about a member's computer (the desktop apps): whether the desktop app picked up the
// bar, which version is waiting, and the system it runs — in words. Pure, so the member page and the
// dashboard say the same.
import type { Device, DesktopSystemName } from "../../contract/devices.ts";

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

/** The status of `name`'s computer (`name`: how the manager calls the person, e.g. their first name). */
export function deviceStatus(name: string, device: Device | undefined, now: Date): DeviceStatus {
  const { system, read } = effectiveSystem(device);
  if (!device?.fetched_at) {
    const lines = [`${name} has not signed in on a computer yet.`];
    const line = device ? systemLine(device, name) : null;
    if (line) lines.push(line);
    return { state: "never", lines, system, systemRead: read };
  }
  const received = new Map(device.received.map((r) => [r.id, r.version]));
  const waiting = device.current.find((bar) => (received.get(bar.id) ?? 0) < bar.version);
  const first = device.current[0];
  const ago = timeAgo(new Date(device.fetched_at), now);
  const lines = waiting
    ? [`Saved version ${waiting.version} is waiting: ${name}'s computer has not asked for it since.`]
    : [
        first
          ? `${name}'s computer picked up this bar ${ago} (version ${received.get(first.id) ?? first.version}).`
          : `${name}'s computer last asked for bars ${ago}.`,
      ];
  if (waiting) {
    const had = received.get(waiting.id);
    lines.push(
      had
        ? `It last picked up this bar ${ago} (version ${had}).`
        : `It last asked for bars ${ago}, before this bar was theirs.`,
    );
  }
  const line = systemLine(device, name);
  if (line) lines.push(line);
  return { state: waiting ? "waiting" : "current", lines, system, systemRead: read };
}
