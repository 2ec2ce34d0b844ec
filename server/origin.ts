// Is a request from one of our own pages? Decided from what browsers send, strongest first:
//  1. Sec-Fetch-Site (every current browser): anything but "same-origin" (or "none", a user's own
//     action) is refused.
//  2. Origin (every browser on every POST since 2020, also without Sec-Fetch-Site): must be ours when sent.
//  3. Referer (older browsers): its origin must be ours.
//  4. None of the three: not a browser's cross-site request (a browser would have sent Origin), so a
//     script or tool, which cannot borrow a visitor's cookies — allowed, unless `strict` (a request that
//     carries our session cookie must come with evidence, since only a browser holds that cookie).
// "Ours" is the public URL's origin, or the origin the browser addressed (scheme + Host header).
import type { Request } from "express";

export type CrossSiteVerdict = "same-origin" | "cross-site" | "no-evidence";

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

export function siteOf(req: Request, publicUrl: URL): CrossSiteVerdict {
  const ours = new Set([publicUrl.origin]);
  const host = req.get("host");
  if (host) {
    const addressed = originOf(`${req.protocol}://${host}`);
    if (addressed) ours.add(addressed);
  }
  const site = req.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return "cross-site";
  const origin = req.get("origin");
  if (origin) return ours.has(originOf(origin) ?? "") ? "same-origin" : "cross-site";
  if (site) return "same-origin";
  const referer = req.get("referer");
  if (referer) return ours.has(originOf(referer) ?? "") ? "same-origin" : "cross-site";
  return "no-evidence";
}

/** True when the request must be refused as cross-site (see the rules above). */
export function isCrossSite(req: Request, publicUrl: URL, cookieName = "__session"): boolean {
  const verdict = siteOf(req, publicUrl);
  if (verdict === "cross-site") return true;
  if (verdict === "no-evidence") {
    const cookies = req.get("cookie") ?? "";
    return cookies.split(";").some((c) => c.trim().startsWith(`${cookieName}=`));
  }
  return false;
}
