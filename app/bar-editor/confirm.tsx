// The editor's confirmation pages (each dialog is a page without JavaScript): a question, a dangerous-style
// button that does it, and a way back.
import type { ReactNode } from "react";
import { Page } from "../shared/ui/page.tsx";
import { ErrorSummary } from "../shared/ui/form.tsx";
import type { Banner } from "../shared/session.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { barEditorMessages } from "./messages/index.ts";

export function ConfirmPage({
  title,
  children,
  confirm,
  back,
  backText,
  danger = true,
  failure,
  banner,
}: {
  title: string;
  children: ReactNode;
  confirm: string;
  back: string;
  backText?: string;
  danger?: boolean;
  failure?: { title: string; message: string } | null;
  banner?: Banner | null;
}) {
  const t = useMessages(barEditorMessages);
  return (
    <Page title={title} hasErrors={Boolean(failure)} banner={banner}>
      <ErrorSummary failure={failure} />
      {children}
      <form method="post" className="button-group">
        <button type="submit" className={danger ? "button button--warning" : "button"}>
          {confirm}
        </button>
        <a href={back}>{backText ?? t("confirm.back")}</a>
      </form>
    </Page>
  );
}
