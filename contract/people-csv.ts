// People by CSV (ours; docs/decisions/031): a manager checks a file of people (a dry run the service keeps
// for an hour under an id), then imports it (all rows or none), and downloads the group's people as CSV.
// Managers only.
import { z } from "zod";
import type { EndpointDefinition } from "./endpoint-types.ts";

/** Bounds of one file: its size in UTF-8 bytes, and its rows (the header not counted). */
export const PEOPLE_CSV_LIMITS = { maxBytes: 1_000_000, maxRows: 5000 } as const;

/** A checked file is kept this long for its import. */
export const PEOPLE_CSV_PREVIEW_MINUTES = 60;

/**
 * Why a row cannot be imported: no name; a name over the limit; the same name as an earlier row, or as someone
 * in the group (names compare without regard to case); an address that is not one; the same address as an
 * earlier row, or as someone in the group; "invite now" without an address, or neither yes nor no; more people
 * than the plan has room for.
 */
export const PEOPLE_CSV_PROBLEMS = [
  "empty_name",
  "name_too_long",
  "duplicate_name_in_file",
  "existing_name",
  "bad_email",
  "duplicate_email_in_file",
  "existing_email",
  "invite_without_email",
  "invite_unclear",
  "over_limit",
] as const;
export const peopleCsvProblemSchema = z.enum(PEOPLE_CSV_PROBLEMS);
export type PeopleCsvProblem = z.infer<typeof peopleCsvProblemSchema>;

/** add: added, not invited; invite: added and invited after the import; problem: stops the import. */
export const PEOPLE_CSV_VERDICTS = ["add", "invite", "problem"] as const;
export type PeopleCsvVerdict = (typeof PEOPLE_CSV_VERDICTS)[number];

/** POST /v1/communities/{id}/people_csv: the file's text (the portal decodes the upload). */
export const peopleCsvCheckRequestSchema = z.object({
  // At most PEOPLE_CSV_LIMITS.maxBytes in UTF-8 (else 400 `csv_too_large`).
  csv: z.string(),
});
export type PeopleCsvCheckRequest = z.input<typeof peopleCsvCheckRequestSchema>;

/** One row of the file as read and checked. `line` is the row's first line in the file (1-based). */
export const peopleCsvRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  invite: z.boolean(),
  verdict: z.enum(PEOPLE_CSV_VERDICTS),
  problems: z.array(z.object({ code: z.string(), other_line: z.number().int().nullish() })),
});
export type PeopleCsvRow = z.infer<typeof peopleCsvRowSchema>;

/**
 * The check (also GET /v1/communities/{id}/people_csv/{previewId}, checked again against the group as it is now).
 * `free_slots` is null on a plan without a member limit; `can_invite` is false until the manager's own address
 * is confirmed (rows that ask for an invitation are then added without one).
 */
export const peopleCsvPreviewSchema = z.object({
  preview_id: z.string(),
  expires_at: z.string(),
  header: z.boolean(),
  rows: z.array(peopleCsvRowSchema),
  counts: z.object({ add: z.number(), invite: z.number(), problem: z.number() }),
  free_slots: z.number().nullable(),
  can_invite: z.boolean(),
});
export type PeopleCsvPreview = z.infer<typeof peopleCsvPreviewSchema>;

/**
 * POST /v1/communities/{id}/people_csv/{previewId}/import: the people added in one transaction, then the
 * invitations sent within the invitation rate limit (`not_invited` counts those that were not).
 */
export const peopleCsvImportResponseSchema = z.object({
  added: z.number(),
  invited: z.number(),
  not_invited: z.number(),
});
export type PeopleCsvImportResponse = z.infer<typeof peopleCsvImportResponseSchema>;

/** GET /v1/communities/{id}/people_export: the file (UTF-8 with a BOM, formulas neutralised) and its name. */
export const peopleCsvExportSchema = z.object({ file_name: z.string(), csv: z.string() });
export type PeopleCsvExport = z.infer<typeof peopleCsvExportSchema>;

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const peopleCsvEndpoints = {
  // People by CSV (decision 031), managers only
  checkPeopleCsv: {
    method: "POST",
    path: "/v1/communities/:communityId/people_csv",
    auth: "user",
    request: peopleCsvCheckRequestSchema,
    response: peopleCsvPreviewSchema,
  },
  getPeopleCsv: {
    method: "GET",
    path: "/v1/communities/:communityId/people_csv/:previewId",
    auth: "user",
    response: peopleCsvPreviewSchema,
  },
  importPeopleCsv: {
    method: "POST",
    path: "/v1/communities/:communityId/people_csv/:previewId/import",
    auth: "user",
    response: peopleCsvImportResponseSchema,
  },
  exportPeopleCsv: {
    method: "GET",
    path: "/v1/communities/:communityId/people_export",
    auth: "user",
    response: peopleCsvExportSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
