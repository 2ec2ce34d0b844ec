// /billing/details (spec S1 §2): the current subscription, the member count out of the limit, the Plus 5 and
// Plus 15 choices (yearly or monthly), coupon entry (letters and digits only; the spec's five coupon errors; the
// unapplied-coupon question as a form step with Apply Coupon / Skip), and the free option when a coupon makes
// the price zero. Continuing leads to the check page (/billing/plans/check), which pays through Stripe Checkout.
import { getFormProps } from "@conform-to/react";
import { Form, redirect } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { Route } from "./+types/details";
import { LIMITS, normalizeCouponCode, planNameOf, type CouponCheckResponse } from "../../contract/index.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, SummaryList, usePageForm } from "../shared/ui/form-page.tsx";
import { loadBillingContext, planById } from "./billing.server.ts";
import { planChoiceSchema } from "./plan-choice.ts";
import { couponErrorMessage, couponText, formatDate } from "./coupons.ts";
import { PlanPicker, PlanSubmit } from "./plan-picker.tsx";
import { memberLimitText, planChoice, PLUS_IDS, pricePeriodText } from "./plans.ts";
import { LocalModeNotice } from "./local-mode-notice.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

const INTENTS = ["check", "apply", "continue", "apply-continue", "skip"] as const;
const ENTER_COUPON = "Enter a coupon code";

const detailsSchema = z.object({
  intent: z.enum(INTENTS).default("continue"),
  plan: z.string().max(LIMITS.planId).optional(),
  coupon: z
    .string()
    .max(LIMITS.couponCode, { error: `Coupon codes are ${LIMITS.couponCode} characters or fewer` })
    .optional(),
});

const STATUS_TEXT: Record<string, string> = {
  paid: "Active",
  past_due: "Payment overdue: update your payment details",
  canceled: "Cancelled: it ends at the end of the period paid for",
  closed: "Ended",
};

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const { community, billing, plans } = await loadBillingContext(me);
  const url = new URL(args.request.url);
  const current = billing ? (planById(plans, billing.plan_id) ?? { id: billing.plan_id }) : null;
  let coupon: string | null = null;
  if (billing?.coupon) {
    const until = formatDate(billing.coupon_end, me.clock);
    coupon = `${couponText(billing.coupon)}${until ? `, until ${until}` : ""}`;
  }
  return {
    banner: me.session.take("banner") ?? null,
    paidJustNow: url.searchParams.get("checkout") === "done",
    name: community.name,
    plan: current ? planNameOf(current) : null,
    price: current ? pricePeriodText(current) : null,
    status:
      billing?.status && billing.status !== "paid" ? (STATUS_TEXT[billing.status] ?? billing.status) : null,
    renewal: formatDate(billing?.period_end, me.clock),
    coupon,
    appliedCode: billing?.coupon_code ?? null,
    localMode: billing?.mode === "local",
    stripe: billing?.mode === "stripe",
    members: memberLimitText(community.member_count, community.member_limit),
    choices: PLUS_IDS.flatMap((id) => {
      const plan = plans.find((p) => p.id === id);
      return plan ? [planChoice(plan, plans, community.member_count, billing?.plan_id ?? null)] : [];
    }),
  };
}

/** The coupon check for the Plus plans: per plan the price after the coupon, or the coupon's error in words. */
async function checkCoupon(me: ReturnType<typeof signedInCommunity>, code: string) {
  const answer: CouponCheckResponse = await me.api.checkCoupon(me.communityId, {
    coupon_code: code,
    plans: Object.fromEntries(PLUS_IDS.map((id) => [id, id])),
  });
  if (answer.error || !answer.discounted_plans) return { error: couponErrorMessage(answer.error) };
  const prices: Record<string, string> = {};
  const zero = new Set<string>();
  for (const id of PLUS_IDS) {
    const p = answer.discounted_plans[id];
    if (!p) continue;
    if (p.error) {
      prices[id] = couponErrorMessage(p.error);
    } else {
      const text = p.price === 0 && p.coupon ? couponText(p.coupon) : (pricePeriodText(p) ?? "");
      prices[id] = `With the coupon: ${text}`;
      if (p.price === 0) zero.add(id);
    }
  }
  // Spec S1 §4: when both the yearly and the monthly price are zero, the payment frequency is "free".
  const free = ["plus-5", "plus-15"]
    .filter((id) => zero.has(id) && zero.has(`${id}-monthly`))
    .map((id) => planNameOf({ id }));
  return { error: null, prices, free };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const formData = await args.request.formData();
  const { community, billing, plans } = await loadBillingContext(me);
  const choice = planChoiceSchema({ plans, billing, memberCount: community.member_count }, PLUS_IDS);
  const applied = normalizeCouponCode(billing?.coupon_code ?? "").toUpperCase();
  let checked: Awaited<ReturnType<typeof checkCoupon>> | null = null;
  const schema = detailsSchema.superRefine((value, ctx) => {
    const code = normalizeCouponCode(value.coupon ?? "");
    if ((value.intent === "check" || value.intent === "apply") && !code) {
      ctx.addIssue({ code: "custom", path: ["coupon"], message: ENTER_COUPON });
    }
    if (value.intent === "continue" || value.intent === "apply-continue" || value.intent === "skip") {
      const result = choice.safeParse({ plan: value.plan });
      if (!result.success) {
        ctx.addIssue({ code: "custom", path: ["plan"], message: result.error.issues[0]?.message ?? "" });
      }
    }
  });
  const outcome = await submitForm(formData, {
    schema,
    label: "Billing details",
    call: async ({ intent, plan, coupon }) => {
      const code = normalizeCouponCode(coupon ?? "");
      if (intent === "check") {
        checked = await checkCoupon(me, code);
        return { step: "checked" as const };
      }
      if (intent === "apply" || intent === "apply-continue") {
        checked = await checkCoupon(me, code);
        if (checked.error) return { step: "checked" as const };
        await me.api.applyCoupon(me.communityId, code);
        return { step: intent === "apply" ? ("applied" as const) : ("next" as const), plan };
      }
      // Continue with a coupon typed but not applied: ask first (spec S1 §4).
      if (intent === "continue" && code && code.toUpperCase() !== applied)
        return { step: "question" as const };
      return { step: "next" as const, plan };
    },
  });
  if (!outcome.ok) return outcome.reply;
  const data = outcome.data;
  if (data.step === "applied") {
    me.session.set({ banner: { kind: "success", message: "Coupon applied." } });
    throw redirect("/billing/details");
  }
  if (data.step === "next")
    throw redirect(`/billing/plans/check?plan=${encodeURIComponent(data.plan ?? "")}`);
  const result = (checked as Awaited<ReturnType<typeof checkCoupon>> | null) ?? null;
  // The same form again, with what the coupon check found (or the question), the values kept.
  const fieldErrors = result?.error ? { coupon: [result.error] } : undefined;
  return {
    result: parseWithZod(formData, { schema: detailsSchema }).reply({ fieldErrors }),
    failure: null,
    question: data.step === "question",
    prices: result && !result.error ? result.prices : null,
    free: result && !result.error ? result.free : [],
  };
}

