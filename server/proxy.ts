// /v1 on the portal's public address, for two kinds of client (never forwarding cookies either way, and giving
// up after a time limit):
//  - the bar editor island: the browser holds only its session cookie; this adds the bearer token from the
//    session and refuses cross-site requests (Sec-Fetch-Site, Origin, and a CSRF token bound to the session);
//  - the desktop apps (and any other client of the original API): a request without our session cookie is
//    passed on as it came, with its own `Authorization: Bearer` when it has one (and the macOS app's retry token,
//    X-Morphic-Auth-Token), so sign-in, registration and every bearer-token call work as on the original server
//    (docs/decisions/028). Such a request cannot ride on a
//    browser's session: the browser's credential is the cookie, and a browser sends a foreign Authorization
//    header only after a CORS preflight, which the portal never grants.
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { sameSecret } from "../common/same-secret.ts";
import express, { type Request, type Response, type Router } from "express";
import { V1NetworkError, v1Fetch } from "../app/shared/v1-http.server.ts";
import type { Logger } from "../common/log.ts";
import { siteOf } from "./origin.ts";

export interface ProxyOptions {
  apiUrl: string;
  publicUrl: URL;
  /** The session cookie's name: a request carrying it takes the browser's path (CSRF rules). */
  cookieName?: string;
  readSession: (req: Request) => Promise<{ token?: string; csrf?: string } | null>;
  timeoutMs: number;
  /** PORTAL_API_SECRET (or the one server.ts made): vouches for the browser's address to /v1. */
  portalSecret?: string;
  logger: Logger;
}

const FORWARDED_REQUEST_HEADERS = ["accept", "content-type", "if-match", "if-none-match", "user-agent"];
const FORWARDED_RESPONSE_HEADERS = [
  "content-type",
  "cache-control",
  "etag",
  "www-authenticate",
  "retry-after",
];
const MAX_BODY_BYTES = 1024 * 1024;

function refuse(res: Response, status: number, error: string): void {
  res.status(status).setHeader("Cache-Control", "no-store");
  res.json({ error, details: null });
}

function hasCookie(req: Request, name: string): boolean {
  return (req.get("cookie") ?? "").split(";").some((c) => c.trim().startsWith(`${name}=`));
}

export function createV1Proxy(options: ProxyOptions): Router {
  const router = express.Router();
  router.use(async (req: Request, res: Response) => {
    // Any request with evidence of another site is refused; one without any evidence still needs the
    // CSRF token, which only our pages have (from <meta name="csrf-token">).
    if (siteOf(req, options.publicUrl) === "cross-site") return refuse(res, 403, "cross_site_request");
    const target = new URL(`${options.apiUrl}/v1${req.url}`);
    if (!target.pathname.startsWith("/v1/")) return refuse(res, 404, "not_found");
    const apiBase = new URL(options.apiUrl);
    if (target.origin !== apiBase.origin) return refuse(res, 404, "not_found");

    const headers: Record<string, string> = {};
    const session = await options.readSession(req);
    if (session?.token || hasCookie(req, options.cookieName ?? "__session")) {
      // The browser's path: the session's token, only with the session's CSRF token.
      if (!session?.token) return refuse(res, 401, "not_signed_in");
      if (!sameSecret(req.get("x-csrf-token"), session.csrf)) return refuse(res, 403, "bad_csrf_token");
      headers.Authorization = `Bearer ${session.token}`;
    } else {
      // A desktop app's (or another API client's) own request: its token, when it sends one, as it came, and the
      // macOS app's retry token (its new token after signing in again; /v1 decides whether it takes over). Never
      // on the browser's path above: there the session's token is the only credential.
      const authorization = req.get("authorization");
      if (authorization) headers.Authorization = authorization;
      const retryToken = req.get("x-morphic-auth-token");
      if (retryToken) headers["x-morphic-auth-token"] = retryToken;
    }
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    const secret = options.portalSecret;
    if (secret && req.ip) {
      headers["x-client-address"] = req.ip;
      headers["x-portal-secret"] = secret;
    }

    let body: string | undefined;
    if (req.method !== "GET" && req.method !== "HEAD") {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) return refuse(res, 413, "too_large");
        chunks.push(chunk);
      }
      body = Buffer.concat(chunks).toString("utf8");
    }

    let upstream: globalThis.Response;
    try {
      upstream = await v1Fetch({
        apiUrl: options.apiUrl,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers,
        body,
        timeoutMs: options.timeoutMs,
        requestId: String(res.locals.requestId ?? ""),
      });
    } catch (error) {
      if (!(error instanceof V1NetworkError)) throw error;
      const timedOut = error.timedOut;
      options.logger.warn("v1 proxy failed", { request_id: res.locals.requestId, timedOut });
      return refuse(res, timedOut ? 504 : 502, timedOut ? "upstream_timeout" : "upstream_unreachable");
    }
    res.status(upstream.status);
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    for (const [name, value] of upstream.headers) {
      if (name.startsWith("x-link-")) res.setHeader(name, value);
    }
    if (!upstream.body || req.method === "HEAD") {
      res.end();
      return;
    }
    Readable.fromWeb(upstream.body as WebReadableStream).pipe(res);
  });
  return router;
}
