import { redirect } from "react-router";
import type { Route } from "./+types/resend-confirmation";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import { backWhenUnavailable } from "../shared/resource-unavailable.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { accountMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [
  backWhenUnavailable("/account"),
  guard({ access: "login", noCommunity: true }),
];

export function loader() {
  throw redirect("/account");
}

// The account settings page's "Re-send confirmation email" button.
export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, accountMessages);
  try {
    await me.api.resendVerification(me.userId);
    me.session.set({
      banner: {
        kind: "success",
        // The spec's toast text (S2 §8), then where it went.
        message: t("resend.sent", { email: me.email ?? t("resend.yourAddress") }),
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    me.session.set({
      banner: {
        kind: "info",
        message: `${errorTitle(t("resend.label"), language)}: ${failureMessage(error, undefined, language)}`,
      },
    });
  }
  throw redirect("/account");
}
