import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/password";
import { ApiError } from "../shared/api.server.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedInApi } from "../shared/guard.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { ErrorSummary, FailureAlert, PasswordField, summaryItems } from "../shared/ui/form.tsx";
import { Page } from "../shared/ui/page.tsx";
import { PASSWORD_MIN } from "../auth/schemas.ts";
import { changePasswordSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noAccount: true })];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  const hideFields = ["currentPassword", "password", "confirmPassword"];
  if (submission.status !== "success") return { result: submission.reply({ hideFields }), failure: null };
  const session = context.get(sessionContext);
  try {
    await signedInApi(context, request).call(
      `/v1/users/${encodeURIComponent(session.data.userId!)}/password`,
      {
        method: "POST",
        body: {
          existing_password: submission.value.currentPassword,
          new_password: submission.value.password,
        },
      },
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A wrong current password belongs next to that field.
    const fieldErrors: Record<string, string[]> | undefined =
      error.code === "invalid_credentials"
        ? { currentPassword: ["Your current password is not right"] }
        : error.code === "short_password" || error.code === "bad_password"
          ? { password: [failureMessage(error)] }
          : undefined;
    return {
      result: submission.reply({ hideFields, fieldErrors }),
      failure: { title: errorTitle("Change password"), message: failureMessage(error) },
    };
  }
  session.set({ banner: { kind: "success", message: "Your password has been changed." } });
  throw redirect("/account");
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof changePasswordSchema>>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(changePasswordSchema),
  });
  const items = summaryItems([fields.currentPassword, fields.password, fields.confirmPassword]);
  const failure = actionData?.failure;
  return (
    <Page title="Change your password" hasErrors={items.length > 0 || Boolean(failure)}>
      {failure ? <FailureAlert title={failure.title} message={failure.message} /> : null}
      <ErrorSummary items={items} />
      <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
        <PasswordField
          meta={fields.currentPassword}
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField
          meta={fields.password}
          label="New password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          autoComplete="new-password"
        />
        <PasswordField
          meta={fields.confirmPassword}
          label="Confirm new password"
          autoComplete="new-password"
        />
        <p>Other devices where you are signed in will be signed out.</p>
        <div className="button-group">
          <button type="submit" className="button">
            Change password
          </button>
          <a href="/account">Cancel</a>
        </div>
      </Form>
    </Page>
  );
}
