// Plans as the portal words them. Names and sizes come from /v1 or, for the original server, from the
// plan id (contract/plans.ts: planNameOf, planSizeOf).
import {
  isUnlimited,
  moneyText,
  normalizeMoneyText,
  planNameOf,
  sizeNameOf,
  type Plan,
} from "../../contract/index.ts";

export function memberLimitText(count: number, limit: number): string {
  const members = count === 1 ? "1 member" : `${count} members`;
  return isUnlimited(limit) ? `${members} (no limit)` : `${count} of ${limit} members`;
}

/** "$35 a year", "$5 a month", "$30 every 6 months", "Free"; null when the plan has no public price. */
export function pricePeriodText(plan: Plan): string | null {
  if (plan.price === undefined || plan.price < 0 || !plan.price_text) return null;
  if (plan.price === 0) return "Free";
  const price = moneyText(plan.price);
  const months = plan.months ?? 0;
  if (months === 12) return `${price} a year`;
  if (months === 1) return `${price} a month`;
  if (months > 1) return `${price} every ${months} months`;
  return price;
}

/**
 * What happens to the group's member limit, said on the check page whenever the offer would lower it (a Free
 * group with no member limit would otherwise drop to 5 members without being told); null when it does not.
 */
export function limitChangeText(currentLimit: number, nextLimit: number): string | null {
  if (isUnlimited(nextLimit)) return null;
  if (!isUnlimited(currentLimit) && currentLimit <= nextLimit) return null;
  const from = isUnlimited(currentLimit) ? "no limit" : `${currentLimit} members`;
  return `Your member limit goes down from ${from} to ${nextLimit} members.`;
}

/** The plan picker's rows (spec S1 §2): 6-month plans (standard, medium, large), then monthly ones. */
export const PICKER_ROWS = [
  {
    key: "six-months",
    title: "6-month plans",
    ids: ["basic-6-month", "midsize-6-month", "large-6-month"],
  },
  { key: "monthly", title: "Monthly plans", ids: ["basic-1-month", "midsize-1-month", "large-1-month"] },
] as const;

/** The Plus choices of the billing details page: yearly or monthly (spec S1 §2). */
export const PLUS_IDS = ["plus-5", "plus-15", "plus-5-monthly", "plus-15-monthly"] as const;

/** Cents as dollars, written one way with /v1 (contract/money.ts): 600 → "$6", 250 → "$2.50". */
export const centsText = moneyText;

/** The one-month plan of the same size: basic-6-month → basic-1-month, plus-15 → plus-15-monthly. */
export function monthlyTwin(plan: Plan, plans: readonly Plan[]): Plan | undefined {
  const id = /^(.*)-\d+-month$/.exec(plan.id)?.[1];
  const twinId = id ? `${id}-1-month` : /^plus-\d+$/.test(plan.id) ? `${plan.id}-monthly` : undefined;
  return twinId && twinId !== plan.id ? plans.find((p) => p.id === twinId) : undefined;
}

/**
 * Saving of a multi-month plan (spec S1 §9): the monthly price times the months minus the plan's price, in
 * cents (the monthly plan of the same size gives the monthly price); null for a monthly plan or no saving.
 */
export function savingCents(plan: Plan, plans: readonly Plan[]): number | null {
  const months = plan.months ?? 0;
  const twin = monthlyTwin(plan, plans);
  if (months <= 1 || !twin || twin.price === undefined || plan.price === undefined || plan.price < 0)
    return null;
  const saving = twin.price * months - plan.price;
  return saving > 0 ? saving : null;
}

/**
 * Annual price (spec S1 §9, "monthly price times 12 divided by months", read as the plan's price for its
 * months scaled to 12 months): price × 12 / months, in cents; null without a public price or a period.
 */
export function annualPriceCents(plan: Plan): number | null {
  const months = plan.months ?? 0;
  if (plan.price === undefined || plan.price < 0 || months <= 0) return null;
  return Math.round((plan.price * 12) / months);
}

/** Why a plan cannot be chosen, in words, or null when it can (spec S1 §5: member_limit ≥ member count). */
export function tooSmallText(plan: Plan, memberCount: number): string | null {
  const limit = plan.member_limit ?? 0;
  if (isUnlimited(limit) || limit >= memberCount) return null;
  return `Too small for your group: this plan allows up to ${limit} members and your group has ${memberCount}.`;
}

/** The price of a plan card: the amount and its period ("$30", "every 6 months"; "Free", null). */
export function priceParts(plan: Plan): { amount: string | null; period: string | null } {
  const text = pricePeriodText(plan);
  if (!text) return { amount: null, period: null };
  const space = text.indexOf(" ");
  return space < 0
    ? { amount: text, period: null }
    : { amount: text.slice(0, space), period: text.slice(space + 1) };
}

/** One plan as the picker shows it. */
export interface PlanChoice {
  id: string;
  name: string;
  size: string;
  limitText: string;
  /** The price in words ("$30 every 6 months"), or what a coupon makes of it. */
  price: string | null;
  /** The price split for the card: "$30" and "every 6 months" (null when there is no public price). */
  amount: string | null;
  period: string | null;
  monthly: string | null;
  annual: string | null;
  saving: string | null;
  tooSmall: string | null;
  current: boolean;
}

export function planChoice(
  plan: Plan,
  plans: readonly Plan[],
  memberCount: number,
  currentId: string | null,
) {
  const limit = plan.member_limit ?? 0;
  const annual = annualPriceCents(plan);
  const saving = savingCents(plan, plans);
  return {
    id: plan.id,
    name: planNameOf(plan),
    size: sizeNameOf(plan),
    limitText: isUnlimited(limit) ? "No member limit" : `Up to ${limit} members`,
    price: pricePeriodText(plan),
    ...priceParts(plan),
    monthly:
      plan.monthly_price_text && (plan.months ?? 0) > 1
        ? `${normalizeMoneyText(plan.monthly_price_text)} a month`
        : null,
    annual: annual !== null && plan.months !== 12 && annual > 0 ? `${centsText(annual)} a year` : null,
    saving: saving !== null ? `Save ${centsText(saving)}` : null,
    tooSmall: tooSmallText(plan, memberCount),
    current: plan.id === currentId,
  } satisfies PlanChoice;
}
