// Reset password, step 2: the emailed link /reset-password/{token}. The token stays in the address
// only: the form posts to the page's own address (no action attribute), and nothing here logs or
// shows it (server/log.ts redacts the path).
import { redirect } from "react-router";
import type { Route } from "./+types/complete";
import { requestInfoContext } from "../shared/context.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, publicApi } from "../shared/guard.server.ts";
import { rateLimit } from "../shared/rate-limit.server.ts";
import { checkHoneypot, honeypotInputProps } from "../shared/honeypot.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { ErrorSummary, NewPasswordFields, summaryItems } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { Honeypot } from "../shared/ui/honeypot.tsx";
import { userV1, type ApiError } from "../shared/v1-client.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { resetPasswordMessages } from "./messages/index.ts";
import { newPasswordSchema, resetSchemas } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [rateLimit("reset"), guard({ access: "public" })];

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

/** A reset code that is wrong, used or expired (the original sends 404 without a body in some cases). */
function isBadLink(error: ApiError): boolean {
  return error.code === "invalid_token" || (error.status === 404 && !error.code);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const language = requestLanguage(context);
  const t = requestMessages(context, resetPasswordMessages);
  const outcome = await submitForm(formData, {
    schema: resetSchemas(language).newPasswordSchema,
    label: t("complete.submit"),
    language,
    hideFields: ["password", "confirmPassword"],
    call: ({ password }) => publicApi({ context }).completePasswordReset(params.token, password),
    mapError: (error) => (isBadLink(error) ? { message: t("complete.badLink") } : undefined),
  });
  if (!outcome.ok) return { ...outcome.reply, badLink: outcome.error ? isBadLink(outcome.error) : false };
  // /v1 has ended every session of that user. Whoever was signed in in this browser is signed out too,
  // so the new password is used at once.
  const session = context.get(sessionContext);
  const token = session.data.token;
  if (token)
    await userV1(token, { requestId: context.get(requestInfoContext).requestId })
      .logout()
      .catch(() => undefined);
  session.replace({ banner: { kind: "success", message: t("complete.changed") } });
  throw redirect("/login");
}

export default function ResetPasswordComplete({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(newPasswordSchema, actionData, { shouldValidate: "onBlur" });
  const errors = summaryItems([fields.password, fields.confirmPassword]);
  const failure = actionData?.failure;
  const t = useMessages(resetPasswordMessages);
  if (actionData?.badLink && failure) {
    return (
      <Page title={t("complete.title")} hasErrors>
        <ErrorSummary failure={failure} />
        <p>{t("complete.linksOnce")}</p>
        <p>
          <a href="/reset-password">{t("complete.newLink")}</a>
        </p>
      </Page>
    );
  }
  return (
    <FormPage title={t("complete.title")} failure={failure} errors={errors}>
      {/* No action attribute: the form posts to this page's own address. */}
      <PageForm form={form} submit={t("complete.submit")} ownAddress>
        <Honeypot props={loaderData.honeypot} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      </PageForm>
      <p>
        <a href="/login">{t("back")}</a>
      </p>
    </FormPage>
  );
}
