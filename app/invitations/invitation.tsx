// /invite/{action}/{id}/{page}: the page an invitation email links to (spec S2 §2, §4). A missing,
// declined or accepted invitation shows its card. 'reject' opens the decline confirmation at once (a
// dangerous-style Yes / No). Otherwise the page holds the registration form ('register') or the sign-in
// form ('signin'), with links between them; accepting registers or signs in, accepts, then goes to
// /confirm-email/registered and on to the download page. Public, and it works without JavaScript.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/invitation";
import { loginSchema, registerSchema } from "../auth/schemas.ts";
import { startSession } from "../auth/sign-in.server.ts";
import { requestInfoContext } from "../shared/context.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { publicApi, signedIn } from "../shared/guard.server.ts";
import { rateLimit } from "../shared/rate-limit.server.ts";
import { checkHoneypot, honeypotInputProps } from "../shared/honeypot.server.ts";
import { BAR_NAME, PRODUCT_NAME } from "../../contract/product.ts";
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
import {
  acceptFor,
  AFTER_ACCEPT,
  invitationParams,
  invitationPath,
  loadInvitation,
  sameEmail,
} from "./invitation.server.ts";

const EMAIL_MISMATCH = failureMessage({ code: "email_mismatch" });

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
    signedInEmail: session.loggedIn ? (session.data.email ?? "your account") : null,
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

  if (intent === "decline") {
    await checkHoneypot(formData);
    try {
      await api.declineInvitation(invitationId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { failure: { title: errorTitle("Decline invitation"), message: failureMessage(error) } };
    }
    throw redirect(invitationPath("accept", invitationId, page));
  }

  if (intent === "accept" && session.loggedIn) {
    const me = signedIn({ request, context });
    try {
      await acceptFor(me, invitation, invitationId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { failure: { title: errorTitle("Accept invitation"), message: failureMessage(error) } };
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
      label: "Accept invitation",
      hideFields: ["password", "confirmPassword"],
      call: async ({ password }) => {
        const auth = await api.register(invitation.email, password);
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
        result: submission.reply({ hideFields: ["password"], fieldErrors: { email: [EMAIL_MISMATCH] } }),
        failure: null,
      };
    }
    const outcome = await submitForm(formData, {
      schema: loginSchema,
      label: "Accept invitation",
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

function SideText() {
  return (
    <aside className="two-column__side panel" aria-labelledby="about-bars">
      <h2 id="about-bars" className="heading-m">
        What is a {BAR_NAME}?
      </h2>
      <p>
        A {BAR_NAME} sits at the edge of your screen and holds large buttons for opening websites, launching
        apps and meetings, and changing settings such as text size.
      </p>
      <p>
        The person who invited you can create and update your bars. They cannot see or change anything else on
        your computer.
      </p>
    </aside>
  );
}

function Card({ kind, signedIn }: { kind: "invalid" | "declined" | "accepted"; signedIn: boolean }) {
  const texts = {
    invalid: {
      title: "This invitation does not work",
      text: "The link may be wrong, or the invitation may have expired. Ask the person who invited you to send a new one.",
    },
    declined: {
      title: "You declined the invitation",
      text: "The person who invited you can send a new invitation if you change your mind.",
    },
    accepted: {
      title: "This invitation has already been accepted",
      text: `Sign in to ${PRODUCT_NAME} with the account that accepted it.`,
    },
  }[kind];
  return (
    <Page title={texts.title}>
      <p>{texts.text}</p>
      {signedIn ? (
        <p>
          <a className="button" href="/">
            Continue
          </a>
        </p>
      ) : (
        <div className="button-group">
          <a className="button" href="/login">
            Sign in
          </a>
          <a href="/">Go to the {PRODUCT_NAME} start page</a>
        </div>
      )}
    </Page>
  );
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, invitation, action, page, paths, signedInEmail, honeypot } = loaderData;
  if (kind !== "pending" || !invitation)
    return <Card kind={kind === "pending" ? "invalid" : kind} signedIn={Boolean(signedInEmail)} />;
  const failure = actionData && "failure" in actionData ? actionData.failure : null;
  const from = invitation.inviterName
    ? `${invitation.inviterName} of ${invitation.communityName}`
    : invitation.communityName;

  if (action === "reject") {
    return (
      <Page title={`Decline the invitation from ${invitation.communityName}?`} hasErrors={Boolean(failure)}>
        <FormAlerts failure={failure} />
        <p>
          {from} will not be able to give you a {BAR_NAME}. They can invite you again later.
        </p>
        <Form method="post" reloadDocument className="button-group">
          <Honeypot props={honeypot} />
          <input type="hidden" name="intent" value="decline" />
          <button type="submit" className="button button--warning">
            Yes, decline the invitation
          </button>
          <a href={paths.accept}>No, go back to the invitation</a>
        </Form>
      </Page>
    );
  }

  const intro = (
    <p>
      {from} invited you to use {PRODUCT_NAME}, so they can make a {BAR_NAME} for you.
    </p>
  );

  if (signedInEmail) {
    return (
      <Page title={`Join ${invitation.communityName}`} hasErrors={Boolean(failure)} wide>
        <div className="two-column">
          <div className="two-column__main">
            <FormAlerts failure={failure} />
            {intro}
            <p>You are signed in as {signedInEmail}.</p>
            <Form method="post" reloadDocument className="button-group">
              <input type="hidden" name="intent" value="accept" />
              <button type="submit" className="button">
                Accept invitation
              </button>
              <a href={paths.reject}>Decline invitation</a>
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
  return (
    <Page
      title={`Join ${communityName}: create your account`}
      hasErrors={hasFormErrors(failure, errors)}
      wide
    >
      <div className="two-column">
        <div className="two-column__main">
          <FormAlerts failure={failure} errors={errors} />
          {intro}
          <p>
            <a href={paths.reject}>Decline invitation</a>
          </p>
          <PageForm form={form} submit="Accept invitation & create account">
            <Honeypot props={honeypot} />
            <input type="hidden" name="intent" value="register" />
            <TextField
              meta={fields.email}
              label="Email address"
              hint="The invitation was sent to this address. You will use it to sign in."
              type="email"
              autoComplete="username"
              spellCheck={false}
              readOnly
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
            <a href={paths.signin}>I already have a {PRODUCT_NAME} account</a>
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
  return (
    <Page title={`Join ${communityName}: sign in`} hasErrors={hasFormErrors(failure, errors)} wide>
      <div className="two-column">
        <div className="two-column__main">
          <FormAlerts failure={failure} errors={errors} />
          {intro}
          <p>
            <a href={paths.reject}>Decline invitation</a>
          </p>
          <PageForm form={form} submit="Accept invitation & sign in">
            <Honeypot props={honeypot} />
            <input type="hidden" name="intent" value="signin" />
            <TextField
              meta={fields.email}
              label="Email address"
              hint="Sign in with the address the invitation was sent to."
              type="email"
              autoComplete="username"
              spellCheck={false}
            />
            <PasswordField meta={fields.password} label="Password" autoComplete="current-password" />
            <p>
              <a href="/reset-password">I forgot my password</a>
            </p>
          </PageForm>
          <p>
            New to {PRODUCT_NAME}? <a href={paths.register}>Create an account to accept</a>
          </p>
        </div>
        <SideText />
      </div>
    </Page>
  );
}
