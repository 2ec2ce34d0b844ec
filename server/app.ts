// The SSR build's entry (vite.config.ts). The request handler and the load context live in this one
// bundled module, so the context keys the routes read are the ones set here (toolchain notes).
// The handler builds the Web Request itself (instead of @react-router/express's adapter) so that the
// body is the one server/http.ts already read within its size limit, and the URL is built only from
// a Host header that was checked; each request runs in the request scope that /v1 calls read.
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { setPortalConfig, type PortalConfig } from "../app/shared/config.server.ts";
import { requestInfoContext } from "../app/shared/context.ts";
import { rateLimiterContext, type ClientRateLimiter } from "../app/shared/rate-limit.server.ts";
import { encodeDocument } from "./document-encoding.ts";
import { branchManifest, createPathnameMatcher, withoutDataSuffix } from "./routes.ts";
import { runInRequestScope } from "../common/request-scope.ts";
import { bodyBuffer, MemoryResponse } from "../common/memory-response.ts";

import * as build from "virtual:react-router/server-build";

/** The route manifest, so the Express layer labels its metrics with the route that runs (server/routes.ts). */
export const routes = build.routes;

type PageHandler = ReturnType<typeof createRequestHandler>;

/**
 * React Router's request handler for a request's pathname. React Router matches the path against the whole
 * manifest twice a request (whether the route is a resource route, then in its static handler), each time
 * trying its ~100 ranked branches one after the other until one matches: several per cent of a page's CPU.
 * Here the route a pathname reaches is found once per pathname (React Router's own matcher, remembered:
 * server/routes.ts), and the request goes to a handler made on first use for a build with only that route's
 * branch, the root down to it: React Router matches the same route, with the same params, among two or
 * three branches. A path that reaches no route, and the lazy route discovery's manifest (which matches paths
 * of its own), go to the handler of the whole build.
 */
function createHandlerChooser(mode: "production" | "development"): (pathname: string) => PageHandler {
  const whole = createRequestHandler(build, mode);
  const matchPathname = createPathnameMatcher(build.routes);
  const byRoute = new Map<string, PageHandler>();
  const discovery = build.routeDiscovery;
  const manifestPath = discovery.mode === "lazy" ? (discovery.manifestPath ?? "/__manifest") : null;
  return (pathname) => {
    if (pathname === manifestPath) return whole;
    const route = matchPathname(withoutDataSuffix(pathname));
    if (!route) return whole;
    let handler = byRoute.get(route.id);
    if (!handler) {
      const routes = branchManifest(build.routes, route.id);
      handler = routes ? createRequestHandler({ ...build, routes }, mode) : whole;
      byRoute.set(route.id, handler);
    }
    return handler;
  };
}

let handlerFor: ((pathname: string) => PageHandler) | undefined;

/**
 * The launcher (server.ts) hands the portal its settings here before the first request: this bundle has its
 * own copy of app/shared/config.server.ts, so the settings are given to it rather than read again.
 */
export function configure(config: PortalConfig): void {
  setPortalConfig(config);
  handlerFor ??= createHandlerChooser(config.production ? "production" : "development");
}

function toWebRequest(req: ExpressRequest, res: ExpressResponse): { request: Request; pathname: string } {
  const host = String(res.locals.host ?? req.get("host") ?? "localhost");
  // The request target is a path ("origin form"); anything else (an absolute URL, "*") is refused.
  const target = req.originalUrl;
  if (!target.startsWith("/")) throw Object.assign(new Error("Bad request target"), { status: 400 });
  const url = new URL(`${req.protocol}://${host}${target}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = res.locals.body as Buffer | undefined;
    if (body) init.body = new Uint8Array(body);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return { request: new Request(url.href, init), pathname: url.pathname };
}

/** An HTML page with its length and no encoding yet: what entry.server.tsx sends for every page. */
function isWholeDocument(response: Response): boolean {
  const headers = response.headers;
  return (
    (response instanceof MemoryResponse ? response.hasBody : response.body !== null) &&
    headers.has("Content-Length") &&
    !headers.has("Content-Encoding") &&
    (headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

export const handler: RequestHandler = async (req, res, next) => {
  try {
    if (!handlerFor) throw new Error("the portal was not configured (server/app.ts configure)");
    const chooseHandler = handlerFor;
    const context = new RouterContextProvider();
    const requestId = String(res.locals.requestId ?? "-");
    context.set(requestInfoContext, { requestId, nonce: String(res.locals.nonce ?? "") });
    // This client's rate-limit counters (server/middleware/rate-limits.ts), for the routes' `rateLimit(rule)`.
    const rateLimiter = res.locals.rateLimiter as ClientRateLimiter | undefined;
    if (!rateLimiter) throw new Error("no rate limiter for the request (server/http.ts createPortalApp)");
    context.set(rateLimiterContext, rateLimiter);
    const response = await runInRequestScope({ requestId, clientAddress: req.ip }, () => {
      const { request, pathname } = toWebRequest(req, res);
      return chooseHandler(pathname)(request, context);
    });
    if (res.destroyed || res.writableEnded) {
      await response.body?.cancel();
      return;
    }
    res.statusMessage = response.statusText;
    res.status(response.status);
    for (const [key, value] of response.headers.entries()) res.append(key, value);
    if (isWholeDocument(response)) {
      // A page rendered whole: compressed in one call (server/document-encoding.ts).
      const document = encodeDocument(req, await bodyBuffer(response));
      if (document.encoding) res.setHeader("Content-Encoding", document.encoding);
      res.setHeader("Content-Length", String(document.body.byteLength));
      res.end(document.body);
    } else if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
  } catch (error) {
    next(error);
  }
};
