// The trial notice (spec S1 §4): days left above 0 (a warning with the count), below 0 an expired banner; both
// link to /billing/plans. Shown on the dashboard, the group page and the plans page.
import type { ReactNode } from "react";
import type { TrialNotice } from "./trial.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { billingMessages } from "./messages/index.ts";

const link = (words: ReactNode[]) => <a href="/billing/plans">{words}</a>;

export function TrialBanner({ trial }: { trial: TrialNotice }) {
  const t = useMessages(billingMessages);
  if (!trial) return null;
  if (trial.kind === "active") {
    const ends = trial.daysLeft === 0 ? t("trial.endsToday") : t("trial.endsIn", { days: trial.daysLeft });
    return (
      <div className="notice" role="region" aria-labelledby="trial-title">
        <h2 id="trial-title" className="heading-m">
          {t("trial.title")}
        </h2>
        <p>{t.rich("trial.active", { ends, link })}</p>
      </div>
    );
  }
  return (
    <div className="notice notice--danger" role="region" aria-labelledby="trial-title">
      <h2 id="trial-title" className="heading-m">
        {t("trial.endedTitle")}
      </h2>
      <p>{t.rich("trial.ended", { link })}</p>
    </div>
  );
}
