// What several instances behind a load balancer must share that is short-lived: today the rate-limit
// and lockout-window counters. With REDIS_URL they live in Redis (ioredis); without it, in each
// process's memory (one machine). Durable state is in PostgreSQL either way.
// ioredis is loaded only with REDIS_URL (the default counts in memory).
import type { Logger } from "../../common/log.ts";
import { setDefaultLimiterStore, type LimiterStore } from "./rateLimit.ts";

export interface SharedState {
  store: LimiterStore;
  /** Whether Redis answers (for /readyz). */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Connects to Redis and makes it the store of every limiter created from now on. Call it once at start,
 * before the portal and the service build their limiters.
 */
export async function shareCountersThroughRedis(url: string, logger: Logger): Promise<SharedState> {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, {
    // Fail fast instead of queueing commands while Redis is away: the limiters then count in memory.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    lazyConnect: false,
  });
  let reported = false;
  client.on("error", (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn("redis unreachable; rate limits count in this process until it is back", {
      error: error.message,
    });
  });
  client.on("ready", () => {
    if (reported) logger.info("redis reachable again");
    reported = false;
  });
  const store: LimiterStore = { kind: "redis", client };
  setDefaultLimiterStore(store);
  return {
    store,
    async ready() {
      try {
        return (await Promise.race([client.ping(), timeout(2000)])) === "PONG";
      } catch {
        return false;
      }
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => setTimeout(() => reject(new Error("timeout")), ms).unref());
}
