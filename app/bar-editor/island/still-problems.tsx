// 'This button still has some problems.' (spec S2 §4): asked before a button's dialog keeps a button that still
// has some. Continue keeps it as it is; Go back returns to the first field with a problem.
import { useRef } from "react";
import { catalogueMessages, type ParamName } from "../../../common/catalogue/index.ts";
import { Modal } from "./modal.tsx";
import { useCatalogueLanguage, useSay } from "./words.ts";

export interface StepProblem {
  field: ParamName;
  text: string;
}

export function StillProblemsDialog({
  problems,
  fieldId,
  onContinue,
  onClose,
}: {
  problems: StepProblem[];
  /** The element id of a field of the dialog. */
  fieldId: (name: ParamName) => string;
  onContinue: () => void;
  onClose: () => void;
}) {
  const goBackTo = useRef<ParamName | null>(null);
  const t = useSay();
  const language = useCatalogueLanguage();
  return (
    <Modal
      id="problems-dialog"
      title={catalogueMessages(language).stillHasProblems}
      onClose={onClose}
      returnFocus={() => (goBackTo.current ? document.getElementById(fieldId(goBackTo.current)) : null)}
    >
      <ul className="error-summary__list">
        {problems.map((p) => (
          <li key={`${p.field}-${p.text}`}>{p.text}</li>
        ))}
      </ul>
      <p>{t("island.edit.stillText")}</p>
      <div className="button-group">
        <button type="button" className="button" onClick={onContinue}>
          {t("island.edit.continue")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            goBackTo.current = problems[0]?.field ?? null;
            onClose();
          }}
        >
          {t("island.edit.goBack")}
        </button>
      </div>
    </Modal>
  );
}
