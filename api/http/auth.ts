import type { RequestHandler, Response } from "express";
import type { ApiContext } from "../context.ts";
import { authenticateToken, sha256Hex } from "../auth/tokens.ts";
import { unauthorized } from "./errors.ts";
import type { Step } from "./router.ts";

export interface Auth {
  userId: string;
  tokenHash: string;
}

/** The bearer token of the request, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/** Route step: 401 (empty body, `WWW-Authenticate: Bearer`) unless a live token is presented; sets res.locals.auth. */
export const requireUser: Step = async (ctx, req, res) => {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw unauthorized();
  const userId = await authenticateToken(ctx.db, token, ctx.now());
  if (!userId) throw unauthorized();
  const auth: Auth = { userId, tokenHash: sha256Hex(token) };
  res.locals.auth = auth;
};

/** requireUser as Express middleware (for routers outside the route tables). */
export function requireAuth(ctx: ApiContext): RequestHandler {
  return async (req, res, next) => {
    await requireUser(ctx, req, res);
    next();
  };
}

/** The caller set by requireUser. */
export function getAuth(res: Response): Auth {
  const auth = res.locals.auth as Auth | undefined;
  if (!auth) throw unauthorized();
  return auth;
}
