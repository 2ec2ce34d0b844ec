// Launcher: reads and checks every setting once (config/settings.ts; a bad value stops the start with one
// line), starts the embedded /v1 service when API_URL is unset, then serves the portal — through Vite in
// development, from the build in production — and shuts both down gracefully.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Request, RequestHandler } from "express";
import { exitOnConfigError, readSettingsOrExit } from "./config/settings.ts";
import { portalConfigFrom, setPortalConfig, type PortalConfig } from "./app/shared/config.server.ts";
import { createLogger } from "./common/log.ts";
import { shareCountersThroughRedis } from "./api/http/shared-state.ts";
import { createPortalApp } from "./server/http.ts";
import { returnMemoryWhenIdle } from "./server/idle-memory.ts";
import { collectProcessMetrics, mailMetrics, metricsHandler, watchDatabasePool } from "./common/metrics.ts";
import type { RouteManifest } from "./server/routes.ts";
import type { V1Transport } from "./app/shared/v1-http.server.ts";

// The one reading of the environment; nothing writes to it.
const settings = readSettingsOrExit(process.env);
const production = settings.NODE_ENV === "production";
// Compact the heap after each burst of requests (server/idle-memory.ts); 0 turns it off.
const memoryIdleMs = settings.MEMORY_IDLE_MS;
const logger = createLogger(settings.LOG_LEVEL);
const port = settings.PORT;
const host = settings.HOST;

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
// the way of the start or of the first pages (docs/performance.md, "Memory and cold start").
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
const shared = settings.REDIS_URL ? await shareCountersThroughRedis(settings.REDIS_URL, logger) : undefined;
if (shared) closers.push(() => shared.close());

let apiUrl = settings.API_URL;
let portalSecret = settings.PORTAL_API_SECRET;
let v1Transport: V1Transport | undefined;
if (!apiUrl) {
  // The embedded /v1 service, on a loopback port of its own for other clients; the portal hands its own
  // calls to the service's app without a socket, with the same HTTP answers (server/v1-in-process.ts). The secret with which the portal vouches for the
  // browser's address (X-Client-Address) is made here unless configured (PORTAL_API_SECRET).
  portalSecret ??= randomBytes(32).toString("base64url");
  const { createApi, apiConfigFrom } = await import("./api/app.ts");
  const apiConfig = exitOnConfigError(() => apiConfigFrom(settings));
  const api = await createApi(
    { ...apiConfig, portalSecret, logger },
    { redisReady: shared?.ready, jobsAfter: portalListening, mailEvents: mailMetrics() },
  );
  phaseDone("api");
  Object.assign(phases, api.startup);
  const poolStats = api.db.poolStats?.bind(api.db);
  if (poolStats) watchDatabasePool(poolStats);
  const apiServer = createServer(api.app);
  const address = await listen(apiServer, settings.API_PORT ?? 0, "127.0.0.1");
  apiUrl = `http://127.0.0.1:${address.port}`;
  // The portal's own calls skip the socket (server/v1-in-process.ts); others use the port.
  const { inProcessV1 } = await import("./server/v1-in-process.ts");
  v1Transport = inProcessV1(api.app);
  logger.info("embedded /v1 service started", { url: apiUrl });
  closers.push(async () => {
    apiServer.close();
    apiServer.closeIdleConnections();
    await api.close();
  });
}

// The portal's settings, given to this process's modules and to the SSR build (server/app.ts configure).
const portalConfig: PortalConfig = portalConfigFrom(settings, { apiUrl, portalSecret, v1Transport });
setPortalConfig(portalConfig);
const { readSession } = await import("./app/shared/session.server.ts");
// Said at start, not only on the first download page: without installer addresses people cannot install.
const { warnMissingInstallers } = await import("./app/download/config.server.ts");
warnMissingInstallers(logger, settings);
phaseDone("portal_modules");
const readProxySession = async (req: Request) => {
  const session = await readSession(
    new globalThis.Request("http://portal/", { headers: { cookie: req.get("cookie") ?? "" } }),
  );
  return session.loggedIn ? { token: session.data.token, csrf: session.data.csrf } : null;
};
const readSessionLanguage = async (req: Request) =>
  (
    await readSession(
      new globalThis.Request("http://portal/", { headers: { cookie: req.get("cookie") ?? "" } }),
    )
  ).data.language;

let handler: RequestHandler;
let routes: RouteManifest | (() => Promise<RouteManifest>);
const before: RequestHandler[] = [];
if (production) {
  const buildPath = new URL("./build/server/index.js", import.meta.url).href;
  const build = (await import(buildPath)) as {
    handler: RequestHandler;
    routes: RouteManifest;
    configure: (config: PortalConfig) => void;
  };
  build.configure(portalConfig);
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
      const mod = (await viteServer.ssrLoadModule("./server/app.ts")) as {
        handler: RequestHandler;
        configure: (config: PortalConfig) => void;
      };
      mod.configure(portalConfig);
      await mod.handler(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteServer.ssrFixStacktrace(error);
      next(error);
    }
  };
  closers.push(() => viteServer.close());
}

const app = createPortalApp({
  apiUrl: portalConfig.apiUrl,
  publicUrl: portalConfig.publicUrl,
  production,
  logger,
  handler,
  routes,
  before,
  clientDir: production ? new URL("./build/client", import.meta.url).pathname : undefined,
  rateLimitFactor: settings.RATE_LIMIT_FACTOR,
  readProxySession,
  readSessionLanguage,
  proxyTimeoutMs: portalConfig.apiTimeoutMs,
  portalSecret,
  trustProxy: settings.TRUST_PROXY,
  captcha: Boolean(settings.CAPTCHA_SITE_KEY),
  redisReady: shared?.ready,
  metricsToken: settings.METRICS_TOKEN,
});

// /metrics for Prometheus: on a loopback port of its own (METRICS_PORT), and on the public port only to
// the bearer of METRICS_TOKEN (docs/deployment.md).
collectProcessMetrics();
if (settings.METRICS_PORT) {
  const express = (await import("express")).default;
  const metricsApp = express().disable("x-powered-by");
  metricsApp.get("/metrics", metricsHandler());
  const metricsServer = createServer(metricsApp);
  const metricsAddress = await listen(metricsServer, settings.METRICS_PORT, settings.METRICS_HOST);
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
