// The editor region's dialogs, one at a time: a button's fields, copy, undo, invite after saving, the question
// before saving buttons with problems, and the question before leaving with unsaved changes.
import { editorPagePath } from "../../../common/editor-paths.ts";
import { saveProblemsText, type ProblemButton } from "../save-problems.ts";
import { CopyDialog, InviteDialog, LeaveDialog, RevertDialog, SaveProblemsDialog } from "./dialogs.tsx";
import { EditDialog } from "./edit-dialog.tsx";
import type { IslandProps } from "./model.ts";
import { keepChange, notAddedChange } from "./state.ts";
import type { Editor } from "./use-editor.ts";
import { useSay } from "./words.ts";

export type Dialog =
  | { kind: "edit"; itemId: string; isNew: boolean }
  | { kind: "copy" }
  | { kind: "revert" }
  | { kind: "invite" }
  /** `then`: where to go once saved (the leave dialog's Save asked first). */
  | { kind: "save-problems"; problems: ProblemButton[]; then?: () => void }
  | { kind: "leave"; go: () => void };

export function RegionDialogs({
  dialog,
  props,
  editor,
  close,
  saveNow,
  saveThenLeave,
}: {
  dialog: Dialog | null;
  props: IslandProps;
  editor: Editor;
  close: () => void;
  /** Saves (and asks to invite the person when the bar is theirs and they are not invited yet). */
  saveNow: () => void;
  /** The leave dialog's Save: asks about buttons with problems first, as the Save button does. */
  saveThenLeave: (go: () => void) => void;
}) {
  const { barId, memberId } = props;
  const t = useSay();
  const sendForm = (form: HTMLFormElement) => void editor.leave(() => form.submit());
  switch (dialog?.kind) {
    case "edit": {
      const editing = editor.state.items.find((i) => i.id === dialog.itemId);
      if (!editing) return null;
      return (
        <EditDialog
          key={editing.id}
          item={editing}
          isNew={dialog.isNew}
          onKeep={(kept) => {
            close();
            const next = keepChange(t, editor.items(), kept);
            editor.change(next.items, next.message);
          }}
          onCancel={() => {
            close();
            if (!dialog.isNew) return;
            const next = notAddedChange(t, editor.items(), editing.id);
            editor.change(next.items, next.message);
          }}
        />
      );
    }
    case "copy":
      return (
        <CopyDialog
          action={editorPagePath("copy", { barId, memberId })}
          title={props.title}
          sources={props.copySources}
          more={props.copyMore}
          onSend={sendForm}
          onClose={close}
        />
      );
    case "revert":
      return (
        <RevertDialog
          action={editorPagePath("revert", { barId, memberId })}
          title={props.title}
          onSend={sendForm}
          onClose={close}
        />
      );
    case "invite":
      return props.invitee ? <InviteDialog invitee={props.invitee} onClose={close} /> : null;
    case "save-problems":
      return (
        <SaveProblemsDialog
          text={saveProblemsText(t, dialog.problems.length, props.receiver)}
          problems={dialog.problems}
          onSave={() => {
            close();
            const then = dialog.then;
            if (!then) return saveNow();
            void editor.save(true).then((saved) => (saved ? void editor.leave(then) : undefined));
          }}
          onFix={close}
          onClose={close}
        />
      );
    case "leave":
      return (
        <LeaveDialog
          onClose={close}
          onLeave={() => void editor.leave(dialog.go)}
          onSave={() => saveThenLeave(dialog.go)}
        />
      );
    default:
      return null;
  }
}
