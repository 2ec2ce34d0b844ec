// /billing/details/update: payment details are changed on Stripe's customer portal (a hosted page: card data
// never reaches us). The button posts here; the answer is a redirect to the portal, which sends the manager
// back to /billing/details. In local mode there are no payment details.
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/update";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { billingOrNull, requestBillingWords } from "./billing.server.ts";
import { billingMessages } from "./messages/index.ts";
import { LocalModeNotice } from "./local-mode-notice.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

const openSchema = z.object({ open: z.literal("portal") });

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const billing = await billingOrNull(me);
  return { stripe: billing?.mode === "stripe" };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const w = requestBillingWords(args.context);
  const outcome = await submitForm(await args.request.formData(), {
    schema: openSchema,
    label: w.t("update.label"),
    language: w.language,
    call: () => me.api.billingPortal(me.communityId),
  });
  if (!outcome.ok) return outcome.reply;
  if (outcome.data) throw redirect(outcome.data, 303);
  me.session.set({
    banner: { kind: "info", message: w.t("update.none") },
  });
  throw redirect("/billing/details");
}

export default function UpdatePayment({ loaderData, actionData }: Route.ComponentProps) {
  const [form] = usePageForm(openSchema, actionData);
  const t = useMessages(billingMessages);
  return (
    <FormPage title={t("update.title")} failure={actionData?.failure}>
      {loaderData.stripe ? (
        <>
          <p>{t("update.text")}</p>
          <PageForm form={form} submit={t("update.submit")} cancel="/billing/details">
            <input type="hidden" name="open" value="portal" />
          </PageForm>
        </>
      ) : (
        <>
          <LocalModeNotice consequence="noPaymentDetails" />
          <p>
            <a href="/billing/details">{t("update.back")}</a>
          </p>
        </>
      )}
    </FormPage>
  );
}
