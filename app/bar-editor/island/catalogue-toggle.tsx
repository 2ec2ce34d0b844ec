// "Add a button": the catalogue, open or closed. Without JavaScript opening it is a link to the editor with the
// catalogue shown; with the island it opens and closes in place, focus on its search field and back.
import { useState } from "react";
import { editorPath } from "../../../common/editor-paths.ts";
import { Catalogue } from "./catalogue.tsx";
import { useSay } from "./words.ts";

export function CatalogueToggle({
  initiallyOpen,
  initialQ,
  barId,
  memberId,
  formAction,
  enhanced,
  draggable,
  onAdd,
}: {
  initiallyOpen: boolean;
  initialQ: string;
  barId: string;
  memberId: string | null;
  formAction: string;
  enhanced: boolean;
  draggable: boolean;
  onAdd: (key: string) => void;
}) {
  const t = useSay();
  const [open, setOpen] = useState(initiallyOpen);
  const [q, setQ] = useState(initialQ);
  if (open) {
    return (
      <Catalogue
        barId={barId}
        memberId={memberId}
        formAction={formAction}
        q={q}
        enhanced={enhanced}
        draggable={draggable}
        onQuery={(value) => enhanced && setQ(value)}
        onAdd={onAdd}
        onClose={(event) => {
          if (!enhanced) return;
          event.preventDefault();
          setOpen(false);
          requestAnimationFrame(() => document.getElementById("add-button")?.focus());
        }}
      />
    );
  }
  return (
    <p>
      {enhanced ? (
        <button
          type="button"
          id="add-button"
          className="button"
          aria-expanded="false"
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => document.getElementById("catalogue-q")?.focus());
          }}
        >
          {t("island.catalogue.title")}
        </button>
      ) : (
        <a
          id="add-button"
          className="button"
          href={`${editorPath({ barId, memberId, continue: true, catalogView: true })}#catalogue`}
        >
          {t("island.catalogue.title")}
        </a>
      )}
    </p>
  );
}
