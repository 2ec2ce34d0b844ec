import { redirect } from "react-router";
import type { Route } from "./+types/resend-confirmation";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import { backWhenUnavailable } from "../shared/resource-unavailable.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";

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
  try {
    await me.api.resendVerification(me.userId);
    me.session.set({
      banner: {
        kind: "success",
        // The spec's toast text (S2 §8), then where it went.
        message: `Re-sent your confirmation email: we are sending it to ${me.email ?? "your address"} now. Open the link in the newest email to confirm your address.`,
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    me.session.set({
      banner: { kind: "info", message: `${errorTitle("Re-send email")}: ${failureMessage(error)}` },
    });
  }
  throw redirect("/account");
}
