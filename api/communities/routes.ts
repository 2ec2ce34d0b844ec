// Communities (original §3.4): create, read, update, delete.
import { randomUUID } from "node:crypto";
import {
  createCommunityRequestSchema,
  updateCommunityRequestSchema,
  type CreateCommunityResponse,
} from "../../contract/communities.ts";
import { DEFAULT_PLAN } from "../../contract/plans.ts";
import { readBody } from "../http/body.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { uuidParam, type Handlers, type Step } from "../http/router.ts";
import { findUserById } from "../users/model.ts";
import { recordAudit } from "../audit/record.ts";
import { communityAccess, communityJson, loadCommunityAccess, requireCommunity } from "./access.ts";
import { deleteCommunities } from "./deletion.ts";

const DAY = 24 * 60 * 60 * 1000;

function requireName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ApiError(400, "missing_required", { required: ["name"] });
  return trimmed;
}

/** The end of a trial of `days` days starting now: 23:59:59 UTC on the last day; null for no trial. */
export function trialEnd(now: Date, days: number): Date | null {
  if (days <= 0) return null;
  const end = new Date(now.getTime() + days * DAY);
  end.setUTCHours(23, 59, 59, 0);
  return end;
}

/** POST /communities: the community with its first ("Default") bar, the caller as manager and a billing record. */
export const createCommunity: Step = async (ctx, req, res) => {
  const { userId } = getAuth(res);
  const name = requireName(readBody(req, createCommunityRequestSchema).name);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new ApiError(401);
  const now = ctx.now();
  const communityId = randomUUID();
  const barId = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO communities (id, name, default_bar_id, member_limit, member_count, created_by_user_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 0, $5, $6, $6)`,
      [communityId, name, barId, DEFAULT_PLAN.member_limit, userId, now],
    );
    await tx.query(
      `INSERT INTO bars (id, community_id, name, is_shared, items, created_by_user_id, created_at, updated_at)
       VALUES ($1, $2, 'Default', true, '[]'::jsonb, $3, $4, $4)`,
      [barId, communityId, userId, now],
    );
    await tx.query(
      `INSERT INTO bar_versions (bar_id, author_user_id, created_at, name, is_shared, items)
       VALUES ($1, $2, $3, 'Default', true, '[]'::jsonb)`,
      [barId, userId, now],
    );
    const memberId = randomUUID();
    await tx.query(
      `INSERT INTO members (id, community_id, user_id, first_name, last_name, role, state, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'manager', 'active', $6, $6)`,
      [memberId, communityId, userId, user.first_name, user.last_name, now],
    );
    await tx.query(
      `INSERT INTO billing (community_id, plan_id, contact_member_id, trial_end, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'paid', $5, $5)`,
      [communityId, DEFAULT_PLAN.id, memberId, trialEnd(now, ctx.config.trialDays), now],
    );
  });
  const access = await loadCommunityAccess(ctx.db, communityId, userId, "member");
  res.json({ community: communityJson(access) } satisfies CreateCommunityResponse);
};

/** GET /communities/:id (any active member). */
export const readCommunity: Step = (_ctx, _req, res) => {
  res.json(communityJson(communityAccess(res)));
};

/** PUT /communities/:id (manager): the name and the default bar, which must be a shared bar of the community. */
export const updateCommunity: Step = async (ctx, req, res) => {
  const { community } = communityAccess(res);
  const body = readBody(req, updateCommunityRequestSchema);
  const name = requireName(body.name);
  const barId = uuidParam(body.default_bar_id);
  const now = ctx.now();
  const actorUserId = getAuth(res).userId;
  // One transaction: the change and its audit entries commit together, so the log misses no change.
  await ctx.db.transaction(async (tx) => {
    const { rows } = barId
      ? await tx.query<{ is_shared: boolean; name: string }>(
          `SELECT b.is_shared, b.name FROM bars b JOIN communities c ON c.id = b.community_id
           WHERE b.id = $1 AND b.community_id = $2 AND b.id IS DISTINCT FROM c.base_bar_id`,
          [barId, community.id],
        )
      : { rows: [] };
    const bar = rows[0];
    if (!bar) throw new ApiError(400, "bad_bar_id");
    if (!bar.is_shared) throw new ApiError(400, "default_must_be_shared");
    const before = await tx.query<{ name: string; default_bar_id: string | null }>(
      "SELECT name, default_bar_id FROM communities WHERE id = $1 FOR UPDATE",
      [community.id],
    );
    const old = before.rows[0];
    if (!old) throw notFound();
    await tx.query("UPDATE communities SET name = $2, default_bar_id = $3, updated_at = $4 WHERE id = $1", [
      community.id,
      name,
      barId,
      now,
    ]);
    const entry = { communityId: community.id, actorUserId, at: now };
    if (old.name !== name) {
      await recordAudit(tx, { ...entry, kind: "community_renamed", details: { from: old.name, to: name } });
    }
    if (old.default_bar_id !== barId) {
      await recordAudit(tx, { ...entry, kind: "default_bar_changed", barId, subjectLabel: bar.name });
    }
  });
  res.status(200).end();
};

/** DELETE /communities/:id (manager): everything that belongs to it goes, its subscription is cancelled. */
export const deleteCommunity: Step = async (ctx, _req, res) => {
  const { community } = communityAccess(res);
  const deleted = await ctx.db.transaction((tx) => deleteCommunities(tx, [community.id], ctx.payments));
  // A concurrent DELETE got there first.
  if (deleted === 0) throw notFound();
  res.status(200).end();
};

export function communityHandlers(): Handlers {
  return {
    createCommunity: [requireUser, createCommunity],
    getCommunity: [requireUser, requireCommunity("member"), readCommunity],
    updateCommunity: [requireUser, requireCommunity("manager"), updateCommunity],
    deleteCommunity: [requireUser, requireCommunity("manager"), deleteCommunity],
  };
}
