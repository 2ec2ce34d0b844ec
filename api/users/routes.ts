// The caller's own user record and communities (original §3.2).
import type { ApiContext } from "../context.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { Router, route, uuidParam } from "../http/router.ts";
import { findUserById, userJson } from "./model.ts";

/** Communities locked this long are left out of the user's list (original §4.10). */
const LOCKED_HIDDEN_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

export function userRoutes(ctx: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(ctx);

  route(router, "/users/:id", {
    get: [
      auth,
      async (req, res) => {
        const { userId } = getAuth(res);
        if (uuidParam(req.params.id) !== userId) throw forbidden();
        const user = await findUserById(ctx.db, userId);
        if (!user) throw forbidden();
        res.json(userJson(user, true));
      },
    ],
  });

  route(router, "/users/:id/communities", {
    get: [
      auth,
      async (req, res) => {
        const { userId } = getAuth(res);
        if (uuidParam(req.params.id) !== userId) throw notFound();
        const { rows } = await ctx.db.query<{ id: string; name: string; role: string; member_id: string }>(
          `SELECT c.id, c.name, m.role, m.id AS member_id
           FROM members m JOIN communities c ON c.id = m.community_id
           WHERE m.user_id = $1 AND m.state = 'active'
             AND NOT (c.is_locked AND c.locked_at IS NOT NULL AND c.locked_at <= $2)
           ORDER BY m.created_at, m.id`,
          [userId, new Date(ctx.now().getTime() - LOCKED_HIDDEN_AFTER_MS)],
        );
        res.json({ communities: rows });
      },
    ],
  });

  return router;
}
