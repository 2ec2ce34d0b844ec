// /dashboard/tandembar-editor/saved?barId&memberId: after saving the bar of a person who is not invited yet
// (spec S2 §4): 'Bar successfully saved.', then Invite now (the members' invitation page) or Invite later.
import type { Route } from "./+types/saved";
import { guard } from "../shared/guard.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { Page } from "../shared/ui/page.tsx";
import { editorUser, orNotFound, personName, readTarget } from "./editor.server.ts";
import { barEditorMessages } from "./messages/index.ts";
import { editorPath } from "../../common/editor-paths.ts";
import { invitePath } from "./links.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  const member = target.memberId ? await orNotFound(me.api.member(me.communityId, target.memberId)) : null;
  return { target, name: member ? personName(member, me.t) : null, memberId: member?.id ?? null };
}

export default function Saved({ loaderData: d }: Route.ComponentProps) {
  const back = editorPath({ barId: d.target.barId, memberId: d.memberId, continue: true });
  const t = useMessages(barEditorMessages);
  return (
    <Page
      title={d.name ? t("island.invite.title", { name: d.name }) : t("saved.title")}
      banner={{ kind: "success", message: t("island.saved") }}
    >
      {d.name && d.memberId ? (
        <>
          <p>{t("island.invite.text", { name: d.name })}</p>
          <div className="button-group">
            <a className="button" href={invitePath(d.memberId)}>
              {t("island.invite.now")}
            </a>
            <a className="button button--secondary" href={back}>
              {t("island.invite.later")}
            </a>
          </div>
        </>
      ) : (
        <p>
          <a href={back}>{t("editor.backToBar")}</a>
        </p>
      )}
    </Page>
  );
}
