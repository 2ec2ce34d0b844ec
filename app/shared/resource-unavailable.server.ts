// Resource routes a browser opens (a download, a button that posts and goes back) have no page of their own: when
// /v1 cannot be reached — in the guard, the role check or the route itself — React Router would hand the browser
// the 503's data as JSON. This middleware, first in such a route's list, turns that into a way back instead: the
// page the person came from (which shows the unavailable page while /v1 is away), with a banner once it is back.
import { redirect, type MiddlewareFunction } from "react-router";
import { v1WasUnavailable } from "../../common/request-scope.ts";
import { requestMessages } from "./language.server.ts";
import { sharedMessages } from "./messages/index.ts";
import { sessionContext } from "./session.server.ts";
import { safeReturnPath } from "./return-path.ts";
import { ApiError } from "./v1-call.server.ts";

function isUnavailable(value: unknown): boolean {
  if (value instanceof ApiError) return value.isUnavailable;
  if (value instanceof Response) return value.status === 503;
  const init = (value as { init?: { status?: number } } | null)?.init;
  return typeof value === "object" && value !== null && init?.status === 503;
}

/** Where to go back to: the form's returnTo or the referring page on this site, else `fallback`. */
function backPath(request: Request, fallback: string): string {
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === new URL(request.url).origin) {
        const path = safeReturnPath(`${from.pathname}${from.search}`);
        if (path && path !== new URL(request.url).pathname) return path;
      }
    } catch {
      // Not an address: the fallback.
    }
  }
  return fallback;
}

export function backWhenUnavailable(fallback: string): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const goBack = () => {
      // Written in the language of this request, as every banner kept for the next page is.
      const message = requestMessages(context, sharedMessages)("error.unreachableBanner");
      context.get(sessionContext).set({ banner: { kind: "info", message } });
      return redirect(backPath(request, fallback), 303);
    };
    let response: Response;
    try {
      response = await next();
    } catch (error) {
      if (isUnavailable(error)) return goBack();
      throw error;
    }
    // A route's own call that failed for that reason reaches here as a 500 (React Router answers the error).
    return response.status === 503 || (response.status >= 500 && v1WasUnavailable()) ? goBack() : response;
  };
}
