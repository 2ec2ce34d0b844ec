// /dashboard/tandembar-editor/delete?barId: delete the bar (confirmed; never the Default bar). The bar is taken
// off its person first, so a bar in use can be deleted too.
import { redirect } from "react-router";
import type { Route } from "./+types/delete";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard } from "../shared/guard.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { ConfirmPage } from "./confirm.tsx";
import { barPeople, barTitle, editorUser, loadWorking, ownerLabel, readTarget } from "./editor.server.ts";
import { barEditorMessages } from "./messages/index.ts";
import { editorPath } from "../../common/editor-paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  const [working, community, people] = await Promise.all([
    loadWorking(me, target.barId),
    me.api.community(me.communityId),
    barPeople(me, target.barId, target.memberId),
  ]);
  if (community.default_bar_id === target.barId) {
    throw redirect(editorPath({ barId: target.barId, memberId: target.memberId, continue: true }));
  }
  return {
    target,
    title: barTitle(working.savedName, me.t, me.language),
    owner: ownerLabel(working.bar, people, target.memberId, me.t).label,
  };
}

export async function action(args: Route.ActionArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  try {
    await me.api.deleteBar(me.communityId, target.barId, true);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      failure: {
        title: errorTitle(me.t("delete.label"), me.language),
        message: failureMessage(error, undefined, me.language),
      },
    };
  }
  me.session.set({ banner: { kind: "success", message: me.t("delete.done") } });
  throw redirect("/dashboard");
}

export default function DeleteBar({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useMessages(barEditorMessages);
  return (
    <ConfirmPage
      title={t("delete.title", { title: d.title })}
      confirm={t("delete.confirm")}
      back={editorPath({ barId: d.target.barId, memberId: d.target.memberId, continue: true })}
      failure={actionData?.failure}
    >
      <p>{t("delete.text", { title: d.title, owner: d.owner })}</p>
    </ConfirmPage>
  );
}
