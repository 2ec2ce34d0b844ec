// /billing/details/update: payment details are changed on Stripe's customer portal (a hosted page: card data
// never reaches us). The button posts here; the answer is a redirect to the portal, which sends the manager
// back to /billing/details. In local mode there are no payment details.
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/update";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { billingOrNull } from "./billing.server.ts";
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
  const outcome = await submitForm(await args.request.formData(), {
    schema: openSchema,
    label: "Update payment details",
    call: () => me.api.billingPortal(me.communityId),
  });
  if (!outcome.ok) return outcome.reply;
  if (outcome.data) throw redirect(outcome.data, 303);
  me.session.set({
    banner: { kind: "info", message: "There are no payment details to update on this server." },
  });
  throw redirect("/billing/details");
}

export default function UpdatePayment({ loaderData, actionData }: Route.ComponentProps) {
  const [form] = usePageForm(openSchema, actionData);
  return (
    <FormPage title="Update your payment details" failure={actionData?.failure}>
      {loaderData.stripe ? (
        <>
          <p>
            Your card and invoices are kept by Stripe, our payment provider. Their secure page opens, and
            brings you back here when you are done.
          </p>
          <PageForm form={form} submit="Open the payment details page" cancel="/billing/details">
            <input type="hidden" name="open" value="portal" />
          </PageForm>
        </>
      ) : (
        <>
          <LocalModeNotice consequence="so there are no payment details" />
          <p>
            <a href="/billing/details">Back to billing details</a>
          </p>
        </>
      )}
    </FormPage>
  );
}
