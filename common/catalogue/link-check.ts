// The link check as the editor sees it: reading the answer of the check (its wire contract is in
// contract/links.ts) and the problem each outcome gives. The checker itself lives in api/links.
import {
  LINK_CHECK_HEADER,
  LINK_CHECK_RESULTS,
  LINK_CHECK_STATUS,
  LINK_CORRECTED_HEADER,
  linkCheckPath,
  type LinkCheckResult,
} from "../../contract/links.ts";
import type { Language } from "../../contract/language.ts";
import { catalogueMessages } from "./messages.ts";
import type { ParamName, Problem } from "./types.ts";

export { LINK_CHECK_HEADER, LINK_CHECK_STATUS, LINK_CORRECTED_HEADER, linkCheckPath, type LinkCheckResult };

/** Remote check delay after typing stops (spec S2 §9). */
export const LINK_CHECK_DELAY_MS = 2000;

export type LinkCheckOutcome =
  | { state: "checking" }
  | { state: "ok"; correctedUrl?: string }
  | { state: "problem"; result: Exclude<LinkCheckResult, "ok"> }
  /** The check could not be made (signed out, rate limited, service down): nothing to show. */
  | { state: "unknown" };

const RESULTS: readonly LinkCheckResult[] = LINK_CHECK_RESULTS;

/** Reads a check's answer from its status and headers. */
export function readLinkCheck(
  status: number,
  headers: { get(name: string): string | null },
): LinkCheckOutcome {
  const header = headers.get(LINK_CHECK_HEADER);
  const result = RESULTS.find((r) => r === header);
  if (result === undefined) return { state: "unknown" };
  if (result === "ok" && status === 200) {
    const corrected = headers.get(LINK_CORRECTED_HEADER);
    return corrected ? { state: "ok", correctedUrl: corrected } : { state: "ok" };
  }
  if (result !== "ok" && status === LINK_CHECK_STATUS[result]) return { state: "problem", result };
  return { state: "unknown" };
}

/** Asks the /v1 service about an address. A failed request gives "unknown", never a false alarm. */
export async function requestLinkCheck(
  address: string,
  options: { fetch?: typeof fetch; baseUrl?: string; signal?: AbortSignal } = {},
): Promise<LinkCheckOutcome> {
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    const response = await doFetch(`${options.baseUrl ?? ""}${linkCheckPath(address)}`, {
      method: "HEAD",
      signal: options.signal,
    });
    return readLinkCheck(response.status, response.headers);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { state: "unknown" };
  }
}

/**
 * The problem a check outcome gives for a field. A link check is advice (the site may be down for
 * a moment), so its problems are warnings: they never make a button invalid.
 */
export function linkCheckProblem(
  outcome: LinkCheckOutcome,
  field: ParamName,
  language: Language = "en",
): Problem | undefined {
  if (outcome.state !== "problem") return undefined;
  const messages = catalogueMessages(language);
  switch (outcome.result) {
    case "broken":
    case "blocked":
      return {
        level: "warn",
        code: "link-broken",
        field,
        title: messages.brokenLinkTitle,
        message: messages.brokenLink,
      };
    case "not_website":
      return {
        level: "warn",
        code: "link-not-website",
        field,
        title: messages.notWebsite,
        message: messages.notWebsite,
      };
    case "invalid":
      return {
        level: "warn",
        code: "link-invalid",
        field,
        title: messages.notValid,
        message: messages.notValid,
      };
  }
}
