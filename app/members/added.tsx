// /dashboard/members/{id}/added: the next steps after adding a person (spec S2 §4), then their bar's editor.
import type { Route } from "./+types/added";
import { barEditorPath } from "../shared/bar-paths.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { BAR_NAME, PRODUCT_NAME } from "../../contract/product.ts";
import { Page } from "../shared/ui/page.tsx";
import { displayName, loadMember, managerOnly } from "../shared/members.server.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const member = await loadMember(me, args.params.memberId);
  return {
    banner: me.session.take("banner") ?? null,
    id: member.id,
    name: displayName(member.first_name, member.last_name, member.email),
    barId: member.bar_ids[0] ?? null,
  };
}

export default function MemberAdded({ loaderData }: Route.ComponentProps) {
  const { id, name, barId } = loaderData;
  return (
    <Page title={`${name} is in your group`} banner={loaderData.banner}>
      <h2 className="heading-m">What happens next</h2>
      <ol className="list list--number">
        <li>
          Choose the buttons for {name}'s {BAR_NAME} and save it.
        </li>
        <li>
          Invite {name} by email, so they can install {PRODUCT_NAME} and use the bar.
        </li>
      </ol>
      <div className="button-group">
        {barId ? (
          <a className="button" href={barEditorPath(barId, id)}>
            Build {name}'s bar
          </a>
        ) : null}
        <a href={`/dashboard/members/${encodeURIComponent(id)}`}>Member settings</a>
        <a href="/dashboard">Back to the dashboard</a>
      </div>
    </Page>
  );
}
