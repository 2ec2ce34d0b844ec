// The editor's "Changes" panel: whether the bar has unsaved changes, the last notice, someone else's newer
// version, and Save / Copy / Undo. Without JavaScript each is a form post or a link to its sub-page.
import type { FormEvent } from "react";
import { editorPagePath } from "../../../common/editor-paths.ts";
import type { EditorState } from "./state.ts";

export function ChangesPanel({
  state,
  enhanced,
  busy,
  formAction,
  barId,
  memberId,
  onSave,
  onCopy,
  onRevert,
}: {
  state: EditorState;
  enhanced: boolean;
  busy: boolean;
  formAction: string;
  barId: string;
  memberId: string | null;
  onSave: (event: FormEvent<HTMLFormElement>) => void;
  onCopy: () => void;
  onRevert: () => void;
}) {
  const { hasDraft, version, notice, conflict } = state;
  return (
    <section aria-labelledby="changes-title" className="panel editor-changes">
      <h2 id="changes-title" className="heading-m">
        Changes
      </h2>
      <p id="editor-status">
        {hasDraft ? "This bar has unsaved changes." : `All changes are saved (version ${version}).`}
      </p>
      {notice ? (
        <p
          className={notice.kind === "error" ? "editor-notice editor-notice--error" : "editor-notice"}
          role="alert"
        >
          {notice.text}
        </p>
      ) : null}
      {conflict ? (
        <div className="panel panel--notice" role="region" aria-labelledby="conflict-title">
          <h3 id="conflict-title">Someone else saved this bar</h3>
          <p>
            This bar was saved by someone else after you started changing it. Saving now replaces their
            version with yours (it stays in the history). You can also undo your changes instead.
          </p>
          <form method="post" action={formAction} onSubmit={onSave}>
            <button type="submit" name="intent" value="save-anyway" className="button" disabled={busy}>
              Save my version
            </button>
          </form>
        </div>
      ) : null}
      <div className="button-group editor-actions">
        <form method="post" action={formAction} className="editor-save" onSubmit={onSave}>
          <button
            type="submit"
            name="intent"
            value="save"
            className="button"
            aria-disabled={busy || undefined}
          >
            Save bar
          </button>
        </form>
        {enhanced ? (
          <button type="button" className="button button--secondary" onClick={onCopy}>
            Copy buttons from another bar
          </button>
        ) : (
          <a className="button button--secondary" href={editorPagePath("copy", { barId, memberId })}>
            Copy buttons from another bar
          </a>
        )}
        {hasDraft ? (
          enhanced ? (
            <button type="button" className="button button--secondary" onClick={onRevert}>
              Undo all unsaved changes
            </button>
          ) : (
            <a className="button button--secondary" href={editorPagePath("revert", { barId, memberId })}>
              Undo all unsaved changes
            </a>
          )
        ) : null}
      </div>
    </section>
  );
}
