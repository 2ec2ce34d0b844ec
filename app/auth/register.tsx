import { Link, redirect } from "react-router";
import type { Route } from "./+types/register";
import { requestInfoContext } from "../shared/context.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, publicApi } from "../shared/guard.server.ts";
import { rateLimit } from "../shared/rate-limit.server.ts";
import { checkHoneypot, honeypotInputProps } from "../shared/honeypot.server.ts";
import { BAR_NAME, PRODUCT_NAME } from "../../contract/product.ts";
import { sessionContext } from "../shared/session.server.ts";
import { NewPasswordFields, summaryItems, TermsAgreementField, TextField } from "../shared/ui/form.tsx";
import { FormAlerts, hasFormErrors, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { Honeypot, OfferedTimeZone } from "../shared/ui/honeypot.tsx";
import { Page } from "../shared/ui/page.tsx";
import { registerSchema } from "./schemas.ts";
import { offeredClock, startSession } from "./sign-in.server.ts";

export const middleware: Route.MiddlewareFunction[] = [
  rateLimit("register"),
  guard({ access: "publicOnly" }),
];

export async function loader() {
  return { honeypot: await honeypotInputProps() };
}

export function confirmationSentMessage(email: string): string {
  return `Your account is ready. We are sending an email to ${email}: open the link in it to confirm your email address. It usually arrives within a few minutes.`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const { requestId } = context.get(requestInfoContext);
  const session = context.get(sessionContext);
  const outcome = await submitForm(formData, {
    schema: registerSchema,
    label: "Create account",
    hideFields: ["password", "confirmPassword"],
    call: async ({ email, password, name }) => {
      const auth = await publicApi({ context }).register(email, password, name ?? "");
      // Registration signs the user in at once (spec S1 §2).
      await startSession(session, auth, email, requestId, offeredClock(formData, request));
      session.set({ registeredAt: Date.now() });
    },
  });
  if (!outcome.ok) return outcome.reply;
  session.set({ banner: { kind: "success", message: confirmationSentMessage(outcome.value.email) } });
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
  return (
    <Page title="Create an account" hasErrors={hasFormErrors(failure, errors)} wide>
      <div className="two-column">
        <div className="two-column__main">
          <FormAlerts failure={failure} errors={errors} />
          <PageForm form={form} submit="Create account">
            <Honeypot props={loaderData.honeypot} />
            <OfferedTimeZone />
            <TextField
              meta={fields.email}
              label="Email address"
              hint="You will use it to sign in. We will send a link to confirm it."
              type="email"
              autoComplete="email"
              spellCheck={false}
            />
            <TextField
              meta={fields.name}
              label="Your name (optional)"
              hint="Shown to the people in your groups. Without a name, they see your email address."
              autoComplete="name"
            />
            <NewPasswordFields
              password={fields.password}
              confirmPassword={fields.confirmPassword}
              label="Password"
              confirmLabel="Confirm password"
            />
            <TermsAgreementField meta={fields.agree} />
          </PageForm>
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
