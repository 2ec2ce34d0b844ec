import { Link, redirect } from "react-router";
import type { Route } from "./+types/register";
import { requestInfoContext } from "../shared/context.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, publicApi } from "../shared/guard.server.ts";
import { rateLimit } from "../shared/rate-limit.server.ts";
import { checkHoneypot, honeypotInputProps } from "../shared/honeypot.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { NewPasswordFields, summaryItems, TermsAgreementField, TextField } from "../shared/ui/form.tsx";
import { FormAlerts, hasFormErrors, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { Honeypot, OfferedTimeZone } from "../shared/ui/honeypot.tsx";
import { Page } from "../shared/ui/page.tsx";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { authMessages } from "./messages/index.ts";
import { authSchemas, registerSchema } from "./schemas.ts";
import { offeredClock, startSession } from "./sign-in.server.ts";

export const middleware: Route.MiddlewareFunction[] = [
  rateLimit("register"),
  guard({ access: "publicOnly" }),
];

export async function loader() {
  return { honeypot: await honeypotInputProps() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const { requestId } = context.get(requestInfoContext);
  const session = context.get(sessionContext);
  const language = requestLanguage(context);
  const t = requestMessages(context, authMessages);
  const outcome = await submitForm(formData, {
    schema: authSchemas(language).registerSchema,
    label: t("register.submit"),
    language,
    hideFields: ["password", "confirmPassword"],
    call: async ({ email, password, name }) => {
      // The account keeps the page's language: the confirmation mail is written in it.
      const auth = await publicApi({ context }).register(email, password, name ?? "", language);
      // Registration signs the user in at once (spec S1 §2).
      await startSession(session, auth, email, requestId, offeredClock(formData, request));
      session.set({ registeredAt: Date.now() });
    },
  });
  if (!outcome.ok) return outcome.reply;
  session.set({ banner: { kind: "success", message: t("register.sent", { email: outcome.value.email }) } });
  throw redirect("/");
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(registerSchema, actionData, { shouldValidate: "onBlur" });
  const errors = summaryItems([
    fields.email,
    fields.name,
    fields.password,
    fields.confirmPassword,
    fields.agree,
  ]);
  const failure = actionData?.failure;
  const t = useMessages(authMessages);
  return (
    <Page title={t("register.title")} hasErrors={hasFormErrors(failure, errors)} wide>
      <div className="two-column">
        <div className="two-column__main">
          <FormAlerts failure={failure} errors={errors} />
          <PageForm form={form} submit={t("register.submit")}>
            <Honeypot props={loaderData.honeypot} />
            <OfferedTimeZone />
            <TextField
              meta={fields.email}
              label={t("register.email")}
              hint={t("register.emailHint")}
              type="email"
              autoComplete="email"
              spellCheck={false}
            />
            <TextField
              meta={fields.name}
              label={t("register.name")}
              hint={t("register.nameHint")}
              autoComplete="name"
            />
            <NewPasswordFields
              password={fields.password}
              confirmPassword={fields.confirmPassword}
              label={t("register.password")}
              confirmLabel={t("register.confirmPassword")}
            />
            <TermsAgreementField meta={fields.agree} />
          </PageForm>
          <p>
            {t.rich("register.haveAccount", {
              link: (words) => (
                <Link to="/login" reloadDocument>
                  {words}
                </Link>
              ),
            })}
          </p>
        </div>
        <aside className="two-column__side panel" aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="heading-m">
            {t("register.benefitsTitle")}
          </h2>
          <ul className="list list--bullet">
            <li>{t("register.benefit1")}</li>
            <li>{t("register.benefit2")}</li>
            <li>{t("register.benefit3")}</li>
          </ul>
        </aside>
      </div>
    </Page>
  );
}
