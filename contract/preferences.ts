// The original's preferences record (GET/PUT /v1/users/{id}/preferences/{preferences_id}), which the desktop apps
// read right after sign-in: `{id, user_id, default}`, where `default` maps a solution id to that solution's
// preferences (any JSON values). The macOS app keeps the bars it downloaded in it. Tandem stores it as sent.
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";

/** `default`: solution id → preference name → any JSON value; null when nothing was saved. */
export const preferencesSetSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

export const preferencesSchema = z.object({
  id: z.string().min(1),
  user_id: z.string().nullable(),
  default: preferencesSetSchema.nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT body: `default` is required (null clears it); `id` and `user_id`, when sent, are those of the path. */
export const putPreferencesRequestSchema = z.object({
  id: z.string().optional(),
  user_id: z.string().nullish(),
  default: preferencesSetSchema.nullable(),
});
export type PutPreferencesRequest = z.infer<typeof putPreferencesRequestSchema>;

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const preferencesEndpoints = {
  // The desktop apps' preferences record (original; contract/preferences.ts)
  getPreferences: {
    method: "GET",
    path: "/v1/users/:userId/preferences/:preferencesId",
    auth: "user",
    response: preferencesSchema,
  },
  putPreferences: {
    method: "PUT",
    path: "/v1/users/:userId/preferences/:preferencesId",
    auth: "user",
    request: putPreferencesRequestSchema,
    response: null,
  },
} as const satisfies Record<string, EndpointDefinition>;
