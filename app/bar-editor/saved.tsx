// /dashboard/tandembar-editor/saved?barId&memberId: after saving the bar of a person who is not invited yet
// (spec S2 §4): 'Bar successfully saved.', then Invite now (the members' invitation page) or Invite later.
import type { Route } from "./+types/saved";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { orNotFound, personName, readTarget } from "./editor.server.ts";
import { editorPath } from "../../common/editor-paths.ts";
import { invitePath } from "./links.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const target = readTarget(args.request);
  const member = target.memberId ? await orNotFound(me.api.member(me.communityId, target.memberId)) : null;
  return { target, name: member ? personName(member) : null, memberId: member?.id ?? null };
}

export default function Saved({ loaderData: d }: Route.ComponentProps) {
  const back = editorPath({ barId: d.target.barId, memberId: d.memberId, continue: true });
  return (
    <Page
      title={d.name ? `Invite ${d.name}?` : "Bar saved"}
      banner={{ kind: "success", message: "Bar successfully saved." }}
    >
      {d.name && d.memberId ? (
        <>
          <p>
            {d.name} has not been invited yet. Invite them now, so they can use the bar on their computer?
          </p>
          <div className="button-group">
            <a className="button" href={invitePath(d.memberId)}>
              Invite now
            </a>
            <a className="button button--secondary" href={back}>
              Invite later
            </a>
          </div>
        </>
      ) : (
        <p>
          <a href={back}>Back to the bar</a>
        </p>
      )}
    </Page>
  );
}
