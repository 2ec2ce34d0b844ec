// The emailed confirmation link /confirm-email/{userId}/{token} (S2 §2, §4, §8). Opening the link is
// enough: the loader confirms at once (docs/decisions.md, "Email confirmation and password reset").
import { data } from "react-router";
import type { Route } from "./+types/link";
import { requestInfoContext } from "../shared/context.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, publicApi } from "../shared/guard.server.ts";
import { PRODUCT_NAME } from "../../contract/product.ts";
import { sessionContext } from "../shared/session.server.ts";
import { ErrorSummary } from "../shared/ui/form.tsx";
import { Page } from "../shared/ui/page.tsx";
import { ApiError, userV1 } from "../shared/v1-client.server.ts";
import { BAD_LINK_MESSAGE } from "../reset-password/schemas.ts";

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
        title: errorTitle("Confirm email"),
        message: failureMessage(error),
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
  return (
    <p>
      <a className="button" href="/download/signup">
        Download {PRODUCT_NAME}
      </a>
    </p>
  );
}

export default function ConfirmEmailLink({ loaderData }: Route.ComponentProps) {
  const outcome = loaderData;
  switch (outcome.state) {
    case "confirmed":
      return (
        <Page title="Your Email is Confirmed">
          <p>Thank you. Your email address is confirmed and your {PRODUCT_NAME} account is ready.</p>
          <p>Next, install {PRODUCT_NAME} on the computer where you will use it.</p>
          <DownloadLink />
          <p>
            <a href="/">Go to your account</a>
          </p>
        </Page>
      );
    case "confirmedAlready":
      return (
        <Page title="Your email is already confirmed">
          <p>Your email address was confirmed before. There is nothing more to do.</p>
          <DownloadLink />
          <p>
            <a href="/">Go to your account</a>
          </p>
        </Page>
      );
    case "checkLink":
      return (
        <Page title="Confirm your email address">
          <p>Open this link in your web browser to confirm your email address.</p>
        </Page>
      );
    case "failed":
      return (
        <Page title="Confirm your email address" hasErrors>
          <ErrorSummary failure={outcome} />
          <p>Your email address is not confirmed yet. Open the link in the email again in a few minutes.</p>
        </Page>
      );
    default:
      return (
        <Page title="Your email address was not confirmed" hasErrors>
          <ErrorSummary failure={{ title: errorTitle("Confirm email"), message: BAD_LINK_MESSAGE }} />
          <p>
            If you have confirmed your email address before, there is nothing more to do. Otherwise ask for a
            new email: its link works for 30 days.
          </p>
          <p>
            <a href="/confirm-email/sign-in">Send me a new confirmation email</a> (you will be asked to sign
            in first).
          </p>
        </Page>
      );
  }
}
