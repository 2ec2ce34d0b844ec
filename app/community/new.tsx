// /my-communities/new: create another group (the spec's disabled button made real). Anyone signed in may make
// one and becomes its manager; it starts on the free plan and becomes the active group.
import { redirect } from "react-router";
import type { Route } from "./+types/new";
import { communityNameSchema } from "../account/schemas.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  const outcome = await submitForm(await args.request.formData(), {
    schema: communityNameSchema,
    label: "Create a group",
    call: ({ name }) => me.api.createCommunity(name),
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({
    communityId: outcome.data.id,
    role: "manager",
    banner: { kind: "success", message: `Your group ${outcome.data.name} is ready.` },
  });
  throw redirect("/my-community");
}

export default function NewGroup({ actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(communityNameSchema, actionData);
  return (
    <FormPage
      title="Create a group"
      failure={actionData?.failure}
      errors={summaryItems([fields.name])}
      intro={<p>You will be the manager of the new group. It starts on the free Standard plan.</p>}
    >
      <PageForm form={form} submit="Create group" cancel="/my-communities">
        <TextField meta={fields.name} label="Group name" autoComplete="organization" />
      </PageForm>
    </FormPage>
  );
}
