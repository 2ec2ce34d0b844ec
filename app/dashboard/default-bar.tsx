// The group's shared Default Bar on the dashboard (issue 23 item 7): a link to it in the editor, and who gets it
// (the people without bars of their own, and anyone it was given to).
import { BAR_NAME } from "../../contract/product.ts";
import { barEditorPath } from "./paths.ts";

export interface DefaultBarView {
  id: string;
  name: string;
  /** Names of the people whose desktop app shows it now. */
  receivers: string[];
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
          ? `Who gets it: ${bar.receivers.join(", ")}. Everyone without a bar of their own gets this bar.`
          : "No one gets it now: everyone has a bar of their own. A person without a bar of their own gets this bar."}
      </p>
    </>
  );
}
