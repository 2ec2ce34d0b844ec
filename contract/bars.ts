// Bars of a community (original §2.6, §3.7), their versions, the editor's drafts, and the desktop app's view of a
// community (original §2.13). Requests are what our service accepts; answers are what a client reads (the
// original server's answers too: our additions are optional there).
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";
import { LIMITS, UUID_PATTERN } from "./limits.ts";

/** What the service saves an empty bar name as (spec S2 §5). */
export const UNNAMED_BAR_NAME = "Unnamed";

export const BAR_ITEM_KINDS = ["link", "application", "action"] as const;
export const barItemKindSchema = z.enum(BAR_ITEM_KINDS);

/** Limits on a bar body (over them: 400 `too_long` / `too_many`). */
export const BAR_LIMITS = {
  name: LIMITS.barName,
  /** Buttons on one bar (the catalogue has about 110). */
  items: 100,
  /** An item id sent back by a client. */
  itemId: LIMITS.id,
  /** configuration.label */
  label: 100,
  /** configuration.url, configuration.image_url (and image_url$win), configuration.image_path */
  url: 2048,
  /** configuration.exe, configuration.default, configuration.identifier */
  target: 1024,
  /** Versions in one page of GET .../versions. */
  versionsPage: 100,
} as const;

/** A button of a bar as a client reads it. `configuration` is stored verbatim (including `_webapp`). */
export const barItemSchema = z.looseObject({
  kind: z.string(),
  is_primary: z.boolean().optional(),
  configuration: z.record(z.string(), z.unknown()).nullish(),
  id: z.string().nullish(),
});
export type BarItem = z.infer<typeof barItemSchema>;

/** A bar as a client reads it. `version` (ours) is the number of the saved version it shows. */
export const barSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  is_shared: z.boolean(),
  items: z.array(barItemSchema),
  version: z.number().int().min(1).optional(),
});
export type Bar = z.infer<typeof barSchema>;

/** A page of bars: at most `max`, `portal` by default; the search at most `searchLength` characters. */
export const BAR_PAGE = { max: 200, portal: 50, searchLength: 100 } as const;

/**
 * GET /v1/communities/{id}/bars?q&limit&offset&except (the editor's copy pickers in a group of 10,000): one
 * page of the group's bars, oldest first, whose name contains `q` (any letter case), each with its oldest
 * holder. Without any of them the answer is the original's whole list.
 */
export const barListQuerySchema = z.object({
  q: z.string().trim().max(BAR_PAGE.searchLength).optional(),
  limit: z.coerce.number().int().min(1).max(BAR_PAGE.max).optional(),
  offset: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  /** A bar left out of the page (the one being edited: it is not copied into itself). */
  except: z
    .string()
    .regex(UUID_PATTERN)
    .transform((value) => value.toLowerCase())
    .optional(),
});
export type BarListQuery = z.infer<typeof barListQuerySchema>;

/** The oldest member who holds a bar (in a page of bars only). */
export const barHolderSchema = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
});

/** GET /v1/communities/{id}/bars: no items, no owner; a page (with a query) adds `holder` and the counts. */
export const barListResponseSchema = z.object({
  bars: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string(),
      is_shared: z.boolean(),
      holder: barHolderSchema.nullable().optional(),
    }),
  ),
  total: z.number().int().min(0).optional(),
  offset: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).optional(),
});
export type BarListResponse = z.infer<typeof barListResponseSchema>;

// Requests ---------------------------------------------------------------------------------------------------

/**
 * The configuration of an item sent to the service: any JSON object, kept verbatim (`_webapp` and unknown keys
 * included); only the fields the desktop app reads are typed and length-limited.
 */
export const barItemConfigurationInputSchema = z.looseObject({
  label: z.string().max(BAR_LIMITS.label).nullish(),
  url: z.string().max(BAR_LIMITS.url).nullish(),
  image_url: z.string().max(BAR_LIMITS.url).nullish(),
  image_path: z.string().max(BAR_LIMITS.url).nullish(),
  /** The Windows app reads it instead of image_url (docs/decisions/020). */
  image_url$win: z.string().max(BAR_LIMITS.url).nullish(),
  exe: z.string().max(BAR_LIMITS.target).nullish(),
  default: z.string().max(BAR_LIMITS.target).nullish(),
  identifier: z.string().max(BAR_LIMITS.target).nullish(),
});

/**
 * A button sent to the service. `kind` and `is_primary` are required (as in the original); `id` is kept when a
 * client sends back one the service gave, otherwise the service assigns one. Other keys (the web client's
 * `data`, `barId`) are dropped, as the original does. An application keeps `exe` or `default`, not both
 * (400 `exe_and_default`).
 */
export const barItemInputSchema = z.object({
  kind: barItemKindSchema,
  is_primary: z.boolean(),
  configuration: barItemConfigurationInputSchema.nullish(),
  id: z.string().max(BAR_LIMITS.itemId).nullish(),
});
export type BarItemInput = z.input<typeof barItemInputSchema>;

