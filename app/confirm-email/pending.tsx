// /confirm-email/registered and /confirm-email/sign-in (S2 §2, §4): the original's dialog as a page.
// It tells the user a welcome email was sent, offers Resend Email, and checks every 5 s (about 100
// times) whether the address is confirmed; then it goes on to the download page (just registered)
// or home. See polling.ts for how the checks work with and without scripts.
import { Form, redirect } from "react-router";
import type { Route } from "./+types/pending";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import type { Banner } from "../shared/session.server.ts";
import { ErrorSummary } from "../shared/ui/form.tsx";
import { Page } from "../shared/ui/page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import {
  confirmedDestination,
  MAX_TRIES,
  parseTry,
  POLL_INTERVAL_SECONDS,
  pollingStopped,
  pollUrl,
} from "./polling.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

export const CONFIRMATION_SENT_MESSAGE =
  "Confirmation email sent. It can take a few minutes to arrive: open the newest email and click the link in it.";

function variantOf(pathname: string): "registered" | "sign-in" {
  return pathname.endsWith("/registered") ? "registered" : "sign-in";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const variant = variantOf(url.pathname);
  const me = signedIn({ request, context });
  const session = me.session;
  let email = me.email;
  let checkFailed = false;
  try {
    const user = await me.api.user(me.userId);
    if (user.email_verified) throw redirect(confirmedDestination(variant));
    email = user.email_plaintext ?? user.email ?? email;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Not fatal: the next check tries again.
    checkFailed = true;
  }
  const sent = url.searchParams.get("sent") === "1";
  const banner: Banner | null =
    session.take("banner") ?? (sent ? { kind: "success", message: CONFIRMATION_SENT_MESSAGE } : null);
  const tryNumber = parseTry(url.searchParams.get("try"));
  return {
    email,
    variant,
    banner,
    checkFailed,
    sent,
    tryNumber,
    stopped: pollingStopped(tryNumber),
    nextUrl: pollUrl(url.pathname, tryNumber + 1, sent),
    stopUrl: pollUrl(url.pathname, MAX_TRIES, sent),
    restartUrl: url.pathname,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const me = signedIn({ request, context });
  try {
    await me.api.resendVerification(me.userId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { failure: { title: errorTitle("Resend Email"), message: failureMessage(error) } };
  }
  // The banner rides in the address (?sent=1) so it stays while the page refreshes itself.
  throw redirect(pollUrl(url.pathname, 0, true));
}

export default function ConfirmEmailPending({ loaderData, actionData }: Route.ComponentProps) {
  const { email, variant, banner, checkFailed, stopped, nextUrl, stopUrl, restartUrl } = loaderData;
  const failure = actionData?.failure;
  return (
    <Page title="Confirm your email address" banner={banner} hasErrors={Boolean(failure)}>
      <ErrorSummary failure={failure} />
      <p>
        {variant === "registered" ? "We are sending" : "We sent"} a welcome email to{" "}
        {email ? <strong>{email}</strong> : "your email address"}. Click the link in it to confirm your email
        address.
      </p>
      <h2 className="heading-m">Has the email not arrived?</h2>
      <ul className="list list--bullet">
        <li>Wait a few minutes: emails can take a while to arrive.</li>
        <li>Look in your spam or junk folder.</li>
        <li>Check that the email address above is right.</li>
        <li>Press Resend Email to get a new email.</li>
      </ul>
      <Form method="post" reloadDocument>
        <div className="button-group">
          <button type="submit" className="button button--secondary">
            Resend Email
          </button>
        </div>
      </Form>
      <h2 className="heading-m">Waiting for your confirmation</h2>
      {stopped ? (
        <p>
          This page has stopped checking by itself. When you have clicked the link in the email,{" "}
          <a href={restartUrl}>check again</a>.
        </p>
      ) : (
        <>
          <noscript>
            <meta httpEquiv="refresh" content={`${POLL_INTERVAL_SECONDS};url=${nextUrl}`} />
          </noscript>
          <div
            data-poll=""
            data-poll-try={loaderData.tryNumber}
            data-poll-max={MAX_TRIES}
            data-poll-seconds={POLL_INTERVAL_SECONDS}
            data-poll-sent={loaderData.sent ? "1" : "0"}
          >
            {checkFailed ? <p>We could not check just now. We will try again in a moment.</p> : null}
            <p>
              This page checks every {POLL_INTERVAL_SECONDS} seconds whether your email address is confirmed,
              and moves on by itself when it is. You can also <a href={restartUrl}>check now</a> or{" "}
              <a href={stopUrl}>stop checking</a>.
            </p>
          </div>
        </>
      )}
      <p>
        <a href="/">Confirm later and continue</a>
      </p>
    </Page>
  );
}
