// The device record (contract/devices.ts): each desktop fetch of a member's bars is recorded — when, which bar
// versions it received, and what its User-Agent says of the app and the system, read with ua-parser-js 1.x (MIT;
// its 2.x is AGPL). The Windows app 1.11 sends no User-Agent: then only the fetch and its versions are known. The
// macOS app sends URLSession's default, "Morphic/<version> CFNetwork/<n> Darwin/<n>", whose Darwin version names
// the macOS release.
import UAParser from "ua-parser-js";
import type { BarVersionRef, DesktopSystemName } from "../../contract/devices.ts";
import type { Queryable } from "../db/db.ts";

export interface DeviceSeen {
  app_name: string | null;
  app_version: string | null;
  os_name: DesktopSystemName | null;
  os_version: string | null;
}

const EXTENSIONS = {
  browser: [[/\b(morphic)\/([\w.]+)/i], [UAParser.BROWSER.NAME, UAParser.BROWSER.VERSION]],
  os: [[/cfnetwork\/[\w.]+ darwin\/([\d.]+)/i], [UAParser.OS.VERSION, [UAParser.OS.NAME, "Darwin"]]],
} as unknown as ConstructorParameters<typeof UAParser>[1];

/** Darwin major version → macOS version (Darwin 20 is macOS 11, and so on; 19 and before are 10.x). */
function macosFromDarwin(darwin: string | undefined): string | null {
  const major = Number(darwin?.split(".")[0]);
  if (!Number.isInteger(major) || major < 10) return null;
  return major >= 20 ? String(major - 9) : `10.${major - 4}`;
}

const short = (value: string | undefined): string | null => (value ? value.slice(0, 40) : null);

/** What a request's User-Agent says of the desktop app and its system; nulls for what it does not say. */
export function readUserAgent(userAgent: string | undefined): DeviceSeen {
  const seen: DeviceSeen = { app_name: null, app_version: null, os_name: null, os_version: null };
  if (!userAgent) return seen;
  const { browser, os } = new UAParser(userAgent.slice(0, 512), EXTENSIONS).getResult();
  if (browser.name?.toLowerCase() === "morphic") {
    seen.app_name = "Morphic";
    seen.app_version = short(browser.version);
  }
  if (os.name === "Windows") {
    seen.os_name = "windows";
    // "Windows NT 10.0" is said by Windows 10 and 11 alike: that version tells nothing.
    seen.os_version = os.version === "10" ? null : short(os.version);
  } else if (os.name === "Darwin") {
    seen.os_name = "macos";
    seen.os_version = macosFromDarwin(os.version);
  } else if (os.name === "Mac OS" || os.name === "macOS") {
    seen.os_name = "macos";
    seen.os_version = short(os.version);
  }
  return seen;
}

/** Records one desktop fetch for the member (the last one is kept). */
export async function recordDesktopFetch(
  q: Queryable,
  memberId: string,
  at: Date,
  received: BarVersionRef[],
  seen: DeviceSeen,
): Promise<void> {
  await q.query(
    `INSERT INTO desktop_fetches (member_id, fetched_at, bar_versions, app_name, app_version, os_name, os_version)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
     ON CONFLICT (member_id) DO UPDATE SET fetched_at = EXCLUDED.fetched_at, bar_versions = EXCLUDED.bar_versions,
       app_name = EXCLUDED.app_name, app_version = EXCLUDED.app_version, os_name = EXCLUDED.os_name,
       os_version = EXCLUDED.os_version`,
    [memberId, at, JSON.stringify(received), seen.app_name, seen.app_version, seen.os_name, seen.os_version],
  );
}
