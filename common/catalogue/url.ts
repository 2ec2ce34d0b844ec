// Web-address parsing shared by parameter validation (browser and server) and the /v1 link checker.

/** Longest address we accept; longer ones are refused as "does not look valid". */
export const MAX_URL_LENGTH = 2048;

export type WebAddress =
  | {
      ok: true;
      /** The address to store: the input trimmed, with https:// put in front when it had no scheme. */
      address: string;
      url: URL;
      /** True when the input had no scheme and https:// was added. */
      schemeAdded: boolean;
    }
  | { ok: false; reason: "empty" | "not_website" | "invalid" };

const WITH_AUTHORITY = /^([a-z][a-z0-9+.-]*):\/\//i;
// "mailto:x", "javascript:x", "skype:x" have a scheme; "example.org:8080" does not (a digit follows).
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * Reads what a person typed as a web address. Only http and https are websites; an address without
 * a scheme gets https:// (the link checker may correct it to http:// when only that works).
 */
export function parseWebAddress(input: string): WebAddress {
  const text = input.trim();
  if (text === "") return { ok: false, reason: "empty" };
  if (text.length > MAX_URL_LENGTH) return { ok: false, reason: "invalid" };
  let address = text;
  let schemeAdded = false;
  const scheme = WITH_AUTHORITY.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme !== "http" && scheme !== "https") return { ok: false, reason: "not_website" };
  } else if (OTHER_SCHEME.test(text)) {
    return { ok: false, reason: "not_website" };
  } else {
    address = `https://${text}`;
    schemeAdded = true;
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  // URL() accepts "https://" followed by odd text in some forms; a website needs a host.
  if (url.hostname === "" || /\s/.test(text)) return { ok: false, reason: "invalid" };
  return { ok: true, address, url, schemeAdded };
}

/** True when host is zoom.us or one of its subdomains. */
export function isZoomHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host === "zoom.us" || (host.endsWith(".zoom.us") && !host.endsWith("..zoom.us"));
}

/**
 * A form of an address for comparing two links (duplicate detection): case-insensitive scheme and
 * host, default port dropped, trailing slashes ignored, https:// added when missing. Other
 * addresses (skype:...) are compared as typed, trimmed.
 */
export function comparableUrl(value: string): string {
  const parsed = parseWebAddress(value);
  if (!parsed.ok) return value.trim();
  const u = parsed.url;
  const path = u.pathname.replace(/\/+$/, "");
  return `${u.protocol}//${u.host}${path}${u.search}${u.hash}`;
}
