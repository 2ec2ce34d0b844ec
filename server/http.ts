// The portal's Express app around the React Router handler: security headers with a per-request
// CSP nonce, compression, caching of hashed assets, request logs, health checks, rate limits on the
// sign-in and registration forms, refusal of cross-site form posts, and the /v1 proxy.
import { randomBytes, randomUUID } from "node:crypto";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import { createV1Proxy } from "./proxy.ts";
import { redactPath, type Logger } from "./log.ts";

export interface PortalAppOptions {
  apiUrl: string;
  publicUrl: URL;
  production: boolean;
  logger: Logger;
  /** The React Router request handler (the build's, or Vite's in development). */
  handler: RequestHandler;
  /** Where the built client files are (production); Vite serves them in development. */
  clientDir?: string;
  /** Extra middleware placed before the handler (Vite's in development). */
  before?: RequestHandler[];
  /** Multiplies every rate limit (tests that sign up many users from one address). */
  rateLimitFactor?: number;
  /** Session reader for the /v1 proxy. */
  readProxySession: (req: Request) => Promise<{ token?: string; csrf?: string } | null>;
  proxyTimeoutMs?: number;
  trustProxy?: string | boolean;
  /** A captcha site key is configured: let Google's reCAPTCHA load. */
  captcha?: boolean;
}

// A page of its own: the React Router handler is not reached. Its few styles carry the CSP nonce.
const RATE_LIMITED_PAGE = (
  minutes: number,
  nonce: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Error: Too many attempts</title>
<style nonce="${nonce}">body{font:1.1875rem/1.5 system-ui,sans-serif;color:#0b0c0c;max-width:40rem;margin:2rem auto;padding:0 1rem}a{color:#1a56a8}a:focus-visible{background:#ffdd00;color:#0b0c0c;outline:none}</style></head><body><main id="main-content"><h1>Too many attempts</h1>
<p>There have been too many attempts from your network in a short time. Wait ${minutes} minutes and try again.</p>
<p><a href="/">Go to the start page</a></p></main></body></html>`;

// Google's reCAPTCHA, only when a site key is configured (the reset-password form).
const CAPTCHA_SCRIPTS = " https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/";
const CAPTCHA_FRAMES = "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/";

export function contentSecurityPolicy(nonce: string, production: boolean, captcha = false): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${captcha ? CAPTCHA_SCRIPTS : ""}`,
    ...(captcha ? [`frame-src ${CAPTCHA_FRAMES}`] : []),
    `style-src 'self' 'nonce-${nonce}'${production ? "" : " 'unsafe-inline'"}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${production ? "" : " ws: wss:"}${captcha ? " https://www.google.com/recaptcha/" : ""}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ];
  return directives.join("; ");
}

export function createPortalApp(options: PortalAppOptions): express.Express {
  const app = express();
  const { logger, production } = options;
  app.disable("x-powered-by");
  if (options.trustProxy !== undefined) app.set("trust proxy", options.trustProxy);

  // Request id, nonce and one log line per request.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const given = req.get("x-request-id");
    const requestId = given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    res.locals.requestId = requestId;
    res.locals.nonce = randomBytes(16).toString("base64");
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      logger.info("request", {
        requestId,
        method: req.method,
        path: redactPath(req.originalUrl),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    next();
  });

  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(res.locals.nonce as string, production, options.captcha),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (options.publicUrl.protocol === "https:") {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  });

  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      const upstream = await fetch(`${options.apiUrl}/ready`, { signal: AbortSignal.timeout(3000) });
      res.status(upstream.ok ? 200 : 503).json({ status: upstream.ok ? "ready" : "api not ready" });
    } catch {
      res.status(503).json({ status: "api unreachable" });
    }
  });

  if (options.clientDir) {
    // Hashed file names never change: cache them for a year. Other public files for an hour.
    app.use(
      "/assets",
      express.static(`${options.clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }
  for (const middleware of options.before ?? []) app.use(middleware);

  app.use(
    "/v1",
    createV1Proxy({
      apiUrl: options.apiUrl,
      publicUrl: options.publicUrl,
      readSession: options.readProxySession,
      timeoutMs: options.proxyTimeoutMs ?? 15_000,
      logger,
    }),
  );

  // Forms are posted from our own pages only. Browsers send Sec-Fetch-Site; React Router also checks
  // the Origin of every POST.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      const site = req.get("sec-fetch-site");
      if (site && site !== "same-origin" && site !== "none") {
        res.status(403).type("text/plain").send("Cross-site form submissions are refused.");
        return;
      }
    }
    next();
  });

  const factor = options.rateLimitFactor ?? 1;
  const limiter = (windowMinutes: number, limit: number) =>
    rateLimit({
      windowMs: windowMinutes * 60_000,
      limit: limit * factor,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      skip: (req) => req.method !== "POST",
      handler: (_req, res) => {
        res
          .status(429)
          .type("html")
          .send(RATE_LIMITED_PAGE(windowMinutes, String(res.locals.nonce ?? "")));
      },
    });
  // Sign-in: the /v1 lockout protects each account; this protects the service from one address.
  app.use(["/login", "/session-timed-out"], limiter(5, 20));
  app.use(["/register", "/register/invite"], limiter(60, 10));
  app.use(["/reset-password"], limiter(15, 5));
  app.use(["/invite"], limiter(15, 30));

  app.use(options.handler);
  return app;
}
