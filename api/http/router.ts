// Mounting /v1 from the contract (contract/endpoints.ts): each slice exports a handler table keyed by the
// endpoint's name, `{ getCommunity: [requireUser, requireCommunity("member"), readCommunity] }`, whose steps are
// named functions `(ctx, req, res)`: the checks first (requireUser, requireCommunity(role), ...), the handler
// last. A step answers by throwing an ApiError or, for the last one, by writing the response; a check that
// returns lets the next step run. mountEndpoints() takes the method and path of every row from the contract, so
// the path parameters are the contract's names (req.params.communityId), and refuses to start when an endpoint
// has no handler or a handler has no endpoint.
import { Router, type Request, type RequestHandler, type Response } from "express";
import { listEndpoints, type EndpointName, type HttpMethod } from "../../contract/endpoints.ts";
import { UUID_PATTERN } from "../../contract/limits.ts";
import type { ApiContext } from "../context.ts";
import { ApiError } from "./errors.ts";

export type Method = "get" | "post" | "put" | "delete" | "head";

/** One step of a route: a check or the handler. */
export type Step = (ctx: ApiContext, req: Request, res: Response) => void | Promise<void>;

/**
 * The handler of one endpoint: its steps, or (for a module with Express middleware of its own, the link check)
 * `{ middleware }`, mounted as they are.
 */
export type Handler = readonly Step[] | { readonly middleware: readonly RequestHandler[] };

/** A slice's handlers, keyed by the endpoint's name in contract/endpoints.ts. */
export type Handlers = Partial<Record<EndpointName, Handler>>;

export interface RegisteredRoute {
  method: HttpMethod;
  /** The Express path pattern, with the /v1 prefix: `/v1/communities/:communityId/billing`. */
  path: string;
}

function patternOf(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/**
 * What each app's /v1 serves, kept with the app rather than in the module: a process can hold more than one
 * service (the tests build many, and a test mounts an endpoint of its own), and one app's routes must not
 * answer for another's.
 */
const servedBy = new WeakMap<object, readonly RegisteredRoute[]>();

/** Records what `app`'s /v1 serves (the routes mountEndpoints() returned), for v1Routes(app). */
export function rememberV1Routes(app: object, routes: readonly RegisteredRoute[]): void {
  servedBy.set(app, routes);
}

/**
 * Every (method, path) the app's /v1 serves, in the contract's order. Generated tests (tests/fuzz) enumerate
 * the endpoints from it, so a new endpoint is covered without a new line.
 */
export function v1Routes(app: object): readonly RegisteredRoute[] {
  const routes = servedBy.get(app);
  if (!routes) throw new Error("this app has no /v1 mounted");
  return routes;
}

/** The slices' tables as one; an endpoint handled twice is a programming error. */
export function combineHandlers(tables: readonly Handlers[]): Handlers {
  const all: Handlers = {};
  for (const table of tables) {
    for (const [name, handler] of Object.entries(table) as [EndpointName, Handler][]) {
      if (all[name]) throw new Error(`Endpoint ${name} has two handlers`);
      all[name] = handler;
    }
  }
  return all;
}

/** The names of endpoints without a handler and of handlers without an endpoint (both empty when they agree). */
export function unmatchedHandlers(handlers: Handlers): { missing: string[]; unknown: string[] } {
  const names = new Set<string>(listEndpoints().map((e) => e.name));
  return {
    missing: [...names].filter((name) => !Object.hasOwn(handlers, name)),
    unknown: Object.keys(handlers).filter((name) => !names.has(name)),
  };
}

function stepsToMiddleware(ctx: ApiContext, steps: readonly Step[]): RequestHandler[] {
  return steps.map((step, index) =>
    index === steps.length - 1
      ? async (req, res) => {
          await step(ctx, req, res);
        }
      : async (req, res, next) => {
          await step(ctx, req, res);
          next();
        },
  );
}

/** The first segment of a path relative to /v1, as Express compares it (not case-sensitive): "users". */
function firstSegment(path: string): string {
  const end = path.indexOf("/", 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

/**
 * Mounts every endpoint of the contract on `router` (mounted at /v1), in the contract's order, with the handler
 * of the same name; throws when an endpoint has no handler or a handler names no endpoint.
 *
 * The endpoints are grouped by their path's first segment (/users, /communities, ...), each group a router of
 * its own that only requests under that segment enter: Express tries a request against every route in order,
 * and a request for one of the last of 78 endpoints was matched against all the routes before it, on each of
 * the two to four /v1 calls a signed-in page makes (docs/performance.md, 2026-11-29). Within a group the order
 * is the contract's; two groups never serve the same path, so no request sees another order.
 */
export function mountEndpoints(
  router: Router,
  ctx: ApiContext,
  tables: readonly Handlers[],
): readonly RegisteredRoute[] {
  const handlers = combineHandlers(tables);
  const { missing, unknown } = unmatchedHandlers(handlers);
  if (missing.length > 0) throw new Error(`Endpoints without a handler: ${missing.join(", ")}`);
  if (unknown.length > 0)
    throw new Error(`Handlers without an endpoint in the contract: ${unknown.join(", ")}`);
  const groups = new Map<string, Router>();
  const routes: RegisteredRoute[] = [];
  for (const endpoint of listEndpoints()) {
    if (!endpoint.path.startsWith("/v1/")) throw new Error(`${endpoint.name}: the path must start with /v1/`);
    const path = endpoint.path.slice("/v1".length);
    const segment = firstSegment(path);
    if (segment.startsWith(":"))
      throw new Error(`${endpoint.name}: the path must start with a fixed segment`);
    let group = groups.get(segment);
    if (!group) groups.set(segment, (group = Router()));
    const handler = handlers[endpoint.name]!;
    const chain = "middleware" in handler ? [...handler.middleware] : stepsToMiddleware(ctx, handler);
    group[endpoint.method.toLowerCase() as Method](path, ...chain);
    routes.push({ method: endpoint.method, path: endpoint.path });
  }
  // OPTIONS is left to the 405 that follows, as before: a group, being a router, would answer it itself (200).
  router.use((req, res, next) => {
    const group = req.method === "OPTIONS" ? undefined : groups.get(firstSegment(req.path));
    if (group) group(req, res, next);
    else next();
  });
  return routes;
}

/**
 * 405 (empty body, with Allow) for a path one of `routes` serves with other methods; otherwise falls through
 * (404). Mounted on the same router as the routes, so it sees paths relative to /v1.
 */
export function methodNotAllowed(routes: readonly RegisteredRoute[]): RequestHandler {
  const byPath = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const { method, path } of routes) {
    const relative = path.slice("/v1".length);
    const known = byPath.get(relative) ?? { pattern: patternOf(relative), methods: new Set<string>() };
    known.methods.add(method);
    byPath.set(relative, known);
  }
  const known = [...byPath.values()];
  return (req, res, next) => {
    const allowed = new Set<string>();
    for (const { pattern, methods } of known) {
      if (pattern.test(req.path)) for (const method of methods) allowed.add(method);
    }
    if (allowed.size === 0) return next();
    res.setHeader("Allow", [...allowed].join(", "));
    throw new ApiError(405);
  };
}

/** Normalises a UUID path parameter to lower case, or returns null when it is not one. */
export function uuidParam(value: unknown): string | null {
  return typeof value === "string" && UUID_PATTERN.test(value) ? value.toLowerCase() : null;
}

export { Router };
