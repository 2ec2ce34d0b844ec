// /billing/plans: the group's name and member count, the trial notice, the plan picker (6-month and monthly
// plans in rows) and a close link (spec S1 §2). Choosing leads to the check page; nothing changes here.
import { getFormProps } from "@conform-to/react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/plans-page";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { summaryItems } from "../shared/ui/form.tsx";
import { FormPage, usePageForm } from "../shared/ui/form-page.tsx";
import { trialNotice } from "./trial.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { loadBillingContext, requestBillingWords } from "./billing.server.ts";
import { billingMessages } from "./messages/index.ts";
import { planChoiceSchema } from "./plan-choice.ts";
import { PlanPicker, PlanSubmit } from "./plan-picker.tsx";
import { PICKER_ROWS, planChoice } from "./plans.ts";
import { TrialBanner } from "./trial-banner.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

const PICKER_IDS = PICKER_ROWS.flatMap((row) => [...row.ids]);
// The browser only takes the field's shape from it; the server checks the choice in the page's language.
const browserSchema = planChoiceSchema(null, PICKER_IDS);

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const w = requestBillingWords(args.context);
  const { community, billing, plans } = await loadBillingContext(me);
  const current = billing?.plan_id ?? null;
  const cancelled = new URL(args.request.url).searchParams.get("checkout") === "cancelled";
  return {
    banner: me.session.take("banner") ?? null,
    cancelled,
    name: community.name,
    memberCount: community.member_count,
    trial: trialNotice(billing),
    current,
    rows: PICKER_ROWS.map((row) => ({
      key: row.key,
      title: w.t(row.title),
      plans: row.ids.flatMap((id) => {
        const plan = plans.find((p) => p.id === id);
        return plan ? [planChoice(plan, plans, community.member_count, current, w)] : [];
      }),
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const w = requestBillingWords(args.context);
  const { community, billing, plans } = await loadBillingContext(me);
  const outcome = await submitForm(await args.request.formData(), {
    schema: planChoiceSchema({ plans, billing, memberCount: community.member_count }, PICKER_IDS, w),
    label: w.t("choose.plan"),
    language: w.language,
    call: async (value) => value,
  });
  if (!outcome.ok) return outcome.reply;
  throw redirect(`/billing/plans/check?plan=${encodeURIComponent(outcome.value.plan)}`);
}

export default function Plans({ loaderData, actionData }: Route.ComponentProps) {
  const { name, memberCount, trial, rows, cancelled } = loaderData;
  const [form, fields] = usePageForm(browserSchema, actionData);
  const t = useMessages(billingMessages);
  return (
    <FormPage
      title={t("plans.title")}
      heading={t("plans.heading", { name })}
      banner={loaderData.banner}
      failure={actionData?.failure}
      errors={summaryItems([fields.plan])}
      intro={
        <>
          <TrialBanner trial={trial} />
          {cancelled ? (
            <div className="notice" role="region" aria-labelledby="cancelled-title">
              <h2 id="cancelled-title" className="heading-m">
                {t("plans.cancelledTitle")}
              </h2>
              <p>{t("plans.cancelledText")}</p>
            </div>
          ) : null}
          <p>{t("plans.memberCount", { count: memberCount })}</p>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} className="form form--plans" reloadDocument>
        <PlanPicker
          field={fields.plan}
          rows={rows}
          legend={t("choose.plan")}
          selected={(fields.plan.initialValue as string | undefined) ?? null}
        />
        <div className="button-group">
          <PlanSubmit label={t("common.continue")} />
          <a href="/my-community">{t("common.cancel")}</a>
        </div>
      </Form>
      <p>{t.rich("plans.plusElsewhere", { link: (words) => <a href="/billing/details">{words}</a> })}</p>
    </FormPage>
  );
}
