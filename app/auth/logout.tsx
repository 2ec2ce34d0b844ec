import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { requestInfoContext } from "../shared/context.ts";
import { requestMessages } from "../shared/language.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { userV1 } from "../shared/v1-client.server.ts";
import { authMessages } from "./messages/index.ts";

// Signing out is a POST (a link could be triggered by another site). GET just goes home.
export function loader() {
  throw redirect("/");
}

export async function action({ context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const token = session.data.token;
  if (token) {
    try {
      await userV1(token, { requestId: context.get(requestInfoContext).requestId }).logout();
    } catch {
      // The session ends here even when /v1 cannot be reached (spec S1 §4).
    }
  }
  // The signed-out pages stay in the user's language.
  const t = requestMessages(context, authMessages);
  session.replace({
    language: session.data.language,
    banner: { kind: "success", message: t("signOut.done") },
  });
  throw redirect("/");
}
