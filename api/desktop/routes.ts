// The desktop app's view of a community (original §2.13): GET /users/:uid/communities/:cid gives the caller's bars
// there, so a member's desktop app receives what their manager saved.
import type { DesktopCommunity } from "../../contract/bars.ts";
import { loadCommunityAccess } from "../communities/access.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { uuidParam, type Handlers, type Step } from "../http/router.ts";
import { BAR_COLUMNS, barJson, type BarRow } from "../bars/model.ts";
import { readUserAgent, recordDesktopFetch } from "./device.ts";
import { deviceHandlers } from "./device-routes.ts";
import { desktopBar } from "../../common/catalogue/desktop-icons.ts";
import { findApprovalMember, servedBars } from "../approvals/model.ts";
import { mergeBaseItems, servedBaseBar } from "../base-bar/model.ts";

/** A community locked this long answers `community_locked` here (original §4.10), as it leaves the user's list. */
const LOCKED_REFUSED_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * GET /users/:uid/communities/:cid: self only (another user's id is 404, as the original); 404 unless an active
 * member; 400 `community_locked` once locked for 30 days. `bars` are the member's `bar_ids` in order (ids no
 * longer there are skipped); without any, the community's default bar. `bar` is the first of them. Each bar
 * carries the group base bar's buttons first or last (decision 030), as ordinary items the apps already read.
 */
export const readDesktopCommunity: Step = async (ctx, req, res) => {
  const { userId } = getAuth(res);
  if (uuidParam(req.params.userId) !== userId) throw notFound();
  const { community, member } = await loadCommunityAccess(ctx.db, req.params.communityId, userId, "member");
  const { rows: lock } = await ctx.db.query<{ locked: boolean }>(
    "SELECT (is_locked AND locked_at IS NOT NULL AND locked_at <= $2) AS locked FROM communities WHERE id = $1",
    [community.id, new Date(ctx.now().getTime() - LOCKED_REFUSED_AFTER_MS)],
  );
  if (lock[0]?.locked) throw new ApiError(400, "community_locked");
  const { rows } = await ctx.db.query<BarRow>(
    `SELECT ${BAR_COLUMNS} FROM bars WHERE community_id = $1 AND id = ANY ($2::uuid[])`,
    [community.id, member.bar_ids],
  );
  const byId = new Map(rows.map((bar) => [bar.id, bar]));
  let bars = member.bar_ids.map((id) => byId.get(id)).filter((bar): bar is BarRow => bar !== undefined);
  if (bars.length === 0 && community.default_bar_id) {
    const { rows: fallback } = await ctx.db.query<BarRow>(
      `SELECT ${BAR_COLUMNS} FROM bars WHERE community_id = $1 AND id = $2`,
      [community.id, community.default_bar_id],
    );
    bars = fallback;
  }
  // Decision 021: while the member's "changes wait for my OK" is on, each bar at the version they approved.
  const approvalMember = await findApprovalMember(ctx.db, community.id, member.id);
  const served = approvalMember ? await servedBars(ctx.db, approvalMember, bars) : null;
  if (served) bars = served.bars;
  if (bars.length === 0) throw notFound();
  // The device record: the manager sees that the bar arrived. A failure to record never costs the app its bars.
  const received = bars.map((bar) => ({ id: bar.id, version: bar.version }));
  await recordDesktopFetch(
    ctx.db,
    member.id,
    ctx.now(),
    received,
    readUserAgent(req.get("user-agent")),
  ).catch((error: unknown) => ctx.logger.warn("device record not saved", { error: String(error) }));
  // The group base bar, at the version this member approved while their OK is needed.
  const base = await servedBaseBar(ctx.db, community.id, approvalMember);
  const shown = base
    ? bars.map((bar) => ({ ...bar, items: mergeBaseItems(bar.items, base.bar.items, base.position) }))
    : bars;
  const first = shown[0]!;
  const body: DesktopCommunity = {
    id: community.id,
    name: community.name,
    // Icons as the apps can show them, whatever the items were saved with (docs/decisions/020).
    bar: desktopBar(barJson(first)),
    bars: shown.map((bar) => desktopBar(barJson(bar))),
  };
  if (served && approvalMember?.approval_required) {
    body.approval = {
      required: true,
      bars: bars.map((bar) => {
        const a = served.approvals.get(bar.id)!;
        return { bar_id: bar.id, approved_version: a.approved_version, current_version: a.current_version };
      }),
    };
  }
  res.json(body);
};

export function desktopHandlers(): Handlers {
  return { getDesktopCommunity: [requireUser, readDesktopCommunity], ...deviceHandlers() };
}
