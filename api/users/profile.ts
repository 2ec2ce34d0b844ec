// The caller's own user record and communities (original §3.2).
import type { Role, User, UserCommunitiesResponse } from "../../contract/users.ts";
import { getAuth } from "../http/auth.ts";
import { forbidden } from "../http/errors.ts";
import type { Step } from "../http/router.ts";
import { findUserById, userJson } from "./model.ts";

/** Communities locked this long are left out of the user's list (original §4.10). */
const LOCKED_HIDDEN_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/** GET /users/:id: the caller, with `email_plaintext`. */
export const readUser: Step = async (ctx, _req, res) => {
  const user = await findUserById(ctx.db, getAuth(res).userId);
  if (!user) throw forbidden();
  res.json(userJson(user, true) satisfies User);
};

/** GET /users/:id/communities: active memberships, oldest first (the "first" community leads). */
export const listCommunities: Step = async (ctx, _req, res) => {
  const { rows } = await ctx.db.query<{ id: string; name: string; role: Role; member_id: string }>(
    `SELECT c.id, c.name, m.role, m.id AS member_id
     FROM members m JOIN communities c ON c.id = m.community_id
     WHERE m.user_id = $1 AND m.state = 'active'
       AND NOT (c.is_locked AND c.locked_at IS NOT NULL AND c.locked_at <= $2)
     ORDER BY m.created_at, m.id`,
    [getAuth(res).userId, new Date(ctx.now().getTime() - LOCKED_HIDDEN_AFTER_MS)],
  );
  res.json({ communities: rows } satisfies UserCommunitiesResponse);
};
