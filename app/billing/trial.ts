// The trial as the pages tell it: the dashboard, the group page and the plans page show it.
/** The trial banner (spec S2 §4): days left, or ended; none without a trial. */
export type TrialNotice = { kind: "active"; daysLeft: number } | { kind: "ended"; daysAgo: number } | null;

export function trialNotice(days: number | null | undefined): TrialNotice {
  if (days === null || days === undefined) return null;
  if (days >= 0) return { kind: "active", daysLeft: days };
  return { kind: "ended", daysAgo: -days };
}
