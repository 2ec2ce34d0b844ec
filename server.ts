// Launcher: starts the embedded /v1 service when API_URL is unset, then serves the portal —
// through Vite in development, from the build in production — and shuts both down gracefully.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Request, RequestHandler } from "express";
import { createLogger, isLogLevel } from "./common/log.ts";
import { shareCountersThroughRedis } from "./api/http/shared-state.ts";
import { createPortalApp } from "./server/http.ts";
import { returnMemoryWhenIdle } from "./server/idle-memory.ts";
import { collectProcessMetrics, metricsHandler, watchDatabasePool } from "./common/metrics.ts";
import type { RouteManifest } from "./server/routes.ts";

const env = process.env;
const production = env.NODE_ENV === "production";
// Compact the heap after each burst of requests (server/idle-memory.ts); 0 turns it off.
const memoryIdleMs = Number(env.MEMORY_IDLE_MS ?? 2_000);
const logger = createLogger(env.LOG_LEVEL && isLogLevel(env.LOG_LEVEL) ? env.LOG_LEVEL : "info");
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? "0.0.0.0";
env.PUBLIC_URL ??= `http://localhost:${port}`;

const closers: (() => Promise<void>)[] = [];
// How long each part of the start took (logged with "portal listening"; docs/performance.md keeps the figures).
const phases: Record<string, number> = {};
let phaseStart = 0; // performance.now() counts from the process's start: the first phase is loading the modules

const phaseDone = (name: string): void => {
  const now = performance.now();
  phases[`${name}_ms`] = Math.round(now - phaseStart);
  phaseStart = now;
};
phaseDone("modules");
// Settles 2 s after the portal listens: the embedded service's job queue (link health) starts then, not in
// the way of the start or of the first pages (docs/performance.md, "Issue 21: memory and cold start").
let listening: () => void = () => {};
const portalListening = new Promise<void>((resolve) => (listening = resolve)).then(
  () => new Promise<void>((resolve) => setTimeout(resolve, 2_000)),
);

async function listen(server: Server, listenPort: number, listenHost: string): Promise<AddressInfo> {
  server.listen(listenPort, listenHost);
  await once(server, "listening");
  return server.address() as AddressInfo;
}

// Rate-limit counters shared by every instance behind a load balancer (docs/deployment.md). Set up
// before the portal and the embedded service create their limiters.
const shared = env.REDIS_URL ? await shareCountersThroughRedis(env.REDIS_URL, logger) : undefined;
if (shared) closers.push(() => shared.close());

if (!env.API_URL) {
  // The embedded /v1 service, on a loopback port of its own: the portal talks to it over HTTP
  // exactly as it would to any other /v1 server. The secret with which the portal vouches for the
  // browser's address (X-Client-Address) is made here unless configured (PORTAL_API_SECRET).
  env.PORTAL_API_SECRET ??= randomBytes(32).toString("base64url");
  const { createApi, loadApiConfig } = await import("./api/app.ts");
  const api = await createApi(
    { ...loadApiConfig(env), logger },
    { redisReady: shared?.ready, jobsAfter: portalListening },
  );
  phaseDone("api");
  Object.assign(phases, api.startup);
  const poolStats = api.db.poolStats?.bind(api.db);
  if (poolStats) watchDatabasePool(poolStats);
  const apiServer = createServer(api.app);
  const address = await listen(apiServer, Number(env.API_PORT ?? 0), "127.0.0.1");
  env.API_URL = `http://127.0.0.1:${address.port}`;
  logger.info("embedded /v1 service started", { url: env.API_URL });
  closers.push(async () => {
    apiServer.close();
    apiServer.closeIdleConnections();
    await api.close();
  });
}

// Loaded after API_URL is known: the portal's settings are read from the environment.
const { readSession } = await import("./app/shared/session.server.ts");
// Said at start, not only on the first download page: without installer addresses people cannot install.
const { warnMissingInstallers } = await import("./app/download/config.server.ts");
warnMissingInstallers(logger);
phaseDone("portal_modules");
const readProxySession = async (req: Request) => {
  const session = await readSession(
    new globalThis.Request("http://portal/", { headers: { cookie: req.get("cookie") ?? "" } }),
  );
  return session.loggedIn ? { token: session.data.token, csrf: session.data.csrf } : null;
};

let handler: RequestHandler;
let routes: RouteManifest | (() => Promise<RouteManifest>);
const before: RequestHandler[] = [];
if (production) {
  const buildPath = new URL("./build/server/index.js", import.meta.url).href;
  const build = (await import(buildPath)) as { handler: RequestHandler; routes: RouteManifest };
  handler = build.handler;
  routes = build.routes;
  phaseDone("portal_build");
} else {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  before.push(viteServer.middlewares);
  routes = async () =>
    ((await viteServer.ssrLoadModule("./server/app.ts")) as { routes: RouteManifest }).routes;
  handler = async (req, res, next) => {
    try {
      const mod = (await viteServer.ssrLoadModule("./server/app.ts")) as { handler: RequestHandler };
      await mod.handler(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteServer.ssrFixStacktrace(error);
      next(error);
    }
  };
  closers.push(() => viteServer.close());
}

const app = createPortalApp({
  apiUrl: env.API_URL,
  publicUrl: new URL(env.PUBLIC_URL),
  production,
  logger,
  handler,
  routes,
  before,
  clientDir: production ? new URL("./build/client", import.meta.url).pathname : undefined,
  rateLimitFactor: Number(env.RATE_LIMIT_FACTOR ?? 1),
  readProxySession,
  trustProxy: env.TRUST_PROXY,
  captcha: Boolean(env.CAPTCHA_SITE_KEY),
  redisReady: shared?.ready,
  metricsToken: env.METRICS_TOKEN || undefined,
});

// /metrics for Prometheus: on a loopback port of its own (METRICS_PORT), and on the public port only to
// the bearer of METRICS_TOKEN (docs/deployment.md).
collectProcessMetrics();
if (env.METRICS_PORT) {
  const express = (await import("express")).default;
  const metricsApp = express().disable("x-powered-by");
  metricsApp.get("/metrics", metricsHandler());
  const metricsServer = createServer(metricsApp);
  const metricsAddress = await listen(
    metricsServer,
    Number(env.METRICS_PORT),
    env.METRICS_HOST ?? "127.0.0.1",
  );
  logger.info("metrics listening", { port: metricsAddress.port, host: metricsAddress.address });
  closers.push(async () => {
    metricsServer.close();
    metricsServer.closeIdleConnections();
  });
}

const server = createServer(app);
const address = await listen(server, port, host);
phaseDone("listen");
logger.info("portal listening", {
  url: `http://localhost:${address.port}`,
  production,
  uptime_ms: Math.round(process.uptime() * 1000),
  ...phases,
});
listening();

// Hand the heap a burst of requests grew back to the machine once it is over (server/idle-memory.ts).
if (memoryIdleMs > 0) {
  const stopWatching = returnMemoryWhenIdle([server], {
    idleMs: memoryIdleMs,
    onCompacted: ({ beforeBytes, afterBytes, pauseMs }) =>
      logger.debug("heap compacted while idle", {
        rss_before_mib: Math.round(beforeBytes / 1048576),
        rss_after_mib: Math.round(afterBytes / 1048576),
        pause_ms: Math.round(pauseMs),
      }),
  });
  closers.push(async () => stopWatching());
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  server.closeIdleConnections();
  await once(server, "close").catch(() => undefined);
  for (const close of closers.reverse())
    await close().catch((error: unknown) => logger.error("close failed", { error: String(error) }));
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
