// The emailed confirmation link /confirm-email/{userId}/{token} (S2 §2, §4, §8). Opening the link is
// enough: the loader confirms at once (docs/decisions.md, "Email confirmation and password reset").
import { data } from "react-router";
import type { Route } from "./+types/link";
import { requestInfoContext } from "../shared/context.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, publicApi } from "../shared/guard.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { ErrorSummary } from "../shared/ui/form.tsx";
import { Page } from "../shared/ui/page.tsx";
import { ApiError, userV1 } from "../shared/v1-client.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useLanguage, useMessages } from "../shared/ui/messages.tsx";
import { confirmEmailMessages } from "./messages/index.ts";

/** How long a confirmation link works (as /v1 keeps its code). */
const LINK_DAYS = 30;

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "public" })];

/**
 * The page's address carries a one-time code: keep it out of caches. (Other sites never see it in a
 * Referer: the server sends Referrer-Policy: same-origin. "no-referrer" here would make browsers send
 * `Origin: null` with this page's forms, which the CSRF check refuses.)
 */
export function headers() {
  return { "Cache-Control": "no-store" };
}

type Outcome =
  | { state: "confirmed" | "confirmedAlready" | "badToken" | "checkLink" }
  | { state: "failed"; title: string; message: string };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // A HEAD request (link checkers send them) does not use the code.
  if (request.method === "HEAD") return { state: "checkLink" } as Outcome;
  const { requestId } = context.get(requestInfoContext);
  const session = context.get(sessionContext);
  try {
    await publicApi({ context }).verifyEmail(params.userId, params.token);
    return { state: "confirmed" } as Outcome;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code !== "invalid_token" && error.status !== 404) {
      const outcome: Outcome = {
        state: "failed",
        title: errorTitle(
          requestMessages(context, confirmEmailMessages)("link.action"),
          requestLanguage(context),
        ),
        message: failureMessage(error, undefined, requestLanguage(context)),
      };
      return data(outcome, { status: error.status && error.status >= 500 ? 502 : 200 });
    }
  }
  // The code did not work. If it was this user's and the address is confirmed already (the link was
  // opened before, perhaps by a mail scanner), say so instead of reporting a broken link.
  const { token, userId } = session.data;
  if (token && userId === params.userId) {
    try {
      const user = await userV1(token, { requestId }).user(userId);
      if (user.email_verified) return { state: "confirmedAlready" } as Outcome;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return data({ state: "badToken" } as Outcome, { status: 404 });
}

function DownloadLink() {
  const t = useMessages(confirmEmailMessages);
  return (
    <p>
      <a className="button" href="/download/signup">
        {t("link.download")}
      </a>
    </p>
  );
}

export default function ConfirmEmailLink({ loaderData }: Route.ComponentProps) {
  const outcome = loaderData;
  const t = useMessages(confirmEmailMessages);
  const language = useLanguage();
  switch (outcome.state) {
    case "confirmed":
      return (
        <Page title={t("link.confirmedTitle")}>
          <p>{t("link.confirmedThanks")}</p>
          <p>{t("link.install")}</p>
          <DownloadLink />
          <p>
            <a href="/">{t("link.account")}</a>
          </p>
        </Page>
      );
    case "confirmedAlready":
      return (
        <Page title={t("link.alreadyTitle")}>
          <p>{t("link.alreadyText")}</p>
          <DownloadLink />
          <p>
            <a href="/">{t("link.account")}</a>
          </p>
        </Page>
      );
    case "checkLink":
      return (
        <Page title={t("link.openTitle")}>
          <p>{t("link.openText")}</p>
        </Page>
      );
    case "failed":
      return (
        <Page title={t("link.openTitle")} hasErrors>
          <ErrorSummary failure={outcome} />
          <p>{t("link.notYet")}</p>
        </Page>
      );
    default:
      return (
        <Page title={t("link.badTitle")} hasErrors>
          <ErrorSummary
            failure={{ title: errorTitle(t("link.action"), language), message: t("link.badLink") }}
          />
          <p>{t("link.badText", { days: LINK_DAYS })}</p>
          <p>{t.rich("link.newEmail", { link: (words) => <a href="/confirm-email/sign-in">{words}</a> })}</p>
        </Page>
      );
  }
}
