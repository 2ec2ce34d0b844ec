// The last handler: a 4xx thrown by a step (an unreadable request) is a plain "Bad request" page; anything else
// is logged and answered with a plain 500 page, never a stack trace.
import type { ErrorRequestHandler } from "express";
import { serializeError, type Logger } from "../../common/log.ts";
import { refusePage } from "./refuse-page.ts";

export function errorPage(logger: Logger): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
    const status = (err as { status?: unknown })?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return refusePage(res, status, "Bad request", "The request could not be understood.");
    }
    logger.error("unhandled error", { request_id: res.locals.requestId, err: serializeError(err) });
    refusePage(res, 500, "Sorry, there is a problem with the service", "Try again later.");
  };
}
