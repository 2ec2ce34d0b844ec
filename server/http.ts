// The portal's Express app around the React Router handler. In order, every request meets:
// the request log and id (api/log.ts), a per-request CSP nonce, the method and Host checks
// (405, 400), security headers (helmet, nonce-based CSP), compression, health checks, static files,
// the cross-site check on every request that is not GET/HEAD (server/origin.ts), rate limits keyed on
// the route React Router will run (server/routes.ts), the /v1 proxy, and for forms: a size limit (413),
// form content types only (415), well-formed multipart without files (400). Then the React Router
// handler; anything it throws ends in a plain 500 page, never a stack trace.
import { randomBytes } from "node:crypto";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import helmet from "helmet";
import { createLimiter, limitBy, type Limiter, type LimiterStore } from "../api/http/rateLimit.ts";
import { httpDuration, httpRequests, metricsHandler } from "./metrics.ts";
import { createV1Proxy } from "./proxy.ts";
import { endpoints } from "../contract/endpoints.ts";
import { editorPage } from "../app/bar-editor/paths.ts";
import { requestLog, serializeError, type Logger } from "./log.ts";
import { isCrossSite } from "./origin.ts";
import { createRouteMatcher, type RouteManifest, type RouteMatcher } from "./routes.ts";

export interface PortalAppOptions {
  apiUrl: string;
  publicUrl: URL;
  production: boolean;
  logger: Logger;
  /** The React Router request handler (the build's, or Vite's in development). */
  handler: RequestHandler;
  /** The build's route manifest (or a loader of it), to key rate limits on the route that runs. */
  routes: RouteManifest | (() => Promise<RouteManifest>);
  /** Where the built client files are (production); Vite serves them in development. */
  clientDir?: string;
  /** Extra middleware placed before the handler (Vite's in development). */
  before?: RequestHandler[];
  /** Multiplies every rate limit (tests that sign up many users from one address). */
  rateLimitFactor?: number;
  /** Where rate-limit counters live (memory by default; Redis for several instances). */
  rateLimitStore?: LimiterStore;
  /** Session reader for the /v1 proxy. */
  readProxySession: (req: Request) => Promise<{ token?: string; csrf?: string } | null>;
  proxyTimeoutMs?: number;
  /** PORTAL_API_SECRET (or the one made for the embedded service), sent with the browser's address to /v1. */
  portalSecret?: string;
  trustProxy?: string | boolean | number;
  /** A captcha site key is configured: let Google's reCAPTCHA load. */
  captcha?: boolean;
  /** Largest form body read (bytes); default 64 KiB. */
  formBodyLimit?: number;
  /** Redis (REDIS_URL), when counters are shared: /readyz fails while it cannot be reached. */
  redisReady?: () => Promise<boolean>;
  /** METRICS_TOKEN: serve /metrics on this port to the bearer of this token (else not at all here). */
  metricsToken?: string;
}

/** Route limits: which routes (by path pattern, and every path under it), how many posts per window. */
const LIMITS: { name: string; paths: string[]; windowMinutes: number; limit: number }[] = [
  // Sign-in: the /v1 lockout protects each account; this protects the service from one address.
  { name: "sign-in", paths: ["login", "session-timed-out"], windowMinutes: 5, limit: 20 },
  { name: "register", paths: ["register"], windowMinutes: 60, limit: 10 },
  { name: "reset", paths: ["reset-password"], windowMinutes: 15, limit: 5 },
  { name: "invite", paths: ["invite"], windowMinutes: 15, limit: 30 },
];

/**
 * The same limits on the public /v1 calls the desktop apps make in place of those pages (one budget per address
 * for the page and the app): /v1 path pattern → the name of a rule above.
 */
