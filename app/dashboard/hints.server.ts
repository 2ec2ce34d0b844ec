// The dashboard's hints ('Hide hints' / 'Show hints', spec S2 §2) are remembered in a cookie of their own,
// so the choice works without JavaScript and survives signing out and in again on this browser.
import { createCookie } from "react-router";

export const hintsCookie = createCookie("dashboard_hints", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
});

/** Whether the hints are shown: yes unless this browser chose to hide them. */
export async function readHintsShown(request: Request): Promise<boolean> {
  const value: unknown = await hintsCookie.parse(request.headers.get("Cookie"));
  return value !== "hidden";
}

export async function hintsCookieHeader(show: boolean): Promise<string> {
  return hintsCookie.serialize(show ? "shown" : "hidden");
}
