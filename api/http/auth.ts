import type { RequestHandler, Response } from "express";
import type { ApiContext } from "../context.ts";
import { authenticateToken, sha256Hex } from "../auth/tokens.ts";
import { unauthorized } from "./errors.ts";

export interface Auth {
  userId: string;
  tokenHash: string;
}

/** The bearer token of the request, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/** Answers 401 (empty body, `WWW-Authenticate: Bearer`) unless a live token is presented; sets res.locals.auth. */
export function requireAuth(ctx: ApiContext): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw unauthorized();
    const userId = await authenticateToken(ctx.db, token, ctx.now());
    if (!userId) throw unauthorized();
    const auth: Auth = { userId, tokenHash: sha256Hex(token) };
    res.locals.auth = auth;
    next();
  };
}

/** The caller set by requireAuth. */
export function getAuth(res: Response): Auth {
  const auth = res.locals.auth as Auth | undefined;
  if (!auth) throw unauthorized();
  return auth;
}
