// The choice of the bar to copy, on the no-JS copy page and in the island's copy dialog.
import type { CopySource } from "./island/model.ts";

export const CHOOSE_BAR_MESSAGE = "Choose the bar to copy.";

export function CopyChoices({
  idPrefix,
  title,
  sources,
  error,
  announce = false,
}: {
  idPrefix: string;
  /** The bar whose buttons are replaced. */
  title: string;
  sources: readonly CopySource[];
  error: boolean;
  /** Say the error as it appears (the dialog; the page has its error summary for that). */
  announce?: boolean;
}) {
  return (
    <fieldset className={`field${error ? " field--error" : ""}`} aria-describedby={`${idPrefix}-hint`}>
      <legend className="field__label">Which bar do you want to copy?</legend>
      <div className="field__hint" id={`${idPrefix}-hint`}>
        Its buttons replace the buttons of {title}. Nothing is saved until you save the bar.
      </div>
      {error ? (
        <p className="field__error" role={announce ? "alert" : undefined}>
          <span className="visually-hidden">Error:</span> {CHOOSE_BAR_MESSAGE}
        </p>
      ) : null}
      {sources.map((b) => (
        <div key={b.id} className="radio">
          <input id={`${idPrefix}-${b.id}`} type="radio" name="from" value={b.id} className="radio__input" />
          <label htmlFor={`${idPrefix}-${b.id}`} className="radio__label">
            {b.name} ({b.owner})
          </label>
        </div>
      ))}
    </fieldset>
  );
}
