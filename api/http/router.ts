import { Router, type RequestHandler } from "express";
import { ApiError } from "./errors.ts";

type Method = "get" | "post" | "put" | "delete" | "head";

/** Path patterns registered through route(), for the 405 answer. */
const knownPaths = new Map<string, RegExp>();

function patternOf(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/**
 * Registers the handlers of one path. Another method on a registered path gets 405 (empty body) from
 * methodNotAllowed(), mounted after every router, so several modules may serve methods of one path.
 */
export function route(
  router: Router,
  path: string,
  handlers: Partial<Record<Method, RequestHandler[]>>,
): void {
  const r = router.route(path);
  for (const [method, chain] of Object.entries(handlers) as [Method, RequestHandler[]][]) r[method](...chain);
  if (!knownPaths.has(path)) knownPaths.set(path, patternOf(path));
}

/** 405 for a path some route() serves with other methods; otherwise falls through (to 404). */
export const methodNotAllowed: RequestHandler = (req, _res, next) => {
  for (const pattern of knownPaths.values()) {
    if (pattern.test(req.path)) throw new ApiError(405);
  }
  next();
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Normalises a UUID path parameter to lower case, or returns null when it is not one. */
export function uuidParam(value: unknown): string | null {
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : null;
}

export { Router };
