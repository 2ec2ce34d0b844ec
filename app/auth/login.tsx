import { Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { requestInfoContext } from "../shared/context.ts";
import { SESSION_EXPIRED_MESSAGE } from "../shared/errors.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, publicApi, SESSION_EXPIRED_NOTICE } from "../shared/guard.server.ts";
import { rateLimit } from "../shared/rate-limit.server.ts";
import { checkHoneypot, honeypotInputProps } from "../shared/honeypot.server.ts";
import { PRODUCT_NAME } from "../../contract/product.ts";
import { sessionContext } from "../shared/session.server.ts";
import { PasswordField, summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { Honeypot, OfferedTimeZone } from "../shared/ui/honeypot.tsx";
import { loginSchema } from "./schemas.ts";
import { offeredClock, startSession } from "./sign-in.server.ts";

export const middleware: Route.MiddlewareFunction[] = [rateLimit("sign-in"), guard({ access: "publicOnly" })];

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
  const { requestId } = context.get(requestInfoContext);
  const outcome = await submitForm(formData, {
    schema: loginSchema,
    label: "Sign in",
    hideFields: ["password"],
    call: async ({ email, password }) => {
      const auth = await publicApi({ context }).login(email, password);
      await startSession(
        context.get(sessionContext),
        auth,
        email,
        requestId,
        offeredClock(formData, request),
      );
    },
  });
  if (!outcome.ok) return outcome.reply;
  throw redirect("/");
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(loginSchema, actionData, { shouldValidate: "onBlur" });
  const errors = summaryItems([fields.email, fields.password]);
  return (
    <FormPage
      title={`Sign in to ${PRODUCT_NAME}`}
      banner={loaderData.banner}
      failure={actionData?.failure}
      errors={errors}
      intro={
        loaderData.notice ? (
          <div className="notice" role="status">
            <p>{loaderData.notice}</p>
          </div>
        ) : null
      }
    >
      <PageForm form={form} submit="Sign in">
        <Honeypot props={loaderData.honeypot} />
        <OfferedTimeZone />
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
      </PageForm>
      <h2 className="heading-m">New to {PRODUCT_NAME}?</h2>
      <p>
        <Link to="/register" reloadDocument>
          Create an account
        </Link>
      </p>
    </FormPage>
  );
}
