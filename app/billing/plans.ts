// Plans as the portal words them. Names and sizes come from /v1 or, for the original server, from the
// plan id (contract/plans.ts: planNameOf, planSizeOf).
import { isUnlimited, type Plan } from "../../contract/index.ts";

export function memberLimitText(count: number, limit: number): string {
  const members = count === 1 ? "1 member" : `${count} members`;
  return isUnlimited(limit) ? `${members} (no limit)` : `${count} of ${limit} members`;
}

/** "$35 a year", "$5 a month", "$30 every 6 months", "Free"; null when the plan has no public price. */
export function pricePeriodText(plan: Plan): string | null {
  if (plan.price === undefined || plan.price < 0 || !plan.price_text) return null;
  if (plan.price === 0) return "Free";
  const months = plan.months ?? 0;
  if (months === 12) return `${plan.price_text} a year`;
  if (months === 1) return `${plan.price_text} a month`;
  if (months > 1) return `${plan.price_text} every ${months} months`;
  return plan.price_text;
}
