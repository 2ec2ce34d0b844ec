// /account/link-health-email (POST): a manager turns the link-health email on or off. The
// account settings page shows it (email-setting-section.tsx); a GET comes back to it.
import { redirect } from "react-router";
import type { Route } from "./+types/email-setting";
import { guard, signedIn } from "../shared/guard.server.ts";
import { backWhenUnavailable } from "../shared/resource-unavailable.server.ts";
import { requestMessages } from "../shared/language.server.ts";
import { linkHealthMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [
  backWhenUnavailable("/account"),
  guard({ access: "login", noCommunity: true }),
];

export function loader() {
  throw redirect("/account");
}

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  const form = await args.request.formData();
  const on = form.get("email") === "on";
  await me.api.setLinkHealthEmail(me.userId, on);
  const t = requestMessages(args.context, linkHealthMessages);
  me.session.set({
    banner: {
      kind: "success",
      message: on ? t("email.nowOn") : t("email.nowOff"),
    },
  });
  throw redirect("/account");
}
