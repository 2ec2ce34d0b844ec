// The group's shared Default Bar on the dashboard, so managers know it exists: a link to it in the editor,
// and who gets it (the people without bars of their own, and anyone it was given to).
import { barEditorPath } from "../shared/bar-paths.ts";
import { useMessages, type PageMessages } from "../shared/ui/messages.tsx";
import { dashboardMessages } from "./messages/index.ts";

export interface DefaultBarView {
  id: string;
  name: string;
  /** Names of the first few people whose desktop app shows it now ("you" for the manager). */
  receivers: string[];
  /** How many people's desktop app shows it now. */
  total: number;
}

/** The names ("you", "Ana, Bo"), or past the first few, the count and those names. */
function receiversText(bar: DefaultBarView, t: PageMessages<keyof typeof dashboardMessages.en>): string {
  const names = bar.receivers.join(", ");
  if (bar.total > bar.receivers.length) return t("defaultBar.many", { count: bar.total, names });
  return names;
}

export function DefaultBarSection({ bar }: { bar: DefaultBarView | null }) {
  const t = useMessages(dashboardMessages);
  if (!bar) return null;
  return (
    <>
      <h3 id="default-bar">{t("defaultBar.heading")}</h3>
      <p>
        <a href={barEditorPath(bar.id, null)}>
          {bar.name}
          <span className="visually-hidden">{t("side.edit")}</span>
        </a>
      </p>
      <p>
        {bar.receivers.length > 0
          ? t("defaultBar.receivers", { names: receiversText(bar, t) })
          : t("defaultBar.none")}
      </p>
    </>
  );
}
