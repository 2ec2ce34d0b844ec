// /invite/{action}/{id}/{page}: the page an invitation email links to (spec S2 §2, §4). A missing,
// declined or accepted invitation shows its card. 'reject' opens the decline confirmation at once (a
// dangerous-style Yes / No). Otherwise the page holds the registration form ('register') or the sign-in
// form ('signin'), with links between them; accepting registers or signs in, accepts, then goes to
// /confirm-email/registered and on to the download page. Public, and it works without JavaScript.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/invitation";
import { authSchemas, loginSchema, registerSchema } from "../auth/schemas.ts";
import { startSession } from "../auth/sign-in.server.ts";
import { requestInfoContext } from "../shared/context.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { publicApi, signedIn } from "../shared/guard.server.ts";
import { rateLimit } from "../shared/rate-limit.server.ts";
import { checkHoneypot, honeypotInputProps } from "../shared/honeypot.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import {
  TermsAgreementField,
  NewPasswordFields,
  PasswordField,
  summaryItems,
  TextField,
} from "../shared/ui/form.tsx";
import { FormAlerts, hasFormErrors, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { Honeypot } from "../shared/ui/honeypot.tsx";
import { Page } from "../shared/ui/page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { Card, SideText } from "./invitation-cards.tsx";
import { invitationsMessages } from "./messages/index.ts";
import {
  acceptFor,
  AFTER_ACCEPT,
  invitationParams,
  invitationPath,
  loadInvitation,
  sameEmail,
} from "./invitation.server.ts";

// Public: no guard; accepting (a sign-in or a registration) is limited per address.
export const middleware: Route.MiddlewareFunction[] = [rateLimit("invite")];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { action, invitationId, page } = invitationParams(params);
  const session = context.get(sessionContext);
  const status = await loadInvitation(publicApi({ context }), invitationId);
  const invitation =
    status.kind === "pending"
      ? {
          communityName: status.invitation.community.name,
          email: status.invitation.email,
          inviterName: status.invitation.inviter_name ?? null,
        }
      : null;
  return {
    kind: status.kind,
    invitation,
    action,
    page,
    paths: {
      accept: invitationPath("accept", invitationId, page),
      reject: invitationPath("reject", invitationId, page),
      signin: invitationPath("accept", invitationId, "signin"),
      register: invitationPath("accept", invitationId, "register"),
    },
    signedInEmail: session.loggedIn
      ? (session.data.email ?? requestMessages(context, invitationsMessages)("join.yourAccount"))
      : null,
    honeypot: await honeypotInputProps(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { invitationId, page } = invitationParams(params);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const session = context.get(sessionContext);
  const api = publicApi({ context });
  const status = await loadInvitation(api, invitationId);
  // A used or missing invitation: its card.
  if (status.kind !== "pending") throw redirect(invitationPath("accept", invitationId, page));
  const { invitation } = status;
  const language = requestLanguage(context);
  const t = requestMessages(context, invitationsMessages);
  const { loginSchema, registerSchema } = authSchemas(language);

  if (intent === "decline") {
    await checkHoneypot(formData);
    try {
      await api.declineInvitation(invitationId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return {
        failure: {
          title: errorTitle(t("decline.label"), language),
          message: failureMessage(error, undefined, language),
        },
      };
    }
    throw redirect(invitationPath("accept", invitationId, page));
  }

  if (intent === "accept" && session.loggedIn) {
    const me = signedIn({ request, context });
    try {
      await acceptFor(me, invitation, invitationId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return {
        failure: {
          title: errorTitle(t("accept.label"), language),
          message: failureMessage(error, undefined, language),
        },
      };
    }
    throw redirect(AFTER_ACCEPT);
  }

  const { requestId } = context.get(requestInfoContext);
  if (intent === "register") {
    await checkHoneypot(formData);
    // The account is made with the invited address, whatever was sent: accepting then cannot fail on
    // email_mismatch.
    formData.set("email", invitation.email);
    const outcome = await submitForm(formData, {
      schema: registerSchema,
      label: t("accept.label"),
      language,
      hideFields: ["password", "confirmPassword"],
      call: async ({ password }) => {
        // The account keeps the page's language: its mail is written in it.
        const auth = await api.register(invitation.email, password, "", language);
        await startSession(session, auth, invitation.email, requestId);
        session.set({ registeredAt: Date.now() });
        await acceptFor(signedIn({ request, context }), invitation, invitationId);
      },
    });
    if (!outcome.ok) return outcome.reply;
    throw redirect(AFTER_ACCEPT);
  }

  if (intent === "signin") {
    await checkHoneypot(formData);
    const typed = formData.get("email");
    if (typeof typed === "string" && typed.trim() && !sameEmail(typed, invitation.email)) {
      // Checked before signing in: signing in with another account could not accept this invitation.
      const submission = parseWithZod(formData, { schema: loginSchema });
      return {
        result: submission.reply({
          hideFields: ["password"],
          fieldErrors: { email: [failureMessage({ code: "email_mismatch" }, undefined, language)] },
        }),
        failure: null,
      };
    }
    const outcome = await submitForm(formData, {
      schema: loginSchema,
      label: t("accept.label"),
      language,
      hideFields: ["password"],
      call: async ({ email, password }) => {
        const auth = await api.login(email, password);
        await startSession(session, auth, email, requestId);
        await acceptFor(signedIn({ request, context }), invitation, invitationId);
      },
    });
    if (!outcome.ok) return outcome.reply;
    throw redirect(AFTER_ACCEPT);
  }
  throw redirect(invitationPath("accept", invitationId, page));
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, invitation, action, page, paths, signedInEmail, honeypot } = loaderData;
  const t = useMessages(invitationsMessages);
  if (kind !== "pending" || !invitation)
    return <Card kind={kind === "pending" ? "invalid" : kind} signedIn={Boolean(signedInEmail)} />;
  const failure = actionData && "failure" in actionData ? actionData.failure : null;
  const from = invitation.inviterName
    ? t("from", { inviter: invitation.inviterName, group: invitation.communityName })
    : invitation.communityName;

  if (action === "reject") {
    return (
      <Page title={t("decline.title", { group: invitation.communityName })} hasErrors={Boolean(failure)}>
        <FormAlerts failure={failure} />
        <p>{t("decline.text", { from })}</p>
        <Form method="post" reloadDocument className="button-group">
          <Honeypot props={honeypot} />
          <input type="hidden" name="intent" value="decline" />
          <button type="submit" className="button button--warning">
            {t("decline.yes")}
          </button>
          <a href={paths.accept}>{t("decline.no")}</a>
        </Form>
      </Page>
    );
  }

  const intro = <p>{t("intro", { from })}</p>;

  if (signedInEmail) {
    return (
      <Page title={t("join.title", { group: invitation.communityName })} hasErrors={Boolean(failure)} wide>
        <div className="two-column">
          <div className="two-column__main">
            <FormAlerts failure={failure} />
            {intro}
            <p>{t("join.signedInAs", { email: signedInEmail })}</p>
            <Form method="post" reloadDocument className="button-group">
              <input type="hidden" name="intent" value="accept" />
              <button type="submit" className="button">
                {t("accept.label")}
              </button>
              <a href={paths.reject}>{t("decline.label")}</a>
            </Form>
          </div>
          <SideText />
        </div>
      </Page>
    );
  }

  return page === "register" ? (
    <RegisterVariant
      actionData={actionData}
      email={invitation.email}
      intro={intro}
      communityName={invitation.communityName}
      paths={paths}
      honeypot={honeypot}
    />
  ) : (
    <SignInVariant
      actionData={actionData}
      email={invitation.email}
      intro={intro}
      communityName={invitation.communityName}
      paths={paths}
      honeypot={honeypot}
    />
  );
}

type VariantProps = {
  actionData: Route.ComponentProps["actionData"];
  email: string;
  intro: ReactNode;
  communityName: string;
  paths: Route.ComponentProps["loaderData"]["paths"];
  honeypot: Route.ComponentProps["loaderData"]["honeypot"];
};

function replyOf(actionData: VariantProps["actionData"]) {
  return actionData && "result" in actionData ? actionData : null;
}

function RegisterVariant({ actionData, email, intro, communityName, paths, honeypot }: VariantProps) {
  const reply = replyOf(actionData);
  const [form, fields] = usePageForm(registerSchema, reply, {
    shouldValidate: "onBlur",
    defaultValue: { email },
  });
  const errors = summaryItems([fields.password, fields.confirmPassword, fields.agree]);
  const failure = actionData?.failure ?? null;
  const t = useMessages(invitationsMessages);
  return (
    <Page
      title={t("register.title", { group: communityName })}
      hasErrors={hasFormErrors(failure, errors)}
      wide
    >
      <div className="two-column">
        <div className="two-column__main">
          <FormAlerts failure={failure} errors={errors} />
          {intro}
          <p>
            <a href={paths.reject}>{t("decline.label")}</a>
          </p>
          <PageForm form={form} submit={t("register.submit")}>
            <Honeypot props={honeypot} />
            <input type="hidden" name="intent" value="register" />
            <TextField
              meta={fields.email}
              label={t("email")}
              hint={t("register.emailHint")}
              type="email"
              autoComplete="username"
              spellCheck={false}
              readOnly
            />
            <NewPasswordFields
              password={fields.password}
              confirmPassword={fields.confirmPassword}
              label={t("password")}
              confirmLabel={t("confirmPassword")}
            />
            <TermsAgreementField meta={fields.agree} />
          </PageForm>
          <p>
            <a href={paths.signin}>{t("register.haveAccount")}</a>
          </p>
        </div>
        <SideText />
      </div>
    </Page>
  );
}

function SignInVariant({ actionData, email, intro, communityName, paths, honeypot }: VariantProps) {
  const reply = replyOf(actionData);
  const [form, fields] = usePageForm(loginSchema, reply, {
    shouldValidate: "onBlur",
    defaultValue: { email },
  });
  const errors = summaryItems([fields.email, fields.password]);
  const failure = actionData?.failure ?? null;
  const t = useMessages(invitationsMessages);
  return (
    <Page
      title={t("signInForm.title", { group: communityName })}
      hasErrors={hasFormErrors(failure, errors)}
      wide
    >
      <div className="two-column">
        <div className="two-column__main">
          <FormAlerts failure={failure} errors={errors} />
          {intro}
          <p>
            <a href={paths.reject}>{t("decline.label")}</a>
          </p>
          <PageForm form={form} submit={t("signInForm.submit")}>
            <Honeypot props={honeypot} />
            <input type="hidden" name="intent" value="signin" />
            <TextField
              meta={fields.email}
              label={t("email")}
              hint={t("signInForm.emailHint")}
              type="email"
              autoComplete="username"
              spellCheck={false}
            />
            <PasswordField meta={fields.password} label={t("password")} autoComplete="current-password" />
            <p>
              <a href="/reset-password">{t("signInForm.forgot")}</a>
            </p>
          </PageForm>
          <p>{t.rich("signInForm.new", { link: (words) => <a href={paths.register}>{words}</a> })}</p>
        </div>
        <SideText />
      </div>
    </Page>
  );
}
