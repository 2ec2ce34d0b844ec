// Local HTTP(S) servers on 127.0.0.1 for the link checker tests. Nothing here reaches the internet.
import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";
import type { ResolvedAddress, Resolver } from "../../api/links/check-link.ts";

export interface Seen {
  method: string;
  url: string;
  host: string | undefined;
}

export interface TestServer {
  port: number;
  seen: Seen[];
  close: () => Promise<void>;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8");
/** Self-signed certificate for the name tls.test (test-only key, valid for a century). */
export const TEST_CA = fixture("tls-test.crt");
const TEST_KEY = fixture("tls-test.key");

export async function startServer(handler: Handler, options: { tls?: boolean } = {}): Promise<TestServer> {
  const seen: Seen[] = [];
  const listener: Handler = (req, res) => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", host: req.headers.host });
    handler(req, res);
  };
  const server = options.tls
    ? https.createServer({ cert: TEST_CA, key: TEST_KEY }, listener)
    : http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A resolver from a fixed table; unknown names fail like a missing DNS record. Counts lookups. */
export function fakeResolver(table: Record<string, string | string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    const entry = table[hostname];
    if (entry === undefined)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return (Array.isArray(entry) ? entry : [entry]).map((address) => ({
      address,
      family: address.includes(":") ? 6 : 4,
    }));
  };
  return Object.assign(resolve, { calls });
}

/** startServer for one test file: every server started through it is closed after each test. */
export function serversClosedAfterEach(): typeof startServer {
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  return async (...args) => {
    const s = await startServer(...args);
    servers.push(s);
    return s;
  };
}
