// The trial as the pages tell it: the dashboard, the group page and the plans page show it.
import { DEFAULT_PLAN, type Billing } from "../../contract/index.ts";

/** The trial banner (spec S2 §4): days left, or ended; none without a trial. */
export type TrialNotice = { kind: "active"; daysLeft: number } | { kind: "ended"; daysAgo: number } | null;

/**
 * The trial notice of a group's billing: only while the group is still on the free plan a new group starts on.
 * Once a plan is chosen (paid, or the special offer's) the trial is over for the group, whatever its end date.
 */
export function trialNotice(billing: Pick<Billing, "trial_end_days" | "plan_id"> | null): TrialNotice {
  const days = billing?.trial_end_days;
  if (days === null || days === undefined || billing?.plan_id !== DEFAULT_PLAN.id) return null;
  if (days >= 0) return { kind: "active", daysLeft: days };
  return { kind: "ended", daysAgo: -days };
}
