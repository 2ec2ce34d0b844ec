// The caller's own user record and communities (original §3.2).
import { updateClockRequestSchema } from "../../contract/clock.ts";
import { updateLanguageRequestSchema } from "../../contract/language.ts";
import {
  lastCommunityRequestSchema,
  updateUserRequestSchema,
  type Role,
  type User,
  type UserCommunitiesResponse,
} from "../../contract/users.ts";
import { memberFullName } from "../../contract/members.ts";
import { LIVE_TOKEN_SQL, liveTokenParams } from "../auth/tokens.ts";
import { acceptLiveToken, getAuth, presentedTokenHash } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { uuidParam, type Step } from "../http/router.ts";
import { storedName } from "../members/model.ts";
import { findUserById, userJson } from "./model.ts";

/** Communities locked this long are left out of the user's list (original §4.10). */
const LOCKED_HIDDEN_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/** GET /users/:id: the caller, with `email_plaintext`. */
export const readUser: Step = async (ctx, _req, res) => {
  const user = await findUserById(ctx.db, getAuth(res).userId);
  if (!user) throw forbidden();
  res.json(userJson(user, true) satisfies User);
};

/**
 * GET /users/:id/communities: active memberships, oldest first (the "first" community leads). The token check
 * (requireUser's) is part of the same statement (the guard asks this first on every signed-in page, so each
 * page saves a trip to the database; decision 034 for the CPU a page may cost). 401 for a token that is not
 * live, then 404 for another user's list, as in the original; whether each group is the one last used comes
 * along too, so only a group the user is still in (and sees) can be the answer's last one.
 */
export const listCommunities: Step = async (ctx, req, res) => {
  const tokenHash = await presentedTokenHash(ctx, req);
  const listOf = uuidParam(req.params.userId);
  const now = ctx.now();
  const { rows } = await ctx.db.query<{
    user_id: string;
    last_used_at: Date;
    id: string | null;
    name: string;
    role: Role;
    member_id: string;
    is_last: boolean;
  }>(
    `SELECT t.user_id, t.last_used_at,
            c.id, c.name, m.role, m.id AS member_id, c.id IS NOT DISTINCT FROM u.last_community_id AS is_last
     FROM (${LIVE_TOKEN_SQL}) t
     LEFT JOIN (members m
       JOIN communities c ON c.id = m.community_id
         AND NOT (c.is_locked AND c.locked_at IS NOT NULL AND c.locked_at <= $5)
       JOIN users u ON u.id = m.user_id)
       ON m.user_id = t.user_id AND m.user_id = $4 AND m.state = 'active'
     ORDER BY m.created_at, m.id`,
    [...liveTokenParams(tokenHash, now), listOf, new Date(now.getTime() - LOCKED_HIDDEN_AFTER_MS)],
  );
  // Every row carries the token's columns; none means the token is not live.
  const userId = await acceptLiveToken(ctx, res, tokenHash, rows[0], now);
  if (listOf !== userId) throw notFound();
  const communities = rows.flatMap(({ id, name, role, member_id }) =>
    id ? [{ id, name, role, member_id }] : [],
  );
  res.json({
    communities,
    last_community_id: rows.find((c) => c.id && c.is_last)?.id ?? null,
  } satisfies UserCommunitiesResponse);
};

/**
 * PUT /users/:id: the user's own name; an absent field is cleared (original §3.2). In one transaction, the name
 * also goes to the user's manager records and to their records without a name, in every group where no other
 * member has it already (member names are unique in a group; a member keeps the name their manager gave them).
 */
export const updateUser: Step = async (ctx, req, res) => {
  const { userId } = getAuth(res);
  const body = readBody(req, updateUserRequestSchema);
  const first = storedName(body.first_name);
  const last = storedName(body.last_name);
  const full = memberFullName(first, last);
  await ctx.db.transaction(async (tx) => {
    const { rowCount } = await tx.query("UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1", [
      userId,
      first,
      last,
    ]);
    if (!rowCount) throw forbidden();
    await tx.query(
      `UPDATE members m SET first_name = $2, last_name = $3, updated_at = $5
       WHERE m.user_id = $1
         AND (m.role = 'manager' OR (m.first_name IS NULL AND m.last_name IS NULL))
         AND ($4 = '' OR NOT EXISTS (
           SELECT 1 FROM members o
           WHERE o.community_id = m.community_id AND o.id <> m.id
             AND lower(regexp_replace(btrim(concat_ws(' ', o.first_name, o.last_name)), '\\s+', ' ', 'g')) = lower($4)))`,
      [userId, first, last, full, ctx.now()],
    );
  });
  res.status(200).end();
};

/** PUT /users/:id/last_community (ours): the group the user works in now; 404 unless they are active in it. */
export const setLastCommunity: Step = async (ctx, req, res) => {
  const { userId } = getAuth(res);
  const body = readBody(req, lastCommunityRequestSchema);
  const communityId = uuidParam(body.community_id);
  if (!communityId) throw notFound();
  const { rowCount } = await ctx.db.query(
    `UPDATE users SET last_community_id = $2
     WHERE id = $1 AND EXISTS (
       SELECT 1 FROM members m WHERE m.user_id = $1 AND m.community_id = $2 AND m.state = 'active')`,
    [userId, communityId],
  );
  if (!rowCount) throw notFound();
  res.status(200).end();
};

/** PUT /users/:id/clock: the user's time zone and how their dates are written, as sent (null forgets). */
export const updateClock: Step = async (ctx, req, res) => {
  const body = readBody(req, updateClockRequestSchema);
  await ctx.db.query("UPDATE users SET time_zone = $2, date_locale = $3 WHERE id = $1", [
    getAuth(res).userId,
    body.time_zone,
    body.date_locale,
  ]);
  res.status(200).end();
};

/** PUT /users/:id/language: the language the user's pages and mail are written in (null forgets it). */
export const updateLanguage: Step = async (ctx, req, res) => {
  const body = readBody(req, updateLanguageRequestSchema);
  await ctx.db.query("UPDATE users SET language = $2 WHERE id = $1", [getAuth(res).userId, body.language]);
  res.status(200).end();
};
