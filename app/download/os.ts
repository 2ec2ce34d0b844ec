// Which download to offer (S2 §2 Download, §9): the system is read from the browser's User-Agent on
// the server, and `?os=mac|windows` forces it; `?os=android|ios|chromeos` says "not compatible" as a detected
// phone or Chromebook does. Minimum systems: Windows 10 (v2004 or newer), macOS 10.14.
// Browsers freeze parts of the User-Agent (Chrome always reports "Windows NT 10.0" and
// "Mac OS X 10_15_7"), so versions can only be refused when they are reported as older, and the
// Windows 10 release (v2004) cannot be seen at all: the page states the requirements instead.

export type DownloadOs = "windows" | "mac";

export type Detection =
  | { kind: "supported"; os: DownloadOs }
  | { kind: "unknown" }
  | { kind: "unsupported"; system: string; asked?: true };

export const MIN_MAC = { major: 10, minor: 14 };
export const MIN_WINDOWS_NT = 10;

/** `?os=`: only "mac" and "windows" (any case) force a system; anything else is ignored. */
export function forcedOs(value: string | null): DownloadOs | null {
  const v = value?.trim().toLowerCase();
  if (v === "mac" || v === "macos") return "mac";
  if (v === "windows" || v === "win") return "windows";
  return null;
}

export function detectOs(userAgent: string | null | undefined): Detection {
  const ua = userAgent ?? "";
  if (!ua) return { kind: "unknown" };
  // Order matters: phones and tablets often name a desktop system too.
  if (/Windows Phone|Windows Mobile|IEMobile/i.test(ua))
    return { kind: "unsupported", system: "Windows Phone" };
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return { kind: "unsupported", system: "iOS" };
  if (/\bAndroid\b/i.test(ua)) return { kind: "unsupported", system: "Android" };
  if (/\bCrOS\b/.test(ua)) return { kind: "unsupported", system: "ChromeOS" };
  if (/BlackBerry|BB10|KaiOS|Opera Mini|webOS|Tizen/i.test(ua)) {
    return { kind: "unsupported", system: "a mobile device" };
  }
  const windows = /Windows NT (\d+)\.(\d+)/.exec(ua);
  if (windows) {
    return Number(windows[1]) >= MIN_WINDOWS_NT
      ? { kind: "supported", os: "windows" }
      : { kind: "unsupported", system: "an older version of Windows" };
  }
  if (/Windows (95|98|ME|XP|CE)|Win(95|98|NT4?)\b/i.test(ua)) {
    return { kind: "unsupported", system: "an older version of Windows" };
  }
  if (/Macintosh|Mac OS X|Mac_PowerPC/.test(ua)) {
    if (/\bMobile\b/.test(ua)) return { kind: "unsupported", system: "iOS" };
    const mac = /Mac OS X (\d+)[._](\d+)/.exec(ua);
    if (!mac) return { kind: "supported", os: "mac" };
    const major = Number(mac[1]);
    const minor = Number(mac[2]);
    const recent = major > MIN_MAC.major || (major === MIN_MAC.major && minor >= MIN_MAC.minor);
    return recent
      ? { kind: "supported", os: "mac" }
      : { kind: "unsupported", system: "an older version of macOS" };
  }
  if (/\bMobile\b|\bTablet\b/i.test(ua)) return { kind: "unsupported", system: "a mobile device" };
  // Linux and anything else: we cannot tell which computer the app is meant for, so offer both.
  return { kind: "unknown" };
}

/** The low-entropy client hint `Sec-CH-UA-Platform` (a quoted name), used when the User-Agent says nothing. */
export function platformHint(value: string | null | undefined): Detection {
  const platform = value?.replace(/"/g, "").trim().toLowerCase();
  if (platform === "windows") return { kind: "supported", os: "windows" };
  if (platform === "macos") return { kind: "supported", os: "mac" };
  if (platform === "android") return { kind: "unsupported", system: "Android" };
  if (platform === "ios") return { kind: "unsupported", system: "iOS" };
  if (platform === "chrome os" || platform === "chromeos") return { kind: "unsupported", system: "ChromeOS" };
  return { kind: "unknown" };
}

/** `?os=` naming a system the app does not run on (android, ios, chromeos): the answer detecting it gives. */
export function forcedUnsupported(value: string | null): Detection | null {
  const v = value
    ?.trim()
    .toLowerCase()
    .replace(/[\s_-]/g, "");
  if (v === "android") return { kind: "unsupported", system: "Android", asked: true };
  if (v === "ios" || v === "iphone" || v === "ipad" || v === "ipados")
    return { kind: "unsupported", system: "iOS", asked: true };
  if (v === "chromeos" || v === "cros" || v === "chromebook")
    return { kind: "unsupported", system: "ChromeOS", asked: true };
  return null;
}

/** What the page offers: the forced system, else the detected one. */
export function chooseDownload(
  userAgent: string | null | undefined,
  osParam: string | null,
  platform?: string | null,
): Detection {
  const forced = forcedOs(osParam);
  if (forced) return { kind: "supported", os: forced };
  const unsupported = forcedUnsupported(osParam);
  if (unsupported) return unsupported;
  const detected = detectOs(userAgent);
  return detected.kind === "unknown" ? platformHint(platform) : detected;
}

/** A download address from the environment: an http(s) URL or a path on this site, else null (none). */
export function downloadUrl(configured: string | undefined): string | null {
  const value = configured?.trim();
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  try {
    const url = new URL(value);
    if (url.protocol === "https:" || url.protocol === "http:") return url.toString();
  } catch {
    // not a URL
  }
  return null;
}
