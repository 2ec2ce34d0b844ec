// The island's dialogs besides a button's fields (edit-dialog.tsx): copy buttons from another bar, undo the
// unsaved changes, invite the person after saving, and the question before leaving with unsaved changes.
// Without JavaScript the first three are sub-pages (copy.tsx, revert.tsx, saved.tsx) posting to the same actions.
import { useRef, useState } from "react";
import { CopyChoices } from "../copy-choices.tsx";
import { invitePath } from "../links.ts";
import { rowId } from "../../../common/editor-paths.ts";
import type { ProblemButton } from "../save-problems.ts";
import { LEAVE_WARNING, type IslandProps } from "./model.ts";
import { Modal } from "./modal.tsx";

export function CopyDialog({
  action,
  title,
  sources,
  more,
  onSend,
  onClose,
}: {
  action: string;
  title: string;
  sources: IslandProps["copySources"];
  more: IslandProps["copyMore"];
  onSend: (form: HTMLFormElement) => void;
  onClose: () => void;
}) {
  const [error, setError] = useState(false);
  return (
    <Modal id="copy-dialog" title="Copy buttons from another bar" onClose={onClose}>
      {sources.length === 0 ? (
        <>
          <p>There is no other bar to copy yet.</p>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </>
      ) : (
        <form
          method="post"
          action={action}
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            if (!new FormData(form).get("from")) {
              setError(true);
              form.querySelector<HTMLInputElement>('input[name="from"]')?.focus();
              return;
            }
            onSend(form);
          }}
        >
          <CopyChoices idPrefix="copy-from" title={title} sources={sources} error={error} announce />
          {more ? (
            <p>
              <a href={more.href}>Search all {more.total.toLocaleString("en-GB")} other bars</a>
            </p>
          ) : null}
          <div className="button-group">
            <button type="submit" className="button">
              Copy this bar
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

export function RevertDialog({
  action,
  title,
  onSend,
  onClose,
}: {
  action: string;
  title: string;
  onSend: (form: HTMLFormElement) => void;
  onClose: () => void;
}) {
  return (
    <Modal id="revert-dialog" title={`Undo the unsaved changes of ${title}?`} onClose={onClose}>
      <p>Every change made since the bar was last saved will be lost. This cannot be undone.</p>
      <form
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          onSend(event.currentTarget);
        }}
      >
        <div className="button-group">
          <button type="submit" className="button button--warning">
            Yes, undo my changes
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            No, keep them
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function InviteDialog({
  invitee,
  onClose,
}: {
  invitee: NonNullable<IslandProps["invitee"]>;
  onClose: () => void;
}) {
  return (
    <Modal id="invite-dialog" title={`Invite ${invitee.name}?`} onClose={onClose}>
      <p>
        {invitee.name} has not been invited yet. Invite them now, so they can use the bar on their computer?
      </p>
      <div className="button-group">
        <a className="button" href={invitePath(invitee.memberId)}>
          Invite now
        </a>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Invite later
        </button>
      </div>
    </Modal>
  );
}

export function LeaveDialog({
  onLeave,
  onSave,
  onClose,
}: {
  onLeave: () => void;
  onSave: () => void;
  onClose: () => void;
}) {
  return (
    <Modal id="leave-dialog" title={LEAVE_WARNING} onClose={onClose}>
      <p>
        Your changes stay with this bar as unsaved changes, but the person does not get them until the bar is
        saved.
      </p>
      <div className="button-group">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button--secondary" onClick={onLeave}>
          Continue without saving
        </button>
        <button type="button" className="button" onClick={onSave}>
          Save
        </button>
      </div>
    </Modal>
  );
}

/** Save with buttons that still have problems: the same question as the no-JS page (save-check.tsx). */
export function SaveProblemsDialog({
  text,
  problems,
  onSave,
  onFix,
  onClose,
}: {
  /** "2 buttons still have problems: they will not work on Pat's computer." */
  text: string;
  problems: ProblemButton[];
  onSave: () => void;
  onFix: () => void;
  onClose: () => void;
}) {
  // Fix them: focus goes to the first of those buttons in the list (its problem's link, or its Edit).
  const fixing = useRef(false);
  const first = problems[0];
  return (
    <Modal
      id="save-problems-dialog"
      title={text}
      onClose={onClose}
      returnFocus={() => {
        if (!fixing.current || !first) return null;
        const row = document.getElementById(rowId(first.id));
        return row?.querySelector<HTMLElement>('[data-control="fix"], [data-control="edit"]') ?? null;
      }}
    >
      <ul>
        {problems.map((p) => (
          <li key={p.id}>{p.label || "(no text)"}</li>
        ))}
      </ul>
      <div className="button-group">
        <button type="button" className="button button--secondary" onClick={onSave}>
          Save anyway
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            fixing.current = true;
            onFix();
          }}
        >
          Fix them
        </button>
      </div>
    </Modal>
  );
}
