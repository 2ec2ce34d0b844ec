// Communities (original §2.4, §3.4). In the portal's words a community is a "group".
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { roleSchema } from "./users.ts";

/**
 * The wire Community. `member_count` leaves out the creator; `member_limit` 65535 (ours) or 0 (the original)
 * means unlimited. `role` (the caller's) and `bar_ids` (the caller's bars) are sent by our service only.
 * Our service sends `member_count`, `member_limit` and `billing_id` to managers only (a member never learns
 * the group's size or plan); use `managerCommunity()` where a manager's page needs them.
 */
export const communitySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  default_bar_id: z.string().nullish(),
  billing_id: z.string().nullish(),
  member_count: z.number().optional(),
  member_limit: z.number().optional(),
  is_locked: z.boolean().optional(),
  role: roleSchema.optional(),
  bar_ids: z.array(z.string()).optional(),
});
export type Community = z.infer<typeof communitySchema>;

/** A community as a manager reads it: with the member count and limit. */
export type ManagerCommunity = Community & { member_count: number; member_limit: number };

/** The community with its member figures (0 / unlimited when the server left them out). */
export function managerCommunity(community: Community): ManagerCommunity {
  return {
    ...community,
    member_count: community.member_count ?? 0,
    member_limit: community.member_limit ?? 0,
  };
}

const communityName = z.string().max(LIMITS.communityName);

/** POST /v1/communities */
export const createCommunityRequestSchema = z.object({ name: communityName });
export type CreateCommunityRequest = z.input<typeof createCommunityRequestSchema>;

export const createCommunityResponseSchema = z.object({ community: communitySchema });
export type CreateCommunityResponse = z.infer<typeof createCommunityResponseSchema>;

/** PUT /v1/communities/{id}: the name and the default bar (which must be shared). */
export const updateCommunityRequestSchema = z.object({
  name: communityName,
  default_bar_id: z.string().max(LIMITS.id),
});
export type UpdateCommunityRequest = z.input<typeof updateCommunityRequestSchema>;

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const communityEndpoints = {
  // Communities
  createCommunity: {
    method: "POST",
    path: "/v1/communities",
    auth: "user",
    request: createCommunityRequestSchema,
    response: createCommunityResponseSchema,
  },
  getCommunity: {
    method: "GET",
    path: "/v1/communities/:communityId",
    auth: "user",
    response: communitySchema,
  },
  updateCommunity: {
    method: "PUT",
    path: "/v1/communities/:communityId",
    auth: "user",
    request: updateCommunityRequestSchema,
    response: null,
  },
  deleteCommunity: {
    method: "DELETE",
    path: "/v1/communities/:communityId",
    auth: "user",
    response: null,
  },
} as const satisfies Record<string, EndpointDefinition>;
