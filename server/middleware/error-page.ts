// The last handler: a 4xx thrown by a step (an unreadable request) is a plain "Bad request" page; anything else
// is logged and answered with a plain 500 page, never a stack trace; both in the reader's language.
import type { ErrorRequestHandler } from "express";
import { serializeError, type Logger } from "../../common/log.ts";
import { refusedIn } from "./refuse-page.ts";

export function errorPage(logger: Logger): ErrorRequestHandler {
  return async (err: unknown, req, res, _next) => {
    const status = (err as { status?: unknown })?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return refusedIn(req, res, status, "refused.badRequest", "refused.notUnderstood");
    }
    logger.error("unhandled error", { request_id: res.locals.requestId, err: serializeError(err) });
    await refusedIn(req, res, 500, "refused.problemTitle", "refused.problemText");
  };
}
