// Pages are rendered whole (app/entry.server.tsx), so each is compressed here in one synchronous call instead
// of through the compression middleware's zlib stream: one page through a stream cost about twice the CPU
// (0.12-0.15 ms against 0.06 ms for 8 kB, Brotli 4 or gzip 6), and the stream's chunks and callbacks were
// 19 % of the busy CPU in a profile of GET /account (docs/performance.md, decision 024). Same choices as the
// middleware: Brotli (quality 4) before gzip (level 6) by the browser's Accept-Encoding, nothing under 1 kB;
// the middleware still adds `Vary: Accept-Encoding` and leaves the encoded body alone.
import type { Request } from "express";
import Negotiator from "negotiator";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const THRESHOLD = 1024;

export interface EncodedDocument {
  body: Buffer;
  encoding: "br" | "gzip" | null;
}

export function encodeDocument(req: Request, body: Buffer): EncodedDocument {
  if (body.byteLength < THRESHOLD || req.method === "HEAD") return { body, encoding: null };
  // As the middleware negotiates: the highest q wins, and Brotli before gzip when they tie.
  const encoding = new Negotiator(req).encoding(["br", "gzip", "identity"], ["br", "gzip"]);
  if (encoding === "br") {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    };
    return { body: brotliCompressSync(body, { params }), encoding };
  }
  if (encoding === "gzip") return { body: gzipSync(body), encoding };
  return { body, encoding: null };
}
