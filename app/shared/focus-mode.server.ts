// Focus mode is a cookie of its own (not the session) so the server renders the right mode for
// everyone, signed in or not, and it outlives sign-out.
import { createCookie } from "react-router";

export const focusModeCookie = createCookie("focus_mode", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
});

export function readFocusMode(request: Request): boolean {
  const header = request.headers.get("Cookie") ?? "";
  // The cookie holds "1" or "0" (base64 JSON by createCookie); parse it without awaiting for the layout.
  const match = /(?:^|;\s*)focus_mode=([^;]+)/.exec(header);
  if (!match?.[1]) return false;
  try {
    return JSON.parse(Buffer.from(decodeURIComponent(match[1]), "base64").toString("utf8")) === 1;
  } catch {
    return false;
  }
}
