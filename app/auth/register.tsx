import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/register";
import { ApiError, publicApi } from "../shared/api.server.ts";
import { requestInfoContext } from "../shared/context.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard } from "../shared/guard.server.ts";
import { checkHoneypot, honeypotInputProps } from "../shared/honeypot.server.ts";
import { BAR_NAME, PRODUCT_NAME } from "../shared/product.ts";
import { sessionContext } from "../shared/session.server.ts";
import {
  CheckboxField,
  ErrorSummary,
  FailureAlert,
  PasswordField,
  summaryItems,
  TextField,
} from "../shared/ui/form.tsx";
import { Honeypot } from "../shared/ui/honeypot.tsx";
import { Page } from "../shared/ui/page.tsx";
import { PASSWORD_MIN, registerSchema } from "./schemas.ts";
import { startSession } from "./sign-in.server.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "publicOnly" })];

export async function loader() {
  return { honeypot: await honeypotInputProps() };
}

export function confirmationSentMessage(email: string): string {
  return `Your account is ready. We have sent an email to ${email}: open the link in it to confirm your email address.`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: registerSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return { result: submission.reply({ hideFields }), failure: null };
  const { requestId } = context.get(requestInfoContext);
  const session = context.get(sessionContext);
  try {
    const auth = await publicApi.register(submission.value.email, submission.value.password, requestId);
    // Registration signs the user in at once (spec S1 §2).
    await startSession(session, auth, submission.value.email, requestId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      result: submission.reply({ hideFields }),
      failure: { title: errorTitle("Create account"), message: failureMessage(error) },
    };
  }
  session.set({ banner: { kind: "success", message: confirmationSentMessage(submission.value.email) } });
  throw redirect("/");
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof registerSchema>>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(registerSchema),
    shouldValidate: "onBlur",
  });
  const items = summaryItems([fields.email, fields.password, fields.confirmPassword, fields.agree]);
  const failure = actionData?.failure;
  return (
    <Page title="Create an account" hasErrors={items.length > 0 || Boolean(failure)} wide>
      <div className="two-column">
        <div className="two-column__main">
          {failure ? <FailureAlert title={failure.title} message={failure.message} /> : null}
          <ErrorSummary items={items} />
          <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
            <Honeypot props={loaderData.honeypot} />
            <TextField
              meta={fields.email}
              label="Email address"
              hint="You will use it to sign in. We will send a link to confirm it."
              type="email"
              autoComplete="email"
              spellCheck={false}
            />
            <PasswordField
              meta={fields.password}
              label="Password"
              hint={`At least ${PASSWORD_MIN} characters.`}
              autoComplete="new-password"
            />
            <PasswordField
              meta={fields.confirmPassword}
              label="Confirm password"
              autoComplete="new-password"
            />
            <CheckboxField
              meta={fields.agree}
              label={
                <>
                  I agree to the <a href="/terms">terms of service</a> and the{" "}
                  <a href="/privacy">privacy policy</a>
                </>
              }
            />
            <div className="button-group">
              <button type="submit" className="button">
                Create account
              </button>
            </div>
          </Form>
          <p>
            Already have an account?{" "}
            <Link to="/login" reloadDocument>
              Sign in
            </Link>
          </p>
        </div>
        <aside className="two-column__side panel" aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="heading-m">
            With a {PRODUCT_NAME} account you can
          </h2>
          <ul className="list list--bullet">
            <li>build a {BAR_NAME} of large, clear buttons for each person you help</li>
            <li>change their buttons from here, without going to their computer</li>
            <li>invite family, pupils or colleagues and keep everyone's bars in one place</li>
          </ul>
        </aside>
      </div>
    </Page>
  );
}
