// Account deletion (design: real and confirmed): a preview of what goes, then POST unregister with the password.
import { unregisterRequestSchema, type DeletionPreview } from "../../contract/users.ts";
import type { Queryable } from "../db/db.ts";
import { readBody } from "../http/body.ts";
import { getAuth } from "../http/auth.ts";
import { ApiError, forbidden } from "../http/errors.ts";
import type { Step } from "../http/router.ts";
import { deleteCommunities } from "../communities/deletion.ts";
import { peopleChanged } from "../billing/people.ts";
import { checkPasswordGuarded, clearFailures, lockoutKey } from "../auth/lockout.ts";
import { findUserById } from "./model.ts";

/** Communities where `userId` is the only active manager: they are deleted with the account. */
async function soleManagedCommunities(q: Queryable, userId: string) {
  const { rows } = await q.query<{ id: string; name: string; member_count: number; bar_count: number }>(
    `SELECT c.id, c.name, c.member_count,
            (SELECT count(*)::int FROM bars b WHERE b.community_id = c.id) AS bar_count
     FROM communities c
     JOIN members m ON m.community_id = c.id AND m.user_id = $1 AND m.state = 'active' AND m.role = 'manager'
     WHERE NOT EXISTS (
       SELECT 1 FROM members o
       WHERE o.community_id = c.id AND o.state = 'active' AND o.role = 'manager' AND o.user_id <> $1
     )
     ORDER BY m.created_at, c.id`,
    [userId],
  );
  return rows;
}

/** Member records of `userId` in communities that stay. */
async function remainingMemberships(q: Queryable, userId: string, deleted: readonly string[]) {
  const { rows } = await q.query<{
    member_id: string;
    id: string;
    name: string;
    role: string;
    state: string;
  }>(
    `SELECT m.id AS member_id, c.id, c.name, m.role, m.state
     FROM members m JOIN communities c ON c.id = m.community_id
     WHERE m.user_id = $1 AND NOT (c.id = ANY($2::uuid[]))
     ORDER BY m.created_at, m.id`,
    [userId, deleted],
  );
  return rows;
}

/** GET /users/:id/deletion_preview: the communities deleted with the account and the memberships left. */
export const previewDeletion: Step = async (ctx, _req, res) => {
  const { userId } = getAuth(res);
  const communities = await soleManagedCommunities(ctx.db, userId);
  const memberships = await remainingMemberships(
    ctx.db,
    userId,
    communities.map((c) => c.id),
  );
  res.json({
    communities,
    memberships: memberships.map(({ id, name, role, state }) => ({ id, name, role, state })),
  } satisfies DeletionPreview);
};

/** POST /users/:id/unregister: deletes the account after the password, under the bad-password lockout. */
export const unregister: Step = async (ctx, req, res) => {
  const { userId } = getAuth(res);
  const body = readBody(req, unregisterRequestSchema);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw forbidden();
  const now = ctx.now();
  const key = lockoutKey(user.email);
  const ok = await checkPasswordGuarded(ctx.db, key, now, () =>
    ctx.passwords.verify(body.password, user.password_hash),
  );
  if (!ok) throw new ApiError(400, "invalid_credentials", null);
  const left = await ctx.db.transaction(async (tx) => {
    const doomed = (await soleManagedCommunities(tx, userId)).map((c) => c.id);
    // Members, bars, versions, invitations and billing go with their community; subscriptions are cancelled.
    await deleteCommunities(tx, doomed, ctx.payments);
    const memberships = await remainingMemberships(tx, userId, doomed);
    for (const m of memberships) {
      // member_count leaves out the community's creator.
      await tx.query(
        `UPDATE communities SET member_count = member_count - 1, updated_at = $3
         WHERE id = $1 AND created_by_user_id IS DISTINCT FROM $2 AND member_count > 0`,
        [m.id, userId, now],
      );
      // A billing contact that leaves is replaced by the longest-standing remaining active manager.
      await tx.query(
        `UPDATE billing SET contact_member_id = (
           SELECT o.id FROM members o
           WHERE o.community_id = $1 AND o.state = 'active' AND o.role = 'manager' AND o.id <> $2
           ORDER BY o.created_at, o.id LIMIT 1)
         WHERE community_id = $1 AND contact_member_id = $2`,
        [m.id, m.member_id],
      );
      await tx.query("DELETE FROM members WHERE id = $1", [m.member_id]);
    }
    await tx.query("DELETE FROM mail_outbox WHERE lower(to_address) = lower($1)", [user.email]);
    await clearFailures(tx, key);
    // Tokens and one-time codes go with the user (ON DELETE CASCADE).
    await tx.query("DELETE FROM users WHERE id = $1", [userId]);
    return memberships.map((m) => m.id);
  });
  peopleChanged(ctx, left);
  res.status(200).end();
};
