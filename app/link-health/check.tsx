// POST /dashboard/link-health/check: "Check again now". Asks /v1 to check the group's web
// addresses (or one bar's) at once, then goes back to the page it came from with a banner. Rate-limited by
// /v1 (a few times in ten minutes per group). A GET comes back to the dashboard.
import { redirect } from "react-router";
import type { Route } from "./+types/check";
import { managerOnly } from "../shared/members.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { safeReturnPath } from "../shared/return-path.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import { backWhenUnavailable } from "../shared/resource-unavailable.server.ts";
import { requestMessages } from "../shared/language.server.ts";
import { linkHealthMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [
  backWhenUnavailable("/dashboard"),
  guard({ access: "login" }),
  managerOnly,
];

export function loader() {
  throw redirect("/dashboard");
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const form = await args.request.formData();
  const back = safeReturnPath(form.get("returnTo")) ?? "/dashboard";
  const barId = form.get("barId");
  // The banner is stored for the next page, in the language of this request.
  const t = requestMessages(args.context, linkHealthMessages);
  try {
    await me.api.checkLinksNow(me.communityId, typeof barId === "string" && barId !== "" ? barId : undefined);
    me.session.set({
      banner: {
        kind: "success",
        message: t("check.started"),
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === undefined || error.status >= 500) throw error;
    me.session.set({
      banner: {
        kind: "info",
        message:
          error.status === 429
            ? t("check.tooSoon")
            : error.code === "link_health_off"
              ? t("check.off")
              : t("check.failed"),
      },
    });
  }
  throw redirect(back);
}
