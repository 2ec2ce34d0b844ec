// /account/your-name: the signed-in user's own name (decision 023). The people of their groups see it (a
// manager's name on the group page, in a bar's history, on invitations); left empty, they see the email address.
import { redirect } from "react-router";
import type { Route } from "./+types/your-name";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { memberFullName } from "../../contract/members.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { accountMessages } from "./messages/index.ts";
import { accountSchemas, yourNameSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedIn(args);
  const user = await me.api.user(me.userId);
  return { name: memberFullName(user.first_name, user.last_name) };
}

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, accountMessages);
  const outcome = await submitForm(await args.request.formData(), {
    schema: accountSchemas(language).yourNameSchema,
    label: t("name.label"),
    language,
    call: ({ name }) => me.api.updateName(me.userId, name ?? ""),
  });
  if (!outcome.ok) return outcome.reply;
  const message = outcome.value.name ? t("name.now", { name: outcome.value.name }) : t("name.removed");
  me.session.set({ banner: { kind: "success", message } });
  throw redirect("/account");
}

export default function YourName({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(yourNameSchema, actionData, {
    defaultValue: { name: loaderData.name },
  });
  const t = useMessages(accountMessages);
  return (
    <FormPage title={t("name.title")} failure={actionData?.failure} errors={summaryItems([fields.name])}>
      <PageForm form={form} submit={t("saveName")} cancel="/account">
        <TextField meta={fields.name} label={t("name.field")} hint={t("name.hint")} autoComplete="name" />
      </PageForm>
    </FormPage>
  );
}
