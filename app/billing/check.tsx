// /billing/plans/check?plan=ID: the check page before paying, so nothing is charged unseen: exactly what
// changes (plan, member limit, price, renewal). Submitting starts Stripe Checkout (a redirect to Stripe's
// hosted page) or, in local mode and for a free plan, changes the plan at once.
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/check";
import { isUnlimited, planNameOf, PLANS, type Coupon, type Plan } from "../../contract/index.ts";
import { formFailure, submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { FormPage, PageForm, SummaryList, usePageForm } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { loadBillingContext, planById } from "./billing.server.ts";
import { planChoiceSchema } from "./plan-choice.ts";
import { chargeText, couponRemovedText } from "./charge.ts";
import { couponText } from "./coupons.ts";
import { billedPeopleText, limitChangeText, perMemberText, pricePeriodText } from "./plans.ts";
import { LocalModeNotice } from "./local-mode-notice.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

/** Every plan a manager may move to here (enterprise-1 is arranged by hand). */
const CHOOSABLE = PLANS.filter((p) => p.price >= 0).map((p) => p.id);

function limitWords(limit: number | undefined): string {
  return limit === undefined || isUnlimited(limit) ? "No member limit" : `Up to ${limit} members`;
}

function renewalText(months: number, price: number, stripe: boolean): string {
  if (price === 0 || months === 0) return "Nothing to pay, nothing renews.";
  const every = months === 1 ? "every month" : months === 12 ? "every year" : `every ${months} months`;
  const start = stripe ? "from the day you pay" : "from today";
  return `Renews ${every} ${start}, until you cancel.`;
}

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const planId = new URL(args.request.url).searchParams.get("plan") ?? "";
  const { community, billing, plans } = await loadBillingContext(me);
  const parsed = planChoiceSchema(
    { plans, billing, memberCount: community.member_count },
    CHOOSABLE,
  ).safeParse({
    plan: planId,
  });
  const plan = planById(plans, planId);
  if (!plan) throw redirect("/billing/plans");
  const current = billing ? (planById(plans, billing.plan_id) ?? { id: billing.plan_id }) : null;
  const stripe = billing?.mode === "stripe";
  const coupon = billing?.coupon ? await couponOnPlan(me, billing.coupon, plan) : null;
  return {
    problem: parsed.success ? null : (parsed.error.issues[0]?.message ?? "Choose a plan"),
    planId: plan.id,
    name: planNameOf(plan),
    current: current ? planNameOf(current) : null,
    limitFrom: limitWords(community.member_limit),
    limitTo: limitWords(plan.member_limit),
    limitChange: limitChangeText(community.member_limit, plan.member_limit ?? 0),
    memberCount: community.member_count,
    price: coupon?.charge ?? pricePeriodText(plan) ?? "Price on request",
    perMember: perMemberText(plan),
    billedFor: billedPeopleText(plan, community.member_count),
    coupon: coupon?.text ?? null,
    couponRemoved: coupon?.removed ?? null,
    renewal: renewalText(plan.months ?? 0, plan.price ?? 0, stripe),
    paid: (plan.price ?? 0) > 0,
    stripe,
    localMode: billing?.mode === "local",
  };
}

/**
 * The group's coupon on the chosen plan, as /v1 prices it (decision 022): what will be charged with it, or
 * that the change removes it because it does not cover the plan.
 */
async function couponOnPlan(me: ReturnType<typeof signedInCommunity>, coupon: Coupon, plan: Plan) {
  const text = `${coupon.code}: ${couponText(coupon)}`;
  const answer = await me.api.checkCoupon(me.communityId, {
    coupon_code: coupon.code,
    plans: { plan: plan.id },
    inactive: true,
  });
  const priced = answer.discounted_plans?.plan;
  if (priced?.error === "wrong_plan")
    return { text: null, charge: null, removed: couponRemovedText(coupon.code, plan) };
  if (!priced || priced.error || priced.price === undefined) return { text, charge: null, removed: null };
  return { text, charge: chargeText(plan, coupon, priced.price), removed: null };
}

const checkSchema = z.object({ plan: z.string({ error: "Choose a plan" }) });

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const { community, billing, plans } = await loadBillingContext(me);
  const formData = await args.request.formData();
  const schema = planChoiceSchema({ plans, billing, memberCount: community.member_count }, CHOOSABLE);
  // The plan is a hidden field: a plan that can no longer be chosen (members added meanwhile) is the form's failure.
  const checked = schema.safeParse({ plan: formData.get("plan") ?? undefined });
  if (!checked.success) {
    return formFailure(
      formData,
      checkSchema,
      "Change plan",
      checked.error.issues[0]?.message ?? "Choose a plan",
    );
  }
  const outcome = await submitForm(formData, {
    schema,
    label: "Change plan",
    call: ({ plan }) => me.api.startCheckout(me.communityId, plan),
  });
  if (!outcome.ok) return outcome.reply;
  // Stripe's hosted payment page; the plan changes once Stripe reports the payment.
  if (outcome.data.url) throw redirect(outcome.data.url, 303);
  const plan = planById(plans, outcome.value.plan);
  const name = plan ? planNameOf(plan) : outcome.value.plan;
  const removed = outcome.data.coupon_removed;
  me.session.set({
    banner: {
      kind: "success",
      message: `Your plan is now ${name}.${removed ? ` Coupon ${removed} was removed: it does not cover ${name}.` : ""}`,
    },
  });
  throw redirect("/billing/details");
}

export default function CheckPlan({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const [form] = usePageForm(checkSchema, actionData);
  if (d.problem) {
    return (
      <Page title="Check your new plan">
        <p className="warning-text">{d.problem}</p>
        <p>
          <a href="/billing/plans">Back to the plans</a>
        </p>
      </Page>
    );
  }
  return (
    <FormPage title="Check your new plan" failure={actionData?.failure}>
      {d.localMode ? <LocalModeNotice consequence="and the change applies at once" /> : null}
      <h2 className="heading-m">What will change</h2>
      <SummaryList
        rows={[
          {
            label: "Plan",
            value: (
              <>
                {d.name}
                {d.current ? <span> (your plan today: {d.current})</span> : null}
              </>
            ),
          },
          {
            label: "Member limit",
            value: (
              <>
                {d.limitTo} (today: {d.limitFrom.toLowerCase()}). Your group has{" "}
                {d.memberCount === 1 ? "1 member" : `${d.memberCount} members`}.
                {d.limitChange ? <strong> {d.limitChange}</strong> : null}
              </>
            ),
          },
          {
            label: "Price",
            value: d.perMember ? (
              <>
                {d.price}: {d.perMember}. {d.billedFor}.
              </>
            ) : (
              d.price
            ),
          },
          d.coupon && d.paid ? { label: "Coupon", value: d.coupon } : null,
          d.couponRemoved ? { label: "Coupon", value: <strong>{d.couponRemoved}</strong> } : null,
          { label: "Renewal", value: d.renewal },
        ]}
      />
      {d.stripe && d.paid ? (
        <p>You pay on Stripe&apos;s secure payment page. Your plan changes as soon as the payment is done.</p>
      ) : null}
      <PageForm
        form={form}
        submit={d.stripe && d.paid ? "Go to payment" : "Change plan"}
        cancel="/billing/plans"
      >
        <input type="hidden" name="plan" value={d.planId} />
      </PageForm>
    </FormPage>
  );
}
