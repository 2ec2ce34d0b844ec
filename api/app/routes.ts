// createApi's HTTP side (api/app.ts): the Express app with its health checks, /v1 mounted from the contract's
// endpoint table (docs/decisions/029) and the error answers.
import express from "express";
import type { ApiContext } from "../context.ts";
import { approvalHandlers } from "../approvals/routes.ts";
import { auditHandlers } from "../audit/routes.ts";
import { authHandlers } from "../auth/routes.ts";
import { barHandlers } from "../bars/routes.ts";
import { baseBarHandlers } from "../base-bar/routes.ts";
import { billingHandlers } from "../billing/routes.ts";
import { communityHandlers } from "../communities/routes.ts";
import { desktopHandlers } from "../desktop/routes.ts";
import { requireAuth } from "../http/auth.ts";
import { refuseControlCharacters } from "../http/body.ts";
import { cors } from "../http/cors.ts";
import { errorHandler, notFound } from "../http/errors.ts";
import { trustPortal } from "../http/rateLimit.ts";
import { requestLog } from "../http/requestLog.ts";
import { methodNotAllowed, mountEndpoints, rememberV1Routes, type Handlers } from "../http/router.ts";
import { invitationHandlers } from "../invitations/routes.ts";
import { linkHealthHandlers } from "../link-health/routes.ts";
import { linkCheckMiddleware } from "../links/routes.ts";
import { devOutboxHandlers } from "../mail/routes.ts";
import { memberHandlers } from "../members/routes.ts";
import { PEOPLE_CSV_BODY_LIMIT, PEOPLE_CSV_PATH, peopleCsvHandlers } from "../people-csv/routes.ts";
import { planHandlers } from "../plans/routes.ts";
import { userHandlers } from "../users/routes.ts";

/** Largest request body accepted (bar items are the biggest legitimate payload). */
const BODY_LIMIT = "256kb";

/** The service's Express app; `redisReady` (REDIS_URL) is reported by /ready beside the database. */
export function buildHttpApp(
  ctx: ApiContext,
  redisReady: (() => Promise<boolean>) | undefined,
): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  // The client's address: the portal vouches for it with the shared secret (X-Client-Address +
  // X-Portal-Secret, api/http/rateLimit.ts). Without a secret configured, a proxy on loopback may
  // forward it in X-Forwarded-For, as before.
  app.set("trust proxy", ctx.config.portalSecret ? false : "loopback");
  app.use(requestLog(ctx.logger));
  app.use(trustPortal(ctx.config.portalSecret));
  mountHealthChecks(app, ctx, redisReady);
  app.use("/v1", v1Router(ctx, app));
  app.use(() => {
    throw notFound();
  });
  app.use(errorHandler(ctx.logger));
  return app;
}

/** /alive and /ready, outside /v1, for the orchestrator: the process answers; its database (and Redis) too. */
function mountHealthChecks(
  app: express.Express,
  ctx: ApiContext,
  redisReady: (() => Promise<boolean>) | undefined,
): void {
  app.get("/alive", (_req, res) => {
    res.status(200).end();
  });
  app.get("/ready", async (_req, res) => {
    const database = await ctx.db.query("SELECT 1").then(
      () => "OK",
      () => "FAIL",
    );
    const redis = redisReady ? ((await redisReady()) ? "OK" : "FAIL") : undefined;
    const ok = database === "OK" && redis !== "FAIL";
    res.status(ok ? 200 : 503).json({ database, ...(redis ? { redis } : {}) });
  });
}

/** /v1: answers never cached, CORS and the bodies read before any endpoint, then every endpoint, then 405. */
function v1Router(ctx: ApiContext, app: express.Express): express.Router {
  const v1 = express.Router();
  v1.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-cache");
    next();
  });
  // Off unless CORS_ORIGINS lists origins; answers preflights before any access check.
  v1.use(cors(ctx.config.corsOrigins ?? []));
  // Bodies are buffered here and parsed by each route after its access checks (401 → 404 → 403 → 415 → 400).
  v1.use(refuseControlCharacters);
  // A file of people is larger than other bodies; express.raw reads a body only once.
  v1.use(PEOPLE_CSV_PATH, express.raw({ type: () => true, limit: PEOPLE_CSV_BODY_LIMIT }));
  v1.use(express.raw({ type: () => true, limit: BODY_LIMIT }));
  // Every endpoint of the contract (contract/endpoints.ts), with the handler of its name from a slice's table;
  // the start fails when an endpoint has no handler or a handler no endpoint (api/http/router.ts).
  const routes = mountEndpoints(v1, ctx, v1Handlers(ctx));
  rememberV1Routes(app, routes);
  v1.use(methodNotAllowed(routes));
  return v1;
}

/** Every slice's handler table, in the order they are mounted. */
function v1Handlers(ctx: ApiContext): Handlers[] {
  return [
    authHandlers(ctx),
    userHandlers(ctx),
    communityHandlers(),
    barHandlers(),
    desktopHandlers(),
    baseBarHandlers(),
    memberHandlers(),
    invitationHandlers(ctx),
    billingHandlers(),
    planHandlers(),
    devOutboxHandlers(),
    // Changes to a member's bar wait for the member's OK (docs/decisions/021).
    approvalHandlers(ctx),
    linkHealthHandlers(),
    // The link checker (api/links/, its own module) needs a signed-in user; other methods get the 405 first,
    // as every route does (405 → 401).
    {
      checkLink: {
        middleware: [
          requireAuth(ctx),
          ...linkCheckMiddleware({
            allowLoopback: ctx.config.allowLoopbackLinks,
            offline: ctx.config.linkCheckOffline,
            loopback: ctx.config.linkCheckLoopback,
          }),
        ],
      },
    },
    // The group's audit log: who changed what in the group, for its managers.
    auditHandlers(ctx),
    // People added from a CSV file, checked before they are imported (docs/decisions/031).
    peopleCsvHandlers(ctx),
  ];
}
