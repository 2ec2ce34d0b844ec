// Bars of a community (original §3.7, with our rules from docs/design.md): list, create, read, update, delete.
// Every save is a version (api/bars/store.ts); history and drafts are in versions.ts and drafts.ts.
// Check order: 401 → 404 community → 403 role → 404 bar → 415 → 400 body → 400 rules → 409 version.
import {
  createBarRequestSchema,
  updateBarRequestSchema,
  type SavedBarResponse,
} from "../../contract/bars.ts";
import { MAX_BARS_PER_MEMBER } from "../../contract/members.ts";
import { communityAccess, requireCommunity } from "../communities/access.ts";
import { readBody } from "../http/body.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { ApiError } from "../http/errors.ts";
import { uuidParam, type Handlers, type Step } from "../http/router.ts";
import { draftHandlers } from "./drafts.ts";
import { listBars } from "./list.ts";
import { queueWaitingMail } from "../approvals/mail.ts";
import { barServedTo } from "../approvals/model.ts";
import { loadedBar, requireBar } from "./access.ts";
import { barJson } from "./model.ts";
import {
  barContent,
  checkBaseVersion,
  checkDefaultBarRules,
  expectedVersions,
  insertBar,
  lockBarOr404,
  saveBar,
} from "./store.ts";
import { versionHandlers } from "./versions.ts";
import { recordAudit } from "../audit/record.ts";
import { recordBarAudit } from "./audit.ts";

/**
 * POST /communities/:id/bars: a new bar and its version 1. With `member_id`, the bar is added to that member's
 * `bar_ids` in the same transaction: `bad_member_id` for a member not of this community, `bar_limit_reached`
 * when they already have MAX_BARS_PER_MEMBER bars.
 */
export const createBar: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const body = readBody(req, createBarRequestSchema);
  const content = barContent(body);
  const memberParam = body.member_id ?? null;
  const memberId = memberParam === null ? null : uuidParam(memberParam);
  if (memberParam !== null && !memberId) throw new ApiError(400, "bad_member_id");
  const meta = { authorUserId: getAuth(res).userId, now: ctx.now() };
  const bar = await ctx.db.transaction(async (tx) => {
    if (memberId) {
      const { rows } = await tx.query<{ bar_count: number }>(
        "SELECT cardinality(bar_ids) AS bar_count FROM members WHERE id = $1 AND community_id = $2 FOR UPDATE",
        [memberId, community.id],
      );
      const member = rows[0];
      if (!member) throw new ApiError(400, "bad_member_id");
      if (Number(member.bar_count) >= MAX_BARS_PER_MEMBER) throw new ApiError(400, "bar_limit_reached");
    }
    const created = await insertBar(tx, community.id, content, meta);
    if (memberId) {
      await tx.query(
        "UPDATE members SET bar_ids = array_append(bar_ids, $2::uuid), updated_at = $3 WHERE id = $1",
        [memberId, created.id, meta.now],
      );
    }
    await recordBarAudit(tx, community.id, "bar_created", created, meta, memberId);
    return created;
  });
  res.setHeader("ETag", `"${bar.version}"`);
  res.json({ bar: barJson(bar) } satisfies SavedBarResponse);
};

/**
 * GET /communities/:cid/bars/:barId, with `ETag: "version"`. A member reads it as their desktop app gets it (the
 * version they approved while changes wait for their OK); a manager reads the bar as saved, to edit it.
 */
export const readBar: Step = async (ctx, _req, res) => {
  const { community, member } = communityAccess(res);
  const saved = loadedBar(res);
  const bar = member.role === "manager" ? saved : await barServedTo(ctx.db, community.id, member.id, saved);
  res.setHeader("ETag", `"${bar.version}"`);
  res.json(barJson(bar));
};

/**
 * PUT /communities/:cid/bars/:barId: replaces name, is_shared and all items as the bar's next version.
 * `base_version` (body) or `If-Match` (header), when given, must be the current version (else 409).
 * Answers `{bar}` (the original: an empty 200) so the client learns the item ids and the new version.
 */
export const updateBar: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const barId = loadedBar(res).id;
  const body = readBody(req, updateBarRequestSchema);
  const content = barContent(body);
  const expected = expectedVersions(req, body.base_version);
  const meta = { authorUserId: getAuth(res).userId, now: ctx.now() };
  const mail: string[] = [];
  const saved = await ctx.db.transaction(async (tx) => {
    const bar = await lockBarOr404(tx, community.id, barId);
    checkDefaultBarRules(bar, content);
    checkBaseVersion(bar, expected);
    const result = await saveBar(tx, bar, content, meta);
    await recordBarAudit(tx, community.id, "bar_saved", result, meta);
    mail.push(...(await queueWaitingMail(ctx, tx, result)));
    return result;
  });
  await ctx.mail.deliver(mail);
  res.setHeader("ETag", `"${saved.version}"`);
  res.json({ bar: barJson(saved) } satisfies SavedBarResponse);
};

/**
 * DELETE /communities/:cid/bars/:barId: not the default bar (`cannot_delete_default`); not a bar in some member's
 * `bar_ids` (`cannot_delete_used`), unless `?unassign=1`, which first takes it out of every member's `bar_ids`
 * in the same transaction. Its versions and drafts go with it. 200 empty.
 */
export const deleteBar: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const barId = loadedBar(res).id;
  const unassign = req.query.unassign === "1" || req.query.unassign === "true";
  await ctx.db.transaction(async (tx) => {
    const bar = await lockBarOr404(tx, community.id, barId);
    if (bar.is_default) throw new ApiError(400, "cannot_delete_default");
    const { rows } = await tx.query<{ id: string }>(
      "SELECT id FROM members WHERE community_id = $1 AND $2::uuid = ANY (bar_ids) FOR UPDATE",
      [community.id, bar.id],
    );
    if (rows.length > 0) {
      if (!unassign) throw new ApiError(400, "cannot_delete_used");
      await tx.query(
        "UPDATE members SET bar_ids = array_remove(bar_ids, $2::uuid), updated_at = $3 WHERE community_id = $1 AND $2::uuid = ANY (bar_ids)",
        [community.id, bar.id, ctx.now()],
      );
    }
    // Deleting the group base bar takes it off every member's bar (decision 030).
    if (bar.is_base) {
      await tx.query("UPDATE communities SET base_bar_id = NULL, updated_at = $2 WHERE id = $1", [
        community.id,
        ctx.now(),
      ]);
    }
    await tx.query("DELETE FROM bars WHERE id = $1", [bar.id]);
    await recordAudit(tx, {
      communityId: community.id,
      actorUserId: getAuth(res).userId,
      kind: "bar_deleted",
      barId: bar.id,
      subjectLabel: bar.name,
      details: { unassigned: rows.length },
      at: ctx.now(),
    });
  });
  res.status(200).end();
};

export function barHandlers(): Handlers {
  const manager = [requireUser, requireCommunity("manager"), requireBar] as const;
  return {
    listBars: [requireUser, requireCommunity("manager"), listBars],
    createBar: [requireUser, requireCommunity("manager"), createBar],
    getBar: [requireUser, requireCommunity("member"), requireBar, readBar],
    updateBar: [...manager, updateBar],
    deleteBar: [...manager, deleteBar],
    ...versionHandlers(manager),
    ...draftHandlers(manager),
  };
}
