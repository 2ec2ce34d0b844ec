// The rules of choosing a plan (spec S1 §5): a plan may be chosen only when it is another plan than the group's
// and its member limit holds the group's members. Shared by the pages' forms (browser constraints) and actions.
import { z } from "zod";
import type { Billing, Plan } from "../../contract/index.ts";
import { tooSmallText } from "./plans.ts";
import { billingWords, type BillingWords } from "./words.ts";

/** The plan field, checked against the group (server side; the browser gets the plain shape). */
export function planChoiceSchema(
  context: {
    plans: readonly Plan[];
    billing: Pick<Billing, "plan_id" | "status"> | null;
    memberCount: number;
  } | null,
  allowed: readonly string[],
  w: BillingWords = billingWords(),
) {
  const choose = w.t("choose.plan");
  return z.object({
    plan: z.string({ error: choose }).superRefine((id, ctx) => {
      if (!context) return;
      const plan = context.plans.find((p) => p.id === id);
      if (!plan || !allowed.includes(id)) {
        ctx.addIssue({ code: "custom", message: choose });
        return;
      }
      if (context.billing?.plan_id === id && context.billing.status !== "closed") {
        ctx.addIssue({ code: "custom", message: w.t("choose.already", { plan: w.planName(plan) }) });
        return;
      }
      const small = tooSmallText(plan, context.memberCount, w);
      if (small) {
        ctx.addIssue({
          code: "custom",
          message: w.t("choose.cannot", { plan: w.planName(plan), reason: small }),
        });
      }
    }),
  });
}
