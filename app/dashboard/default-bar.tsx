// The group's shared Default Bar on the dashboard, so managers know it exists: a link to it in the editor,
// and who gets it (the people without bars of their own, and anyone it was given to).
import { BAR_NAME } from "../../contract/product.ts";
import { peopleWords } from "../shared/people-search.ts";
import { barEditorPath } from "../shared/bar-paths.ts";

export interface DefaultBarView {
  id: string;
  name: string;
  /** Names of the first few people whose desktop app shows it now ("you" for the manager). */
  receivers: string[];
  /** How many people's desktop app shows it now. */
  total: number;
}

/** The names ("you", "Ana, Bo"), or past the first few, the count and those names. */
function receiversText(bar: DefaultBarView): string {
  const names = bar.receivers;
  if (bar.total > names.length) return `${peopleWords(bar.total)}, among them ${names.join(", ")}`;
  return names.join(", ");
}

export function DefaultBarSection({ bar }: { bar: DefaultBarView | null }) {
  if (!bar) return null;
  return (
    <>
      <h3 id="default-bar">Shared {BAR_NAME}</h3>
      <p>
        <a href={barEditorPath(bar.id, null)}>
          {bar.name}
          <span className="visually-hidden"> (edit)</span>
        </a>
      </p>
      <p>
        {bar.receivers.length > 0
          ? `Who gets it: ${receiversText(bar)}. Everyone without a bar of their own gets this bar.`
          : "No one gets it now: everyone has a bar of their own. A person without a bar of their own gets this bar."}
      </p>
    </>
  );
}
