import { Router, type RequestHandler } from "express";
import { ApiError } from "./errors.ts";

type Method = "get" | "post" | "put" | "delete" | "head";

/** Registers the handlers of one path and answers 405 (empty body) to every other method. */
export function route(
  router: Router,
  path: string,
  handlers: Partial<Record<Method, RequestHandler[]>>,
): void {
  const r = router.route(path);
  for (const [method, chain] of Object.entries(handlers) as [Method, RequestHandler[]][]) r[method](...chain);
  r.all(() => {
    throw new ApiError(405);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Normalises a UUID path parameter to lower case, or returns null when it is not one. */
export function uuidParam(value: unknown): string | null {
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : null;
}

export { Router };
