// The choice of the bar to copy, on the no-JS copy page and in the island's copy dialog (the words of either:
// island/words.ts).
import { Radios } from "../shared/ui/radios.tsx";
import type { CopySource } from "./island/model.ts";
import { useSay } from "./island/words.ts";

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
  const t = useSay();
  return (
    <Radios
      name="from"
      idPrefix={idPrefix}
      legend={t("island.copy.legend")}
      hint={t("island.copy.hint", { title })}
      error={error ? t("island.copy.choose") : undefined}
      announceError={announce}
      options={sources.map((b) => ({
        value: b.id,
        label: t("island.copy.option", { name: b.name, owner: b.owner }),
      }))}
      compact
    />
  );
}
