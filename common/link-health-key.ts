// The one spelling of a web address that link health keys its verdicts by (shared by /v1, the pages and the
// editor island): parsed as the editor parses it, scheme and host in lower case, no fragment.
import { parseWebAddress } from "./catalogue/url.ts";

export function linkHealthKey(raw: unknown): { url: string; host: string } | null {
  if (typeof raw !== "string") return null;
  const parsed = parseWebAddress(raw);
  if (!parsed.ok) return null;
  const { url } = parsed;
  if (url.username !== "" || url.password !== "") return null;
  url.hash = "";
  return { url: url.href, host: url.host.toLowerCase() };
}

/** What an editor row shows about its address (island props: small and plain). */
export interface LinkMark {
  words: string;
  since: string;
  movedTo: string | null;
}
