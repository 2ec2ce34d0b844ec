// Calls a route's loader, action or middleware with the arguments React Router gives it on the server
// (request, url, params, pattern, context), typed from the function itself: the compiler checks each call,
// the route's params included, so tests need no casts to reach a route.
import type { MiddlewareFunction, RouterContextProvider } from "react-router";

/** What React Router passes a server loader or action (react-router's ServerDataFunctionArgs). */
export interface ServerArgs<Params> {
  request: Request;
  url: URL;
  params: Params;
  pattern: string;
  context: Readonly<RouterContextProvider>;
}

/** The parts a test gives; `params` may be left out only when the route has none. */
export type CallInit<Params> = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The route's pattern (/invite/:action/...); the request's path when not given. */
  pattern?: string;
} & (Partial<Params> extends Params ? { params?: Params } : { params: Params });

function argsFor<Params>(init: CallInit<Params>): ServerArgs<Params> {
  const url = new URL(init.request.url);
  return {
    request: init.request,
    url,
    // A route whose params all may be absent takes {} (CallInit demands them otherwise).
    params: (init.params ?? {}) as Params,
    pattern: init.pattern ?? url.pathname,
    context: init.context,
  };
}

/** Runs a loader or an action as React Router would; its own answer (or what it throws) comes back. */
export function callRoute<Params, Result>(
  fn: (args: ServerArgs<Params>) => Result,
  init: CallInit<Params>,
): Result {
  return fn(argsFor(init));
}

export const callLoader = callRoute;
export const callAction = callRoute;

/** Runs one middleware around `next` (the rest of the chain: the page, here a stand-in Response). */
export async function callMiddleware<Result>(
  middleware: MiddlewareFunction<Result>,
  init: CallInit<Record<string, string | undefined>>,
  next: Parameters<MiddlewareFunction<Result>>[1],
): Promise<Result | void> {
  return middleware(argsFor(init), next);
}
