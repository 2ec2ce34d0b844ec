// /account/create-group: a user without a community ("a free account") creates one and becomes its manager.
import { redirect } from "react-router";
import type { Route } from "./+types/create-community";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import { BAR_NAME } from "../../contract/product.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { communityNameSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

// Only a free account (no community yet) creates one here (spec S1 §2).
export function loader(args: Route.LoaderArgs) {
  if (signedIn(args).communityId) throw redirect("/account");
  return null;
}

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  if (me.communityId) throw redirect("/account");
  const outcome = await submitForm(await args.request.formData(), {
    schema: communityNameSchema,
    label: "Create account",
    call: ({ name }) => me.api.createCommunity(name),
  });
  if (!outcome.ok) return outcome.reply;
  const community = outcome.data;
  me.session.set({
    communityId: community.id,
    role: "manager",
    banner: { kind: "success", message: `Your account ${community.name} is ready.` },
  });
  // After creating an account the user goes to the billing details (spec S1 §2).
  throw redirect("/billing/details");
}

export default function CreateCommunity({ actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(communityNameSchema, actionData);
  return (
    <FormPage
      title="Create an account for your group"
      failure={actionData?.failure}
      errors={summaryItems([fields.name])}
      intro={
        <p>
          An account holds the people you help and the {BAR_NAME}s you make for them. You will be its manager.
        </p>
      }
    >
      <PageForm form={form} submit="Create account" cancel="/account">
        <TextField
          meta={fields.name}
          label="Account name"
          hint="For example your family name, your class or your organisation."
          autoComplete="organization"
        />
      </PageForm>
    </FormPage>
  );
}
