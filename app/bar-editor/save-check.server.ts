// The no-JavaScript editor's Save asks first (docs/decisions.md): with no change it says so; with buttons
// that still have problems it goes to the question page (save-check.tsx) instead of saving.
import { redirect } from "react-router";
import {
  backToEditor,
  loadWorking,
  ownerLabel,
  personName,
  type BarPerson,
  type EditorUser,
  type Target,
  type Working,
} from "./editor.server.ts";
import { editorPagePath } from "../../common/editor-paths.ts";
import type { BarEditorWords } from "./messages/index.ts";
import { buttonsWithProblems, type Receiver } from "./save-problems.ts";

/** Who gets the bar, in the words of the question; `ownMemberId` is the signed-in manager's member record. */
export function receiverOf(
  bar: Working["bar"],
  people: readonly BarPerson[],
  memberId: string | null,
  ownMemberId: string | null,
  t: BarEditorWords,
): Receiver {
  const owner = ownerLabel(bar, people, memberId, t);
  if (owner.member) {
    return owner.member.id === ownMemberId
      ? { kind: "self" }
      : { kind: "person", name: personName(owner.member, t) };
  }
  return bar.is_shared ? { kind: "shared" } : { kind: "nobody" };
}

/** Before Save: throws the way on (the editor saying "no changes", or the question page); returns to save. */
export async function askBeforeSave(me: EditorUser, target: Target): Promise<void> {
  const working = await loadWorking(me, target.barId);
  if (!working.hasDraft) backToEditor(me, target, { banner: me.t("island.nothingToSave") });
  if (buttonsWithProblems(working.bar.items).length > 0) {
    throw redirect(editorPagePath("save", { barId: target.barId, memberId: target.memberId }));
  }
}
