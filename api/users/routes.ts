// The users slice: /users/:id/* (original §3.2, and account deletion).
import type { ApiContext } from "../context.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { forbidden, notFound, type ApiError } from "../http/errors.ts";
import { createRateLimiter } from "../http/rateLimit.ts";
import { uuidParam, type RouteRow, type Step } from "../http/router.ts";
import { previewDeletion, unregister } from "./deletion.ts";
import { changePassword } from "./password.ts";
import { listCommunities, readUser, setLastCommunity, updateUser } from "./profile.ts";
import { readPreferences, requireOwnPreferences, writePreferences } from "./preferences.ts";
import { resendVerification, verifyEmail } from "./verification.ts";

const HOUR = 60 * 60 * 1000;

/** Route step after requireUser: `:id` must be the caller; `refuse` (403 or 404) otherwise. */
function selfOnly(refuse: () => ApiError): Step {
  return (_ctx, req, res) => {
    if (uuidParam(req.params.id) !== getAuth(res).userId) throw refuse();
  };
}
const requireSelf = selfOnly(forbidden);

export function userRoutes(ctx: ApiContext): RouteRow[] {
  const resendLimit = createRateLimiter(5, HOUR, ctx.now, "resend-verification");
  return [
    ["get", "/users/:id", requireUser, requireSelf, readUser],
    ["put", "/users/:id", requireUser, requireSelf, updateUser],
    ["put", "/users/:id/last_community", requireUser, requireSelf, setLastCommunity],
    // Another user's list is "not found", as in the original.
    ["get", "/users/:id/communities", requireUser, selfOnly(notFound), listCommunities],
    ["post", "/users/:id/verify_email/:token", verifyEmail],
    ["post", "/users/:id/resend_verification", requireUser, requireSelf, resendVerification(resendLimit)],
    ["post", "/users/:id/password", requireUser, requireSelf, changePassword],
    ["get", "/users/:id/deletion_preview", requireUser, requireSelf, previewDeletion],
    ["post", "/users/:id/unregister", requireUser, requireSelf, unregister],
    // The original's preferences record, which the desktop apps read after sign-in (contract/preferences.ts).
    ["get", "/users/:id/preferences/:pid", requireUser, requireSelf, requireOwnPreferences, readPreferences],
    ["put", "/users/:id/preferences/:pid", requireUser, requireSelf, requireOwnPreferences, writePreferences],
  ];
}
