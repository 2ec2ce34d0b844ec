// What the plans and billing pages gather from /v1 (the rules of choosing a plan are in plan-choice.ts).
import { findPlan, type Plan } from "../../contract/index.ts";
import type { SignedInCommunity } from "../shared/guard.server.ts";
import { billingOrNull } from "../community/community.server.ts";

export async function loadBillingContext(me: SignedInCommunity) {
  const [community, billing, plans] = await Promise.all([
    me.api.managedCommunity(me.communityId),
    billingOrNull(me),
    me.api.plans(),
  ]);
  return { community, billing, plans };
}

/** A plan from /v1's list, or ours when /v1 does not list it. */
export function planById(plans: readonly Plan[], id: string): Plan | undefined {
  const found = plans.find((p) => p.id === id);
  if (found) return found;
  const ours = findPlan(id);
  return ours ? { ...ours, price_text: undefined } : undefined;
}
