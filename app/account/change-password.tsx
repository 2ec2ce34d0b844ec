// /account/password: the signed-in user changes their password.
import { redirect } from "react-router";
import type { Route } from "./+types/change-password";
import { failureMessage } from "../shared/errors.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import { NewPasswordFields, PasswordField, summaryItems } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { accountMessages } from "./messages/index.ts";
import { accountSchemas, changePasswordSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, accountMessages);
  const outcome = await submitForm(await args.request.formData(), {
    schema: accountSchemas(language).changePasswordSchema,
    label: t("password.submit"),
    language,
    hideFields: ["currentPassword", "password", "confirmPassword"],
    call: ({ currentPassword, password }) => me.api.changePassword(me.userId, currentPassword, password),
    // A wrong current password, or a new one the service refuses, belongs next to its field.
    mapError: (error) => {
      if (error.code === "invalid_credentials") {
        // One alert: the error summary names the field (not the sign-in words about "the email address").
        return { message: null, fieldErrors: { currentPassword: [t("password.wrongCurrent")] } };
      }
      if (error.code === "short_password" || error.code === "bad_password") {
        return { message: null, fieldErrors: { password: [failureMessage(error, undefined, language)] } };
      }
      return undefined;
    },
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({ banner: { kind: "success", message: t("password.changed") } });
  throw redirect("/account");
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(changePasswordSchema, actionData);
  const t = useMessages(accountMessages);
  return (
    <FormPage
      title={t("password.title")}
      failure={actionData?.failure}
      errors={summaryItems([fields.currentPassword, fields.password, fields.confirmPassword])}
    >
      <PageForm form={form} submit={t("password.submit")} cancel="/account">
        <PasswordField
          meta={fields.currentPassword}
          label={t("password.current")}
          autoComplete="current-password"
        />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <p>{t("password.signedOut")}</p>
      </PageForm>
    </FormPage>
  );
}
