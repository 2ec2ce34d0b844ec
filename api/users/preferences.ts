// The original's preferences record (contract/preferences.ts): GET/PUT /users/:id/preferences/:pid, self only.
// Every user has a `preferences_id` (migration 0010); the record's body exists once the app first saves it, and
// until then reads as `default: null`, as a new user's record did in the original.
import { LIMITS } from "../../contract/limits.ts";
import { putPreferencesRequestSchema, type Preferences } from "../../contract/preferences.ts";
import { getAuth } from "../http/auth.ts";
import { readBody } from "../http/body.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { uuidParam, type Step } from "../http/router.ts";

/** Check step: `:pid` must be the caller's preferences id (404 otherwise; `:id` is checked before, 403). */
export const requireOwnPreferences: Step = async (ctx, req, res) => {
  const pid = uuidParam(req.params.preferencesId);
  if (!pid) throw notFound();
  const { rows } = await ctx.db.query<{ preferences_id: string }>(
    "SELECT preferences_id FROM users WHERE id = $1",
    [getAuth(res).userId],
  );
  if (rows[0]?.preferences_id !== pid) throw notFound();
  res.locals.preferencesId = pid;
};

/** GET: `{id, user_id, default}`. */
export const readPreferences: Step = async (ctx, _req, res) => {
  const { userId } = getAuth(res);
  const id = String(res.locals.preferencesId);
  const { rows } = await ctx.db.query<{ preferences: Preferences["default"] }>(
    "SELECT preferences FROM user_preferences WHERE id = $1 AND user_id = $2",
    [id, userId],
  );
  res.json({ id, user_id: userId, default: rows[0]?.preferences ?? null } satisfies Preferences);
};

/** PUT: stores `default` as sent (null clears it); 200 with an empty body, as the original. */
export const writePreferences: Step = async (ctx, req, res) => {
  const { userId } = getAuth(res);
  const id = String(res.locals.preferencesId);
  const body = readBody(req, putPreferencesRequestSchema);
  if (body.id !== undefined && uuidParam(body.id) !== id)
    throw new ApiError(400, "invalid_field", { field: "id" });
  if (body.user_id != null && uuidParam(body.user_id) !== userId)
    throw new ApiError(400, "invalid_field", { field: "user_id" });
  const text = body.default === null ? null : JSON.stringify(body.default);
  if (text !== null && Buffer.byteLength(text) > LIMITS.preferencesBytes)
    throw new ApiError(400, "too_large", { field: "default", max_bytes: LIMITS.preferencesBytes });
  await ctx.db.query(
    `INSERT INTO user_preferences (id, user_id, preferences, updated_at) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (id) DO UPDATE SET preferences = EXCLUDED.preferences, updated_at = EXCLUDED.updated_at`,
    [id, userId, text, ctx.now()],
  );
  res.status(200).end();
};
