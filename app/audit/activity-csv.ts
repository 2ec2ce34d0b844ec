// GET /dashboard/activity/csv?person&kind: the "Group activity" list as a CSV file (the audit log), made by
// /v1 (formula-like cells neutralised there; a few downloads in ten minutes, then back to the page with a
// notice). Managers only.
import type { Route } from "./+types/activity-csv";
import { managerOnly } from "../shared/members.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import { redirect } from "react-router";
import { readFilter } from "./activity.server.ts";
import { ACTIVITY_PATH, filterQuery } from "./paths.ts";
import { backWhenUnavailable } from "../shared/resource-unavailable.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { activityMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [
  backWhenUnavailable(ACTIVITY_PATH),
  guard({ access: "login" }),
  managerOnly,
];

/** Byte order mark: spreadsheet programs then read the file as UTF-8 (reading the answer's text drops it). */
const BOM = "\uFEFF";

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const url = new URL(args.request.url);
  const { filter } = readFilter(url, requestLanguage(args.context));
  // A filter that is not valid: the page, which says what is wrong with it.
  if (!filter) throw redirect(`${ACTIVITY_PATH}${url.search}`);
  let csv: string;
  try {
    csv = await me.api.auditCsv(me.communityId, filterQuery(filter));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    me.session.set({
      banner: {
        kind: "info",
        message: requestMessages(args.context, activityMessages)("csv.tooMany"),
      },
    });
    throw redirect(`${ACTIVITY_PATH}${url.search}`);
  }
  return new Response(csv.startsWith(BOM) ? csv : BOM + csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="group-activity.csv"',
      "Cache-Control": "no-store",
    },
  });
}
