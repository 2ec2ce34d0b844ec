// The caller's own user record, communities and account deletion (original §2.1, §2.3, §3.2).
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { updateClockRequestSchema } from "./clock.ts";
import { updateLanguageRequestSchema } from "./language.ts";

export const ROLES = ["manager", "member"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * The wire User. `email_plaintext` is filled only by GET /v1/users/{id} (null in sign-in and registration
 * answers). The original never sends an `email` key; it is read when present for older servers.
 */
export const userSchema = z.object({
  id: z.string().min(1),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email_verified: z.boolean(),
  email_plaintext: z.string().nullish(),
  email: z.string().nullish(),
  preferences_id: z.string().nullish(),
  /** Ours: the user's clock (contract/clock.ts); absent from the original, null until chosen. */
  time_zone: z.string().nullish(),
  date_locale: z.string().nullish(),
  /** Ours: the user's language (contract/language.ts); absent from the original, null until chosen. */
  language: z.string().nullish(),
});
export type User = z.infer<typeof userSchema>;

/** One item of GET /v1/users/{id}/communities: an active membership, oldest first. */
export const userCommunitySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  role: roleSchema,
  member_id: z.string().min(1),
});
export type UserCommunity = z.infer<typeof userCommunitySchema>;

/**
 * The answer of GET /v1/users/{id}/communities. Ours adds `last_community_id`: the group the user worked in
 * last (PUT /v1/users/{id}/last_community), while they are still in it; the portal lands there at sign-in.
 */
export const userCommunitiesResponseSchema = z.object({
  communities: z.array(userCommunitySchema),
  last_community_id: z.string().nullish(),
});
export type UserCommunitiesResponse = z.infer<typeof userCommunitiesResponseSchema>;

/** GET /v1/users/{id}/deletion_preview (ours only): what deleting the account removes and what stays. */
export const deletionPreviewSchema = z.object({
  /** Communities the user alone manages: deleted with the account. */
  communities: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      member_count: z.number(),
      bar_count: z.number(),
    }),
  ),
  /** Other memberships: the user leaves them, they stay. */
  memberships: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.string(),
      state: z.string(),
    }),
  ),
});
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;

/** POST /v1/users/{id}/unregister (ours only): the password confirms the deletion. */
export const unregisterRequestSchema = z.object({ password: z.string().max(LIMITS.password) });
export type UnregisterRequest = z.input<typeof unregisterRequestSchema>;

const ownName = z.string().max(LIMITS.personName).nullish();

/**
 * PUT /v1/users/{id}: the user's own name (original §3.2: an absent field is cleared to null). The name is also
 * given to the user's manager records and to their records that have no name, in every group, unless another
 * member of that group already has it.
 */
export const updateUserRequestSchema = z.object({ first_name: ownName, last_name: ownName });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** PUT /v1/users/{id}/last_community (ours): remembers the group the user works in (404 when not in it). */
export const lastCommunityRequestSchema = z.object({ community_id: z.string().max(LIMITS.id) });
export type LastCommunityRequest = z.input<typeof lastCommunityRequestSchema>;

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const userEndpoints = {
  // The user
  getUser: { method: "GET", path: "/v1/users/:userId", auth: "user", response: userSchema },
  // The user's name (decision 023) and the group last used (where the next sign-in lands)
  updateUser: {
    method: "PUT",
    path: "/v1/users/:userId",
    auth: "user",
    request: updateUserRequestSchema,
    response: null,
  },
  // The user's clock: their time zone and how their dates are written (contract/clock.ts)
  updateUserClock: {
    method: "PUT",
    path: "/v1/users/:userId/clock",
    auth: "user",
    request: updateClockRequestSchema,
    response: null,
  },
  // The user's language: pages and mail are written in it (contract/language.ts)
  updateUserLanguage: {
    method: "PUT",
    path: "/v1/users/:userId/language",
    auth: "user",
    request: updateLanguageRequestSchema,
    response: null,
  },
  setLastCommunity: {
    method: "PUT",
    path: "/v1/users/:userId/last_community",
    auth: "user",
    request: lastCommunityRequestSchema,
    response: null,
  },
  getUserCommunities: {
    method: "GET",
    path: "/v1/users/:userId/communities",
    auth: "user",
    response: userCommunitiesResponseSchema,
  },
  getDeletionPreview: {
    method: "GET",
    path: "/v1/users/:userId/deletion_preview",
    auth: "user",
    response: deletionPreviewSchema,
  },
  unregister: {
    method: "POST",
    path: "/v1/users/:userId/unregister",
    auth: "user",
    request: unregisterRequestSchema,
    response: null,
  },
} as const satisfies Record<string, EndpointDefinition>;
