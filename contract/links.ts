// The link check HEAD /v1/validate/link/{url}. A HEAD answer has no body, so the outcome travels in the
// status and headers: 200 ok · 410 broken · 400 not_website | invalid | blocked, always with
// X-Link-Check: <result>, and X-Link-Corrected-Url when a better address was found. Free of zod so the
// editor island can import it cheaply.
import type { EndpointDefinition } from "./endpoint-types.ts";

/** Values of the X-Link-Check header. */
export const LINK_CHECK_RESULTS = ["ok", "broken", "not_website", "invalid", "blocked"] as const;
export type LinkCheckResult = (typeof LINK_CHECK_RESULTS)[number];

export const LINK_CHECK_HEADER = "X-Link-Check";
/** Set when the checker found a better address (https:// or http:// added, or an upgrade on redirect). */
export const LINK_CORRECTED_HEADER = "X-Link-Corrected-Url";
/** Status codes of the check: works, broken, not acceptable. */
export const LINK_CHECK_STATUS: Readonly<Record<LinkCheckResult, number>> = {
  ok: 200,
  broken: 410,
  not_website: 400,
  invalid: 400,
  blocked: 400,
};

/** The path pattern of the check (the address is one encoded path segment). */
export const LINK_CHECK_PATH = "/v1/validate/link/:url";

/** Path of the check for an address. */
export function linkCheckPath(address: string): string {
  return LINK_CHECK_PATH.replace(":url", encodeURIComponent(address));
}

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const linkEndpoints = {
  // Links and mail
  checkLink: { method: "HEAD", path: LINK_CHECK_PATH, auth: "user", response: null },
} as const satisfies Record<string, EndpointDefinition>;
