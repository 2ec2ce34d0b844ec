// Reset password, step 1 (S1 §2, §5): ask for the address; the same answer whether it is known or not.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/request";
import { ApiError } from "../shared/api.server.ts";
import { portalConfig } from "../shared/config.server.ts";
import { requestInfoContext } from "../shared/context.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard } from "../shared/guard.server.ts";
import { checkHoneypot, honeypotInputProps } from "../shared/honeypot.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { ErrorSummary, FailureAlert, summaryItems, TextField } from "../shared/ui/form.tsx";
import { Honeypot } from "../shared/ui/honeypot.tsx";
import { Page } from "../shared/ui/page.tsx";
import { requestPasswordReset } from "./api.server.ts";
import { Captcha, CAPTCHA_FIELD } from "./captcha.tsx";
import { resetRequestedMessage, resetRequestSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "publicOnly" })];

export async function loader() {
  return {
    honeypot: await honeypotInputProps(),
    captchaSiteKey: portalConfig().captchaSiteKey ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: resetRequestSchema });
  if (submission.status !== "success") return { result: submission.reply(), failure: null };
  const captcha = portalConfig().captchaSiteKey ? String(formData.get(CAPTCHA_FIELD) ?? "") : undefined;
  const { requestId } = context.get(requestInfoContext);
  try {
    await requestPasswordReset(submission.value.email, captcha, requestId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      result: submission.reply(),
      failure: { title: errorTitle("Reset password"), message: failureMessage(error) },
    };
  }
  context
    .get(sessionContext)
    .set({ banner: { kind: "success", message: resetRequestedMessage(submission.value.email) } });
  // "/" sends a signed-out visitor to the sign-in page, which shows the banner.
  throw redirect("/");
}

export default function ResetPasswordRequest({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof resetRequestSchema>>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetRequestSchema),
    shouldValidate: "onBlur",
  });
  const items = summaryItems([fields.email]);
  const failure = actionData?.failure;
  return (
    <Page title="Reset your password" hasErrors={items.length > 0 || Boolean(failure)}>
      {failure ? <FailureAlert title={failure.title} message={failure.message} /> : null}
      <ErrorSummary items={items} />
      <p>Enter the email address you use to sign in. We will send you a link to choose a new password.</p>
      <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
        <Honeypot props={loaderData.honeypot} />
        <TextField
          meta={fields.email}
          label="Email address"
          type="email"
          autoComplete="username"
          spellCheck={false}
        />
        <Captcha siteKey={loaderData.captchaSiteKey} />
        <div className="button-group">
          <button type="submit" className="button">
            Send reset link
          </button>
        </div>
      </Form>
      <p>
        <Link to="/login" reloadDocument>
          Return to sign in
        </Link>
      </p>
    </Page>
  );
}
