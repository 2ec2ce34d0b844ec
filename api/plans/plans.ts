// The community plans (original §4.9), with `name` and `size` added and 65535 meaning unlimited.
import { UNLIMITED_MEMBERS } from "../limits.ts";

export type PlanSize = "free" | "basic" | "medium" | "large" | "plus" | "enterprise";

export interface PlanDefinition {
  id: string;
  name: string;
  size: PlanSize;
  default: boolean;
  member_limit: number;
  months: number;
  /** In cents; negative = no public price (shown as ""). */
  price: number;
}

export const PLANS: readonly PlanDefinition[] = [
  {
    id: "basic",
    name: "Free",
    size: "free",
    default: true,
    member_limit: UNLIMITED_MEMBERS,
    months: 0,
    price: 0,
  },
  { id: "plus-5", name: "Plus 5", size: "plus", default: false, member_limit: 5, months: 12, price: 3500 },
  {
    id: "plus-5-monthly",
    name: "Plus 5 Monthly",
    size: "plus",
    default: false,
    member_limit: 5,
    months: 1,
    price: 500,
  },
  { id: "plus-15", name: "Plus 15", size: "plus", default: false, member_limit: 15, months: 12, price: 7000 },
  {
    id: "plus-15-monthly",
    name: "Plus 15 Monthly",
    size: "plus",
    default: false,
    member_limit: 15,
    months: 1,
    price: 1000,
  },
  {
    id: "basic-1-month",
    name: "Standard Monthly",
    size: "basic",
    default: false,
    member_limit: 5,
    months: 1,
    price: 600,
  },
  {
    id: "basic-6-month",
    name: "Standard 6 Months",
    size: "basic",
    default: false,
    member_limit: 5,
    months: 6,
    price: 3000,
  },
  {
    id: "midsize-1-month",
    name: "Medium Monthly",
    size: "medium",
    default: false,
    member_limit: 15,
    months: 1,
    price: 1200,
  },
  {
    id: "midsize-6-month",
    name: "Medium 6 Months",
    size: "medium",
    default: false,
    member_limit: 15,
    months: 6,
    price: 6000,
  },
  {
    id: "large-1-month",
    name: "Large Monthly",
    size: "large",
    default: false,
    member_limit: 50,
    months: 1,
    price: 3600,
  },
  {
    id: "large-6-month",
    name: "Large 6 Months",
    size: "large",
    default: false,
    member_limit: 50,
    months: 6,
    price: 18000,
  },
  {
    id: "enterprise-1",
    name: "Enterprise",
    size: "enterprise",
    default: false,
    member_limit: UNLIMITED_MEMBERS,
    months: 12,
    price: -1,
  },
];

export const DEFAULT_PLAN: PlanDefinition = PLANS.find((p) => p.default)!;

export function findPlan(id: string): PlanDefinition | undefined {
  return PLANS.find((p) => p.id === id);
}

/** Round half to even, as .NET's Math.Round does. */
export function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const diff = value - floor;
  if (Math.abs(diff - 0.5) < 1e-9) return floor % 2 === 0 ? floor : floor + 1;
  return Math.round(value);
}

/** Cents as "$0.##": 3500 → "$35", 292 → "$2.92", 250 → "$2.5"; "" for a negative amount. */
export function priceText(cents: number): string {
  if (cents < 0) return "";
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return `$${dollars}`;
  return `$${dollars}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

export function planJson(plan: PlanDefinition, stripePriceId: string | null = null) {
  const monthly = plan.price <= 0 || plan.months <= 0 ? plan.price : roundHalfEven(plan.price / plan.months);
  return {
    id: plan.id,
    name: plan.name,
    size: plan.size,
    active: true,
    default: plan.default,
    member_limit: plan.member_limit,
    months: plan.months,
    price: plan.price,
    currency: "USD",
    stripe: stripePriceId ? { price_id: stripePriceId } : null,
    price_text: priceText(plan.price),
    monthly_price_text: priceText(monthly),
  };
}
