// Route tables: each slice of /v1 returns a short table of rows `[method, path, ...steps]`, where every step is a
// named function `(ctx, req, res)`: the checks first (requireUser, requireCommunity(role), ...), the handler last.
// A step answers by throwing an ApiError or, for the last one, by writing the response; a check that returns lets
// the next step run. mountRoutes() turns the rows into Express routes and records every (method, path).
import { Router, type Request, type RequestHandler, type Response } from "express";
import type { ApiContext } from "../context.ts";
import { ApiError } from "./errors.ts";

export type Method = "get" | "post" | "put" | "delete" | "head";

/** One step of a route: a check or the handler. */
export type Step = (ctx: ApiContext, req: Request, res: Response) => void | Promise<void>;

/** `[method, path, ...checks, handler]`, the path relative to /v1. */
export type RouteRow = readonly [Method, string, ...Step[]];

export interface RegisteredRoute {
  method: "GET" | "POST" | "PUT" | "DELETE" | "HEAD";
  /** The Express path pattern, with the /v1 prefix: `/v1/communities/:id/billing`. */
  path: string;
}

/** Path patterns served by some route, for the 405 answer. */
const knownPaths = new Map<string, RegExp>();
const registered = new Map<string, RegisteredRoute>();

function patternOf(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/**
 * Records a /v1 route served outside mountRoutes() (the link checker's router), so it gets the 405 answer and is
 * listed by v1Routes(). `path` is relative to /v1.
 */
export function registerRoute(method: Method, path: string): void {
  if (!knownPaths.has(path)) knownPaths.set(path, patternOf(path));
  const route: RegisteredRoute = {
    method: method.toUpperCase() as RegisteredRoute["method"],
    path: `/v1${path}`,
  };
  registered.set(`${route.method} ${route.path}`, route);
}

/**
 * Every (method, path) the /v1 service serves, in registration order: filled when createApi() builds the app.
 * Generated tests (tests/fuzz) enumerate the endpoints from it, so a new route is covered without a new line.
 */
export function v1Routes(): readonly RegisteredRoute[] {
  return [...registered.values()];
}

/** Mounts route rows on `router`; several rows (and slices) may serve different methods of one path. */
export function mountRoutes(router: Router, ctx: ApiContext, rows: readonly RouteRow[]): void {
  for (const [method, path, ...steps] of rows) {
    const chain: RequestHandler[] = steps.map((step, index) =>
      index === steps.length - 1
        ? async (req, res) => {
            await step(ctx, req, res);
          }
        : async (req, res, next) => {
            await step(ctx, req, res);
            next();
          },
    );
    router[method](path, ...chain);
    registerRoute(method, path);
  }
}

/** 405 (empty body) for a path some route serves with other methods; otherwise falls through (to 404). */
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
