import { describe, expect, it, vi } from "vitest";
import {
  downloadUrls,
  missingInstallers,
  resetInstallerWarning,
  warnMissingInstallers,
} from "../../app/download/config.server.ts";
import { chooseDownload, detectOs, downloadUrl, forcedOs, platformHint } from "../../app/download/os.ts";

const UA = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  windows7:
    "Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0 Safari/537.36",
  windows81: "Mozilla/5.0 (Windows NT 6.3; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0",
  windowsXp: "Mozilla/5.0 (Windows NT 5.1; rv:52.0) Gecko/20100101 Firefox/52.0",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  firefoxMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0",
  mojave:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1 Safari/605.1.15",
  highSierra:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1 Safari/605.1.15",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  chromebook:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  windowsPhone:
    "Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063",
  linux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

describe("download: operating system detection", () => {
  it.each([
    ["chromeWindows", "windows"],
    ["firefoxWindows", "windows"],
    ["safariMac", "mac"],
    ["firefoxMac", "mac"],
    ["mojave", "mac"],
  ] as const)("offers the right installer to %s", (name, os) => {
    expect(detectOs(UA[name])).toEqual({ kind: "supported", os });
  });

  it.each([
    ["windows7", "an older version of Windows"],
    ["windows81", "an older version of Windows"],
    ["windowsXp", "an older version of Windows"],
    ["highSierra", "an older version of macOS"],
    ["iphone", "iOS"],
    ["ipad", "iOS"],
    ["android", "Android"],
    ["androidTablet", "Android"],
    ["chromebook", "ChromeOS"],
    ["windowsPhone", "Windows Phone"],
  ] as const)("refuses %s as not compatible", (name, system) => {
    expect(detectOs(UA[name])).toEqual({ kind: "unsupported", system });
  });

  it("offers both installers when the system is unknown", () => {
    expect(detectOs(UA.linux)).toEqual({ kind: "unknown" });
    expect(detectOs("")).toEqual({ kind: "unknown" });
    expect(detectOs(null)).toEqual({ kind: "unknown" });
    expect(detectOs("curl/8.5.0")).toEqual({ kind: "unknown" });
  });

  it("lets ?os=mac|windows force the system, whatever the device", () => {
    expect(forcedOs("mac")).toBe("mac");
    expect(forcedOs("MacOS")).toBe("mac");
    expect(forcedOs("windows")).toBe("windows");
    expect(forcedOs("linux")).toBeNull();
    expect(forcedOs(null)).toBeNull();
    expect(chooseDownload(UA.iphone, "windows")).toEqual({ kind: "supported", os: "windows" });
    expect(chooseDownload(UA.chromeWindows, "mac")).toEqual({ kind: "supported", os: "mac" });
    expect(chooseDownload(UA.chromeWindows, "beos")).toEqual({ kind: "supported", os: "windows" });
  });

  it("says not compatible for ?os=android, ios and chromeos, as for a detected phone", () => {
    for (const device of [UA.chromeWindows, UA.safariMac, UA.linux, ""]) {
      expect(chooseDownload(device, "android")).toEqual({
        kind: "unsupported",
        system: "Android",
        asked: true,
      });
      expect(chooseDownload(device, "iOS")).toEqual({ kind: "unsupported", system: "iOS", asked: true });
      expect(chooseDownload(device, "chromeos")).toEqual({
        kind: "unsupported",
        system: "ChromeOS",
        asked: true,
      });
      expect(chooseDownload(device, "chrome-os")).toEqual({
        kind: "unsupported",
        system: "ChromeOS",
        asked: true,
      });
    }
  });

  it("uses the platform client hint only when the User-Agent says nothing", () => {
    expect(platformHint('"Windows"')).toEqual({ kind: "supported", os: "windows" });
    expect(platformHint('"macOS"')).toEqual({ kind: "supported", os: "mac" });
    expect(platformHint('"Chrome OS"')).toEqual({ kind: "unsupported", system: "ChromeOS" });
    expect(platformHint('"Linux"')).toEqual({ kind: "unknown" });
    expect(chooseDownload("", null, '"Android"')).toEqual({ kind: "unsupported", system: "Android" });
    expect(chooseDownload(UA.chromeWindows, null, '"Android"')).toEqual({ kind: "supported", os: "windows" });
  });
});

describe("download: installer addresses", () => {
  it("takes an http(s) URL or a site path from the environment, else none", () => {
    expect(downloadUrl(undefined)).toBeNull();
    expect(downloadUrl("  ")).toBeNull();
    expect(downloadUrl("/files/x.exe")).toBe("/files/x.exe");
    expect(downloadUrl("https://cdn.example.com/x.exe")).toBe("https://cdn.example.com/x.exe");
    expect(downloadUrl("//evil.example/x.exe")).toBeNull();
    expect(downloadUrl("javascript:alert(1)")).toBeNull();
    expect(downloadUrl("ftp://example.com/x.exe")).toBeNull();
  });

  it("reads DOWNLOAD_URL_WINDOWS and DOWNLOAD_URL_MAC; without them there is no installer to link to", () => {
    expect(downloadUrls({})).toEqual({ windows: null, mac: null });
    expect(missingInstallers({})).toEqual(["DOWNLOAD_URL_WINDOWS", "DOWNLOAD_URL_MAC"]);
    const env = { DOWNLOAD_URL_WINDOWS: "https://example.com/w.exe", DOWNLOAD_URL_MAC: "/m.pkg" };
    expect(downloadUrls(env)).toEqual({ windows: "https://example.com/w.exe", mac: "/m.pkg" });
    expect(missingInstallers(env)).toEqual([]);
  });

  it("warns once when an installer address is missing, and not at all when both are set", () => {
    const warn = vi.fn();
    resetInstallerWarning();
    warnMissingInstallers({ warn }, { DOWNLOAD_URL_MAC: "/m.pkg" });
    warnMissingInstallers({ warn }, { DOWNLOAD_URL_MAC: "/m.pkg" });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toEqual({ missing: "DOWNLOAD_URL_WINDOWS" });
    resetInstallerWarning();
    warnMissingInstallers({ warn }, { DOWNLOAD_URL_WINDOWS: "/w.exe", DOWNLOAD_URL_MAC: "/m.pkg" });
    expect(warn).toHaveBeenCalledTimes(1);
    resetInstallerWarning();
  });
});
