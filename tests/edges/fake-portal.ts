// The portal's Express layer with a stand-in for React Router (it answers 200 and counts what reached it)
// and the app's real route table, for tests of what happens before a route runs.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import routeConfig from "../../app/routes.ts";
import { createPortalApp, type PortalAppOptions } from "../../server/http.ts";
import { createLogger } from "../../common/log.ts";
import { manifestFromConfig } from "../../server/routes.ts";

export interface FakePortal {
  base: string;
  logs: string[];
  /** Requests that reached the route handler: method and path. */
  reached: string[];
  close(): void;
}

export async function startFakePortal(overrides: Partial<PortalAppOptions> = {}): Promise<FakePortal> {
  const logs: string[] = [];
  const reached: string[] = [];
  const app = createPortalApp({
    apiUrl: "http://127.0.0.1:9",
    publicUrl: new URL("http://portal.test"),
    production: true,
    logger: createLogger("info", (line) => logs.push(line)),
    handler: (req, res) => {
      reached.push(`${req.method} ${req.originalUrl}`);
      res.type("html").send("<p>page</p>");
    },
    routes: manifestFromConfig(routeConfig),
    readProxySession: async () => null,
    proxyTimeoutMs: 10_000,
    ...overrides,
  });
  const server: Server = createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logs,
    reached,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
