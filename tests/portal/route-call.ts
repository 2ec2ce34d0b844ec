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

/** Runs a loader or an action as React Router would; its own answer (or what it throws) comes back. */
export function callRoute<Params, Result>(
  fn: (args: ServerArgs<Params>) => Result,
  init: CallInit & { params: Params },
): Result;
/** A route without params may be called without them. */
export function callRoute<Result>(
  fn: (args: ServerArgs<NoParams>) => Result,
  init: CallInit & { params?: NoParams },
): Result;
export function callRoute<Params, Result>(
  fn: (args: ServerArgs<Params | NoParams>) => Result,
  init: CallInit & { params?: Params },
): Result {
  return fn(argsFor(init, init.params ?? {}));
}

export const callLoader = callRoute;
export const callAction = callRoute;

/** Runs one middleware around `next` (the rest of the chain: the page, here a stand-in Response). */
export async function callMiddleware<Result>(
  middleware: MiddlewareFunction<Result>,
  init: CallInit & { params?: Record<string, string | undefined> },
  next: Parameters<MiddlewareFunction<Result>>[1],
): Promise<Result | void> {
  return middleware(argsFor(init, init.params ?? {}), next);
}
