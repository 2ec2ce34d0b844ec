// The auth slice's routes (original §3.1, §3.3). /users/:userId/* lives in api/users/.
import type { ApiContext } from "../context.ts";
import { createRateLimiter } from "../http/rateLimit.ts";
import type { Handlers } from "../http/router.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import { register, signIn, signOut } from "./sign-in.ts";

const HOUR = 60 * 60 * 1000;

export function authHandlers(ctx: ApiContext): Handlers {
  const resetLimits = {
    perClient: createRateLimiter(20, HOUR, ctx.now, "reset-per-client"),
    perAddress: createRateLimiter(3, HOUR, ctx.now, "reset-per-address"),
  };
  // The contract lists the literal path (…/password_reset/request) before the :token one, and mounts in its order.
  return {
    login: [signIn],
    logout: [signOut],
    register: [register],
    requestPasswordReset: [requestPasswordReset(resetLimits)],
    completePasswordReset: [resetPassword],
  };
}
