// The bar editor's server-side drafts: one per user and bar, holding the whole pending bar and the version it
// started from, so unsaved work survives between requests (the editor works without JavaScript). Committing a
// draft saves it as the bar's next version and deletes it, in one transaction. Managers only.
import {
  putBarDraftRequestSchema,
  userDraftsQuerySchema,
  type BarDraft,
  type BarDraftResponse,
  type SavedBarResponse,
  type UserDraftsResponse,
} from "../../contract/bars.ts";
import { communityAccess } from "../communities/access.ts";
import { readBody } from "../http/body.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { uuidParam, type Handlers, type Step } from "../http/router.ts";
import { loadedBar } from "./access.ts";
import { recordBarAudit } from "./audit.ts";
import { queueWaitingMail } from "../approvals/mail.ts";
import { barJson, isoDate } from "./model.ts";
import {
  checkBaseVersion,
  checkDefaultBarRules,
  lockBarOr404,
  normaliseItems,
  saveBar,
  savedName,
  type StoredItem,
} from "./store.ts";

interface DraftRow {
  bar_id: string;
  base_version: number;
  name: string;
  is_shared: boolean;
  items: StoredItem[];
  created_at: unknown;
  updated_at: unknown;
}

function draftJson(row: DraftRow, currentVersion: number): BarDraft {
  return {
    bar_id: row.bar_id,
    base_version: row.base_version,
    current_version: currentVersion,
    name: row.name,
    is_shared: row.is_shared,
    items: row.items,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

const DRAFT_COLUMNS = "bar_id, base_version, name, is_shared, items, created_at, updated_at";

/** GET .../bars/:barId/draft: `{draft}`, null when the caller has none for this bar. */
export const readDraft: Step = async (ctx, _req, res) => {
  const bar = loadedBar(res);
  const { rows } = await ctx.db.query<DraftRow>(
    `SELECT ${DRAFT_COLUMNS} FROM bar_drafts WHERE user_id = $1 AND bar_id = $2`,
    [getAuth(res).userId, bar.id],
  );
  const row = rows[0];
  res.json({ draft: row ? draftJson(row, bar.version) : null } satisfies BarDraftResponse);
};

/**
 * PUT .../bars/:barId/draft: replaces the caller's draft. Body: the bar fields (as PUT bar; items get their ids
 * here, so the editor can point at them) and `base_version` (required; not above the bar's version). The name
 * is kept as typed until the commit.
 */
export const putDraft: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const barId = loadedBar(res).id;
  const body = readBody(req, putBarDraftRequestSchema);
  const items = normaliseItems(body.items);
  const userId = getAuth(res).userId;
  const now = ctx.now();
  const { row, version } = await ctx.db.transaction(async (tx) => {
    const bar = await lockBarOr404(tx, community.id, barId);
    if (body.base_version > bar.version) throw new ApiError(400, "invalid_field", { field: "base_version" });
    const { rows } = await tx.query<DraftRow>(
      `INSERT INTO bar_drafts (user_id, bar_id, base_version, name, is_shared, items, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $7)
       ON CONFLICT (user_id, bar_id) DO UPDATE SET base_version = EXCLUDED.base_version, name = EXCLUDED.name,
         is_shared = EXCLUDED.is_shared, items = EXCLUDED.items, updated_at = EXCLUDED.updated_at
       RETURNING ${DRAFT_COLUMNS}`,
      [userId, bar.id, body.base_version, body.name, body.is_shared, JSON.stringify(items), now],
    );
    return { row: rows[0]!, version: bar.version };
  });
  res.json({ draft: draftJson(row, version) } satisfies BarDraftResponse);
};

/** DELETE .../bars/:barId/draft: drops the caller's draft (200 empty, also when there was none). */
export const deleteDraft: Step = async (ctx, _req, res) => {
  await ctx.db.query("DELETE FROM bar_drafts WHERE user_id = $1 AND bar_id = $2", [
    getAuth(res).userId,
    loadedBar(res).id,
  ]);
  res.status(200).end();
};

/**
 * POST .../bars/:barId/draft/commit: in one transaction, saves the caller's draft as the bar's next version and
 * deletes it. 404 `draft_not_found` without a draft; 409 `version_conflict` when the bar was saved since the
 * draft's base version (the draft is kept); the default-bar rules as for PUT. Answers `{bar}`.
 */
export const commitDraft: Step = async (ctx, _req, res) => {
  const { community } = communityAccess(res);
  const barId = loadedBar(res).id;
  const userId = getAuth(res).userId;
  const meta = { authorUserId: userId, now: ctx.now() };
  const mail: string[] = [];
  const saved = await ctx.db.transaction(async (tx) => {
    const bar = await lockBarOr404(tx, community.id, barId);
    const { rows } = await tx.query<DraftRow>(
      `SELECT ${DRAFT_COLUMNS} FROM bar_drafts WHERE user_id = $1 AND bar_id = $2 FOR UPDATE`,
      [userId, bar.id],
    );
    const draft = rows[0];
    if (!draft) throw new ApiError(404, "draft_not_found");
    const content = { name: savedName(draft.name), is_shared: draft.is_shared, items: draft.items };
    checkDefaultBarRules(bar, content);
    checkBaseVersion(bar, [draft.base_version]);
    const result = await saveBar(tx, bar, content, meta);
    await recordBarAudit(tx, community.id, "bar_saved", result, meta);
    await tx.query("DELETE FROM bar_drafts WHERE user_id = $1 AND bar_id = $2", [userId, bar.id]);
    mail.push(...(await queueWaitingMail(ctx, tx, result)));
    return result;
  });
  await ctx.mail.deliver(mail);
  res.setHeader("ETag", `"${saved.version}"`);
  res.json({ bar: barJson(saved) } satisfies SavedBarResponse);
};

/**
 * GET /users/:uid/drafts[?community_id=]: the caller's drafts in communities they still manage, newest first
 * (the editor offers "another bar's pending draft"). Another user's id is 404, as for /users/{id}/communities.
 */
export const listUserDrafts: Step = async (ctx, req, res) => {
  const { userId } = getAuth(res);
  if (uuidParam(req.params.userId) !== userId) throw notFound();
  const query = userDraftsQuerySchema.safeParse(req.query);
  if (!query.success) throw new ApiError(400, "invalid_field", { field: "community_id" });
  const communityParam = query.data.community_id;
  const communityId = communityParam === undefined ? null : uuidParam(communityParam);
  if (communityParam !== undefined && !communityId)
    throw new ApiError(400, "invalid_field", { field: "community_id" });
  const { rows } = await ctx.db.query<{
    community_id: string;
    bar_id: string;
    bar_name: string;
    name: string;
    base_version: number;
    current_version: number;
    updated_at: unknown;
  }>(
    `SELECT b.community_id, d.bar_id, b.name AS bar_name, d.name, d.base_version, b.version AS current_version,
            d.updated_at
     FROM bar_drafts d
     JOIN bars b ON b.id = d.bar_id
     JOIN members m ON m.community_id = b.community_id AND m.user_id = d.user_id
                   AND m.state = 'active' AND m.role = 'manager'
     WHERE d.user_id = $1 AND ($2::uuid IS NULL OR b.community_id = $2::uuid)
     ORDER BY d.updated_at DESC, d.bar_id`,
    [userId, communityId],
  );
  res.json({
    drafts: rows.map((row) => ({ ...row, updated_at: isoDate(row.updated_at) })),
  } satisfies UserDraftsResponse);
};

export function draftHandlers(manager: readonly Step[]): Handlers {
  return {
    getBarDraft: [...manager, readDraft],
    putBarDraft: [...manager, putDraft],
    deleteBarDraft: [...manager, deleteDraft],
    commitBarDraft: [...manager, commitDraft],
    listUserDrafts: [requireUser, listUserDrafts],
  };
}
