// The trial notice (spec S1 §4): days left above 0 (a warning with the count), below 0 an expired banner; both
// link to /billing/plans. Shown on the dashboard, the group page and the plans page.
import type { TrialNotice } from "./trial.ts";
import { PRODUCT_NAME } from "../../contract/product.ts";

export function TrialBanner({ trial }: { trial: TrialNotice }) {
  if (!trial) return null;
  if (trial.kind === "active") {
    const days =
      trial.daysLeft === 0
        ? "Your free trial ends today."
        : `Your free trial ends in ${trial.daysLeft} ${trial.daysLeft === 1 ? "day" : "days"}.`;
    return (
      <div className="notice" role="region" aria-labelledby="trial-title">
        <h2 id="trial-title" className="heading-m">
          Free trial
        </h2>
        <p>
          {days} <a href="/billing/plans">Choose a plan</a> to keep using {PRODUCT_NAME} after it ends.
        </p>
      </div>
    );
  }
  return (
    <div className="notice notice--danger" role="region" aria-labelledby="trial-title">
      <h2 id="trial-title" className="heading-m">
        Your free trial has ended
      </h2>
      <p>
        <a href="/billing/plans">Choose a plan</a> to keep using {PRODUCT_NAME}.
      </p>
    </div>
  );
}
