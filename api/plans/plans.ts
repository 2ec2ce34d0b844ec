// The community plans on the wire (original §2.10, §4.9). The plans themselves (ids, names, sizes, limits, prices)
// are in contract/plans.ts, shared with the portal.
import { moneyText } from "../../contract/money.ts";
import type { Plan, PlanDefinition } from "../../contract/plans.ts";

/** Round half to even, as .NET's Math.Round does. */
export function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const diff = value - floor;
  if (Math.abs(diff - 0.5) < 1e-9) return floor % 2 === 0 ? floor : floor + 1;
  return Math.round(value);
}

/**
 * Cents as price_text: "$35", "$2.92", "$17.50" (the original writes "$17.5"; we write money one way with the
 * portal, contract/money.ts); "" for a negative amount.
 */
export const priceText = moneyText;

/** The wire Plan: `name` and `size` added to the original's fields, 65535 meaning unlimited. */
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
    ...(plan.per_person ? { per_person: { min_people: plan.per_person.min_people } } : {}),
  } satisfies Plan;
}
