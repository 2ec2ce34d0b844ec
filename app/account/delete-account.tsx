// /account/delete: the user deletes their account, after a preview of what goes and what stays and with
// their password as confirmation.
import { redirect } from "react-router";
import type { Route } from "./+types/delete-account";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import { PasswordField, summaryItems } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { accountMessages } from "./messages/index.ts";
import { accountSchemas, deleteAccountSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedIn(args);
  const preview = await me.api.deletionPreview(me.userId);
  return { email: me.email ?? "", preview };
}

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, accountMessages);
  const outcome = await submitForm(await args.request.formData(), {
    schema: accountSchemas(language).deleteAccountSchema,
    label: t("delete.label"),
    language,
    hideFields: ["password"],
    call: ({ password }) => me.api.unregister(me.userId, password),
    mapError: (error) =>
      error.code === "invalid_credentials"
        ? { fieldErrors: { password: [t("delete.wrongPassword")] } }
        : undefined,
  });
  if (!outcome.ok) return outcome.reply;
  // The account is gone: sign out and say so.
  me.session.replace({
    banner: { kind: "success", message: t("delete.done") },
  });
  throw redirect("/");
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { preview, email } = loaderData;
  const [form, fields] = usePageForm(deleteAccountSchema, actionData);
  const t = useMessages(accountMessages);
  return (
    <FormPage
      title={t("delete.title")}
      failure={actionData?.failure}
      errors={summaryItems([fields.password])}
    >
      <p className="warning-text">{t("delete.cannotUndo")}</p>
      <h2 className="heading-m">{t("delete.goes")}</h2>
      <ul className="list--bullet">
        <li>{t("delete.yourAccount", { email })}</li>
        {preview.communities.map((c) => (
          <li key={c.id}>
            {t("delete.group", { name: c.name, members: c.member_count, bars: c.bar_count })}
          </li>
        ))}
      </ul>
      {preview.memberships.length > 0 ? (
        <>
          <h2 className="heading-m">{t("delete.stays")}</h2>
          <p>{t("delete.leave")}</p>
          <ul className="list--bullet">
            {preview.memberships.map((m) => (
              <li key={m.id}>{m.name}</li>
            ))}
          </ul>
        </>
      ) : null}
      <PageForm
        form={form}
        submit={t("delete.submit")}
        submitClassName="button button--warning"
        cancel="/account"
      >
        <PasswordField
          meta={fields.password}
          label={t("delete.password")}
          hint={t("delete.passwordHint")}
          autoComplete="current-password"
        />
      </PageForm>
    </FormPage>
  );
}
