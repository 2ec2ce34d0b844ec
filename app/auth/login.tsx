import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/login";
import { ApiError, publicApi } from "../shared/api.server.ts";
import { requestInfoContext } from "../shared/context.ts";
import { errorTitle, failureMessage, SESSION_EXPIRED_MESSAGE } from "../shared/errors.ts";
import { guard, SESSION_EXPIRED_NOTICE } from "../shared/guard.server.ts";
import { checkHoneypot, honeypotInputProps } from "../shared/honeypot.server.ts";
import { PRODUCT_NAME } from "../shared/product.ts";
import { sessionContext } from "../shared/session.server.ts";
import { ErrorSummary, FailureAlert, PasswordField, summaryItems, TextField } from "../shared/ui/form.tsx";
import { Honeypot } from "../shared/ui/honeypot.tsx";
import { Page } from "../shared/ui/page.tsx";
import { loginSchema } from "./schemas.ts";
import { startSession } from "./sign-in.server.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "publicOnly" })];

export const SESSION_TIMED_OUT_MESSAGE = "Your session timed out. Please sign in again.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const url = new URL(request.url);
  const noticeId = url.searchParams.get("message") ?? session.take("notice");
  let notice: string | null = null;
  if (url.pathname === "/session-timed-out") notice = SESSION_TIMED_OUT_MESSAGE;
  else if (noticeId === SESSION_EXPIRED_NOTICE) notice = SESSION_EXPIRED_MESSAGE;
  return {
    notice,
    banner: session.take("banner") ?? null,
    honeypot: await honeypotInputProps(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return { result: submission.reply({ hideFields: ["password"] }), failure: null };
  }
  const { requestId } = context.get(requestInfoContext);
  try {
    const auth = await publicApi.login(submission.value.email, submission.value.password, requestId);
    await startSession(context.get(sessionContext), auth, submission.value.email, requestId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      result: submission.reply({ hideFields: ["password"] }),
      failure: { title: errorTitle("Sign in"), message: failureMessage(error) },
    };
  }
  throw redirect("/");
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof loginSchema>>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
  });
  const items = summaryItems([fields.email, fields.password]);
  const failure = actionData?.failure;
  return (
    <Page
      title={`Sign in to ${PRODUCT_NAME}`}
      hasErrors={items.length > 0 || Boolean(failure)}
      banner={loaderData.banner}
    >
      {loaderData.notice ? (
        <div className="notice" role="status">
          <p>{loaderData.notice}</p>
        </div>
      ) : null}
      {failure ? <FailureAlert title={failure.title} message={failure.message} /> : null}
      <ErrorSummary items={items} />
      <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
        <Honeypot props={loaderData.honeypot} />
        <TextField
          meta={fields.email}
          label="Email address"
          type="email"
          autoComplete="username"
          spellCheck={false}
        />
        <PasswordField meta={fields.password} label="Password" autoComplete="current-password" />
        <p>
          <Link to="/reset-password" reloadDocument>
            I forgot my password
          </Link>
        </p>
        <div className="button-group">
          <button type="submit" className="button">
            Sign in
          </button>
        </div>
      </Form>
      <h2 className="heading-m">New to {PRODUCT_NAME}?</h2>
      <p>
        <Link to="/register" reloadDocument>
          Create an account
        </Link>
      </p>
    </Page>
  );
}
