// The one rate limiter of the portal and the /v1 service (rate-limiter-flexible), behind one small
// interface: createLimiter({points, duration, keyPrefix, store}). The store is memory today; a Redis
// client can be passed as the store (RateLimiterRedis) so instances behind a load balancer share counts.
//
// Client addresses: the portal calls /v1 from the server, so /v1 would see one address for everyone.
// The portal therefore sends the browser's address in X-Client-Address together with X-Portal-Secret;
// the service believes the address only when the secret matches its own (PORTAL_API_SECRET, or the
// secret server.ts makes at start for the embedded service) and otherwise uses the connection's address.
import { sameSecret } from "../../common/same-secret.ts";
import { isIP } from "node:net";
import type { Request, RequestHandler, Response } from "express";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "./errors.ts";

/** Where counters live: this process's memory, or a Redis server shared by every instance. */
export type LimiterStore = { kind: "memory" } | { kind: "redis"; client: unknown };

export interface LimiterOptions {
  /** Hits allowed per key and window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
  /** Names the limit; keys of different limits never collide (and in Redis, this is the key prefix). */
  keyPrefix: string;
  store?: LimiterStore;
  /**
   * The caller's clock (the service's tests move it). A jump of the clock by whole windows starts
   * fresh counters, as real time passing would; in production it is the real clock and changes nothing.
   */
  now?: () => Date;
}

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the key may try again (when not allowed), at least 1. */
  retryAfter: number;
  remaining: number;
}

export interface Limiter {
  /** Counts one hit for `key` and says whether it is within the limit. */
  consume(key: string): Promise<LimitResult>;
  /** Counts one hit; throws the API's 429 `rate_limited` (with Retry-After) once over the limit. */
  hit(key: string): Promise<void>;
}

/** The name the service's handlers use. */
export type RateLimiter = Limiter;

let defaultStore: LimiterStore = { kind: "memory" };

/**
 * Where limiters made without a `store` keep their counters (memory unless set). The one switch for
 * REDIS_URL later: set it once at start, before the portal and the service build their limiters.
 */
export function setDefaultLimiterStore(store: LimiterStore): void {
  defaultStore = store;
}

export function createLimiter(options: LimiterOptions): Limiter {
  const store = options.store ?? defaultStore;
  const settings = { points: options.points, duration: options.duration, keyPrefix: options.keyPrefix };
  const limiter =
    store.kind === "redis"
      ? // While Redis cannot be reached, this process counts on its own instead of failing requests.
        new RateLimiterRedis({
          ...settings,
          storeClient: store.client,
          insuranceLimiter: new RateLimiterMemory(settings),
        })
      : new RateLimiterMemory(settings);
  const windowMs = options.duration * 1000;
  const epoch = (): string => {
    if (!options.now) return "";
    const jumped = Math.floor((options.now().getTime() - Date.now()) / windowMs);
    return jumped > 0 ? `${jumped}:` : "";
  };

  async function consume(key: string): Promise<LimitResult> {
    try {
      const res = await limiter.consume(`${epoch()}${key}`);
      return { allowed: true, retryAfter: 0, remaining: res.remainingPoints };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection; // the store failed
      return {
        allowed: false,
        retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        remaining: 0,
      };
    }
  }

  return {
    consume,
    async hit(key) {
      const result = await consume(key);
      if (!result.allowed) {
        throw new ApiError(
          429,
          "rate_limited",
          { retry_after: result.retryAfter },
          { "Retry-After": String(result.retryAfter) },
        );
      }
    },
  };
}

/**
 * The limiter of the service's handlers (kept for their call sites): `limit` hits per `windowMs`, on the
 * service's clock. Prefer createLimiter in new code.
 */
export function createRateLimiter(limit: number, windowMs: number, now: () => Date, name = "api"): Limiter {
  return createLimiter({ points: limit, duration: Math.ceil(windowMs / 1000), keyPrefix: name, now });
}

/** A middleware limiting by `key(req, res)` (skipped when the key is undefined), answering with `onLimited`. */
export function limitBy(
  limiter: Limiter,
  key: (req: Request, res: Response) => string | undefined,
  onLimited: (req: Request, res: Response, retryAfter: number) => void,
): RequestHandler {
  return async (req, res, next) => {
    const k = key(req, res);
    if (k === undefined) return next();
    const result = await limiter.consume(k);
    if (result.allowed) return next();
    res.setHeader("Retry-After", String(result.retryAfter));
    onLimited(req, res, result.retryAfter);
  };
}

// ---- The client's address ----------------------------------------------------------------------------

export const CLIENT_ADDRESS_HEADER = "x-client-address";
export const PORTAL_SECRET_HEADER = "x-portal-secret";

function secretMatches(given: string, secret: string): boolean {
  return sameSecret(given, secret);
}

/**
 * Middleware of the service: when the request carries the portal's secret, the address in
 * X-Client-Address is the client's (res.locals.clientAddress). Both headers are removed either way.
 */
export function trustPortal(secret: string | undefined): RequestHandler {
  return (req, res, next) => {
    const given = req.headers[PORTAL_SECRET_HEADER];
    const address = req.headers[CLIENT_ADDRESS_HEADER];
    delete req.headers[PORTAL_SECRET_HEADER];
    delete req.headers[CLIENT_ADDRESS_HEADER];
    if (
      secret &&
      typeof given === "string" &&
      typeof address === "string" &&
      isIP(address) !== 0 &&
      secretMatches(given, secret)
    ) {
      res.locals.clientAddress = address;
    }
    next();
  };
}

/** The client's address: the one the portal vouched for, or the connection's (after `trust proxy`). */
export function clientAddress(req: Request, res: Response): string {
  const vouched = res.locals.clientAddress;
  return typeof vouched === "string" ? vouched : (req.ip ?? "unknown");
}
