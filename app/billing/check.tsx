// /billing/plans/check?plan=ID: the check page before paying, so nothing is charged unseen: exactly what
// changes (plan, member limit, price, renewal). Submitting starts Stripe Checkout (a redirect to Stripe's
// hosted page) or, in local mode and for a free plan, changes the plan at once.
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/check";
import { PLANS, type Coupon, type Plan } from "../../contract/index.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { FormPage, PageForm, SummaryList, usePageForm } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { useLanguage, useMessages } from "../shared/ui/messages.tsx";
import { useBillingWords, type BillingWords } from "./words.ts";
import { failureIn, loadBillingContext, planById, requestBillingWords } from "./billing.server.ts";
import { billingMessages } from "./messages/index.ts";
import { planChoiceSchema } from "./plan-choice.ts";
import { chargeText, couponRemovedText } from "./charge.ts";
import { couponText } from "./coupons.ts";
import { billedPeopleText, limitChangeText, limitText, perMemberText, pricePeriodText } from "./plans.ts";
import { LocalModeNotice } from "./local-mode-notice.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

/** Every plan a manager may move to here (enterprise-1 is arranged by hand). */
const CHOOSABLE = PLANS.filter((p) => p.price >= 0).map((p) => p.id);

function renewalText(months: number, price: number, stripe: boolean, w: BillingWords): string {
  if (price === 0 || months === 0) return w.t("check.nothingRenews");
  return w.t("check.renews", { months, stripe: stripe ? "yes" : "no" });
}

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const w = requestBillingWords(args.context);
  const planId = new URL(args.request.url).searchParams.get("plan") ?? "";
  const { community, billing, plans } = await loadBillingContext(me);
  const parsed = planChoiceSchema(
    { plans, billing, memberCount: community.member_count },
    CHOOSABLE,
    w,
  ).safeParse({
    plan: planId,
  });
  const plan = planById(plans, planId);
  if (!plan) throw redirect("/billing/plans");
  const current = billing ? (planById(plans, billing.plan_id) ?? { id: billing.plan_id }) : null;
  const stripe = billing?.mode === "stripe";
  const coupon = billing?.coupon ? await couponOnPlan(me, billing.coupon, plan, w) : null;
  return {
    problem: parsed.success ? null : (parsed.error.issues[0]?.message ?? w.t("choose.plan")),
    planId: plan.id,
    name: w.planName(plan),
    current: current ? w.planName(current) : null,
    limitFrom: limitText(community.member_limit, w),
    limitTo: limitText(plan.member_limit, w),
    limitChange: limitChangeText(community.member_limit, plan.member_limit ?? 0, w),
    memberCount: community.member_count,
    price: coupon?.charge ?? pricePeriodText(plan, w) ?? w.t("price.onRequest"),
    perMember: perMemberText(plan, w),
    billedFor: billedPeopleText(plan, community.member_count, w),
    coupon: coupon?.text ?? null,
    couponRemoved: coupon?.removed ?? null,
    renewal: renewalText(plan.months ?? 0, plan.price ?? 0, stripe, w),
    paid: (plan.price ?? 0) > 0,
    stripe,
    localMode: billing?.mode === "local",
  };
}

/**
 * The group's coupon on the chosen plan, as /v1 prices it (decision 022): what will be charged with it, or
 * that the change removes it because it does not cover the plan.
 */
async function couponOnPlan(
  me: ReturnType<typeof signedInCommunity>,
  coupon: Coupon,
  plan: Plan,
  w: BillingWords,
) {
  const text = w.t("check.coupon", { code: coupon.code, text: couponText(coupon, w) });
  const answer = await me.api.checkCoupon(me.communityId, {
    coupon_code: coupon.code,
    plans: { plan: plan.id },
    inactive: true,
  });
  const priced = answer.discounted_plans?.plan;
  if (priced?.error === "wrong_plan")
    return { text: null, charge: null, removed: couponRemovedText(coupon.code, plan, w) };
  if (!priced || priced.error || priced.price === undefined) return { text, charge: null, removed: null };
  return { text, charge: chargeText(plan, coupon, priced.price, w), removed: null };
}

