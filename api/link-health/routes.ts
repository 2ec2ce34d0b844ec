// /v1 link health, managers only (a member gets 403, as for the other manager-only routes):
//   GET  /communities/:id/link-health               every web address of the group's bars and its verdict
//   GET  /communities/:cid/bars/:barId/link-health  the same for one bar
//   POST /communities/:id/link-health/check         check the group's addresses (or one bar's) now:
//        202 {queued}; 429 rate_limited (LINK_CHECK_NOW_LIMIT per group); 409 link_health_off
import {
  LINK_CHECK_NOW_LIMIT,
  linkCheckNowRequestSchema,
  linkHealthEmailSchema,
  linkHealthQuerySchema,
  type LinkHealthEmail,
  type LinkCheckNowResponse,
  type LinkHealthResponse,
} from "../../contract/link-health.ts";
import { loadedBar, requireBar } from "../bars/access.ts";
import { communityAccess, requireCommunity } from "../communities/access.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { parseBody, readBody, readJsonObject } from "../http/body.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { createLimiter, type Limiter } from "../http/rateLimit.ts";
import { uuidParam, type Handlers, type Step } from "../http/router.ts";
import { buttonAddresses } from "./addresses.ts";
import { healthJson, readProblemRows, readRows } from "./store.ts";

async function answer(ctx: Parameters<Step>[0], scope: { communityId: string; barId?: string }) {
  const buttons = await buttonAddresses(ctx.db, scope);
  const rows = await readRows(
    ctx.db,
    buttons.map((b) => b.url),
  );
  return {
    enabled: ctx.config.linkHealth !== undefined,
    links: healthJson(buttons, rows),
  } satisfies LinkHealthResponse;
}

/**
 * Only the problems (the dashboard of a large group, decision 033): the problem addresses come from their
 * partial index first, and the group's bars are read only when some address anywhere has one — with none, a
 * group of 10,000 bars costs what a group of 10 does.
 */
async function problemsAnswer(ctx: Parameters<Step>[0], communityId: string) {
  const problems = await readProblemRows(ctx.db);
  const buttons =
    problems.size === 0
      ? []
      : (await buttonAddresses(ctx.db, { communityId })).filter((b) => problems.has(b.url));
  return {
    enabled: ctx.config.linkHealth !== undefined,
    links: healthJson(buttons, problems),
  } satisfies LinkHealthResponse;
}

const communityHealth: Step = async (ctx, req, res) => {
  const communityId = communityAccess(res).community.id;
  const query = linkHealthQuerySchema.safeParse(req.query);
  if (!query.success) throw new ApiError(400, "invalid_field", { field: "only" });
  res.json(
    query.data.only === "problems"
      ? await problemsAnswer(ctx, communityId)
      : await answer(ctx, { communityId }),
  );
};

const barHealth: Step = async (ctx, _req, res) => {
  const { community } = communityAccess(res);
  res.json(await answer(ctx, { communityId: community.id, barId: loadedBar(res).id }));
};

function checkNow(limiter: (now: () => Date) => Limiter): Step {
  return async (ctx, req, res) => {
    const { community } = communityAccess(res);
    const empty = !req.headers["content-type"] && (!Buffer.isBuffer(req.body) || req.body.length === 0);
    const body = parseBody(linkCheckNowRequestSchema, empty ? {} : readJsonObject(req));
    const barParam = body.bar_id ?? null;
    const barId = barParam === null ? undefined : (uuidParam(barParam) ?? undefined);
    if (barParam !== null && barId === undefined) throw new ApiError(400, "bad_bar_id");
    if (barId) {
      const { rowCount } = await ctx.db.query("SELECT 1 FROM bars WHERE id = $1 AND community_id = $2", [
        barId,
        community.id,
      ]);
      if (rowCount === 0) throw new ApiError(400, "bad_bar_id");
    }
    const service = ctx.linkHealth;
    if (!service) throw new ApiError(409, "link_health_off");
    await limiter(ctx.now).hit(community.id);
    const addresses = await buttonAddresses(ctx.db, { communityId: community.id, barId });
    const queued = await service.checkNow(addresses);
    res.status(202).json({ queued } satisfies LinkCheckNowResponse);
  };
}

/** The user's own setting only: anyone else's id is 404. */
function ownUser(req: Parameters<Step>[1], res: Parameters<Step>[2]): string {
  const userId = getAuth(res).userId;
  if (uuidParam(req.params.userId) !== userId) throw notFound();
  return userId;
}

const readEmailSetting: Step = async (ctx, req, res) => {
  const { rows } = await ctx.db.query<LinkHealthEmail>("SELECT link_health_email FROM users WHERE id = $1", [
    ownUser(req, res),
  ]);
  if (!rows[0]) throw notFound();
  res.json({ link_health_email: rows[0].link_health_email } satisfies LinkHealthEmail);
};

const writeEmailSetting: Step = async (ctx, req, res) => {
  const userId = ownUser(req, res);
  const body = readBody(req, linkHealthEmailSchema);
  await ctx.db.query("UPDATE users SET link_health_email = $2 WHERE id = $1", [
    userId,
    body.link_health_email,
  ]);
  res.json({ link_health_email: body.link_health_email } satisfies LinkHealthEmail);
};

export function linkHealthHandlers(): Handlers {
  let limiter: Limiter | undefined;
  // Built on first use, after the service chose where counters live (memory, or Redis with REDIS_URL).
  const lazyLimiter = (now: () => Date) =>
    (limiter ??= createLimiter({
      points: LINK_CHECK_NOW_LIMIT.points,
      duration: LINK_CHECK_NOW_LIMIT.seconds,
      keyPrefix: "link-health-check",
      now,
    }));
  const manager = [requireUser, requireCommunity("manager")] as const;
  return {
    communityLinkHealth: [...manager, communityHealth],
    barLinkHealth: [...manager, requireBar, barHealth],
    checkLinksNow: [...manager, checkNow(lazyLimiter)],
    getLinkHealthEmail: [requireUser, readEmailSetting],
    setLinkHealthEmail: [requireUser, writeEmailSetting],
  };
}
