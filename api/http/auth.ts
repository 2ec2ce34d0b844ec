import type { Request, RequestHandler, Response } from "express";
import type { ApiContext } from "../context.ts";
import {
  LIVE_TOKEN_SQL,
  liveTokenParams,
  retryTokenTakesOver,
  sha256Hex,
  touchToken,
} from "../auth/tokens.ts";
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

/**
 * The token checks of one portal page (decision 024: CPU per signed-in page). A signed-in page makes several
 * /v1 calls with the same token under the same portal request id (the guard's communities, then the page's
 * own data), and each checked the token in the database again. Calls the portal vouches for (its secret,
 * api/http/rateLimit.ts) now share one check per (request id, token) for a few seconds: a token revoked while
 * a page is being made may still serve that page's later calls, as it would had they run in parallel; the
 * next page checks again. Other callers (desktop apps, scripts) are checked on every call.
 */
const PAGE_CHECK_MS = 5_000;
const PAGE_CHECKS_MAX = 4_096;
const pageChecks = new Map<string, { userId: string; at: number }>();

function pageCheckKey(res: Response, tokenHash: string): string | null {
  const requestId = res.locals.requestId;
  if (typeof res.locals.clientAddress !== "string" || typeof requestId !== "string") return null;
  return `${requestId} ${tokenHash}`;
}

function rememberPageCheck(key: string, userId: string, now: number): void {
  if (pageChecks.size >= PAGE_CHECKS_MAX) {
    for (const [k, v] of pageChecks) if (now - v.at >= PAGE_CHECK_MS) pageChecks.delete(k);
    if (pageChecks.size >= PAGE_CHECKS_MAX) pageChecks.clear();
  }
  pageChecks.set(key, { userId, at: now });
}

/** The macOS app's retry header (api/auth/tokens.ts retryTokenTakesOver); never sent by the portal's pages. */
const RETRY_TOKEN_HEADER = "x-morphic-auth-token";

/**
 * The hash of the token the request is answered as: its bearer token, or the macOS app's retry token when that
 * takes over from a bearer that is no longer live (retryTokenTakesOver); 401 (`WWW-Authenticate: Bearer`) without
 * a bearer token. The database is asked only when a second, different token is presented.
 */
export async function presentedTokenHash(ctx: ApiContext, req: Request): Promise<string> {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw unauthorized();
  const bearerHash = sha256Hex(token);
  const retry = bearerToken(`Bearer ${req.get(RETRY_TOKEN_HEADER) ?? ""}`);
  if (!retry || retry === token) return bearerHash;
  const retryHash = sha256Hex(retry);
  return (await retryTokenTakesOver(ctx.db, bearerHash, retryHash, ctx.now())) ? retryHash : bearerHash;
}

/**
 * Accepts the live token's row a statement found (requireUser's, or one that checks the token as part of its
 * own query): 401 when there is none; else records the use and sets the caller (res.locals.auth).
 */
export async function acceptLiveToken(
  ctx: ApiContext,
  res: Response,
  tokenHash: string,
  row: { user_id: string; last_used_at: Date } | undefined,
  now: Date,
): Promise<string> {
  if (!row) throw unauthorized();
  await touchToken(ctx.db, tokenHash, row.last_used_at, now);
  const key = pageCheckKey(res, tokenHash);
  if (key) rememberPageCheck(key, row.user_id, Date.now());
  res.locals.auth = { userId: row.user_id, tokenHash } satisfies Auth;
  return row.user_id;
}

/** Route step: 401 (empty body, `WWW-Authenticate: Bearer`) unless a live token is presented; sets res.locals.auth. */
export const requireUser: Step = async (ctx, req, res) => {
  const tokenHash = await presentedTokenHash(ctx, req);
  const key = pageCheckKey(res, tokenHash);
  const checked = key ? pageChecks.get(key) : undefined;
  if (checked && Date.now() - checked.at < PAGE_CHECK_MS) {
    res.locals.auth = { userId: checked.userId, tokenHash } satisfies Auth;
    return;
  }
  const now = ctx.now();
  const { rows } = await ctx.db.query<{ user_id: string; last_used_at: Date }>(
    LIVE_TOKEN_SQL,
    liveTokenParams(tokenHash, now),
  );
  await acceptLiveToken(ctx, res, tokenHash, rows[0], now);
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
