// The portal's Express app around the React Router handler: createPortalApp() composes named middleware
// modules (server/middleware/, each with its unit test in tests/portal/middleware.test.ts) in one explicit order.
// Every request meets: metrics, the request id and log line with a CSP nonce, the request line checks (400, 405),
// security headers, compression, health checks, static files, the cross-site check on everything that is not
// GET/HEAD (server/origin.ts), the rate limits (route-scoped for /v1; for pages, this client's counters handed to
// the routes, whose own middleware limits their posts: app/shared/rate-limit.server.ts), Stripe's webhook,
// the /v1 proxy, and for forms a bounded body of a form type (413, 415, 400). Then the React Router handler;
// anything it throws ends in a plain 500 page, never a stack trace.
import compression from "compression";
import express, { type Request, type RequestHandler } from "express";
import type { LimiterStore } from "../api/http/rateLimit.ts";
import { editorPage } from "../common/editor-paths.ts";
import {
  PEOPLE_FILE_FORM_LIMIT,
  PEOPLE_FILE_MEGABYTES,
  PEOPLE_IMPORT_PATH,
} from "../app/people-csv/paths.ts";
import { sharedMessages } from "../app/shared/messages/index.ts";
import type { Language } from "../contract/language.ts";
import { formatMessage, messagesFor } from "../common/i18n/messages.ts";
import type { Logger } from "../common/log.ts";
import { metricsHandler } from "../common/metrics.ts";
import { refuseCrossSite } from "./middleware/cross-site.ts";
import { errorPage } from "./middleware/error-page.ts";
import { formBody, type TooLargeWords } from "./middleware/form-body.ts";
import { healthRoutes } from "./middleware/health.ts";
import { rateLimits } from "./middleware/rate-limits.ts";
import { checkRequestLine } from "./middleware/request-checks.ts";
import { requestIdAndNonce } from "./middleware/request-id.ts";
import { requestMetrics } from "./middleware/request-metrics.ts";
import type { SessionLanguageReader } from "./middleware/refuse-page.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { staticFiles } from "./middleware/static-files.ts";
import { stripeWebhook } from "./middleware/stripe-webhook.ts";
import { createV1Proxy } from "./proxy.ts";
import { createRouteMatcher, type RouteManifest, type RouteMatcher } from "./routes.ts";

export { contentSecurityPolicy } from "./middleware/security-headers.ts";

export interface PortalAppOptions {
  apiUrl: string;
  publicUrl: URL;
  production: boolean;
  logger: Logger;
  /** The React Router request handler (the build's, or Vite's in development). */
  handler: RequestHandler;
  /** The build's route manifest (or a loader of it), to label request metrics with the route that runs. */
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
  /** The session's language, for the plain pages of a refusal (else `?lang=` and the browser's say it). */
  readSessionLanguage?: SessionLanguageReader;
  /** How long the public /v1 and the Stripe webhook wait for /v1 (API_TIMEOUT_MS, as the portal's own calls). */
  proxyTimeoutMs: number;
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

/** The file of people is too large: its own words, with the way back to its page. */
const fileTooLarge: TooLargeWords = (language: Language) => [
  messagesFor(sharedMessages, language)("refused.fileTooLargeTitle"),
  String(
    formatMessage<string>(sharedMessages, "refused.fileTooLargeText", language, {
      megabytes: PEOPLE_FILE_MEGABYTES,
      link: (words) => `<a href="${PEOPLE_IMPORT_PATH}">${words.join("")}</a>`,
    }),
  ),
];

export function createPortalApp(options: PortalAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Read by the refusals' plain pages (server/middleware/refuse-page.ts) only.
  app.locals.readSessionLanguage = options.readSessionLanguage;
  if (options.trustProxy !== undefined) app.set("trust proxy", options.trustProxy);

  let matcher: Promise<RouteMatcher> | undefined;
  const routes = options.routes;
  const getMatcher = () =>
    (matcher ??= Promise.resolve(typeof routes === "function" ? routes() : routes).then(createRouteMatcher));
  const limits = rateLimits({ factor: options.rateLimitFactor ?? 1, store: options.rateLimitStore });
  const timeoutMs = options.proxyTimeoutMs;
  const formLimit = options.formBodyLimit ?? 64 * 1024;

  app.use(requestMetrics(getMatcher));
  if (options.metricsToken) app.get("/metrics", metricsHandler(options.metricsToken));
  app.use(requestIdAndNonce(options.logger));
  app.use(checkRequestLine);
  app.use(
    securityHeaders({
      production: options.production,
      captcha: Boolean(options.captcha),
      https: options.publicUrl.protocol === "https:",
    }),
  );
  app.use(compression());
  app.use(healthRoutes({ apiUrl: options.apiUrl, redisReady: options.redisReady }));
  if (options.clientDir) app.use(staticFiles(options.clientDir));
  for (const middleware of options.before ?? []) app.use(middleware);
  app.use(refuseCrossSite(options.publicUrl));
  app.use(limits.v1, limits.clientLimiter);
  app.use(stripeWebhook({ apiUrl: options.apiUrl, timeoutMs }));
  app.use(
    "/v1",
    createV1Proxy({
      apiUrl: options.apiUrl,
      publicUrl: options.publicUrl,
      readSession: options.readProxySession,
      timeoutMs,
      portalSecret: options.portalSecret,
      logger: options.logger,
    }),
  );
  app.use(
    formBody({
      limit: formLimit,
      larger: [
        { path: editorPage("changes"), limit: Math.max(formLimit, 512 * 1024) },
        // A file of people is the one upload: its page takes a file up to the contract's size.
        {
          path: PEOPLE_IMPORT_PATH,
          limit: PEOPLE_FILE_FORM_LIMIT,
          files: true,
          tooLarge: fileTooLarge,
        },
      ],
    }),
  );
  app.use(options.handler);
  app.use(errorPage(options.logger));
  return app;
}
