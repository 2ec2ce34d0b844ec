// Members of a community (original §2.5, §3.5): the people a manager supports, with their roles and bars.
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";
import { LIMITS, UUID_PATTERN } from "./limits.ts";
import { roleSchema } from "./users.ts";

/** uninvited: added, not invited yet; invited: an invitation is open; active: accepted (or the creator). */
export const MEMBER_STATES = ["uninvited", "invited", "active"] as const;
export const memberStateSchema = z.enum(MEMBER_STATES);
export type MemberState = z.infer<typeof memberStateSchema>;

/** At most this many bars per person (spec S2 §9); the service refuses more with `bar_limit_reached`. */
export const MAX_BARS_PER_MEMBER = 5;

/**
 * One member (GET /v1/communities/{cid}/members/{id}, and `member` in the POST answer). `bar_id` is the
 * original's legacy single bar: our service always sends null and lists the bars in `bar_ids`.
 */
export const memberSchema = z.object({
  id: z.string().min(1),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  bar_id: z.string().nullish(),
  bar_ids: z.array(z.string()),
  role: roleSchema,
  state: memberStateSchema,
  /** Ours: the joined person's sign-in address (null before they join); the name shown when they have none. */
  email: z.string().nullish(),
});
export type Member = z.infer<typeof memberSchema>;

/** One item of GET /v1/communities/{id}/members. `userId` (camelCase, as the original) is null until accepted. */
export const memberListItemSchema = z.object({
  id: z.string().min(1),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  role: roleSchema,
  bar_ids: z.array(z.string()),
  state: memberStateSchema,
  userId: z.string().nullish(),
  /** Ours: the joined person's sign-in address (null before they join); the name shown when they have none. */
  email: z.string().nullish(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

/** Members at scale: the most one page of GET .../members may hold, and the portal's page. */
export const MEMBER_PAGE = { max: 200, portal: 50, searchLength: 100 } as const;

/**
 * The optional query of GET /v1/communities/{id}/members. Without any of these the answer is the original's:
 * every member, oldest first, and nothing else. With any of them the answer is one page (`limit`, default 50)
 * in the same order, with `total` (how many match), `offset` and `limit`.
 * - `q`: part of the name or of the sign-in address, any letter case;
 * - `role`: only managers or only members;
 * - `bar`: only the members who hold that bar, or `none`: only those without a bar of their own.
 */
export const memberListQuerySchema = z.object({
  q: z.string().trim().max(MEMBER_PAGE.searchLength).optional(),
  role: roleSchema.optional(),
  bar: z
    .string()
    .regex(new RegExp(`^none$|${UUID_PATTERN.source}`, "i"))
    .transform((value) => value.toLowerCase())
    .optional(),
  limit: z.coerce.number().int().min(1).max(MEMBER_PAGE.max).optional(),
  offset: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** GET /v1/communities/{id}/members: `members` always; the paging fields only when the query asked for a page. */
export const memberListResponseSchema = z.object({
  members: z.array(memberListItemSchema),
  total: z.number().int().min(0).optional(),
  offset: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).optional(),
});
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

const personName = z.string().max(LIMITS.personName).nullish();

/**
 * POST /v1/communities/{id}/members. The portal sends the name as `first_name` with an empty `last_name`.
 * Our service needs a name (the two together not blank) that no other member of the community has.
 */
export const createMemberRequestSchema = z.object({ first_name: personName, last_name: personName });
export type CreateMemberRequest = z.input<typeof createMemberRequestSchema>;

export const createMemberResponseSchema = z.object({ member: memberSchema });
export type CreateMemberResponse = z.infer<typeof createMemberResponseSchema>;

/**
 * PUT /v1/communities/{cid}/members/{id}: a full replacement, as the original. An absent name is stored as
 * null and absent `bar_ids` as none; `role` is required. Send the whole record.
 */
export const updateMemberRequestSchema = z.object({
  first_name: personName,
  last_name: personName,
  bar_ids: z.array(z.string().max(LIMITS.id)).nullish(),
  role: roleSchema,
});
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>;

/** The full name of a member: first and last name, trimmed, spaces collapsed ("" when there is none). */
export function memberFullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last]
    .map((part) => (part ?? "").trim())
    .filter((part) => part !== "")
    .join(" ")
    .replace(/\s+/g, " ");
}

/** Whether two full names count as the same for uniqueness: compared without regard to case. */
export function sameMemberName(a: string, b: string): boolean {
  const key = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
  return key(a) === key(b);
}

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const memberEndpoints = {
  // Members
  listMembers: {
    method: "GET",
    path: "/v1/communities/:communityId/members",
    auth: "user",
    query: memberListQuerySchema,
    response: memberListResponseSchema,
  },
  createMember: {
    method: "POST",
    path: "/v1/communities/:communityId/members",
    auth: "user",
    request: createMemberRequestSchema,
    response: createMemberResponseSchema,
  },
  getMember: {
    method: "GET",
    path: "/v1/communities/:communityId/members/:memberId",
    auth: "user",
    response: memberSchema,
  },
  updateMember: {
    method: "PUT",
    path: "/v1/communities/:communityId/members/:memberId",
    auth: "user",
    request: updateMemberRequestSchema,
    response: null,
  },
  deleteMember: {
    method: "DELETE",
    path: "/v1/communities/:communityId/members/:memberId",
    auth: "user",
    response: null,
  },
} as const satisfies Record<string, EndpointDefinition>;
