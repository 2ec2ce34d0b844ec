// The device record (ours): what each member's desktop app last fetched, and the system a manager says the member
// uses. GET /v1/communities/{cid}/devices and PUT /v1/communities/{cid}/members/{mid}/system, managers only.
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";
import { UUID_PATTERN } from "./limits.ts";

export const DESKTOP_SYSTEMS = ["windows", "macos"] as const;
export const desktopSystemSchema = z.enum(DESKTOP_SYSTEMS);
export type DesktopSystemName = z.infer<typeof desktopSystemSchema>;

/** What a manager may say: one of the systems, or "unsure". */
export const STATED_SYSTEMS = ["windows", "macos", "unsure"] as const;
export const statedSystemSchema = z.enum(STATED_SYSTEMS);
export type StatedSystem = z.infer<typeof statedSystemSchema>;

export const barVersionRefSchema = z.object({ id: z.string(), version: z.number().int() });
export type BarVersionRef = z.infer<typeof barVersionRefSchema>;

/** A bar the app would get now: the version it would be served, with the bar's name and newest saved version. */
export const currentBarSchema = barVersionRefSchema.extend({
  /** The bar's name as saved. */
  name: z.string(),
  /** The newest saved version: above `version` while a change waits for the member's OK. */
  saved_version: z.number().int(),
});
export type CurrentBar = z.infer<typeof currentBarSchema>;

export const deviceSchema = z.object({
  member_id: z.string(),
  /** The last desktop fetch (null: never). */
  fetched_at: z.string().nullable(),
  /** The bars and versions that fetch received, in the app's order. */
  received: z.array(barVersionRefSchema),
  /**
   * The bars the app would receive now (the member's, else the default bar), each at the version it would be
   * served: the one the member approved while changes wait for their OK, else the newest saved one.
   */
  current: z.array(currentBarSchema),
  /** The member has no bars of their own: `current` is the group's default bar. */
  default_bar: z.boolean(),
  /** From the fetch's User-Agent; null when it sent none (the Windows app 1.11) or said nothing of it. */
  app_name: z.string().nullable(),
  app_version: z.string().nullable(),
  os_name: desktopSystemSchema.nullable(),
  os_version: z.string().nullable(),
  /** What the manager said; the system read from a fetch wins over it. */
  stated_system: statedSystemSchema.nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const devicesResponseSchema = z.object({ devices: z.array(deviceSchema) });

/**
 * The optional query of GET .../devices: `members`, comma-separated member ids (at most 200),
 * answers for those members only — a page of a group of 10,000 asks for its own 50. Absent: every member.
 */
export const devicesQuerySchema = z.object({
  members: z
    .string()
    .max(200 * 37)
    .transform((value) => value.split(",").filter((id) => id !== ""))
    .pipe(z.array(z.string().regex(UUID_PATTERN)).max(200))
    .optional(),
});
export type DevicesResponse = z.infer<typeof devicesResponseSchema>;

/** PUT body: null forgets what was said. */
export const putSystemRequestSchema = z.object({ system: statedSystemSchema.nullable() });
export type PutSystemRequest = z.infer<typeof putSystemRequestSchema>;

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const deviceEndpoints = {
  // The device record (contract/devices.ts), managers only
  listDevices: {
    method: "GET",
    path: "/v1/communities/:communityId/devices",
    auth: "user",
    query: devicesQuerySchema,
    response: devicesResponseSchema,
  },
  putMemberSystem: {
    method: "PUT",
    path: "/v1/communities/:communityId/members/:memberId/system",
    auth: "user",
    request: putSystemRequestSchema,
    response: null,
  },
} as const satisfies Record<string, EndpointDefinition>;
