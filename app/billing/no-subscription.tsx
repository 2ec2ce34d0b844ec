// /billing/no-subscription (spec S1 §2): for a signed-in user without a group: a message with links to sign up
// (create an account for a group) and to the early-release program; a user who has a group goes home.
import { redirect } from "react-router";
import type { Route } from "./+types/no-subscription";
import { guard, signedIn } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export function loader(args: Route.LoaderArgs) {
  if (signedIn(args).communityId) throw redirect("/");
  return null;
}

export default function NoSubscription() {
  return (
    <Page title="You have no subscription">
      <p>Your account has no group yet, so there is no subscription to show.</p>
      <ul className="list--bullet">
        <li>
          <a href="/account/create-group">Sign up: create an account for your group</a>
        </li>
        <li>
          <a href="/early-release-program">Join the early-release program</a>
        </li>
      </ul>
    </Page>
  );
}
