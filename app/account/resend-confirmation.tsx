import { redirect } from "react-router";
import type { Route } from "./+types/resend-confirmation";
import { ApiError } from "../shared/api.server.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedInApi } from "../shared/guard.server.ts";
import { sessionContext } from "../shared/session.server.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noAccount: true })];

export function loader() {
  throw redirect("/account");
}

// The account page's "Re-send confirmation email" button.
export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  try {
    await signedInApi(context, request).call(
      `/v1/users/${encodeURIComponent(session.data.userId!)}/resend_verification`,
      { method: "POST" },
    );
    session.set({
      banner: {
        kind: "success",
        message: `Confirmation email sent to ${session.data.email ?? "your address"}. Open the link in it to confirm your address.`,
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    session.set({
      banner: { kind: "info", message: `${errorTitle("Re-send email")}: ${failureMessage(error)}` },
    });
  }
  throw redirect("/account");
}
