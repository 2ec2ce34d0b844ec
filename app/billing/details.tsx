// /billing/details (spec S1 §2): the current subscription, the member count out of the limit, the Plus 5 and
// Plus 15 choices (yearly or monthly), coupon entry (letters and digits only; the spec's five coupon errors; the
// unapplied-coupon question as a form step with Apply Coupon / Skip), and the free option when a coupon makes
// the price zero. Continuing leads to the check page (/billing/plans/check), which pays through Stripe Checkout.
import { getFormProps } from "@conform-to/react";
import { Form, redirect } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { Route } from "./+types/details";
import { LIMITS, normalizeCouponCode, type CouponCheckResponse } from "../../contract/index.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, SummaryList, usePageForm } from "../shared/ui/form-page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { loadBillingContext, planById, requestBillingWords } from "./billing.server.ts";
import { billingMessages } from "./messages/index.ts";
import { billingWords, useBillingWords, type BillingKey, type BillingWords } from "./words.ts";
import { planChoiceSchema } from "./plan-choice.ts";
import { couponErrorMessage, couponText, formatDate } from "./coupons.ts";
import { PlanPicker, PlanSubmit } from "./plan-picker.tsx";
import { memberLimitText, planChoice, PLUS_IDS, pricePeriodText } from "./plans.ts";
import { LocalModeNotice } from "./local-mode-notice.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

const INTENTS = ["check", "apply", "continue", "apply-continue", "skip"] as const;

function detailsSchemaIn(w: BillingWords) {
  return z.object({
    intent: z.enum(INTENTS).default("continue"),
    plan: z.string().max(LIMITS.planId).optional(),
    coupon: z
      .string()
      .max(LIMITS.couponCode, { error: w.t("details.couponTooLong", { max: LIMITS.couponCode }) })
      .optional(),
  });
}
// The browser only takes the fields' shape from it; the server checks in the page's language.
const detailsSchema = detailsSchemaIn(billingWords());

const STATUS_TEXT: Record<string, BillingKey> = {
  paid: "details.statusPaid",
  past_due: "details.statusPastDue",
  canceled: "details.statusCanceled",
  closed: "details.statusClosed",
};

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const w = requestBillingWords(args.context);
  const { community, billing, plans } = await loadBillingContext(me);
  const url = new URL(args.request.url);
  const current = billing ? (planById(plans, billing.plan_id) ?? { id: billing.plan_id }) : null;
  let coupon: string | null = null;
  if (billing?.coupon) {
    const until = formatDate(billing.coupon_end, me.clock);
    const text = couponText(billing.coupon, w);
    coupon = until ? w.t("details.couponUntil", { coupon: text, date: until }) : text;
  }
  const status = billing?.status && billing.status !== "paid" ? STATUS_TEXT[billing.status] : undefined;
  return {
    banner: me.session.take("banner") ?? null,
    paidJustNow: url.searchParams.get("checkout") === "done",
    name: community.name,
    plan: current ? w.planName(current) : null,
    price: current ? pricePeriodText(current, w) : null,
    status: status ? w.t(status) : billing?.status && billing.status !== "paid" ? billing.status : null,
    renewal: formatDate(billing?.period_end, me.clock),
    coupon,
    appliedCode: billing?.coupon_code ?? null,
    localMode: billing?.mode === "local",
    stripe: billing?.mode === "stripe",
    members: memberLimitText(community.member_count, community.member_limit, w),
    choices: PLUS_IDS.flatMap((id) => {
      const plan = plans.find((p) => p.id === id);
      return plan ? [planChoice(plan, plans, community.member_count, billing?.plan_id ?? null, w)] : [];
    }),
  };
}

