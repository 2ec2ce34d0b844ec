// Bars of a community (original §3.7): the list (manager) and one bar (any active member).
import type { ApiContext } from "../context.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import { notFound } from "../http/errors.ts";
import { Router, route, uuidParam } from "../http/router.ts";
import { loadCommunityAccess } from "../communities/access.ts";
import { barJson, findBar } from "./model.ts";

export function barRoutes(ctx: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(ctx);

  route(router, "/communities/:id/bars", {
    get: [
      auth,
      async (req, res) => {
        const { community } = await loadCommunityAccess(
          ctx.db,
          req.params.id,
          getAuth(res).userId,
          "manager",
        );
        // Oldest first, so the community's first ("Default") bar leads.
        const { rows } = await ctx.db.query<{ id: string; name: string; is_shared: boolean }>(
          "SELECT id, name, is_shared FROM bars WHERE community_id = $1 ORDER BY created_at, id",
          [community.id],
        );
        res.json({ bars: rows });
      },
    ],
  });

  route(router, "/communities/:cid/bars/:id", {
    get: [
      auth,
      async (req, res) => {
        // Any active member may read any bar of the community (original §1.7).
        const { community } = await loadCommunityAccess(
          ctx.db,
          req.params.cid,
          getAuth(res).userId,
          "member",
        );
        const barId = uuidParam(req.params.id);
        const bar = barId ? await findBar(ctx.db, community.id, barId) : null;
        if (!bar) throw notFound();
        res.json(barJson(bar));
      },
    ],
  });

  return router;
}
