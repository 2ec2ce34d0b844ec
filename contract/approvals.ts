// The member's say: "changes wait for my OK" (docs/decisions/021). A member (or, to turn it on, a manager)
// sets it per member; while it is on, the desktop route serves each of the member's bars at the version the
// member approved, and the member answers a waiting change with approve, "not now", or "please talk to me
// about this" (which emails the managers). Every change of the setting and every answer is in the bar's
// history (approval events).
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";
import { barSchema, barVersionAuthorSchema, barVersionSummarySchema, baseVersionSchema } from "./bars.ts";
import { baseBarPositionSchema } from "./base-bar.ts";
import { LIMITS } from "./limits.ts";

/** Saved versions a member's page gets per bar when nothing waits ("What's new": the last changes). */
export const WHATS_NEW_VERSIONS = 3;
/** Versions sent for one waiting change at most (everything since the approved version, up to this many). */
export const WAITING_VERSIONS_MAX = 50;
/** "Please talk to me about this" emails a member may send in an hour. */
export const TALK_PER_HOUR = 3;

/** One of the member's bars: what the desktop shows, the bar as saved now, and what changed. */
export const memberApprovalBarSchema = z.object({
  bar_id: z.string().min(1),
  name: z.string(),
  /**
   * Whether this is the group base bar (decision 030): it reaches the member merged into each of their bars, so
   * pages name it "the group bar" rather than as a bar of their own.
   */
  is_base_bar: z.boolean(),
  /** The bar's latest saved version. */
  current_version: z.number().int().min(1),
  /** The version the desktop app is served: the approved one while the setting is on, else the current one. */
  approved_version: z.number().int().min(1),
  approved_at: z.string().nullable(),
  /** When the oldest change the member has not approved was saved; null when nothing waits. */
  waiting_since: z.string().nullable(),
  /** The version the member said "not now" to (only while it is still the current one). */
  not_now_version: z.number().int().min(1).nullable(),
  not_now_at: z.string().nullable(),
  /** The bar as the desktop app shows it (the approved version's content). */
  shown: barSchema,
  /**
   * While a change waits: the bar as saved now, the change the member is asked to approve (their page draws it
   * beside Approve); null when nothing waits. Every other route serves the member the approved version.
   */
  waiting_bar: barSchema.nullable(),
  /**
   * Version summaries, newest first. While a change waits: every version from the current one down to the
   * approved one (the base to compare with). Otherwise the last WHATS_NEW_VERSIONS + 1 (their changes).
   */
  versions: z.array(barVersionSummarySchema),
});
export type MemberApprovalBar = z.infer<typeof memberApprovalBarSchema>;

/** A manager of the group, so the member knows whom to ask (name and email address). */
export const approvalContactSchema = z.object({ name: z.string().nullable(), email: z.string() });
export type ApprovalContact = z.infer<typeof approvalContactSchema>;

/** GET (and the answer of every change of) .../members/{mid}/approval: for the member themselves and managers. */
export const memberApprovalSchema = z.object({
  member_id: z.string().min(1),
  /** The member's full name (null when none). */
  member_name: z.string().nullable(),
  /** Whether changes wait for the member's OK. */
  required: z.boolean(),
  /** Who turned it on last (null while it is off, or when that account is gone). */
  set_by: barVersionAuthorSchema.nullable(),
  set_at: z.string().nullable(),
  /** The member's choice: an email to them when a change starts waiting. */
  email_me: z.boolean(),
  /** The group's active managers. */
  managers: z.array(approvalContactSchema),
  /** The bars provided for the member, in their order (none: the group's default bar). */
  bars: z.array(memberApprovalBarSchema),
  /**
   * Where the group base bar's buttons go on each of the member's bars (first or last), as the desktop route
   * merges them; null while the group has no base bar. Lets the member's page draw their bar as the app does.
   */
  base_bar_position: baseBarPositionSchema.nullable(),
});
export type MemberApproval = z.infer<typeof memberApprovalSchema>;

