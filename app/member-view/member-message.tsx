// /member-message (the original's NonManager page, spec S1 §2, S2 §6): what a member sees when they reach a
// manager's page. A member sees only the bars provided for them and their own account settings; the page
// also says what they can do here, and whom to ask for more, so it is not a dead end.
import type { Route } from "./+types/member-message";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { BAR_NAME, PRODUCT_NAME } from "../../contract/product.ts";
import { Page } from "../shared/ui/page.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["member"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  // The group's name only: its size and other people are the managers' business.
  const community = await me.api.community(me.communityId);
  return { groupName: community.name, barCount: community.bar_ids?.length ?? null };
}

export default function MemberMessage({ loaderData }: Route.ComponentProps) {
  const { groupName, barCount } = loaderData;
  return (
    <Page title="This part is for managers">
      <p>
        You are a member of {groupName}. Its managers make {BAR_NAME}s for you; you use them in the{" "}
        {PRODUCT_NAME} app on your computer.
      </p>
      {barCount !== null ? (
        <p>
          {barCount === 0
            ? "There are no bars for you yet."
            : `There ${barCount === 1 ? "is 1 bar" : `are ${barCount} bars`} for you.`}{" "}
          Your account settings list them.
        </p>
      ) : null}
      <div className="button-group">
        <a className="button" href="/my-bars">
          See your bars
        </a>
        <a className="button button--secondary" href="/account">
          Your account settings
        </a>
        <a href="/download">Download {PRODUCT_NAME}</a>
      </div>
      <h2 className="heading-m">What you can do</h2>
      <ul className="list list--bullet">
        <li>
          See the bars made for you in your <a href="/account">account settings</a>.
        </li>
        <li>
          Install the {PRODUCT_NAME} app on your computer: it shows your bar. See{" "}
          <a href="/help#installing">how to install {PRODUCT_NAME}</a>.
        </li>
        <li>
          <a href="/account/password">Change your password</a> whenever you need to.
        </li>
      </ul>
      <h2 className="heading-m">Do you need to make bars yourself?</h2>
      <p>
        Only the managers of {groupName} can make bars, add people and choose plans. If you should do that
        too, ask one of them to make you a manager. For anything else, the <a href="/help">help pages</a> can
        help.
      </p>
    </Page>
  );
}
