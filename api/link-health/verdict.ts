// Judging one check of an address (link health). Pure: the row before and the check in, the row after out.
//
// - working: it answered 2xx/3xx (a redirect within the same site too);
// - broken: it failed twice in a row (a flaky site is not reported on its first failure); the first failure's
//   time is kept, and what it answered (contract/link-health.ts puts it in words);
// - moved: it now redirects to another site that looks like the same one (its name or the path kept):
//   the new address is offered;
// - suspicious — a heuristic, named as such wherever it is shown: the page reads like a parked domain or a
//   domain for sale, or the address now redirects to an unrelated site.
import type { LinkAnswer, LinkSuspicion, LinkVerdict } from "../../contract/link-health.ts";
import type { LinkCheck } from "../links/check-link.ts";

export interface HealthRow {
  verdict: LinkVerdict;
  failures: number;
  first_failed_at: Date | null;
  answer: LinkAnswer | null;
  moved_to: string | null;
  suspicion: LinkSuspicion | null;
  changed_at: Date;
}

/** Failures in a row before an address counts as broken. */
export const FAILURES_BEFORE_BROKEN = 2;
/** How much of a page the heuristics read. */
export const SAMPLE_BYTES = 32 * 1024;

/** What a failure answered, from the checker's reason. */
export function answerOf(check: LinkCheck): LinkAnswer {
  const reason = (check.reason ?? "").toLowerCase();
  if (check.result === "blocked" || check.result === "not_website" || check.result === "invalid")
    return "not_allowed";
  const status = /^status (\d{3})$/.exec(reason)?.[1];
  if (status) {
    const code = Number(status);
    if (code === 404) return "not_found";
    if (code === 410) return "gone";
    if (code === 401 || code === 403 || code === 451) return "refused_access";
    if (code >= 500) return "server_error";
    return "other_status";
  }
  if (reason === "timeout") return "timeout";
  if (reason === "too many redirects") return "too_many_redirects";
  if (/enotfound|eai_again|no address for/.test(reason)) return "no_such_name";
  if (/econnrefused|econnreset|socket hang up/.test(reason)) return "refused";
  if (reason.startsWith("redirect to")) return "not_allowed";
  return "unreachable";
}

// Words parked-domain and domain-marketplace pages use (checked against pages served in the tests).
const FOR_SALE = [
  /this domain (name )?(is|may be) for sale/,
  /buy this domain/,
  /domain (name )?for sale/,
  /make an offer on this domain/,
  /inquire about this domain/,
];
const PARKED = [
  /this domain (name )?(is|has been) parked/,
  /parked (free|domain)/,
  /domain parking/,
  /this domain has (expired|been registered)/,
  /sedoparking|parkingcrew|bodis\.com|above\.com\/marketplace/,
  /this (web )?page is parked/,
];

/** The heuristic on a page's text: for sale, parked, or nothing. */
export function pageSuspicion(sample: string | undefined): LinkSuspicion | null {
  if (!sample) return null;
  const text = sample
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .toLowerCase();
  if (FOR_SALE.some((re) => re.test(text))) return "for_sale";
  if (PARKED.some((re) => re.test(text))) return "parked";
  return null;
}

function siteName(host: string): string {
  const labels = host
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/:\d+$/, "")
    .split(".");
  // The label before the public suffix, roughly: "bbc" of bbc.co.uk and bbc.com, "example" of a.example.org.
  const suffixLike = (l: string | undefined) => l !== undefined && l.length <= 3 && labels.length > 2;
  const last = labels.length - 1;
  return (suffixLike(labels[last - 1]) ? labels[last - 2] : labels[last - 1]) ?? labels[0] ?? host;
}

/** Where a working address went: the same site, another look of the same site (moved), or an unrelated one. */
export function redirectKind(from: string, to: string | undefined): "same" | "moved" | "other_site" {
  if (!to) return "same";
  const a = new URL(from);
  const b = new URL(to);
  const hostA = a.hostname.replace(/^www\./, "");
  const hostB = b.hostname.replace(/^www\./, "");
  if (hostA === hostB) return "same";
  const pathKept = a.pathname.length > 1 && a.pathname === b.pathname;
  return pathKept || siteName(a.hostname) === siteName(b.hostname) ? "moved" : "other_site";
}

/** The row after a check. */
export function judge(url: string, before: HealthRow, check: LinkCheck, now: Date): HealthRow {
  if (check.result === "ok") {
    const where = redirectKind(url, check.finalUrl);
    const suspicion = pageSuspicion(check.sample) ?? (where === "other_site" ? "other_site" : null);
    const verdict: LinkVerdict = suspicion ? "suspicious" : where === "moved" ? "moved" : "working";
    const moved_to = verdict === "moved" ? (check.finalUrl ?? null) : null;
    const same = verdict === before.verdict && moved_to === before.moved_to && suspicion === before.suspicion;
    return {
      verdict,
      failures: 0,
      first_failed_at: null,
      answer: null,
      moved_to,
      suspicion,
      changed_at: same ? before.changed_at : now,
    };
  }
  const failures = before.failures + 1;
  const first_failed_at = before.first_failed_at ?? now;
  const answer = answerOf(check);
  if (failures < FAILURES_BEFORE_BROKEN) return { ...before, failures, first_failed_at, answer };
  return {
    verdict: "broken",
    failures,
    first_failed_at,
    answer,
    moved_to: null,
    suspicion: null,
    changed_at: before.verdict === "broken" ? before.changed_at : now,
  };
}