/** The bar fields of every bar body: name (trimmed; empty is saved as "Unnamed"), is_shared, items. */
export const barInputSchema = z.object({
  name: z.string().max(BAR_LIMITS.name),
  is_shared: z.boolean(),
  items: z.array(barItemInputSchema).max(BAR_LIMITS.items),
});
export type BarInput = z.input<typeof barInputSchema>;

/** The version a change is based on: a save based on an older one is refused with 409 `version_conflict`. */
export const baseVersionSchema = z.number().int().min(1).max(2_147_483_647);

/**
 * POST /v1/communities/{id}/bars. `member_id` (ours, optional): the person the bar is for; the bar is added to
 * that member's `bar_ids` in the same transaction, at most MAX_BARS_PER_MEMBER of contract/members.ts (`bar_limit_reached`).
 * `is_shared` may be left out and is then `false`: the original portal's presets page sends none (the
 * original server refused that; accepting it costs nothing and makes that client work).
 */
export const createBarRequestSchema = barInputSchema.extend({
  is_shared: z.boolean().default(false),
  member_id: z.string().max(LIMITS.id).nullish(),
});
export type CreateBarRequest = z.input<typeof createBarRequestSchema>;

/**
 * PUT /v1/communities/{cid}/bars/{id}. `base_version` (ours, optional; or an `If-Match: "N"` header): the version
 * the edit started from. Without either the save is unconditional, as with the original.
 */
export const updateBarRequestSchema = barInputSchema.extend({
  base_version: baseVersionSchema.nullish(),
});
export type UpdateBarRequest = z.input<typeof updateBarRequestSchema>;

/** POST .../bars/{id}/versions/{n}/restore: optional body (or `If-Match`). */
export const restoreBarRequestSchema = z.object({ base_version: baseVersionSchema.nullish() });
export type RestoreBarRequest = z.input<typeof restoreBarRequestSchema>;

/** PUT .../bars/{id}/draft: the whole pending bar and the version it started from (required). */
export const putBarDraftRequestSchema = barInputSchema.extend({ base_version: baseVersionSchema });
export type PutBarDraftRequest = z.input<typeof putBarDraftRequestSchema>;

// Answers ----------------------------------------------------------------------------------------------------

/** POST .../bars, PUT .../bars/{id}, restore and draft commit: the bar as saved, with its item ids. */
export const savedBarResponseSchema = z.object({ bar: barSchema });
export type SavedBarResponse = z.infer<typeof savedBarResponseSchema>;

/** PUT .../bars/{id}: `{bar}` from our service; the original answers an empty 200. */
export const updateBarResponseSchema = savedBarResponseSchema.optional();

/** DELETE .../bars/{id}?unassign=1 (ours): first takes the bar out of every member's `bar_ids`. */
export const deleteBarQuerySchema = z.object({ unassign: z.enum(["1", "true"]).optional() });

/** Who saved a version: the user's id (null once the account is gone) and the name the community knows. */
export const barVersionAuthorSchema = z.object({
  user_id: z.string().nullable(),
  name: z.string().nullable(),
});
export type BarVersionAuthor = z.infer<typeof barVersionAuthorSchema>;

/**
 * One button of a version, enough to describe what changed between two versions in words: `digest` changes
 * whenever what the desktop app does with the button changes (kind, is_primary or configuration outside
 * `_webapp`).
 */
export const barVersionItemSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  label: z.string(),
  digest: z.string(),
});
export type BarVersionItemSummary = z.infer<typeof barVersionItemSummarySchema>;

/** One entry of GET .../bars/{id}/versions, newest first. */
export const barVersionSummarySchema = z.object({
  version: z.number().int().min(1),
  created_at: z.string(),
  author: barVersionAuthorSchema,
  /** The version this one brought back, when it was made by a restore. */
  restored_from: z.number().int().nullable(),
  name: z.string(),
  is_shared: z.boolean(),
  items: z.array(barVersionItemSummarySchema),
});
export type BarVersionSummary = z.infer<typeof barVersionSummarySchema>;

/** GET .../bars/{id}/versions[?before=N&limit=M] */
export const barVersionListResponseSchema = z.object({
  current_version: z.number().int().min(1),
  versions: z.array(barVersionSummarySchema),
});
export type BarVersionListResponse = z.infer<typeof barVersionListResponseSchema>;

export const barVersionListQuerySchema = z.object({
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(BAR_LIMITS.versionsPage).optional(),
});

/** GET .../bars/{id}/versions/{n}: the whole bar as saved then. */
export const barVersionSchema = z.object({
  version: z.number().int().min(1),
  created_at: z.string(),
  author: barVersionAuthorSchema,
  restored_from: z.number().int().nullable(),
  bar: barSchema,
});
export type BarVersion = z.infer<typeof barVersionSchema>;

