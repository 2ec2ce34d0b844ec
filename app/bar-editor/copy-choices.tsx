// The choice of the bar to copy, on the no-JS copy page and in the island's copy dialog.
import { Radios } from "../shared/ui/radios.tsx";
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
    <Radios
      name="from"
      idPrefix={idPrefix}
      legend="Which bar do you want to copy?"
      hint={`Its buttons replace the buttons of ${title}. Nothing is saved until you save the bar.`}
      error={error ? CHOOSE_BAR_MESSAGE : undefined}
      announceError={announce}
      options={sources.map((b) => ({ value: b.id, label: `${b.name} (${b.owner})` }))}
      compact
    />
  );
}
