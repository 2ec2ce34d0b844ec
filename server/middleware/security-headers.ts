// Security headers (helmet): a nonce-based Content-Security-Policy, no framing, same-origin referrers and
// resources, HSTS over https, and a Permissions-Policy that turns off what the portal never uses.
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

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

export interface SecurityHeadersOptions {
  production: boolean;
  /** A captcha site key is configured: let Google's reCAPTCHA load. */
  captcha: boolean;
  /** Served over https: send HSTS. */
  https: boolean;
}

export function securityHeaders(options: SecurityHeadersOptions): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(
          (res) => String(res.locals.nonce ?? ""),
          options.production,
          options.captcha,
        ),
      },
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "same-origin" },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
      next();
    },
  ];
}
