// /billing/no-subscription (spec S1 §2): for a signed-in user without a group: a message with links to sign up
// (create an account for a group) and to the early-release program; a user who has a group goes home. It
// also says what each way on means, and what to do when someone else invited you, so no one is left guessing.
import { redirect } from "react-router";
import type { Route } from "./+types/no-subscription";
import { guard, signedIn } from "../shared/guard.server.ts";
import { BAR_NAME, PRODUCT_NAME } from "../../contract/product.ts";
import { Page } from "../shared/ui/page.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export function loader(args: Route.LoaderArgs) {
  if (signedIn(args).communityId) throw redirect("/");
  return null;
}

export default function NoSubscription() {
  return (
    <Page title="You have no subscription">
      <p>
        Your account has no group yet, so there is no subscription to show. Subscriptions belong to groups: a
        group&apos;s plan decides how many people it can have.
      </p>
      <h2 className="heading-m">What you can do now</h2>
      <ul className="list list--bullet">
        <li>
          <a href="/account/create-group">Create a group</a>. You become its manager, and it starts on the
          free Standard plan, with no member limit. You can choose another plan later.
        </li>
        <li>
          <a href="/early-release-program">Join the early-release program</a>. It is free too, and you get new{" "}
          {PRODUCT_NAME} features first.
        </li>
      </ul>
      <h2 className="heading-m">Did someone invite you?</h2>
      <p>
        Then you do not need a group of your own. Open the invitation email and accept it: the {BAR_NAME}s
        made for you are then listed in your <a href="/account">account settings</a>, and you use them in the{" "}
        {PRODUCT_NAME} app (<a href="/download">download it here</a>).
      </p>
      <p>
        Questions? The <a href="/help">help pages</a> explain how {PRODUCT_NAME} works.
      </p>
    </Page>
  );
}
