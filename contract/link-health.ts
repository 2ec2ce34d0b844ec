// Link health (ours): every web address on every bar is checked on a schedule and judged. Managers
// read the verdicts per community and per bar and may ask for a check now; members never see them.
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";
import { PRODUCT_NAME } from "./product.ts";

export const LINK_VERDICTS = ["unchecked", "working", "broken", "moved", "suspicious"] as const;
export type LinkVerdict = (typeof LINK_VERDICTS)[number];
/** The verdicts a manager is told about. */
export const LINK_PROBLEMS: readonly LinkVerdict[] = ["broken", "moved", "suspicious"];

/** What a failing address answered (api/link-health/verdict.ts), put in words by linkAnswerWords. */
export const LINK_ANSWERS = [
  "not_found",
  "gone",
  "refused_access",
  "server_error",
  "other_status",
  "timeout",
  "no_such_name",
  "refused",
  "too_many_redirects",
  "not_allowed",
  "unreachable",
] as const;
export type LinkAnswer = (typeof LINK_ANSWERS)[number];

/** Which heuristic found a page suspicious: a parked page, a domain for sale, or a jump to an unrelated site. */
export const LINK_SUSPICIONS = ["parked", "for_sale", "other_site"] as const;
export type LinkSuspicion = (typeof LINK_SUSPICIONS)[number];

/** One button that holds the address. */
export const linkButtonSchema = z.object({
  bar_id: z.string(),
  bar_name: z.string(),
  item_id: z.string().nullable(),
  label: z.string(),
});
export type LinkButton = z.infer<typeof linkButtonSchema>;

/** The verdict on one address. */
export const linkHealthSchema = z.object({
  url: z.string(),
  verdict: z.enum(LINK_VERDICTS),
  /** broken: when the failures began; moved/suspicious: when it was first seen so. */
  since: z.string().nullable(),
  answer: z.enum(LINK_ANSWERS).nullable(),
  moved_to: z.string().nullable(),
  suspicion: z.enum(LINK_SUSPICIONS).nullable(),
  checked_at: z.string().nullable(),
  buttons: z.array(linkButtonSchema),
});
export type LinkHealth = z.infer<typeof linkHealthSchema>;

/**
 * GET /v1/communities/{id}/link-health and GET /v1/communities/{id}/bars/{barId}/link-health (managers only):
 * every web address of the community's bars (or of the one bar), problems first. `enabled` is false when the
 * scheduled checks are off on this server (LINK_HEALTH=off).
 */
export const linkHealthResponseSchema = z.object({
  enabled: z.boolean(),
  links: z.array(linkHealthSchema),
});
export type LinkHealthResponse = z.infer<typeof linkHealthResponseSchema>;

/**
 * GET /v1/communities/{id}/link-health?only=problems (decision 033): only the addresses that need attention
 * (broken, moved, suspicious), for the dashboard of a large group. Without it the answer is every address, as
 * before.
 */
export const linkHealthQuerySchema = z.object({ only: z.literal("problems").optional() });
export type LinkHealthQuery = z.infer<typeof linkHealthQuerySchema>;

/** POST /v1/communities/{id}/link-health/check (managers only): check the group's addresses now (or one bar's). */
export const linkCheckNowRequestSchema = z.object({ bar_id: z.string().max(100).nullish() });
export type LinkCheckNowRequest = z.input<typeof linkCheckNowRequestSchema>;
/** 202: how many addresses were queued. 429 `rate_limited` when asked too often; 409 `link_health_off`. */
export const linkCheckNowResponseSchema = z.object({ queued: z.number().int().min(0) });
export type LinkCheckNowResponse = z.infer<typeof linkCheckNowResponseSchema>;

/** GET/PUT /v1/users/{id}/link-health-email (the user themselves): the link-health email on or off. */
export const linkHealthEmailSchema = z.object({ link_health_email: z.boolean() });
export type LinkHealthEmail = z.infer<typeof linkHealthEmailSchema>;

/** Check-now requests allowed per community per window. */
export const LINK_CHECK_NOW_LIMIT = { points: 3, seconds: 600 } as const;

/** What the site answered, in words a manager understands. */
export function linkAnswerWords(answer: LinkAnswer | null): string {
  switch (answer) {
    case "not_found":
      return "the site answered 'not found'";
    case "gone":
      return "the site answered that the page is gone";
    case "refused_access":
      return "the site refused to show the page";
    case "server_error":
      return "the site answered with an error of its own";
    case "other_status":
      return "the site answered with an error";
    case "timeout":
      return "no answer in 10 seconds";
    case "no_such_name":
      return "the name no longer exists";
    case "refused":
      return "the site refused the connection";
    case "too_many_redirects":
      return "the site sends visitors round in circles";
    case "not_allowed":
      return `the address leads somewhere ${PRODUCT_NAME} does not open`;
    default:
      return "the site could not be reached";
  }
}

/** What a verdict means for the button, in words (the marks on pages and in the email). */
export function linkProblemWords(
  link: Pick<LinkHealth, "verdict" | "answer" | "moved_to" | "suspicion">,
): string {
  switch (link.verdict) {
    case "broken":
      return `Stopped working: ${linkAnswerWords(link.answer)}.`;
    case "moved":
      return `The page has moved${link.moved_to ? ` to ${link.moved_to}` : ""}.`;
    case "suspicious":
      return link.suspicion === "other_site"
        ? `Looks wrong: the address now leads to an unrelated site (a guess by ${PRODUCT_NAME}; please look).`
        : link.suspicion === "for_sale"
          ? `Looks wrong: the page now says the address is for sale (a guess by ${PRODUCT_NAME}; please look).`
          : `Looks wrong: the page now looks like a parked, empty site (a guess by ${PRODUCT_NAME}; please look).`;
    default:
      return "";
  }
}

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const linkHealthEndpoints = {
  // Link health: managers only; the email setting is the user's own
  communityLinkHealth: {
    method: "GET",
    path: "/v1/communities/:communityId/link-health",
    auth: "user",
    query: linkHealthQuerySchema,
    response: linkHealthResponseSchema,
  },
  barLinkHealth: {
    method: "GET",
    path: "/v1/communities/:communityId/bars/:barId/link-health",
    auth: "user",
    response: linkHealthResponseSchema,
  },
  checkLinksNow: {
    method: "POST",
    path: "/v1/communities/:communityId/link-health/check",
    auth: "user",
    request: linkCheckNowRequestSchema,
    response: linkCheckNowResponseSchema,
  },
  getLinkHealthEmail: {
    method: "GET",
    path: "/v1/users/:userId/link-health-email",
    auth: "user",
    response: linkHealthEmailSchema,
  },
  setLinkHealthEmail: {
    method: "PUT",
    path: "/v1/users/:userId/link-health-email",
    auth: "user",
    request: linkHealthEmailSchema,
    response: linkHealthEmailSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