/** A draft: the pending bar of one user, the version it started from and the bar's version now. */
export const barDraftSchema = z.object({
  bar_id: z.string().min(1),
  base_version: z.number().int().min(1),
  current_version: z.number().int().min(1),
  name: z.string(),
  is_shared: z.boolean(),
  items: z.array(barItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BarDraft = z.infer<typeof barDraftSchema>;

/** GET and PUT .../bars/{id}/draft: the caller's draft of the bar (null when there is none). */
export const barDraftResponseSchema = z.object({ draft: barDraftSchema.nullable() });
export type BarDraftResponse = z.infer<typeof barDraftResponseSchema>;

/** GET /v1/users/{id}/drafts: the caller's pending drafts in communities they manage, newest first. */
export const userDraftSchema = z.object({
  community_id: z.string().min(1),
  bar_id: z.string().min(1),
  /** The bar's saved name; `name` is the draft's. */
  bar_name: z.string(),
  name: z.string(),
  base_version: z.number().int().min(1),
  current_version: z.number().int().min(1),
  updated_at: z.string(),
});
export type UserDraft = z.infer<typeof userDraftSchema>;
export const userDraftsResponseSchema = z.object({ drafts: z.array(userDraftSchema) });
export type UserDraftsResponse = z.infer<typeof userDraftsResponseSchema>;

export const userDraftsQuerySchema = z.object({ community_id: z.string().optional() });

/**
 * Decision 021 (contract/approvals.ts): sent by the desktop route only while the member's "changes wait for
 * my OK" is on; each bar is then served at `approved_version` (its `version`), and `current_version` is the
 * latest saved.
 */
export const desktopApprovalSchema = z.object({
  required: z.literal(true),
  bars: z.array(
    z.object({
      bar_id: z.string().min(1),
      approved_version: z.number().int().min(1),
      current_version: z.number().int().min(1),
    }),
  ),
});
export type DesktopApproval = z.infer<typeof desktopApprovalSchema>;

/**
 * GET /v1/users/{uid}/communities/{cid} (the desktop app, original §2.13): the member's bars (`bar_ids` in order;
 * none: the community's default bar); `bar` is the first of them.
 */
export const desktopCommunitySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  bar: barSchema,
  bars: z.array(barSchema),
  approval: desktopApprovalSchema.optional(),
});
export type DesktopCommunity = z.infer<typeof desktopCommunitySchema>;

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const barEndpoints = {
  // Bars
  listBars: {
    method: "GET",
    path: "/v1/communities/:communityId/bars",
    auth: "user",
    query: barListQuerySchema,
    response: barListResponseSchema,
  },
  getBar: {
    method: "GET",
    path: "/v1/communities/:communityId/bars/:barId",
    auth: "user",
    response: barSchema,
  },
  createBar: {
    method: "POST",
    path: "/v1/communities/:communityId/bars",
    auth: "user",
    request: createBarRequestSchema,
    response: savedBarResponseSchema,
  },
  updateBar: {
    method: "PUT",
    path: "/v1/communities/:communityId/bars/:barId",
    auth: "user",
    request: updateBarRequestSchema,
    response: updateBarResponseSchema,
  },
  deleteBar: {
    method: "DELETE",
    path: "/v1/communities/:communityId/bars/:barId",
    auth: "user",
    query: deleteBarQuerySchema,
    response: null,
  },
  listBarVersions: {
    method: "GET",
    path: "/v1/communities/:communityId/bars/:barId/versions",
    auth: "user",
    query: barVersionListQuerySchema,
    response: barVersionListResponseSchema,
  },
  getBarVersion: {
    method: "GET",
    path: "/v1/communities/:communityId/bars/:barId/versions/:version",
    auth: "user",
    response: barVersionSchema,
  },
  restoreBarVersion: {
    method: "POST",
    path: "/v1/communities/:communityId/bars/:barId/versions/:version/restore",
    auth: "user",
    request: restoreBarRequestSchema,
    response: savedBarResponseSchema,
  },
  getBarDraft: {
    method: "GET",
    path: "/v1/communities/:communityId/bars/:barId/draft",
    auth: "user",
    response: barDraftResponseSchema,
  },
  putBarDraft: {
    method: "PUT",
    path: "/v1/communities/:communityId/bars/:barId/draft",
    auth: "user",
    request: putBarDraftRequestSchema,
    response: barDraftResponseSchema,
  },
  deleteBarDraft: {
    method: "DELETE",
    path: "/v1/communities/:communityId/bars/:barId/draft",
    auth: "user",
    response: null,
  },
  commitBarDraft: {
    method: "POST",
    path: "/v1/communities/:communityId/bars/:barId/draft/commit",
    auth: "user",
    response: savedBarResponseSchema,
  },
  listUserDrafts: {
    method: "GET",
    path: "/v1/users/:userId/drafts",
    auth: "user",
    query: userDraftsQuerySchema,
    response: userDraftsResponseSchema,
  },
  getDesktopCommunity: {
    method: "GET",
    path: "/v1/users/:userId/communities/:communityId",
    auth: "user",
    response: desktopCommunitySchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
