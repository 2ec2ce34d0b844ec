// Reset password, step 1 (S1 §2, §5): ask for the address; the same answer whether it is known or not.
import { Link, redirect } from "react-router";
import type { Route } from "./+types/request";
import { portalConfig } from "../shared/config.server.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, publicApi } from "../shared/guard.server.ts";
import { rateLimit } from "../shared/rate-limit.server.ts";
import { checkHoneypot, honeypotInputProps } from "../shared/honeypot.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { Honeypot } from "../shared/ui/honeypot.tsx";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { Captcha, CAPTCHA_FIELD } from "./captcha.tsx";
import { resetPasswordMessages } from "./messages/index.ts";
import { resetRequestSchema, resetSchemas } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [rateLimit("reset"), guard({ access: "publicOnly" })];

export async function loader() {
  return {
    honeypot: await honeypotInputProps(),
    captchaSiteKey: portalConfig().captchaSiteKey ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const captcha = portalConfig().captchaSiteKey ? String(formData.get(CAPTCHA_FIELD) ?? "") : undefined;
  const language = requestLanguage(context);
  const t = requestMessages(context, resetPasswordMessages);
  const outcome = await submitForm(formData, {
    schema: resetSchemas(language).resetRequestSchema,
    label: t("request.label"),
    language,
    call: ({ email }) => publicApi({ context }).requestPasswordReset(email, captcha, language),
  });
  if (!outcome.ok) return outcome.reply;
  context
    .get(sessionContext)
    .set({ banner: { kind: "success", message: t("request.sent", { email: outcome.value.email }) } });
  // "/" sends a signed-out visitor to the sign-in page, which shows the banner.
  throw redirect("/");
}

export default function ResetPasswordRequest({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(resetRequestSchema, actionData, { shouldValidate: "onBlur" });
  const errors = summaryItems([fields.email]);
  const t = useMessages(resetPasswordMessages);
  return (
    <FormPage title={t("request.title")} failure={actionData?.failure} errors={errors}>
      <p>{t("request.intro")}</p>
      <PageForm form={form} submit={t("request.submit")}>
        <Honeypot props={loaderData.honeypot} />
        <TextField
          meta={fields.email}
          label={t("request.email")}
          type="email"
          autoComplete="username"
          spellCheck={false}
        />
        <Captcha siteKey={loaderData.captchaSiteKey} />
      </PageForm>
      <p>
        <Link to="/login" reloadDocument>
          {t("back")}
        </Link>
      </p>
    </FormPage>
  );
}
