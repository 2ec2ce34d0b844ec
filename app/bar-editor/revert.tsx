// /dashboard/tandembar-editor/revert?barId: undo every unsaved change (confirmed): the draft is dropped and the
// bar is as it was last saved.
import type { Route } from "./+types/revert";
import { guard } from "../shared/guard.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { ConfirmPage } from "./confirm.tsx";
import {
  backToEditor,
  barTitle,
  editorUser,
  guardedChange,
  loadWorking,
  readTarget,
} from "./editor.server.ts";
import { barEditorMessages } from "./messages/index.ts";
import { editorPath } from "../../common/editor-paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  const working = await loadWorking(me, target.barId);
  if (!working.hasDraft) return backToEditor(me, target, { banner: me.t("revert.nothing") });
  return { target, title: barTitle(working.savedName, me.t, me.language) };
}

export async function action(args: Route.ActionArgs) {
  const me = editorUser(args);
  const target = readTarget(args.request);
  await guardedChange(me, target, me.t("revert.label"), () =>
    me.api.deleteBarDraft(me.communityId, target.barId),
  );
  return backToEditor(me, target, { banner: me.t("revert.done") });
}

export default function Revert({ loaderData: d }: Route.ComponentProps) {
  const t = useMessages(barEditorMessages);
  return (
    <ConfirmPage
      title={t("island.revert.title", { title: d.title })}
      confirm={t("island.revert.confirm")}
      back={editorPath({ barId: d.target.barId, memberId: d.target.memberId, continue: true })}
    >
      <p>{t("island.revert.text")}</p>
    </ConfirmPage>
  );
}
