// The request id and one log line per request (server/log.ts), and a fresh CSP nonce in res.locals.nonce.
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { requestLog, type Logger } from "../../common/log.ts";

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;

/**
 * CSP nonces, 16 bytes of the system's CSPRNG each, cut from one 4 kB draw at a time: as unpredictable as
 * a draw per request (no byte is used twice), without a call into OpenSSL on every page (crypto.randomUUID
 * batches its entropy the same way). A draw per request was 1.3 % of a signed-in page's CPU (decision 024
 * holds a signed-in page to twice the floor's CPU).
 */
export function nonceSource(draw: (bytes: number) => Buffer = randomBytes): () => string {
  let pool: Buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + NONCE_BYTES > pool.length) {
      pool = draw(NONCE_BYTES * NONCES_PER_DRAW);
      offset = 0;
    }
    const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}

export function requestIdAndNonce(logger: Logger): RequestHandler {
  const log = requestLog(logger);
  const nextNonce = nonceSource();
  return (req, res, next) => {
    log(req, res);
    res.locals.nonce = nextNonce();
    next();
  };
}
