// The portal's Express layer (server/http.ts: its /v1 proxy, limits, static files) in this process, with a stand-in
// for the pages (404): what the desktop apps reach at the public address, without spawning server.ts.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import routeConfig from "../../app/routes.ts";
import { silentLogger } from "../../common/log.ts";
import { createPortalApp, type PortalAppOptions } from "../../server/http.ts";
import { manifestFromConfig } from "../../server/routes.ts";

export interface PortalInProcess {
  url: string;
  close(): void;
}

/** Starts it on a loopback port; `options` add to (or override) the defaults (apiUrl: nothing answers there). */
export async function portalInProcess(options: Partial<PortalAppOptions> = {}): Promise<PortalInProcess> {
  const app = createPortalApp({
    apiUrl: "http://127.0.0.1:9",
    publicUrl: new URL("http://portal.test"),
    production: true,
    logger: silentLogger,
    handler: (_req, res) => void res.status(404).type("html").send("<p>Not found</p>"),
    routes: manifestFromConfig(routeConfig),
    readProxySession: async () => null,
    proxyTimeoutMs: 10_000,
    ...options,
  });
  const server = createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