/**
 * PUT .../members/{mid}/approval. The member may set both; a manager may only turn `required` on (off: 403) and
 * never sets `email_me` (403): it is the member's own choice.
 */
export const setApprovalRequestSchema = z.object({
  required: z.boolean(),
  email_me: z.boolean().nullish(),
});
export type SetApprovalRequest = z.input<typeof setApprovalRequestSchema>;

/**
 * POST .../members/{mid}/bars/{barId}/approve and .../not_now: the member's own answer, naming the version they
 * saw (`version`); another version than the bar's current one is 409 `version_conflict`, so nobody approves a
 * change they have not seen. While the setting is off: 400 `approval_off`.
 *
 * `base_bar_version` (optional): the group base bar reaches the member merged into their bar (decision 030), so
 * their page shows a waiting base change as part of the same change; naming the base bar's version they saw
 * answers it too, in the same transaction (409 `version_conflict` when it is not the base bar's current one;
 * 404 when the group has no base bar). The desktop wire format does not change (docs/decisions/041).
 */
export const approvalAnswerRequestSchema = z.object({
  version: baseVersionSchema,
  base_bar_version: baseVersionSchema.nullish(),
});
export type ApprovalAnswerRequest = z.input<typeof approvalAnswerRequestSchema>;

/** POST .../members/{mid}/bars/{barId}/talk: emails the managers; at most TALK_PER_HOUR an hour (429). */
export const talkRequestSchema = z.object({
  version: baseVersionSchema,
  message: z.string().max(LIMITS.message).nullish(),
});
export type TalkRequest = z.input<typeof talkRequestSchema>;

export const APPROVAL_EVENT_KINDS = ["turned_on", "turned_off", "approved", "not_now", "talk"] as const;

/** One entry of a bar's approval history. */
export const approvalEventSchema = z.object({
  kind: z.enum(APPROVAL_EVENT_KINDS),
  /** The bar's version it concerned (the current one when the setting changed). */
  version: z.number().int().min(1),
  member_id: z.string().nullable(),
  member_name: z.string().nullable(),
  /** Who did it: the member, or the manager who turned the setting on. */
  actor: barVersionAuthorSchema,
  created_at: z.string(),
});
export type ApprovalEvent = z.infer<typeof approvalEventSchema>;

/** GET .../bars/{barId}/approval_events (managers): newest first, at most 100. */
export const approvalEventsResponseSchema = z.object({ events: z.array(approvalEventSchema) });
export type ApprovalEventsResponse = z.infer<typeof approvalEventsResponseSchema>;

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const approvalEndpoints = {
  // The member's say: "changes wait for my OK" (decision 021)
  getMemberApproval: {
    method: "GET",
    path: "/v1/communities/:communityId/members/:memberId/approval",
    auth: "user",
    response: memberApprovalSchema,
  },
  setMemberApproval: {
    method: "PUT",
    path: "/v1/communities/:communityId/members/:memberId/approval",
    auth: "user",
    request: setApprovalRequestSchema,
    response: memberApprovalSchema,
  },
  approveMemberBar: {
    method: "POST",
    path: "/v1/communities/:communityId/members/:memberId/bars/:barId/approve",
    auth: "user",
    request: approvalAnswerRequestSchema,
    response: memberApprovalSchema,
  },
  notNowMemberBar: {
    method: "POST",
    path: "/v1/communities/:communityId/members/:memberId/bars/:barId/not_now",
    auth: "user",
    request: approvalAnswerRequestSchema,
    response: memberApprovalSchema,
  },
  talkAboutMemberBar: {
    method: "POST",
    path: "/v1/communities/:communityId/members/:memberId/bars/:barId/talk",
    auth: "user",
    request: talkRequestSchema,
    response: null,
  },
  listBarApprovalEvents: {
    method: "GET",
    path: "/v1/communities/:communityId/bars/:barId/approval_events",
    auth: "user",
    response: approvalEventsResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
