// The island's dialogs besides a button's fields (edit-dialog.tsx): copy buttons from another bar, undo the
// unsaved changes, invite the person after saving, and the question before leaving with unsaved changes.
// Without JavaScript the first three are sub-pages (copy.tsx, revert.tsx, saved.tsx) posting to the same actions.
import { useRef, useState } from "react";
import { CopyChoices } from "../copy-choices.tsx";
import { invitePath } from "../links.ts";
import { rowId } from "../../../common/editor-paths.ts";
import type { ProblemButton } from "../save-problems.ts";
import type { IslandProps } from "./model.ts";
import { Modal } from "./modal.tsx";
import { useSay } from "./words.ts";

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
  const t = useSay();
  return (
    <Modal id="copy-dialog" title={t("island.changes.copy")} onClose={onClose}>
      {sources.length === 0 ? (
        <>
          <p>{t("island.copy.none")}</p>
          <button type="button" className="button" onClick={onClose}>
            {t("island.copy.close")}
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
              <a href={more.href}>{t("island.copy.searchAll", { count: more.total })}</a>
            </p>
          ) : null}
          <div className="button-group">
            <button type="submit" className="button">
              {t("island.copy.submit")}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t("island.cancel")}
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
  const t = useSay();
  return (
    <Modal id="revert-dialog" title={t("island.revert.title", { title })} onClose={onClose}>
      <p>{t("island.revert.text")}</p>
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
            {t("island.revert.confirm")}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("island.revert.keep")}
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
  const t = useSay();
  return (
    <Modal id="invite-dialog" title={t("island.invite.title", { name: invitee.name })} onClose={onClose}>
      <p>{t("island.invite.text", { name: invitee.name })}</p>
      <div className="button-group">
        <a className="button" href={invitePath(invitee.memberId)}>
          {t("island.invite.now")}
        </a>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t("island.invite.later")}
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
  const t = useSay();
  return (
    <Modal id="leave-dialog" title={t("island.leaveWarning")} onClose={onClose}>
      <p>{t("island.leave.text")}</p>
      <div className="button-group">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t("island.cancel")}
        </button>
        <button type="button" className="button button--secondary" onClick={onLeave}>
          {t("island.leave.go")}
        </button>
        <button type="button" className="button" onClick={onSave}>
          {t("island.leave.save")}
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
  const t = useSay();
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
          <li key={p.id}>{p.label || t("island.noText")}</li>
        ))}
      </ul>
      <div className="button-group">
        <button type="button" className="button button--secondary" onClick={onSave}>
          {t("island.problems.saveAnyway")}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            fixing.current = true;
            onFix();
          }}
        >
          {t("island.problems.fix")}
        </button>
      </div>
    </Modal>
  );
}
