import { redirect } from "react-router";
import type { Route } from "./+types/focus-mode";
import { safeReturnPath } from "../shared/return-path.ts";
import { focusModeCookie } from "../shared/focus-mode.server.ts";

// The header's switch between the standard dashboard and focus mode (spec S1 §4).
export function loader() {
  throw redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const on = form.get("focusMode") === "on";
  const back = safeReturnPath(form.get("returnTo")) ?? "/";
  throw redirect(back, { headers: { "Set-Cookie": await focusModeCookie.serialize(on ? 1 : 0) } });
}
