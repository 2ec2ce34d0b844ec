// LINK_CHECK=loopback: every host name stands for 127.0.0.1 and only loopback is reachable, so the
// end-to-end tests can check links against a page served on a local port. Everything here talks to
// servers on 127.0.0.1 only; the resolvers given to the checker throw if they are ever asked.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadApiConfig } from "../../api/config.ts";
import { checkLink, type CheckLinkOptions, type Resolver } from "../../api/links/check-link.ts";
import { register, startApi, type Registered, type TestApi } from "../api/harness.ts";
import { TEST_CA, serversClosedAfterEach, type TestServer } from "./servers.ts";

const server = serversClosedAfterEach();

// Loopback mode must never look a name up: a resolver that fails the test when it is asked.
const lookups: string[] = [];
const noDns: Resolver = async (hostname) => {
  lookups.push(hostname);
  throw new Error(`looked up ${hostname}`);
};
afterEach(() => {
  expect(lookups).toEqual([]);
  lookups.length = 0;
});

const loopback: CheckLinkOptions = { loopback: true, resolve: noDns };

/** /ok answers 200, /broken 404, /hop redirects to /ok on another name, /away to a public address. */
function site(): Promise<TestServer> {
  return server((req, res) => {
    if (req.url === "/ok") res.writeHead(200);
    else if (req.url === "/hop") res.writeHead(302, { location: `http://other.test:${port(req)}/ok` });
    else if (req.url === "/away") res.writeHead(302, { location: "http://93.184.216.34/" });
    else res.writeHead(404);
    res.end();
  });
}
const port = (req: { socket: { localPort?: number } }) => req.socket.localPort ?? 0;

describe("the LINK_CHECK setting", () => {
  it("is online by default, and loopback only when asked for", () => {
    expect(loadApiConfig({})).toMatchObject({ linkCheckOffline: false, linkCheckLoopback: false });
    expect(loadApiConfig({ LINK_CHECK: "online" })).toMatchObject({
      linkCheckOffline: false,
      linkCheckLoopback: false,
    });
    expect(loadApiConfig({ LINK_CHECK: "offline" })).toMatchObject({
      linkCheckOffline: true,
      linkCheckLoopback: false,
    });
    const config = loadApiConfig({ LINK_CHECK: "loopback" });
    expect(config).toMatchObject({ linkCheckOffline: false, linkCheckLoopback: true });
    // The loopback mode does not turn on the general test switch: it is a mode of its own.
    expect(config.allowLoopbackLinks).toBeUndefined();
  });

  it("refuses any other value with a readable message", () => {
    expect(() => loadApiConfig({ LINK_CHECK: "local" })).toThrow(/LINK_CHECK/);
  });
});

describe("checkLink in loopback mode", () => {
  it("takes every name for 127.0.0.1 without a lookup, and keeps the name in the Host header", async () => {
    const s = await site();
    expect(await checkLink(`http://ok.test:${s.port}/ok`, loopback)).toEqual({ result: "ok" });
    expect(await checkLink(`http://www.example.org:${s.port}/ok`, loopback)).toEqual({ result: "ok" });
    expect(s.seen).toEqual([
      { method: "HEAD", url: "/ok", host: `ok.test:${s.port}` },
      { method: "HEAD", url: "/ok", host: `www.example.org:${s.port}` },
    ]);
  });

  it("calls a page that does not work broken, and a closed port broken", async () => {
    const s = await site();
    expect(await checkLink(`http://broken.test:${s.port}/broken`, loopback)).toMatchObject({
      result: "broken",
      reason: "status 404",
    });
    const closed = await site();
    const closedPort = closed.port;
    await closed.close();
    expect(await checkLink(`http://gone.test:${closedPort}/ok`, loopback)).toMatchObject({
      result: "broken",
    });
  });

  it("reaches loopback literals, and refuses every address literal outside loopback without connecting", async () => {
    const s = await site();
    expect(await checkLink(`http://127.0.0.1:${s.port}/ok`, loopback)).toEqual({ result: "ok" });
    const seenBefore = s.seen.length;
    for (const address of [
      "http://93.184.216.34/",
      "http://8.8.8.8:80/",
      "http://[2606:4700::1111]/",
      "http://10.0.0.7/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:8.8.8.8]/",
    ]) {
      expect((await checkLink(address, loopback)).result, address).toBe("blocked");
    }
    expect(s.seen.length).toBe(seenBefore);
  });

  it("follows redirects on loopback, and refuses one that leaves it", async () => {
    const s = await site();
    expect(await checkLink(`http://ok.test:${s.port}/hop`, loopback)).toEqual({ result: "ok" });
    expect(s.seen.map((x) => x.host)).toEqual([`ok.test:${s.port}`, `other.test:${s.port}`]);
    expect(await checkLink(`http://ok.test:${s.port}/away`, loopback)).toMatchObject({ result: "blocked" });
  });

  it("offers http:// for an address typed without a scheme when only http answers", async () => {
    const s = await site();
    expect(await checkLink(`ok.test:${s.port}/ok`, { ...loopback, fallbackTimeoutMs: 2_000 })).toEqual({
      result: "ok",
      correctedUrl: `http://ok.test:${s.port}/ok`,
    });
  });

  it("checks https on loopback with the name kept for the certificate", async () => {
    const s = await server(
      (_req, res) => {
        res.writeHead(200);
        res.end();
      },
      { tls: true },
    );
    expect(await checkLink(`https://tls.test:${s.port}/`, { ...loopback, ca: TEST_CA })).toEqual({
      result: "ok",
    });
    // Another name does not match the certificate: still broken, as online.
    expect((await checkLink(`https://ok.test:${s.port}/`, { ...loopback, ca: TEST_CA })).result).toBe(
      "broken",
    );
  });

  it("stays offline when offline is also set", async () => {
    const s = await site();
    const check = await checkLink(`http://ok.test:${s.port}/ok`, { ...loopback, offline: true });
    expect(check.result).toBe("broken");
    expect(s.seen).toEqual([]);
  });
});

describe("HEAD /v1/validate/link/:url with LINK_CHECK=loopback", () => {
  let api: TestApi;
  let user: Registered;
  beforeAll(async () => {
    const { linkCheckOffline, linkCheckLoopback } = loadApiConfig({ LINK_CHECK: "loopback" });
    // The harness turns on the general test switch and offline mode; here only the loopback mode counts.
    api = await startApi("pglite", { allowLoopbackLinks: false, linkCheckOffline, linkCheckLoopback });
    user = await register(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const head = (address: string) =>
    api.call("HEAD", `/v1/validate/link/${encodeURIComponent(address)}`, { token: user.token });

  it("checks a named page on a local port through the service", async () => {
    const s = await site();
    const ok = await head(`http://ok.test:${s.port}/ok`);
    expect([ok.status, ok.headers.get("x-link-check")]).toEqual([200, "ok"]);
    const broken = await head(`http://broken.test:${s.port}/broken`);
    expect([broken.status, broken.headers.get("x-link-check")]).toEqual([410, "broken"]);
    const outside = await head("http://93.184.216.34/");
    expect([outside.status, outside.headers.get("x-link-check")]).toEqual([400, "blocked"]);
    expect(s.seen.map((x) => x.host)).toEqual([
      `ok.test:${s.port}`,
      `broken.test:${s.port}`,
      `broken.test:${s.port}`,
    ]);
  });
});
