// /account/your-name: the signed-in user's own name (decision 023). The people of their groups see it (a
// manager's name on the group page, in a bar's history, on invitations); left empty, they see the email address.
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/your-name";
import { ownNameField } from "../auth/schemas.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { memberFullName } from "../../contract/members.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

const yourNameSchema = z.object({ name: ownNameField });

export async function loader(args: Route.LoaderArgs) {
  const me = signedIn(args);
  const user = await me.api.user(me.userId);
  return { name: memberFullName(user.first_name, user.last_name) };
}

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  const outcome = await submitForm(await args.request.formData(), {
    schema: yourNameSchema,
    label: "Change your name",
    call: ({ name }) => me.api.updateName(me.userId, name ?? ""),
  });
  if (!outcome.ok) return outcome.reply;
  const message = outcome.value.name
    ? `Your name is now ${outcome.value.name}.`
    : "Your name was removed. People in your groups see your email address instead.";
  me.session.set({ banner: { kind: "success", message } });
  throw redirect("/account");
}

export default function YourName({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(yourNameSchema, actionData, {
    defaultValue: { name: loaderData.name },
  });
  return (
    <FormPage title="Your name" failure={actionData?.failure} errors={summaryItems([fields.name])}>
      <PageForm form={form} submit="Save name" cancel="/account">
        <TextField
          meta={fields.name}
          label="Your name"
          hint="The people in your groups see this name. Leave it empty and they see your email address."
          autoComplete="name"
        />
      </PageForm>
    </FormPage>
  );
}
