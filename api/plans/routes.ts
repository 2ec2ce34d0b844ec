import { PLANS, type PlansResponse } from "../../contract/plans.ts";
import type { Handlers, Step } from "../http/router.ts";
import { planJson } from "./plans.ts";

/** GET /plans/community: every plan (no sign-in needed). */
export const listPlans: Step = (_ctx, _req, res) => {
  res.json({ plans: PLANS.map((plan) => planJson(plan)) } satisfies PlansResponse);
};

export function planHandlers(): Handlers {
  return { listPlans: [listPlans] };
}
