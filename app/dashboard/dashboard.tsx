import type { Route } from "./+types/dashboard";
import { memberLimitText } from "../billing/plans.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { BAR_NAME } from "../shared/product.ts";
import { Page } from "../shared/ui/page.tsx";

// The manager's home. The bars and members panels come with the bar-editing work; until then it
// shows the group and where to go next.
export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const community = await me.api.community(me.communityId);
  return {
    banner: me.session.take("banner") ?? null,
    name: community.name,
    members: memberLimitText(community.member_count, community.member_limit),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <Page title="Dashboard" banner={loaderData.banner}>
      <section aria-labelledby="account-name" className="panel">
        <h2 id="account-name" className="heading-m">
          {loaderData.name}
        </h2>
        <p>{loaderData.members}</p>
        <p>
          <a href="/account">Account settings</a>
        </p>
      </section>
      <p>Here you will build a {BAR_NAME} for each person in your group, and invite them to use it.</p>
    </Page>
  );
}
