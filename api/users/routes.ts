// The users slice: /users/:id/* (original §3.2, and account deletion).
import type { ApiContext } from "../context.ts";
import { getAuth, requireUser } from "../http/auth.ts";
import { forbidden } from "../http/errors.ts";
import { createRateLimiter } from "../http/rateLimit.ts";
import { uuidParam, type Handlers, type Step } from "../http/router.ts";
import { previewDeletion, unregister } from "./deletion.ts";
import { changePassword } from "./password.ts";
import {
  listCommunities,
  readUser,
  setLastCommunity,
  updateClock,
  updateLanguage,
  updateUser,
} from "./profile.ts";
import { readPreferences, requireOwnPreferences, writePreferences } from "./preferences.ts";
import { resendVerification, verifyEmail } from "./verification.ts";

const HOUR = 60 * 60 * 1000;

/** Route step after requireUser: `:userId` must be the caller, 403 otherwise. */
const requireSelf: Step = (_ctx, req, res) => {
  if (uuidParam(req.params.userId) !== getAuth(res).userId) throw forbidden();
};

export function userHandlers(ctx: ApiContext): Handlers {
  const resendLimit = createRateLimiter(5, HOUR, ctx.now, "resend-verification");
  return {
    getUser: [requireUser, requireSelf, readUser],
    updateUser: [requireUser, requireSelf, updateUser],
    updateUserClock: [requireUser, requireSelf, updateClock],
    updateUserLanguage: [requireUser, requireSelf, updateLanguage],
    setLastCommunity: [requireUser, requireSelf, setLastCommunity],
    // Checks the token itself, in its one statement; another user's list is "not found", as in the original.
    getUserCommunities: [listCommunities],
    verifyEmail: [verifyEmail],
    resendVerification: [requireUser, requireSelf, resendVerification(resendLimit)],
    changePassword: [requireUser, requireSelf, changePassword],
    getDeletionPreview: [requireUser, requireSelf, previewDeletion],
    unregister: [requireUser, requireSelf, unregister],
    // The original's preferences record, which the desktop apps read after sign-in (contract/preferences.ts).
    getPreferences: [requireUser, requireSelf, requireOwnPreferences, readPreferences],
    putPreferences: [requireUser, requireSelf, requireOwnPreferences, writePreferences],
  };
}
