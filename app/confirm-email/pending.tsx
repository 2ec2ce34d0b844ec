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
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { confirmEmailMessages } from "./messages/index.ts";
import {
  confirmedDestination,
  MAX_TRIES,
  parseTry,
  POLL_INTERVAL_SECONDS,
  pollingStopped,
  pollUrl,
} from "./polling.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

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
    session.take("banner") ??
    (sent
      ? { kind: "success", message: requestMessages(context, confirmEmailMessages)("pending.sent") }
      : null);
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
    const t = requestMessages(context, confirmEmailMessages);
    const title = errorTitle(t("pending.resend"), requestLanguage(context));
    return { failure: { title, message: failureMessage(error, undefined, requestLanguage(context)) } };
  }
  // The banner rides in the address (?sent=1) so it stays while the page refreshes itself.
  throw redirect(pollUrl(url.pathname, 0, true));
}

export default function ConfirmEmailPending({ loaderData, actionData }: Route.ComponentProps) {
  const { email, variant, banner, checkFailed, stopped, nextUrl, stopUrl, restartUrl } = loaderData;
  const failure = actionData?.failure;
  const t = useMessages(confirmEmailMessages);
  return (
    <Page title={t("pending.title")} banner={banner} hasErrors={Boolean(failure)}>
      <ErrorSummary failure={failure} />
      <p>
        {t.rich("pending.sending", {
          variant,
          email: () => (email ? <strong>{email}</strong> : t("pending.yourAddress")),
        })}
      </p>
      <h2 className="heading-m">{t("pending.notArrived")}</h2>
      <ul className="list list--bullet">
        <li>{t("pending.wait")}</li>
        <li>{t("pending.spam")}</li>
        <li>{t("pending.checkAddress")}</li>
        <li>{t("pending.pressResend")}</li>
      </ul>
      <Form method="post" reloadDocument>
        <div className="button-group">
          <button type="submit" className="button button--secondary">
            {t("pending.resend")}
          </button>
        </div>
      </Form>
      <h2 className="heading-m">{t("pending.waiting")}</h2>
      {stopped ? (
        <p>{t.rich("pending.stopped", { link: (words) => <a href={restartUrl}>{words}</a> })}</p>
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
            {checkFailed ? <p>{t("pending.checkFailed")}</p> : null}
            <p>
              {t.rich("pending.checking", {
                seconds: POLL_INTERVAL_SECONDS,
                now: (words) => <a href={restartUrl}>{words}</a>,
                stop: (words) => <a href={stopUrl}>{words}</a>,
              })}
            </p>
          </div>
        </>
      )}
      <p>
        <a href="/">{t("pending.later")}</a>
      </p>
    </Page>
  );
}
