import { Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { requestInfoContext } from "../shared/context.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, publicApi, SESSION_EXPIRED_NOTICE } from "../shared/guard.server.ts";
import { rateLimit } from "../shared/rate-limit.server.ts";
import { checkHoneypot, honeypotInputProps } from "../shared/honeypot.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { PasswordField, summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { Honeypot, OfferedTimeZone } from "../shared/ui/honeypot.tsx";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { authMessages } from "./messages/index.ts";
import { authSchemas, loginSchema } from "./schemas.ts";
import { offeredClock, startSession } from "./sign-in.server.ts";

export const middleware: Route.MiddlewareFunction[] = [rateLimit("sign-in"), guard({ access: "publicOnly" })];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const url = new URL(request.url);
  const noticeId = url.searchParams.get("message") ?? session.take("notice");
  const t = requestMessages(context, authMessages);
  let notice: string | null = null;
  if (url.pathname === "/session-timed-out") notice = t("signIn.timedOut");
  else if (noticeId === SESSION_EXPIRED_NOTICE) notice = t("signIn.expired");
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
  const language = requestLanguage(context);
  const outcome = await submitForm(formData, {
    schema: authSchemas(language).loginSchema,
    label: requestMessages(context, authMessages)("signIn.submit"),
    language,
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
  const t = useMessages(authMessages);
  return (
    <FormPage
      title={t("signIn.title")}
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
      <PageForm form={form} submit={t("signIn.submit")}>
        <Honeypot props={loaderData.honeypot} />
        <OfferedTimeZone />
        <TextField
          meta={fields.email}
          label={t("signIn.email")}
          type="email"
          autoComplete="username"
          spellCheck={false}
        />
        <PasswordField meta={fields.password} label={t("signIn.password")} autoComplete="current-password" />
        <p>
          <Link to="/reset-password" reloadDocument>
            {t("signIn.forgot")}
          </Link>
        </p>
      </PageForm>
      <h2 className="heading-m">{t("signIn.newHeading")}</h2>
      <p>
        <Link to="/register" reloadDocument>
          {t("signIn.create")}
        </Link>
      </p>
    </FormPage>
  );
}
