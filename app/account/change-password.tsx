// /account/password: the signed-in user changes their password.
import { redirect } from "react-router";
import type { Route } from "./+types/change-password";
import { failureMessage } from "../shared/errors.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import { NewPasswordFields, PasswordField, summaryItems } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { changePasswordSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  const outcome = await submitForm(await args.request.formData(), {
    schema: changePasswordSchema,
    label: "Change password",
    hideFields: ["currentPassword", "password", "confirmPassword"],
    call: ({ currentPassword, password }) => me.api.changePassword(me.userId, currentPassword, password),
    // A wrong current password, or a new one the service refuses, belongs next to its field.
    mapError: (error) => {
      if (error.code === "invalid_credentials") {
        // One alert: the error summary names the field (not the sign-in words about "the email address").
        return { message: null, fieldErrors: { currentPassword: ["Your current password is not right"] } };
      }
      if (error.code === "short_password" || error.code === "bad_password") {
        return { message: null, fieldErrors: { password: [failureMessage(error)] } };
      }
      return undefined;
    },
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({ banner: { kind: "success", message: "Your password has been changed." } });
  throw redirect("/account");
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(changePasswordSchema, actionData);
  return (
    <FormPage
      title="Change your password"
      failure={actionData?.failure}
      errors={summaryItems([fields.currentPassword, fields.password, fields.confirmPassword])}
    >
      <PageForm form={form} submit="Change password" cancel="/account">
        <PasswordField
          meta={fields.currentPassword}
          label="Current password"
          autoComplete="current-password"
        />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <p>Other devices where you are signed in will be signed out.</p>
      </PageForm>
    </FormPage>
  );
}
