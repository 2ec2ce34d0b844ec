// The request id and one log line per request (server/log.ts), and a fresh CSP nonce in res.locals.nonce.
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { requestLog, type Logger } from "../../common/log.ts";

export function requestIdAndNonce(logger: Logger): RequestHandler {
  const log = requestLog(logger);
  return (req, res, next) => {
    log(req, res);
    res.locals.nonce = randomBytes(16).toString("base64");
    next();
  };
}
