// The auth slice's routes (original §3.1, §3.3). /users/:id/* lives in api/users/.
import type { ApiContext } from "../context.ts";
import { createRateLimiter } from "../http/rateLimit.ts";
import type { RouteRow } from "../http/router.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import { register, signIn, signOut } from "./sign-in.ts";

const HOUR = 60 * 60 * 1000;

export function authRoutes(ctx: ApiContext): RouteRow[] {
  const resetLimits = {
    perClient: createRateLimiter(20, HOUR, ctx.now, "reset-per-client"),
    perAddress: createRateLimiter(3, HOUR, ctx.now, "reset-per-address"),
  };
  return [
    ["post", "/auth/username", signIn],
    ["delete", "/auth/token", signOut],
    ["post", "/register/username", register],
    // The literal path before the :token one.
    ["post", "/auth/username/password_reset/request", requestPasswordReset(resetLimits)],
    ["post", "/auth/username/password_reset/:token", resetPassword],
  ];
}
