// /dashboard/tandembar-editor/revert?barId: undo every unsaved change (confirmed): the draft is dropped and the
// bar is as it was last saved.
import type { Route } from "./+types/revert";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { ConfirmPage } from "./confirm.tsx";
import { backToEditor, barTitle, guardedChange, loadWorking, readTarget } from "./editor.server.ts";
import { editorPath } from "../../common/editor-paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const target = readTarget(args.request);
  const working = await loadWorking(me, target.barId);
  if (!working.hasDraft) return backToEditor(me, target, { banner: "There are no unsaved changes to undo." });
  return { target, title: barTitle(working.savedName) };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const target = readTarget(args.request);
  await guardedChange(me, target, "Undo changes", () => me.api.deleteBarDraft(me.communityId, target.barId));
  return backToEditor(me, target, {
    banner: "Your unsaved changes were undone. The bar is as it was last saved.",
  });
}

export default function Revert({ loaderData: d }: Route.ComponentProps) {
  return (
    <ConfirmPage
      title={`Undo the unsaved changes of ${d.title}?`}
      confirm="Yes, undo my changes"
      back={editorPath({ barId: d.target.barId, memberId: d.target.memberId, continue: true })}
    >
      <p>Every change made since the bar was last saved will be lost. This cannot be undone.</p>
    </ConfirmPage>
  );
}
