// Plans as the portal words them. Names and sizes come from /v1 or, for the original server, from the
// plan id (contract/plans.ts: planNameOf, planSizeOf).
import { isUnlimited, moneyText, normalizeMoneyText, type Plan } from "../../contract/index.ts";
import { billingWords, type BillingKey, type BillingWords } from "./words.ts";

const ENGLISH = billingWords();

export function memberLimitText(count: number, limit: number, w: BillingWords = ENGLISH): string {
  return isUnlimited(limit) ? w.t("members.noLimit", { count }) : w.t("members.ofLimit", { count, limit });
}

/** "a year", "a month", "every 6 months": how often a plan of `months` is paid. */
export function periodText(months: number, w: BillingWords = ENGLISH): string {
  return w.t("price.every", { months });
}

/** "$35 a year", "$5 a month", "$30 every 6 months", "Free"; null when the plan has no public price. */
export function pricePeriodText(plan: Plan, w: BillingWords = ENGLISH): string | null {
  const parts = priceParts(plan, w);
  if (!parts.amount) return null;
  return parts.period ? w.t("price.withPeriod", { price: parts.amount, period: parts.period }) : parts.amount;
}

/**
 * What happens to the group's member limit, said on the check page whenever the offer would lower it (a Free
 * group with no member limit would otherwise drop to 5 members without being told); null when it does not.
 */
export function limitChangeText(
  currentLimit: number,
  nextLimit: number,
  w: BillingWords = ENGLISH,
): string | null {
  if (isUnlimited(nextLimit)) return null;
  if (!isUnlimited(currentLimit) && currentLimit <= nextLimit) return null;
  return w.t("limit.goesDown", {
    unlimited: isUnlimited(currentLimit) ? "yes" : "no",
    from: currentLimit,
    to: nextLimit,
  });
}

/**
 * The plan picker's rows (spec S1 §2): 6-month plans (standard, medium, large), then monthly ones; then ours,
 * the plans priced per member for groups of more than 50 (decision 043).
 */
export const PICKER_ROWS = [
  {
    key: "six-months",
    title: "picker.sixMonths",
    ids: ["basic-6-month", "midsize-6-month", "large-6-month"],
  },
  { key: "monthly", title: "picker.monthly", ids: ["basic-1-month", "midsize-1-month", "large-1-month"] },
  {
    key: "per-person",
    title: "picker.perPerson",
    ids: ["people-12-month", "people-1-month"],
  },
] as const satisfies readonly { key: string; title: BillingKey; ids: readonly string[] }[];

/**
 * The plans as this group would pay for them: a per-person plan's price (for one member on the wire) times the
 * members it charges for (at least its minimum), with `price_per_person` and `billed_people` kept beside it.
 * Every price the billing pages show or compare goes through here, so they all say the same amount.
 */
export function pricedForGroup(plans: readonly Plan[], memberCount: number): Plan[] {
  return plans.map((plan) => {
    // A list priced for another size is priced again from the price of one member.
    const unit = plan.price_per_person ?? plan.price;
    if (!plan.per_person || unit === undefined || unit < 0) return plan;
    const people = Math.max(memberCount, plan.per_person.min_people);
    const price = unit * people;
    const months = plan.months ?? 0;
    return {
      ...plan,
      price,
      price_text: moneyText(price),
      monthly_price_text: moneyText(months > 0 ? Math.round(price / months) : price),
      price_per_person: unit,
      billed_people: people,
    };
  });
}

/** "$0.75 a member a month", "$7.20 a member a year"; null for a plan with one price. */
export function perMemberText(plan: Plan, w: BillingWords = ENGLISH): string | null {
  if (plan.price_per_person === undefined) return null;
  return w.t("price.perMember", {
    price: w.money(plan.price_per_person),
    period: periodText(plan.months ?? 0, w),
  });
}

/** Who a per-person price is for: "For your 57 members", "For 51 members, the least this plan charges for". */
export function billedPeopleText(plan: Plan, memberCount: number, w: BillingWords = ENGLISH): string | null {
  if (plan.billed_people === undefined) return null;
  const count = plan.billed_people;
  return w.t(count > memberCount ? "price.billedMinimum" : "price.billedFollows", { count });
}

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
export function tooSmallText(plan: Plan, memberCount: number, w: BillingWords = ENGLISH): string | null {
  const limit = plan.member_limit ?? 0;
  if (isUnlimited(limit) || limit >= memberCount) return null;
  return w.t("plan.tooSmall", { limit, count: memberCount });
}

/** The member limit in words: "Up to 5 members", "No member limit". */
export function limitText(limit: number | undefined, w: BillingWords = ENGLISH): string {
  return limit === undefined || isUnlimited(limit) ? w.t("limit.none") : w.t("limit.upTo", { limit });
}

/** The price of a plan card: the amount and its period ("$30", "every 6 months"; "Free", null). */
export function priceParts(
  plan: Plan,
  w: BillingWords = ENGLISH,
): { amount: string | null; period: string | null } {
  if (plan.price === undefined || plan.price < 0 || !plan.price_text) return { amount: null, period: null };
  if (plan.price === 0) return { amount: w.t("price.free"), period: null };
  const months = plan.months ?? 0;
  return { amount: w.money(plan.price), period: months > 0 ? periodText(months, w) : null };
}

/** A money text from /v1 ("$36", "$17.5") in the language's way; any other text as it is. */
function moneyTextIn(text: string, w: BillingWords): string {
  const normal = normalizeMoneyText(text);
  const match = /^\$(\d+)(?:\.(\d{2}))?$/.exec(normal);
  return match ? w.money(Number(match[1]) * 100 + Number(match[2] ?? "0")) : normal;
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
  /** A per-person plan: its price for one member, and who the price shown is for. */
  perMember: string | null;
  billedFor: string | null;
}

export function planChoice(
  plan: Plan,
  plans: readonly Plan[],
  memberCount: number,
  currentId: string | null,
  w: BillingWords = ENGLISH,
) {
  const annual = annualPriceCents(plan);
  const saving = savingCents(plan, plans);
  const perPeriod = (price: string, months: number) =>
    w.t("price.withPeriod", { price, period: periodText(months, w) });
  return {
    id: plan.id,
    name: w.planName(plan),
    size: w.sizeName(plan),
    limitText: limitText(plan.member_limit ?? 0, w),
    price: pricePeriodText(plan, w),
    ...priceParts(plan, w),
    monthly:
      plan.monthly_price_text && (plan.months ?? 0) > 1
        ? perPeriod(moneyTextIn(plan.monthly_price_text, w), 1)
        : null,
    annual: annual !== null && plan.months !== 12 && annual > 0 ? perPeriod(w.money(annual), 12) : null,
    saving: saving !== null ? w.t("price.save", { amount: w.money(saving) }) : null,
    tooSmall: tooSmallText(plan, memberCount, w),
    current: plan.id === currentId,
    perMember: perMemberText(plan, w),
    billedFor: billedPeopleText(plan, memberCount, w),
  } satisfies PlanChoice;
}
