// The group base bar (ours): buttons a manager defines once for every member of the group, placed
// first or last on each member's bar by the desktop route. It is stored as a bar of the community (its versions,
// history, drafts and the members' OK work as for any bar: docs/decisions/030-base-bar-is-a-bar.md), but it is not
// listed among the group's bars and cannot be given to a member.
import { z } from "zod";
import type { EndpointDefinition } from "./endpoint-types.ts";
import { BAR_LIMITS, barItemInputSchema, barSchema, baseVersionSchema } from "./bars.ts";

/** The name the service gives the base bar when it makes it. */
export const BASE_BAR_NAME = "Group base bar";

/** Where the base buttons go on each member's bar. */
export const BASE_BAR_POSITIONS = ["first", "last"] as const;
export const baseBarPositionSchema = z.enum(BASE_BAR_POSITIONS);
export type BaseBarPosition = z.infer<typeof baseBarPositionSchema>;

/** The base bar as a manager reads it: the bar (with `version`) and where it goes. */
export const baseBarSchema = z.object({ bar: barSchema, position: baseBarPositionSchema });
export type BaseBar = z.infer<typeof baseBarSchema>;

/** GET and PUT /v1/communities/{id}/base_bar: `null` while the group has none. */
export const baseBarResponseSchema = z.object({ base_bar: baseBarSchema.nullable() });
export type BaseBarResponse = z.infer<typeof baseBarResponseSchema>;

/**
 * PUT /v1/communities/{id}/base_bar (managers): makes the base bar when the group has none, sets where it goes and,
 * with `items`, saves them as its next version (`base_version`, when given, must be the current one: else 409
 * `version_conflict`). Items are validated as any bar's.
 */
export const putBaseBarRequestSchema = z.object({
  position: baseBarPositionSchema,
  items: z.array(barItemInputSchema).max(BAR_LIMITS.items).optional(),
  base_version: baseVersionSchema.nullish(),
});
export type PutBaseBarRequest = z.input<typeof putBaseBarRequestSchema>;

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const baseBarEndpoints = {
  // The group base bar (decision 030): managers only
  getBaseBar: {
    method: "GET",
    path: "/v1/communities/:communityId/base_bar",
    auth: "user",
    response: baseBarResponseSchema,
  },
  putBaseBar: {
    method: "PUT",
    path: "/v1/communities/:communityId/base_bar",
    auth: "user",
    request: putBaseBarRequestSchema,
    response: baseBarResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
