import { redirect } from "react-router";
import type { Route } from "./+types/home";
import { reloadCommunities } from "../shared/guard.server.ts";
import { safeReturnPath } from "../shared/return-path.ts";
import { sessionContext } from "../shared/session.server.ts";
import { MY_BARS_PATH } from "../member-say/paths.ts";

// The home redirect (spec S1 §2): a remembered page first; then a manager to the dashboard, a member to their own
// bars (where a change waiting for their OK has its Approve button), and an account without a group to settings.
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  if (!session.loggedIn) throw redirect("/login");
  const returnTo = safeReturnPath(session.take("returnTo"));
  if (returnTo && returnTo !== "/") throw redirect(returnTo);
  await reloadCommunities(context, request);
  if (!session.data.communityId) throw redirect("/account");
  throw redirect(session.data.role === "manager" ? "/dashboard" : MY_BARS_PATH);
}

// A page route, not a resource route: when /v1 cannot be reached, the 503 is the error page a browser can
// read (a resource route would answer its data as JSON). The loader always redirects, so nothing renders.
export default function Home() {
  return null;
}
