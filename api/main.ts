// Runs the /v1 service alone: `npm run api`. Listens on API_HOST (default 127.0.0.1) : API_PORT (default 3001).
import type { AddressInfo } from "node:net";
import { exitOnConfigError, readSettingsOrExit } from "../config/settings.ts";
import { apiConfigFrom, createApi } from "./app.ts";
import { shareCountersThroughRedis } from "./http/shared-state.ts";

// The one reading of the environment (config/settings.ts): a bad value stops the start with one line.
const settings = readSettingsOrExit(process.env);
const config = exitOnConfigError(() => apiConfigFrom(settings));
// Several services behind a load balancer share their rate-limit counters through Redis.
const shared = settings.REDIS_URL
  ? await shareCountersThroughRedis(settings.REDIS_URL, config.logger)
  : undefined;
const api = await createApi(config, { redisReady: shared?.ready });
const port = settings.API_PORT ?? 3001;
const host = settings.API_HOST;

const server = api.app.listen(port, host, () => {
  const address = server.address() as AddressInfo;
  config.logger.info("api listening", { host: address.address, port: address.port });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  config.logger.info("api stopping", { signal });
  // Stop accepting, let requests in flight finish (at most 10 s), then close the database.
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api.close();
  await shared?.close();
  config.logger.info("api stopped");
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
