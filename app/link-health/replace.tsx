// POST /dashboard/link-health/replace: "Replace with the new address" on a moved page (the problem lists of the
// dashboard, a person's page and a bar's history). Saves the bar through /v1, then goes back to the page it came
// from with a banner. A GET comes back to the dashboard.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/replace";
import { managerOnly } from "../shared/members.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { safeReturnPath } from "../shared/return-path.ts";
import { replaceMovedAddress } from "./replace.server.ts";
import { replaceAddressSchema } from "./schemas.ts";
import { requestMessages } from "../shared/language.server.ts";
import { linkHealthMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export function loader() {
  throw redirect("/dashboard");
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const submission = parseWithZod(await args.request.formData(), { schema: replaceAddressSchema });
  const t = requestMessages(args.context, linkHealthMessages);
  if (submission.status !== "success") {
    me.session.set({
      banner: { kind: "info", message: t("replace.notFound") },
    });
    throw redirect("/dashboard");
  }
  const { barId, itemId, url, returnTo } = submission.value;
  me.session.set({ banner: await replaceMovedAddress(me, barId, itemId, url, t) });
  throw redirect(safeReturnPath(returnTo) ?? "/dashboard");
}
