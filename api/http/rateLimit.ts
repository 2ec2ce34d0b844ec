// A small fixed-window limiter keyed by any string (an address, a user id, a client IP), on the API's clock.
import { ApiError } from "./errors.ts";

export interface RateLimiter {
  /** Counts one hit for `key`; throws 429 `rate_limited` (with Retry-After) once over the limit. */
  hit(key: string): void;
}

export function createRateLimiter(limit: number, windowMs: number, now: () => Date): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const t = now().getTime();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count > limit) {
        const retryAfter = Math.max(1, Math.ceil((w.start + windowMs - t) / 1000));
        throw new ApiError(
          429,
          "rate_limited",
          { retry_after: retryAfter },
          { "Retry-After": String(retryAfter) },
        );
      }
    },
  };
}