const V1_LIMITS: [RegExp, string][] = [
  [/^\/v1\/auth\/username\/?$/, "sign-in"],
  [/^\/v1\/register\/username\/?$/, "register"],
  [/^\/v1\/auth\/username\/password_reset\//, "reset"],
];

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);
const V1_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);
/** A Host header: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

// Pages of their own: the React Router handler is not reached. Their few styles carry the CSP nonce.
function plainPage(nonce: string, title: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Error: ${title}</title>
<style nonce="${nonce}">body{font:1.1875rem/1.5 system-ui,sans-serif;color:#0b0c0c;max-width:40rem;margin:2rem auto;padding:0 1rem}a{color:#1a56a8}a:focus-visible{background:#ffdd00;color:#0b0c0c;outline:none}</style></head><body><main id="main-content"><h1>${title}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
<p><a href="/">Go to the start page</a></p></main></body></html>`;
}

function refusePage(res: Response, status: number, title: string, text: string): void {
  if (res.headersSent) return void res.end();
  res.setHeader("Cache-Control", "no-store");
  res
    .status(status)
    .type("html")
    .send(plainPage(String(res.locals.nonce ?? ""), title, [text]));
}

// Google's reCAPTCHA, only when a site key is configured (the reset-password form).
const CAPTCHA_SCRIPTS = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const CAPTCHA_FRAMES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];

/** The CSP directives (helmet's shape); `nonce` is a function of the response in the app, a value in tests. */
function cspDirectives(nonce: string | ((res: Response) => string), production: boolean, captcha: boolean) {
  const n =
    typeof nonce === "string"
      ? `'nonce-${nonce}'`
      : (_req: unknown, res: unknown) => `'nonce-${nonce(res as Response)}'`;
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", n, ...(captcha ? CAPTCHA_SCRIPTS : [])],
    ...(captcha ? { "frame-src": CAPTCHA_FRAMES } : {}),
    "style-src": ["'self'", n, ...(production ? [] : ["'unsafe-inline'"])],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": [
      "'self'",
      ...(production ? [] : ["ws:", "wss:"]),
      ...(captcha ? ["https://www.google.com/recaptcha/"] : []),
    ],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
  };
}

/** The Content-Security-Policy header value (for tests and documentation; the app sets it with helmet). */
export function contentSecurityPolicy(nonce: string, production: boolean, captcha = false): string {
  return Object.entries(cspDirectives(nonce, production, captcha))
    .map(([name, values]) => `${name} ${(values as string[]).join(" ")}`)
    .join("; ");
}

/** Reads a form body within `limit` bytes into res.locals.body; 413 beyond it. */
function readBody(limit: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.get("content-length") ?? NaN);
    if (declared > limit) {
      res.setHeader("Connection", "close");
      return refusePage(
        res,
        413,
        "The form is too large",
        "What you sent is too large. Go back and try again.",
      );
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: unknown) => {
      if (done) return;
      done = true;
      req.removeListener("data", onData);
      if (error) return next(error);
      res.locals.body = Buffer.concat(chunks);
      next();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.removeListener("data", onData);
        req.pause();
        res.setHeader("Connection", "close");
        refusePage(res, 413, "The form is too large", "What you sent is too large. Go back and try again.");
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => finish());
    req.once("error", (error) => {
      if (!done) {
        done = true;
        refusePage(res, 400, "Bad request", "The request could not be read.");
      }
      void error;
    });
  };
}

/** 415 unless a form content type; 400 for multipart that does not parse or that carries a file. */
const checkFormBody: RequestHandler = async (req, res, next) => {
  const header = req.get("content-type") ?? "";
  const mediaType = header.split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) {
    return refusePage(res, 415, "Unsupported form", "This form can only be sent as a web form.");
  }
  if (mediaType === "multipart/form-data") {
    try {
      const form = await new globalThis.Request("http://portal.invalid/", {
        method: "POST",
        headers: { "content-type": header },
        body: new Uint8Array(res.locals.body as Buffer),
      }).formData();
      for (const value of form.values()) {
        if (typeof value !== "string")
          return refusePage(res, 400, "Bad request", "Files cannot be sent with this form.");
      }
    } catch {
      return refusePage(res, 400, "Bad request", "The form could not be read.");
    }
  }
  next();
};

function routeLimits(
  matcher: () => Promise<RouteMatcher>,
  factor: number,
  store: LimiterStore | undefined,
): RequestHandler {
  const limiters = LIMITS.map((l) => ({
    ...l,
    limiter: createLimiter({
      points: Math.max(1, Math.round(l.limit * factor)),
      duration: l.windowMinutes * 60,
      keyPrefix: `portal-${l.name}`,
      store,
    }) as Limiter,
  }));
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const v1Rule = V1_LIMITS.find(([pattern]) => pattern.test(req.path))?.[1];
    if (v1Rule) {
      const rule = limiters.find((l) => l.name === v1Rule)!;
      return limitBy(
        rule.limiter,
        (r) => r.ip ?? "unknown",
        (_r, response, retryAfter) => {
          response.status(429).setHeader("Retry-After", String(retryAfter));
          response.setHeader("Cache-Control", "no-store");
          response.json({ error: "rate_limited", details: { retry_after: retryAfter } });
        },
      )(req, res, next);
    }
    const route = (await matcher())(req.originalUrl);
    if (!route) return next();
    const rule = limiters.find((l) =>
      l.paths.some((p) => route.pattern === p || route.pattern.startsWith(`${p}/`)),
    );
    if (!rule) return next();
    res.locals.routeId = route.id;
    return limitBy(
      rule.limiter,
      (r) => r.ip ?? "unknown",
      (_r, response) =>
        refusePage(
          response,
          429,
          "Too many attempts",
          `There have been too many attempts from your network in a short time. Wait ${rule.windowMinutes} minutes and try again.`,
        ),
    )(req, res, next);
  };
}

