// The no-JavaScript editor's Save asks first (docs/decisions.md): with no change it says so; with buttons
// that still have problems it goes to the question page (save-check.tsx) instead of saving.
import { redirect } from "react-router";
import type { SignedInCommunity } from "../shared/guard.server.ts";
import {
  backToEditor,
  loadWorking,
  ownerLabel,
  personName,
  type BarPerson,
  type Target,
  type Working,
} from "./editor.server.ts";
import { editorPagePath } from "../../common/editor-paths.ts";
import { buttonsWithProblems, NOTHING_TO_SAVE, type Receiver } from "./save-problems.ts";

/** Who gets the bar, in the words of the question; `ownMemberId` is the signed-in manager's member record. */
export function receiverOf(
  bar: Working["bar"],
  people: readonly BarPerson[],
  memberId: string | null,
  ownMemberId: string | null,
): Receiver {
  const owner = ownerLabel(bar, people, memberId);
  if (owner.member) {
    return owner.member.id === ownMemberId
      ? { kind: "self" }
      : { kind: "person", name: personName(owner.member) };
  }
  return bar.is_shared ? { kind: "shared" } : { kind: "nobody" };
}

/** Before Save: throws the way on (the editor saying "no changes", or the question page); returns to save. */
export async function askBeforeSave(me: SignedInCommunity, target: Target): Promise<void> {
  const working = await loadWorking(me, target.barId);
  if (!working.hasDraft) backToEditor(me, target, { banner: NOTHING_TO_SAVE });
  if (buttonsWithProblems(working.bar.items).length > 0) {
    throw redirect(editorPagePath("save", { barId: target.barId, memberId: target.memberId }));
  }
}
