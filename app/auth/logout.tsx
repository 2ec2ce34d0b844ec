import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { userApi } from "../shared/api.server.ts";
import { requestInfoContext } from "../shared/context.ts";
import { sessionContext } from "../shared/session.server.ts";

// Signing out is a POST (a link could be triggered by another site). GET just goes home.
export function loader() {
  throw redirect("/");
}

export async function action({ context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const token = session.data.token;
  if (token) {
    try {
      await userApi(token, context.get(requestInfoContext).requestId).logout();
    } catch {
      // The session ends here even when /v1 cannot be reached (spec S1 §4).
    }
  }
  session.replace({ banner: { kind: "success", message: "You have signed out." } });
  throw redirect("/");
}