/** The coupon check for the Plus plans: per plan the price after the coupon, or the coupon's error in words. */
async function checkCoupon(me: ReturnType<typeof signedInCommunity>, code: string, w: BillingWords) {
  const answer: CouponCheckResponse = await me.api.checkCoupon(me.communityId, {
    coupon_code: code,
    plans: Object.fromEntries(PLUS_IDS.map((id) => [id, id])),
  });
  if (answer.error || !answer.discounted_plans) return { error: couponErrorMessage(answer.error, w) };
  const prices: Record<string, string> = {};
  const zero = new Set<string>();
  for (const id of PLUS_IDS) {
    const p = answer.discounted_plans[id];
    if (!p) continue;
    if (p.error) {
      prices[id] = couponErrorMessage(p.error, w);
    } else {
      const text = p.price === 0 && p.coupon ? couponText(p.coupon, w) : (pricePeriodText(p, w) ?? "");
      prices[id] = w.t("details.withCoupon", { price: text });
      if (p.price === 0) zero.add(id);
    }
  }
  // Spec S1 §4: when both the yearly and the monthly price are zero, the payment frequency is "free".
  const free = ["plus-5", "plus-15"]
    .filter((id) => zero.has(id) && zero.has(`${id}-monthly`))
    .map((id) => w.planName({ id }));
  return { error: null, prices, free };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const w = requestBillingWords(args.context);
  const formData = await args.request.formData();
  const { community, billing, plans } = await loadBillingContext(me);
  const choice = planChoiceSchema({ plans, billing, memberCount: community.member_count }, PLUS_IDS, w);
  const applied = normalizeCouponCode(billing?.coupon_code ?? "").toUpperCase();
  let checked: Awaited<ReturnType<typeof checkCoupon>> | null = null;
  const schema = detailsSchemaIn(w).superRefine((value, ctx) => {
    const code = normalizeCouponCode(value.coupon ?? "");
    if ((value.intent === "check" || value.intent === "apply") && !code) {
      ctx.addIssue({ code: "custom", path: ["coupon"], message: w.t("details.enterCoupon") });
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
    label: w.t("details.title"),
    language: w.language,
    call: async ({ intent, plan, coupon }) => {
      const code = normalizeCouponCode(coupon ?? "");
      if (intent === "check") {
        checked = await checkCoupon(me, code, w);
        return { step: "checked" as const };
      }
      if (intent === "apply" || intent === "apply-continue") {
        checked = await checkCoupon(me, code, w);
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
    me.session.set({ banner: { kind: "success", message: w.t("details.couponApplied") } });
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
  const t = useMessages(billingMessages);
  const w = useBillingWords();
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
    <FormPage title={t("details.title")} banner={d.banner} failure={actionData?.failure} errors={errors} wide>
      {d.paidJustNow ? (
        <div className="notice" role="region" aria-labelledby="paid-title">
          <h2 id="paid-title" className="heading-m">
            {t("details.thankYou")}
          </h2>
          <p>{t("details.paid")}</p>
        </div>
      ) : null}
      <SummaryList
        rows={[
          { label: t("summary.group"), value: d.name },
          { label: t("summary.subscription"), value: d.plan ?? t("summary.notChosen") },
          d.price ? { label: t("summary.price"), value: d.price } : null,
          d.status ? { label: t("summary.status"), value: d.status } : null,
          d.renewal ? { label: t("summary.paidUntil"), value: d.renewal } : null,
          d.coupon ? { label: t("summary.coupon"), value: d.coupon } : null,
          { label: t("summary.members"), value: d.members },
        ]}
      />
      {d.localMode ? <LocalModeNotice consequence="plansAtOnce" /> : null}
      {d.stripe ? (
        <p>
          <a href="/billing/details/update">{t("details.updatePayment")}</a>
        </p>
      ) : null}
      {extra?.question ? (
        <section className="notice" aria-labelledby="question-title">
          <h2 id="question-title" className="heading-m">
            {t("details.question")}
          </h2>
          <Form method="post" reloadDocument className="button-group">
            <input type="hidden" name="plan" value={selected ?? ""} />
            <input
              type="hidden"
              name="coupon"
              value={(fields.coupon.initialValue as string | undefined) ?? ""}
            />
            <button type="submit" name="intent" value="apply-continue" className="button">
              {t("details.applyCouponNow")}
            </button>
            <button type="submit" name="intent" value="skip" className="button button--secondary">
              {t("details.skip")}
            </button>
          </Form>
        </section>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="form form--plans" reloadDocument>
        <PlanPicker
          field={fields.plan}
          legend={t("details.legend")}
          selected={selected}
          rows={[
            {
              key: "yearly",
              title: t("picker.yearly"),
              plans: choices.filter((c) => !c.id.endsWith("-monthly")),
            },
            {
              key: "monthly",
              title: t("picker.monthly"),
              plans: choices.filter((c) => c.id.endsWith("-monthly")),
            },
          ]}
        />
        {freeNames.length ? (
          <p className="notice">{t("details.free", { plans: w.list(freeNames) })}</p>
        ) : null}
        <TextField
          meta={fields.coupon}
          label={t("details.couponLabel")}
          hint={t("details.couponHint")}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="button-group">
          <button type="submit" name="intent" value="check" className="button button--secondary">
            {t("details.checkCoupon")}
          </button>
          {prices ? (
            <button type="submit" name="intent" value="apply" className="button button--secondary">
              {t("details.applyCoupon")}
            </button>
          ) : null}
          <PlanSubmit label={t("common.continue")} name="intent" value="continue" />
        </div>
      </Form>
      <p>
        <a href="/billing/plans">{t("details.otherPlans")}</a> ·{" "}
        <a href="/my-community">{t("details.backToGroup")}</a>
      </p>
    </FormPage>
  );
}
