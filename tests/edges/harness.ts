// The whole stack on loopback for the edge tests and the generated tests: the /v1 service over an
// in-memory PGlite, and the portal's Express app around the real React Router handler (through Vite,
// as in development), with every log line of both — and anything written to the console — captured.
import { once } from "node:events";
import { rmSync } from "node:fs";
import { mkdtemp, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import type { ViteDevServer } from "vite";
import { createCookie } from "react-router";
import { createApi, type ApiConfig } from "../../api/app.ts";
import { pgliteDb, postgresDb, type Db } from "../../api/db/db.ts";
import { migratedPglite, postgresDatabase, type BackendName } from "../api/harness.ts";
import { portalConfigFrom, setPortalConfig, type PortalConfig } from "../../app/shared/config.server.ts";
import { parseSettings } from "../../config/settings.ts";
import { unsealSession, type SessionData } from "../../app/shared/session.server.ts";
import { createPortalApp } from "../../server/http.ts";
import { createLogger } from "../../common/log.ts";
import type { RouteManifest } from "../../server/routes.ts";

export const SESSION_SECRET = "edge-test-session-secret-0123456789";
export const PORTAL_SECRET = "edge-test-portal-secret-0123456789";

export interface Stack {
  portal: string;
  api: string;
  /** Every line logged by the portal and the service, and everything written to the console. */
  logs: string[];
  db: Db;
  /**
   * Makes /v1 unreachable for the portal: "down" drops every connection unanswered, "slow" holds it
   * without an answer, "bad-gateway" answers 502 as a load balancer in front of a stopped service does;
   * null brings it back.
   */
  setApi(state: ApiState): void;
  /** How long the portal waits for /v1 from now on (API_TIMEOUT_MS): a short wait while /v1 hangs on purpose. */
  setApiTimeout(ms: number): void;
  /** Reads the session from a Set-Cookie or Cookie header value. */
  session(cookieHeader: string | null): Promise<SessionData | null>;
  close(): Promise<void>;
}

export type ApiState = "down" | "slow" | "bad-gateway" | null;

export interface StackOptions {
  /** The service's database: PGlite (the default) or a fresh PostgreSQL database, dropped on close. */
  backend?: BackendName;
  /** Wraps the service's database (tests make it fail). */
  wrapDb?: (db: Db) => Db;
  rateLimitFactor?: number;
  trustProxy?: string | boolean;
  api?: Partial<ApiConfig>;
  metricsToken?: string;
  /** How long the portal waits for /v1 (API_TIMEOUT_MS; 5 s unless told). */
  apiTimeoutMs?: number;
}

async function listen(server: Server): Promise<string> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Everything written to the console (React Router logs server errors there) goes to `logs` too. */
function captureConsole(logs: string[]): () => void {
  const names = ["error", "warn", "log", "info", "debug"] as const;
  const target = console as unknown as Record<string, (...args: unknown[]) => void>;
  const originals = Object.fromEntries(names.map((n) => [n, target[n]]));
  for (const name of names) {
    target[name] = (...args: unknown[]) => {
      logs.push(
        args
          .map((a) =>
            a instanceof Error ? `${a.name}: ${a.message}\n${a.stack} ${JSON.stringify(a)}` : String(a),
          )
          .join(" "),
      );
    };
  }
  return () => Object.assign(target, originals);
}

let sharedVite: Promise<ViteDevServer> | undefined;

/**
 * One Vite server for every stack of a test worker: starting one and transforming the portal's modules for
 * SSR took most of a stack's start. vitest.config.ts runs these files with `isolate: false`, so a worker
 * keeps it from file to file; the modules it loads hold no state of a stack's (the settings are given on
 * every request, the rate limits live in each stack's Express app). It ends with the worker.
 */
function viteForWorker(): Promise<ViteDevServer> {
  sharedVite ??= (async () => {
    const vite = await import("vite");
    return vite.createServer({
      root: await workerRoot(),
      configFile: PROJECT_VITE_CONFIG,
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "silent",
    });
  })();
  return sharedVite;
}

const PROJECT = fileURLToPath(new URL("../../", import.meta.url));
const PROJECT_VITE_CONFIG = join(PROJECT, "vite.config.ts");

/**
 * A folder of the worker's own as Vite's root, with a React Router config that points at the project's app.
 * React Router's Vite plugin regenerates the route types under `<root>/.react-router/types` whenever a dev
 * server starts (removing the folder first): three workers doing it in the project at once removed each
 * other's files mid-write (an unhandled ENOENT that failed a CI run). Here each worker writes its own copy,
 * removed with the worker.
 */
async function workerRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "tandem-vite-root-"));
  const projectConfig = join(PROJECT, "react-router.config.ts");
  await writeFile(
    join(root, "react-router.config.ts"),
    [
      `import config from ${JSON.stringify(projectConfig)};`,
      `export default { ...config, appDirectory: ${JSON.stringify(join(PROJECT, "app"))}, buildDirectory: ${JSON.stringify(join(root, "build"))} };`,
      "",
    ].join("\n"),
  );
  // Vite decides which packages load as Node modules (unbundled) from the root's package.json and node_modules.
  for (const shared of ["package.json", "node_modules"])
    await symlink(join(PROJECT, shared), join(root, shared));
  process.once("exit", () => rmSync(root, { recursive: true, force: true }));
  return root;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const logs: string[] = [];
  const restoreConsole = captureConsole(logs);
  const logger = createLogger("debug", (line) => logs.push(line));

  // Loaded from the migrated template the API suites share: migrating a fresh PGlite took seconds a stack.
  const postgres = options.backend === "postgres" ? await postgresDatabase() : undefined;
  const rawDb = postgres ? postgresDb(postgres.url) : pgliteDb(await migratedPglite());
  const db = options.wrapDb ? options.wrapDb(rawDb) : rawDb;
  const api = await createApi(
    {
      dataDir: "memory://",
      publicUrl: "http://portal.test",
      mailFrom: "Tandem <no-reply@portal.test>",
      trialDays: 0,
      devOutbox: true,
      logger,
      scryptCost: 2 ** 10,
      portalSecret: PORTAL_SECRET,
      // The generated requests reach the link check too: nothing may be looked up beyond loopback.
      linkCheckOffline: true,
      ...options.api,
    },
    { db, startJobQueue: false },
  );
  let apiState: ApiState = null;
  const apiServer = createServer((req, res) => {
    if (apiState === "down") return void req.socket.destroy();
    if (apiState === "slow") return; // never answered: the portal's time-out ends the wait
    if (apiState === "bad-gateway") {
      res.writeHead(502, { "Content-Type": "text/html" });
      return void res.end("<html><body>502 Bad Gateway</body></html>");
    }
    api.app(req, res);
  });
  const apiUrl = await listen(apiServer);

  // The portal's settings, given as the launcher gives them: to the test's modules and to the SSR bundle.
  let portalConfig = portalConfigFrom(
    parseSettings({
      API_URL: apiUrl,
      SESSION_SECRET,
      PORTAL_API_SECRET: PORTAL_SECRET,
      API_TIMEOUT_MS: String(options.apiTimeoutMs ?? 5000),
      DEV_OUTBOX: "1",
      NODE_ENV: "test",
    }),
  );
  setPortalConfig(portalConfig);

  const viteServer = await viteForWorker();
  const load = async () =>
    (await viteServer.ssrLoadModule(join(PROJECT, "server/app.ts"))) as {
      handler: RequestHandler;
      routes: RouteManifest;
      configure: (config: PortalConfig) => void;
    };
  const handler: RequestHandler = async (req, res, next) => {
    try {
      const mod = await load();
      mod.configure(portalConfig);
      await mod.handler(req, res, next);
    } catch (error) {
      next(error);
    }
  };
  const app = createPortalApp({
    apiUrl,
    publicUrl: new URL("http://portal.test"),
    production: false,
    logger,
    handler,
    routes: async () => (await load()).routes,
    before: [viteServer.middlewares],
    rateLimitFactor: options.rateLimitFactor ?? 100,
    trustProxy: options.trustProxy,
    readProxySession: async () => null,
    proxyTimeoutMs: 5000,
    portalSecret: PORTAL_SECRET,
    metricsToken: options.metricsToken,
  });
  const portalServer = createServer(app);
  const portal = await listen(portalServer);

  return {
    portal,
    api: apiUrl,
    logs,
    db: rawDb,
    setApiTimeout(ms) {
      portalConfig = { ...portalConfig, apiTimeoutMs: ms };
      setPortalConfig(portalConfig);
    },
    setApi(state) {
      apiState = state;
      apiServer.closeAllConnections();
    },
    async session(cookieHeader) {
      const sealed: unknown = await createCookie("__session").parse(cookieHeader);
      return typeof sealed === "string" ? unsealSession(sealed, [SESSION_SECRET]) : null;
    },
    async close() {
      portalServer.closeAllConnections();
      apiServer.closeAllConnections();
      portalServer.close();
      apiServer.close();
      await api.close();
      await rawDb.close();
      await postgres?.drop();
      restoreConsole();
    },
  };
}

/** The honeypot fields of the form on `path` (as a browser would send them back). */
export async function honeypotFields(base: string, path: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${base}${path}`)).text();
  const fields: Record<string, string> = {};
  for (const name of ["name__confirm", "from__confirm"]) {
    const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
    const value = /value="([^"]*)"/.exec(tag)?.[1] ?? "";
    if (tag) fields[name] = value.replace(/&amp;/g, "&").replace(/&quot;/g, '"');
  }
  return fields;
}

/** Posts a form as a browser on our own page would. */
export function postForm(
  base: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: new URL(base).origin,
      "Sec-Fetch-Site": "same-origin",
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

/** Every line of `logs` that contains `secret` (none, if the logs are clean). */
export function leaks(logs: string[], secret: string): string[] {
  const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
  return logs.filter((line) => [...forms].some((form) => form && line.includes(form)));
}