export default function BillingDetails({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const [form, fields] = usePageForm(detailsSchema, actionData, { shouldValidate: "onSubmit" });
  const extra = actionData && "question" in actionData ? actionData : null;
  const freeNames: string[] = extra?.free ?? [];
  const prices = extra?.prices ?? null;
  const choices = d.choices.map((c) =>
    prices?.[c.id]
      ? {
          ...c,
          saving: null,
          annual: null,
          monthly: null,
          amount: null,
          period: null,
          price: prices[c.id] ?? c.price,
        }
      : c,
  );
  const selected = (fields.plan.initialValue as string | undefined) || null;
  const errors = summaryItems([fields.plan, fields.coupon]);
  return (
    <FormPage title="Billing details" banner={d.banner} failure={actionData?.failure} errors={errors} wide>
      {d.paidJustNow ? (
        <div className="notice" role="region" aria-labelledby="paid-title">
          <h2 id="paid-title" className="heading-m">
            Thank you
          </h2>
          <p>
            Your payment is done. Your plan changes as soon as Stripe confirms it, usually within a minute.
          </p>
        </div>
      ) : null}
      <SummaryList
        rows={[
          { label: "Group", value: d.name },
          { label: "Subscription", value: d.plan ?? "Not chosen yet" },
          d.price ? { label: "Price", value: d.price } : null,
          d.status ? { label: "Status", value: d.status } : null,
          d.renewal ? { label: "Paid until", value: d.renewal } : null,
          d.coupon ? { label: "Coupon", value: d.coupon } : null,
          { label: "Members", value: d.members },
        ]}
      />
      {d.localMode ? <LocalModeNotice consequence="and plan changes apply at once" /> : null}
      {d.stripe ? (
        <p>
          <a href="/billing/details/update">Update your payment details</a>
        </p>
      ) : null}
      {extra?.question ? (
        <section className="notice" aria-labelledby="question-title">
          <h2 id="question-title" className="heading-m">
            You&apos;ve entered a coupon, but have not applied it.
          </h2>
          <Form method="post" reloadDocument className="button-group">
            <input type="hidden" name="plan" value={selected ?? ""} />
            <input
              type="hidden"
              name="coupon"
              value={(fields.coupon.initialValue as string | undefined) ?? ""}
            />
            <button type="submit" name="intent" value="apply-continue" className="button">
              Apply Coupon
            </button>
            <button type="submit" name="intent" value="skip" className="button button--secondary">
              Skip
            </button>
          </Form>
        </section>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="form form--plans" reloadDocument>
        <PlanPicker
          field={fields.plan}
          legend="Choose Plus 5 or Plus 15"
          selected={selected}
          rows={[
            {
              key: "yearly",
              title: "Yearly plans",
              plans: choices.filter((c) => !c.id.endsWith("-monthly")),
            },
            {
              key: "monthly",
              title: "Monthly plans",
              plans: choices.filter((c) => c.id.endsWith("-monthly")),
            },
          ]}
        />
        {freeNames.length ? (
          <p className="notice">
            Payment frequency: free. With this coupon {freeNames.join(" and ")} costs nothing, yearly or
            monthly.
          </p>
        ) : null}
        <TextField
          meta={fields.coupon}
          label="Coupon code (optional)"
          hint="Letters and digits only; spaces and other characters are left out."
          autoComplete="off"
          spellCheck={false}
        />
        <div className="button-group">
          <button type="submit" name="intent" value="check" className="button button--secondary">
            Check coupon
          </button>
          {prices ? (
            <button type="submit" name="intent" value="apply" className="button button--secondary">
              Apply coupon
            </button>
          ) : null}
          <PlanSubmit label="Continue" name="intent" value="continue" />
        </div>
      </Form>
      <p>
        <a href="/billing/plans">See the other plans</a> · <a href="/my-community">Back to your group</a>
      </p>
    </FormPage>
  );
}
