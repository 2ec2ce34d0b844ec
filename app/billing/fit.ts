// Which plan fits a group of a given size, said before the group grows past its plan (the CSV check page):
// a file of 60 people on a plan of 50, a group still on its free trial, or a plan priced per member whose price
// will follow. The plans come priced for the group (pricedForGroup), so the amounts are the ones to be paid.
import { DEFAULT_PLAN, isUnlimited, type Billing, type Plan } from "../../contract/index.ts";
import { perMemberText, pricedForGroup, pricePeriodText } from "./plans.ts";
import { billingWords, type BillingWords } from "./words.ts";

const ENGLISH = billingWords();

/** The monthly plans from the smallest up: the first that holds the group is the one that fits. */
const LADDER = ["basic-1-month", "midsize-1-month", "large-1-month", "people-1-month"] as const;

export interface FittingPlan {
  name: string;
  /** "$45 a month", for the group's size after the change. */
  price: string;
}

export type PlanFit =
  | { kind: "outgrows"; current: string; limit: number; after: number; fits: FittingPlan | null }
  | { kind: "trial"; after: number; fits: FittingPlan | null }
  | { kind: "follows"; current: string; after: number; price: string; perMember: string }
  | null;

/** The smallest monthly plan that holds `members`, priced for them; null when /v1 lists none of them. */
export function fittingPlan(
  plans: readonly Plan[],
  members: number,
  w: BillingWords = ENGLISH,
): FittingPlan | null {
  const priced = pricedForGroup(plans, members);
  for (const id of LADDER) {
    const plan = priced.find((p) => p.id === id);
    if (!plan) continue;
    const limit = plan.member_limit ?? 0;
    if (isUnlimited(limit) || limit >= members) {
      return { name: w.planName(plan), price: pricePeriodText(plan, w) ?? w.t("price.onRequestLower") };
    }
  }
  return null;
}

/**
 * What growing from `count` to `after` members means for the group's plan; null when nothing changes. The names
 * and prices are in the language of `w` (the page's: PlanFitNotice words the rest).
 */
export function planFit(
  plans: readonly Plan[],
  billing: Pick<Billing, "plan_id" | "trial_end_days"> | null,
  memberLimit: number,
  count: number,
  after: number,
  w: BillingWords = ENGLISH,
): PlanFit {
  if (!billing || after <= count) return null;
  const current = plans.find((p) => p.id === billing.plan_id);
  const name = w.planName(current ?? { id: billing.plan_id });
  if (!isUnlimited(memberLimit) && after > memberLimit) {
    return { kind: "outgrows", current: name, limit: memberLimit, after, fits: fittingPlan(plans, after, w) };
  }
  if (
    billing.plan_id === DEFAULT_PLAN.id &&
    billing.trial_end_days !== null &&
    billing.trial_end_days !== undefined
  ) {
    return { kind: "trial", after, fits: fittingPlan(plans, after, w) };
  }
  const sized = current?.per_person ? pricedForGroup([current], after)[0] : undefined;
  if (sized && (sized.billed_people ?? 0) > Math.max(count, current?.per_person?.min_people ?? 0)) {
    return {
      kind: "follows",
      current: name,
      after,
      price: pricePeriodText(sized, w) ?? "",
      perMember: perMemberText(sized, w) ?? "",
    };
  }
  return null;
}
