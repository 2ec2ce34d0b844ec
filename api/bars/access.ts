// Access to one bar of a community, after requireCommunity().
import type { Response } from "express";
import { communityAccess } from "../communities/access.ts";
import { notFound } from "../http/errors.ts";
import { uuidParam, type Step } from "../http/router.ts";
import { findBar, type BarRow } from "./model.ts";

/**
 * Route step after requireCommunity(): the path's `:barId` of this community, or 404. A manager sees every
 * bar; a member only the bars provided for them (their `bar_ids`), the community's default bar, which the
 * desktop app falls back to, and the group base bar (decision 030), whose buttons every member gets; any
 * other bar is 404 for them, as if it did not exist.
 */
export const requireBar: Step = async (ctx, req, res) => {
  const { community, member } = communityAccess(res);
  const barId = uuidParam(req.params.barId);
  const bar = barId ? await findBar(ctx.db, community.id, barId) : null;
  if (!bar) throw notFound();
  if (member.role !== "manager" && bar.id !== community.default_bar_id && !member.bar_ids.includes(bar.id)) {
    const { rows } = await ctx.db.query("SELECT 1 FROM communities WHERE id = $1 AND base_bar_id = $2", [
      community.id,
      bar.id,
    ]);
    if (rows.length === 0) throw notFound();
  }
  res.locals.bar = bar;
};

/** The bar loaded by requireBar. */
export function loadedBar(res: Response): BarRow {
  const bar = res.locals.bar as BarRow | undefined;
  if (!bar) throw notFound();
  return bar;
}