/** The label of a request in the metrics: its route id, or what serves it when no route does. */
async function metricsRoute(req: Request, getMatcher: () => Promise<RouteMatcher>): Promise<string> {
  const path = req.path;
  if (path === "/v1" || path.startsWith("/v1/")) return "v1-proxy";
  if (path.startsWith("/assets/") || path.startsWith("/scripts/") || path.startsWith("/icons/"))
    return "static";
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return path.slice(1);
  try {
    return (await getMatcher())(req.originalUrl)?.id ?? "unmatched";
  } catch {
    return "unmatched";
  }
}

export function createPortalApp(options: PortalAppOptions): express.Express {
  const app = express();
  const { logger, production } = options;
  app.disable("x-powered-by");
  if (options.trustProxy !== undefined) app.set("trust proxy", options.trustProxy);

  let matcher: Promise<RouteMatcher> | undefined;
  const routes = options.routes;
  const getMatcher = () =>
    (matcher ??= Promise.resolve(typeof routes === "function" ? routes() : routes).then(createRouteMatcher));

  // Requests and latency by route (the route React Router matched, so every spelling counts as one).
  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      void metricsRoute(req, getMatcher).then((route) => {
        httpRequests().inc({ method: req.method, route, status: `${Math.floor(res.statusCode / 100)}xx` });
        httpDuration().observe({ method: req.method, route }, seconds);
      });
    });
    next();
  });
  if (options.metricsToken) app.get("/metrics", metricsHandler(options.metricsToken));

  // Request id and one log line per request; the CSP nonce.
  const log = requestLog(logger);
  app.use((req: Request, res: Response, next: NextFunction) => {
    log(req, res);
    res.locals.nonce = randomBytes(16).toString("base64");
    next();
  });

  // Request target, method and Host: refused before anything reads them.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!req.originalUrl.startsWith("/") || req.originalUrl.startsWith("//")) {
      // Only paths are served: no absolute URLs, no "*" (this is not a proxy), and no "//x", which
      // some parsers read as another host.
      return refusePage(res, 400, "Bad request", "The request names no valid page.");
    }
    try {
      decodeURI(req.path);
    } catch {
      return refusePage(res, 400, "Bad request", "The address of the page is malformed.");
    }
    const v1 = req.path === "/v1" || req.path.startsWith("/v1/");
    if (!(v1 ? V1_METHODS : PAGE_METHODS).has(req.method)) {
      res.setHeader("Allow", [...(v1 ? V1_METHODS : PAGE_METHODS)].join(", "));
      return refusePage(res, 405, "Method not allowed", "This address cannot be used that way.");
    }
    const host = req.get("host");
    if (!host || host.length > 255 || !HOST.test(host) || !URL.canParse(`http://${host}/`)) {
      // The pattern lets through what only a URL parser refuses (a port over 65535, an IPv4 part over
      // 255, brackets around no IPv6 address); every later step builds URLs from this Host.
      return refusePage(res, 400, "Bad request", "The request names no valid host.");
    }
    res.locals.host = host;
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(
          (res) => String(res.locals.nonce ?? ""),
          production,
          Boolean(options.captcha),
        ),
      },
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "same-origin" },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      strictTransportSecurity:
        options.publicUrl.protocol === "https:" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
  );
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    next();
  });

  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  // Ready when /v1 (and through it the database) answers, and Redis when it is configured.
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (options.redisReady && !(await options.redisReady()))
      return void res.status(503).json({ status: "redis unreachable" });
    try {
      const upstream = await fetch(`${options.apiUrl}/ready`, { signal: AbortSignal.timeout(3000) });
      res.status(upstream.ok ? 200 : 503).json({ status: upstream.ok ? "ready" : "api not ready" });
    } catch {
      res.status(503).json({ status: "api unreachable" });
    }
  });

  if (options.clientDir) {
    // Hashed file names never change: cache them for a year. Other public files for an hour.
    // Scripts, styles and icons go out as the build compressed them (scripts/build.ts): Brotli when the
    // browser takes it, else gzip; compression() above leaves what is already encoded alone.
    const precompressed = (
      dir: string,
      serveStatic: expressStaticGzip.ExpressStaticGzipOptions["serveStatic"],
    ) =>
      expressStaticGzip(dir, {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic,
      });
    app.use(
      "/assets",
      precompressed(`${options.clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }),
    );
    // The desktop apps' PNG icons sit in a folder named by a hash of the whole set (scripts/raster-icons.ts):
    // they never change under their name either.
    app.use(
      "/icons/bar",
      precompressed(`${options.clientDir}/icons/bar`, { immutable: true, maxAge: "1y", index: false }),
    );
    // Other public files (favicon, scripts, icons…) have a file extension; pages do not, so they are not
    // looked up on the disk first.
    const publicFiles = precompressed(options.clientDir, { maxAge: "1h", index: false });
    app.use((req: Request, res: Response, next: NextFunction) =>
      /\.[A-Za-z0-9]+$/.test(req.path) && !req.path.endsWith(".data") ? publicFiles(req, res, next) : next(),
    );
  }
  for (const middleware of options.before ?? []) app.use(middleware);

  // Every request that may change something comes from our own pages (server/origin.ts), whether or
  // not its route renders a page: sign-out, focus mode and resend confirmation included.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (isCrossSite(req, options.publicUrl)) {
      if (req.path === "/v1" || req.path.startsWith("/v1/")) {
        res.status(403).setHeader("Cache-Control", "no-store");
        return void res.json({ error: "cross_site_request", details: null });
      }
      return refusePage(res, 403, "Request refused", "Forms can only be sent from this website's own pages.");
    }
    next();
  });

  app.use(routeLimits(getMatcher, options.rateLimitFactor ?? 1, options.rateLimitStore));

  // Stripe's webhook reaches the service through the portal's public address. It comes from Stripe's
  // servers, not a browser: no session, no CSRF token. /v1 authenticates it by its signature over the raw
  // body, which is therefore forwarded byte for byte with the signature header and nothing else.
  const STRIPE_WEBHOOK_PATH = endpoints.stripeWebhook.path;
  app.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    try {
      const upstream = await fetch(`${options.apiUrl}${STRIPE_WEBHOOK_PATH}`, {
        method: "POST",
        headers: {
          "content-type": req.get("content-type") ?? "application/json",
          "stripe-signature": req.get("stripe-signature") ?? "",
          ...(res.locals.requestId ? { "x-request-id": String(res.locals.requestId) } : {}),
        },
        body: Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined,
        signal: AbortSignal.timeout(options.proxyTimeoutMs ?? 15_000),
      });
      res.status(upstream.status).setHeader("Cache-Control", "no-store");
      const type = upstream.headers.get("content-type");
      if (type) res.setHeader("Content-Type", type);
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      // Stripe retries a webhook that was not answered 2xx.
      res.status(502).json({ error: "upstream_unavailable", details: null });
    }
  });

  app.use(
    "/v1",
    createV1Proxy({
      apiUrl: options.apiUrl,
      publicUrl: options.publicUrl,
      readSession: options.readProxySession,
      timeoutMs: options.proxyTimeoutMs ?? 15_000,
      portalSecret: options.portalSecret,
      logger,
    }),
  );

  // Forms: a bounded body of a form type. The bar editor's island sends the whole pending bar (up to 100
  // buttons, percent-encoded JSON) with each change: it gets room for that, /v1 bounds it again.
  const bodyLimit = readBody(options.formBodyLimit ?? 64 * 1024);
  const barBodyLimit = readBody(Math.max(options.formBodyLimit ?? 0, 512 * 1024));
  const editorChanges = editorPage("changes");
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const read = req.path === editorChanges ? barBodyLimit : bodyLimit;
    read(req, res, (error?: unknown) => (error ? next(error) : checkFormBody(req, res, next)));
  });

  app.use(options.handler);

  const errors: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
    const status = (err as { status?: unknown })?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return refusePage(res, status, "Bad request", "The request could not be understood.");
    }
    logger.error("unhandled error", { request_id: res.locals.requestId, err: serializeError(err) });
    refusePage(res, 500, "Sorry, there is a problem with the service", "Try again later.");
  };
  app.use(errors);
  return app;
}
