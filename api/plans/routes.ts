import { PLANS, type PlansResponse } from "../../contract/plans.ts";
import type { RouteRow, Step } from "../http/router.ts";
import { planJson } from "./plans.ts";

/** GET /plans/community: every plan (no sign-in needed). */
export const listPlans: Step = (_ctx, _req, res) => {
  res.json({ plans: PLANS.map((plan) => planJson(plan)) } satisfies PlansResponse);
};

export function planRoutes(): RouteRow[] {
  return [["get", "/plans/community", listPlans]];
}
