// What the layout (header, body attributes, CSRF meta) needs to know about the request: the root route's
// loader returns it, and entry.server.tsx offers it to the layout when that loader did not run — a route's
// middleware threw first (the guard's 503 when /v1 is down), and the error page must still show the user
// as signed in, or it would look like a sign-out and tell the other tabs so (public/scripts/session-watch.js).
import { hash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { readFocusMode } from "./focus-mode.server.ts";
import { accessContext } from "./guard.server.ts";
import { languageContext } from "./language.server.ts";
import { sessionContext } from "./session.server.ts";
import type { LayoutData } from "./ui/layout-data.tsx";

export function layoutData(request: Request, context: Readonly<RouterContextProvider>): LayoutData {
  const session = context.get(sessionContext);
  const userId = session.loggedIn ? session.data.userId : undefined;
  return {
    loggedIn: session.loggedIn,
    role: session.data.role ?? null,
    focusMode: readFocusMode(request),
    // Tabs compare this to notice a sign-in or sign-out in another tab; it reveals nothing.
    sessionMarker: userId ? hash("sha256", `tandem-tab:${userId}`, "hex").slice(0, 16) : "out",
    publicPage: context.get(accessContext).access !== "login",
    // For scripts that call /v1 through the portal's proxy (X-CSRF-Token); signed-in pages only.
    csrfToken: session.csrfToken() ?? null,
    language: context.get(languageContext),
  };
}

/** The same, or null when the request never got as far as a session (the layout then shows a visitor). */
export function layoutDataIfKnown(
  request: Request,
  context: Readonly<RouterContextProvider>,
): LayoutData | null {
  try {
    return layoutData(request, context);
  } catch {
    return null;
  }
}
