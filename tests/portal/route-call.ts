// Calls a route's loader, action or middleware with the arguments React Router gives it on the server
// (request, url, params, pattern, context), typed from the function itself: the compiler checks each call, the
// route's params included (a route with params cannot be called without them), so tests need no casts.
import type { MiddlewareFunction, RouterContextProvider } from "react-router";

/** What React Router passes a server loader or action (react-router's ServerDataFunctionArgs). */
export interface ServerArgs<Params> {
  request: Request;
  url: URL;
  params: Params;
  pattern: string;
  context: Readonly<RouterContextProvider>;
}

/** The params of a route without any (what React Router's route types give such a route). */
type NoParams = Record<never, never>;

/** The parts a test gives. */
export interface CallInit {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The route's pattern (/invite/:action/...); the request's path when not given. */
  pattern?: string;
}

function argsFor<Params>(init: CallInit, params: Params): ServerArgs<Params> {
  const url = new URL(init.request.url);
  return { request: init.request, url, params, pattern: init.pattern ?? url.pathname, context: init.context };
}

// callLoader and callAction are the same call under the names of what they run, each with two overloads: a
// route with params is called with them (checked against the route's own), one without may leave them out.

/** Runs a route's loader as React Router would; its answer (or what it throws) comes back. */
export function callLoader<Params, Result>(
  fn: (args: ServerArgs<Params>) => Result,
  init: CallInit & { params: Params },
): Result;
export function callLoader<Result>(
  fn: (args: ServerArgs<NoParams>) => Result,
  init: CallInit & { params?: NoParams },
): Result;
export function callLoader<Params, Result>(
  fn: (args: ServerArgs<Params | NoParams>) => Result,
  init: CallInit & { params?: Params },
): Result {
  return fn(argsFor(init, init.params ?? {}));
}

/** Runs a route's action as React Router would; its answer (or what it throws: redirects) comes back. */
export function callAction<Params, Result>(
  fn: (args: ServerArgs<Params>) => Result,
  init: CallInit & { params: Params },
): Result;
export function callAction<Result>(
  fn: (args: ServerArgs<NoParams>) => Result,
  init: CallInit & { params?: NoParams },
): Result;
export function callAction<Params, Result>(
  fn: (args: ServerArgs<Params | NoParams>) => Result,
  init: CallInit & { params?: Params },
): Result {
  return fn(argsFor(init, init.params ?? {}));
}

/** Runs one middleware around `next` (the rest of the chain: the page, here a stand-in Response). */
export async function callMiddleware<Result>(
  middleware: MiddlewareFunction<Result>,
  init: CallInit & { params?: Record<string, string | undefined> },
  next: Parameters<MiddlewareFunction<Result>>[1],
): Promise<Result | void> {
  return middleware(argsFor(init, init.params ?? {}), next);
}
