// Reset password, step 2: the emailed link /reset-password/{token}. The token stays in the address
// only: the form posts to the page's own address (no action attribute), and nothing here logs or
// shows it (server/log.ts redacts the path).
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/complete";
import { ApiError, userApi } from "../shared/api.server.ts";
import { requestInfoContext } from "../shared/context.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard } from "../shared/guard.server.ts";
import { checkHoneypot, honeypotInputProps } from "../shared/honeypot.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { ErrorSummary, FailureAlert, PasswordField, summaryItems } from "../shared/ui/form.tsx";
import { Honeypot } from "../shared/ui/honeypot.tsx";
import { Page } from "../shared/ui/page.tsx";
import { PASSWORD_MIN } from "../auth/schemas.ts";
import { completePasswordReset } from "./api.server.ts";
import { BAD_LINK_MESSAGE, newPasswordSchema, PASSWORD_CHANGED_MESSAGE } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "public" })];

/**
 * The page's address carries a one-time code: keep it out of caches. (Other sites never see it in a
 * Referer: the server sends Referrer-Policy: same-origin. "no-referrer" here would make browsers send
 * `Origin: null` with this page's forms, which the CSRF check refuses.)
 */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader() {
  return { honeypot: await honeypotInputProps() };
}

const hideFields = ["password", "confirmPassword"];

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: newPasswordSchema });
  if (submission.status !== "success") {
    return { result: submission.reply({ hideFields }), failure: null, badLink: false };
  }
  const { requestId } = context.get(requestInfoContext);
  try {
    await completePasswordReset(params.token, submission.value.password, requestId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const badLink = error.code === "invalid_token" || (error.status === 404 && !error.code);
    return {
      result: submission.reply({ hideFields }),
      failure: {
        title: errorTitle("Change password"),
        message: badLink ? BAD_LINK_MESSAGE : failureMessage(error),
      },
      badLink,
    };
  }
  // /v1 has ended every session of that user. Whoever was signed in in this browser is signed out too,
  // so the new password is used at once.
  const session = context.get(sessionContext);
  const token = session.data.token;
  if (token)
    await userApi(token, requestId)
      .logout()
      .catch(() => undefined);
  session.replace({ banner: { kind: "success", message: PASSWORD_CHANGED_MESSAGE } });
  throw redirect("/login");
}

export default function ResetPasswordComplete({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof newPasswordSchema>>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(newPasswordSchema),
    shouldValidate: "onBlur",
  });
  const items = summaryItems([fields.password, fields.confirmPassword]);
  const failure = actionData?.failure;
  if (actionData?.badLink && failure) {
    return (
      <Page title="Choose a new password" hasErrors>
        <FailureAlert title={failure.title} message={failure.message} />
        <p>Reset links work once, for one hour. Ask for a new link and use the newest email.</p>
        <p>
          <a href="/reset-password">Ask for a new link</a>
        </p>
      </Page>
    );
  }
  return (
    <Page title="Choose a new password" hasErrors={items.length > 0 || Boolean(failure)}>
      {failure ? <FailureAlert title={failure.title} message={failure.message} /> : null}
      <ErrorSummary items={items} />
      {/* No action attribute: the form posts to this page's own address. */}
      <form method="post" {...getFormProps(form)} className="form">
        <Honeypot props={loaderData.honeypot} />
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
        <div className="button-group">
          <button type="submit" className="button">
            Change password
          </button>
        </div>
      </form>
      <p>
        <a href="/login">Return to sign in</a>
      </p>
    </Page>
  );
}
