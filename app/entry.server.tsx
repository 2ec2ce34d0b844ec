// Renders a page's whole HTML and sends it in one piece. Every script tag carries the request's CSP nonce.
//
// No page suspends (every loader's data is awaited before rendering), so streaming would send nothing
// sooner: it would only cut the document into React's 2 kB chunks, each one a separate trip through the
// web-stream adapter and a separate gzip job on the thread pool. One buffer costs measurably less CPU per
// request (docs/performance.md, "Fifth figures") and gives the response a Content-Length. The page is made
// as one string (renderToString), not collected from React's stream: the stream's chunk views were a tenth
// of what GET /login allocated (docs/performance.md, 2026-11-29). renderToString writes no doctype: it is
// added here, as the stream added it.
import { renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { MemoryResponse } from "../common/memory-response.ts";
import { requestInfoContext } from "./shared/context.ts";
import { layoutDataIfKnown } from "./shared/layout-data.server.ts";
import { LayoutDataContext, type LayoutData } from "./shared/ui/layout-data.tsx";
import { NonceContext } from "./shared/ui/nonce.tsx";

/** How long React Router waits for the loader data it encodes for a hydrating page (none hydrates here). */
export const streamTimeout = 10_000;

/**
 * The router context with only the routes this page matched. React Router's ServerRouter turns every route
 * of the manifest into a route object on each render (createServerRoutes, then createStaticRouter's
 * conversion): over 80 routes here, about 4 % of a signed-in page's CPU (docs/performance.md).
 * Signed-in pages are held to twice the CPU per request of a bare React Router page (decision 024).
 * No page hydrates through React Router (the editor's island is its own bundle, decision 017, and no page
 * renders <Scripts>), so the render needs only the matched branch: <Links>, <Meta>, <Outlet> and the error
 * boundaries read the matches and their routes, nothing else of the manifest.
 */
function matchedBranchOnly(context: EntryContext): EntryContext {
  const matched = new Set(context.staticHandlerContext.matches.map((m) => m.route.id));
  if (matched.size === 0) return context;
  const routes: EntryContext["manifest"]["routes"] = {};
  for (const id of matched) {
    const route = context.manifest.routes[id];
    if (route) routes[id] = route;
  }
  return { ...context, manifest: { ...context.manifest, routes } };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestInfoContext);
  // For the layout of an error page whose root loader did not run (read only then, once).
  let layout: LayoutData | null | undefined;
  const fallbackLayout = () =>
    layout === undefined ? (layout = layoutDataIfKnown(request, loadContext)) : layout;
  // A render that throws throws here, and React Router renders the route's error boundary instead.
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <LayoutDataContext.Provider value={fallbackLayout}>
        <ServerRouter context={matchedBranchOnly(routerContext)} url={request.url} nonce={nonce} />
      </LayoutDataContext.Provider>
    </NonceContext.Provider>,
  );
  const body = Buffer.from(`<!DOCTYPE html>${html}`);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Length", String(body.byteLength));
  // Read back from memory by the server (server/app.ts), without a byte stream (decision 050).
  return new MemoryResponse(body, { headers: responseHeaders, status: responseStatusCode });
}