const checkSchema = (w: BillingWords) => z.object({ plan: z.string({ error: w.t("choose.plan") }) });

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const w = requestBillingWords(args.context);
  const { community, billing, plans } = await loadBillingContext(me);
  const formData = await args.request.formData();
  const schema = planChoiceSchema({ plans, billing, memberCount: community.member_count }, CHOOSABLE, w);
  const label = w.t("check.change");
  // The plan is a hidden field: a plan that can no longer be chosen (members added meanwhile) is the form's failure.
  const checked = schema.safeParse({ plan: formData.get("plan") ?? undefined });
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? w.t("choose.plan");
    return failureIn(w, formData, checkSchema(w), label, message);
  }
  const outcome = await submitForm(formData, {
    schema,
    label,
    language: w.language,
    call: ({ plan }) => me.api.startCheckout(me.communityId, plan),
  });
  if (!outcome.ok) return outcome.reply;
  // Stripe's hosted payment page; the plan changes once Stripe reports the payment.
  if (outcome.data.url) throw redirect(outcome.data.url, 303);
  const plan = planById(plans, outcome.value.plan);
  const name = plan ? w.planName(plan) : outcome.value.plan;
  const removed = outcome.data.coupon_removed;
  me.session.set({
    banner: {
      kind: "success",
      message: removed
        ? w.t("check.doneRemoved", { plan: name, code: removed })
        : w.t("check.done", { plan: name }),
    },
  });
  throw redirect("/billing/details");
}

export default function CheckPlan({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const w = useBillingWords();
  const t = useMessages(billingMessages);
  const language = useLanguage();
  const [form] = usePageForm(checkSchema(w), actionData);
  if (d.problem) {
    return (
      <Page title={t("check.title")}>
        <p className="warning-text">{d.problem}</p>
        <p>
          <a href="/billing/plans">{t("check.backToPlans")}</a>
        </p>
      </Page>
    );
  }
  return (
    <FormPage title={t("check.title")} failure={actionData?.failure}>
      {d.localMode ? <LocalModeNotice consequence="changeAtOnce" /> : null}
      <h2 className="heading-m">{t("summary.whatChanges")}</h2>
      <SummaryList
        rows={[
          {
            label: t("summary.plan"),
            value: (
              <>
                {d.name}
                {d.current ? <span>{` ${t("summary.yourPlanToday", { plan: d.current })}`}</span> : null}
              </>
            ),
          },
          {
            label: t("summary.memberLimit"),
            value: (
              <>
                {t("check.memberLimit", {
                  to: d.limitTo,
                  from: d.limitFrom.toLocaleLowerCase(language),
                  count: d.memberCount,
                })}
                {d.limitChange ? <strong> {d.limitChange}</strong> : null}
              </>
            ),
          },
          {
            label: t("summary.price"),
            value: d.perMember
              ? t("check.priceFor", { price: d.price, perMember: d.perMember, billedFor: d.billedFor ?? "" })
              : d.price,
          },
          d.coupon && d.paid ? { label: t("summary.coupon"), value: d.coupon } : null,
          d.couponRemoved ? { label: t("summary.coupon"), value: <strong>{d.couponRemoved}</strong> } : null,
          { label: t("summary.renewal"), value: d.renewal },
        ]}
      />
      {d.stripe && d.paid ? <p>{t("check.stripeNote")}</p> : null}
      <PageForm
        form={form}
        submit={t(d.stripe && d.paid ? "check.goToPayment" : "check.change")}
        cancel="/billing/plans"
      >
        <input type="hidden" name="plan" value={d.planId} />
      </PageForm>
    </FormPage>
  );
}
