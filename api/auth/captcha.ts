// Google reCAPTCHA v3, checked server-side; off unless RECAPTCHA_SECRET is set.
import type { ApiConfig } from "../config.ts";

const MINIMUM_SCORE = 0.5;

export function createCaptcha(
  config: ApiConfig,
): ((response: string, ip: string | undefined) => Promise<boolean>) | null {
  const secret = config.recaptchaSecret;
  if (!secret) return null;
  if (config.captchaVerifier) return config.captchaVerifier;
  return async (response, ip) => {
    try {
      const form = new URLSearchParams({ secret, response, ...(ip ? { remoteip: ip } : {}) });
      const r = await fetch("https://www.google.com/recaptcha/api/siteverify", {
        method: "POST",
        body: form,
        signal: AbortSignal.timeout(5000),
      });
      const body = (await r.json()) as { success?: boolean; score?: number };
      return body.success === true && (body.score ?? 1) >= MINIMUM_SCORE;
    } catch {
      return false;
    }
  };
}
