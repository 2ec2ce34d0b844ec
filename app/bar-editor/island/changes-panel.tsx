// The editor's "Changes" panel: whether the bar has unsaved changes, the last notice, someone else's newer
// version, and Save / Copy / Undo. Without JavaScript each is a form post or a link to its sub-page.
import type { FormEvent } from "react";
import { editorPagePath } from "../../../common/editor-paths.ts";
import type { EditorState } from "./state.ts";
import { useSay } from "./words.ts";

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
  const t = useSay();
  return (
    <section aria-labelledby="changes-title" className="panel editor-changes">
      <h2 id="changes-title" className="heading-m">
        {t("island.changes.title")}
      </h2>
      <p id="editor-status">
        {hasDraft ? t("island.changes.unsaved") : t("island.changes.saved", { version })}
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
          <h3 id="conflict-title">{t("island.changes.conflictTitle")}</h3>
          <p>{t("island.changes.conflictText")}</p>
          <form method="post" action={formAction} onSubmit={onSave}>
            <button type="submit" name="intent" value="save-anyway" className="button" disabled={busy}>
              {t("island.changes.saveMine")}
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
            {t("island.changes.save")}
          </button>
        </form>
        {enhanced ? (
          <button type="button" className="button button--secondary" onClick={onCopy}>
            {t("island.changes.copy")}
          </button>
        ) : (
          <a className="button button--secondary" href={editorPagePath("copy", { barId, memberId })}>
            {t("island.changes.copy")}
          </a>
        )}
        {hasDraft ? (
          enhanced ? (
            <button type="button" className="button button--secondary" onClick={onRevert}>
              {t("island.changes.undo")}
            </button>
          ) : (
            <a className="button button--secondary" href={editorPagePath("revert", { barId, memberId })}>
              {t("island.changes.undo")}
            </a>
          )
        ) : null}
      </div>
    </section>
  );
}
