// Pages are rendered whole and sent in one piece (app/entry.server.tsx): a complete document with its
// Content-Length, compressed when asked, and the status of the page (404 for an unknown address).
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "./harness.ts";
import { rawGet } from "../raw-get.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const get = (path: string, encoding: string) => rawGet(`${stack.portal}${path}`, encoding);

describe("documents", () => {
  it("sends the whole sign-in page with its length", async () => {
    const { status, headers, body } = await get("/login", "identity");
    expect(status).toBe(200);
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(headers["content-length"])).toBe(body.byteLength);
    const html = body.toString("utf8");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    expect(html).toContain("Sign in");
  });

  it("compresses the same document for a browser that accepts gzip", async () => {
    const { headers, body } = await get("/login", "gzip");
    expect(headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(body).toString("utf8");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  });

  // Decision 024: a whole page is compressed in one call (server/document-encoding.ts), so the compressed
  // page goes out with its own length instead of through the middleware's stream (chunked, no length).
  it("compresses a whole page in one piece, with its compressed length, Brotli first", async () => {
    for (const [accept, encoding, decode] of [
      ["gzip", "gzip", gunzipSync],
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["br;q=0.5, gzip", "gzip", gunzipSync],
    ] as const) {
      const { status, headers, body } = await get("/login", accept);
      expect(status, accept).toBe(200);
      expect(headers["content-encoding"], accept).toBe(encoding);
      expect(Number(headers["content-length"]), accept).toBe(body.byteLength);
      expect(headers["transfer-encoding"], accept).toBeUndefined();
      expect(String(headers.vary), accept).toMatch(/Accept-Encoding/i);
      const html = decode(body).toString("utf8");
      expect(html.trimEnd().endsWith("</html>"), accept).toBe(true);
    }
  });

  it("sends a whole page with 404 for an unknown address", async () => {
    const { status, headers, body } = await get("/no-such-page", "identity");
    expect(status).toBe(404);
    expect(Number(headers["content-length"])).toBe(body.byteLength);
    expect(body.toString("utf8").trimEnd().endsWith("</html>")).toBe(true);
  });
});
