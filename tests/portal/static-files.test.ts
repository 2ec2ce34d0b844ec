// Scripts and styles are compressed by the build (scripts/build.ts) and sent as they are: Brotli to a
// browser that takes it, else gzip, else the file itself — the same bytes once decoded, with the caching
// of their folder, and pages still compressed as they are sent.
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/build.ts";
import { createPortalApp } from "../../server/http.ts";
import { silentLogger } from "../../common/log.ts";
import { manifestFromConfig } from "../../server/routes.ts";
import routeConfig from "../../app/routes.ts";
import { rawGet } from "../raw-get.ts";

const clientDir = mkdtempSync(join(tmpdir(), "tandem-static-"));
const script = `export const words = ${JSON.stringify("a fairly repetitive island script ".repeat(200))};\n`;
let portal: Server;
let base: string;

beforeAll(async () => {
  mkdirSync(join(clientDir, "assets"));
  mkdirSync(join(clientDir, "scripts"));
  writeFileSync(join(clientDir, "assets/island-abc123.js"), script);
  writeFileSync(join(clientDir, "scripts/tiny.js"), "export {};\n");
  precompress(clientDir);
  const app = createPortalApp({
    apiUrl: "http://127.0.0.1:9",
    publicUrl: new URL("http://portal.test"),
    production: true,
    logger: silentLogger,
    handler: (_req, res) => void res.type("html").send(`<p>${"page ".repeat(400)}</p>`),
    routes: manifestFromConfig(routeConfig),
    readProxySession: async () => null,
    proxyTimeoutMs: 10_000,
    clientDir,
  });
  portal = createServer(app);
  portal.listen(0, "127.0.0.1");
  await once(portal, "listening");
  base = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
});

afterAll(() => {
  portal?.closeAllConnections();
  portal?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (path: string, encoding: string) => rawGet(`${base}${path}`, encoding);

describe("precompressed scripts and styles", () => {
  it("are written by the build beside the file, not for files too small to gain", () => {
    expect(existsSync(join(clientDir, "assets/island-abc123.js.br"))).toBe(true);
    expect(existsSync(join(clientDir, "assets/island-abc123.js.gz"))).toBe(true);
    expect(existsSync(join(clientDir, "scripts/tiny.js.br"))).toBe(false);
  });

  it("go out in Brotli, then gzip, then as they are, the same script each time", async () => {
    const br = await get("/assets/island-abc123.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(script);
    const gz = await get("/assets/island-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString("utf8")).toBe(script);
    const plain = await get("/assets/island-abc123.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(script);
    for (const answer of [br, gz, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(answer.headers.vary).toContain("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    expect(br.body.byteLength).toBeLessThan(gz.body.byteLength);
  });

  it("leave other public files and pages as before", async () => {
    const tiny = await get("/scripts/tiny.js", "br");
    expect(tiny.status).toBe(200);
    expect(tiny.headers["cache-control"]).toBe("public, max-age=3600");
    expect(tiny.body.toString("utf8")).toBe("export {};\n");
    const page = await get("/login", "gzip");
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(page.body).toString("utf8")).toContain("page page");
  });
});
