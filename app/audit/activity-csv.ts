// GET /dashboard/activity/csv?person&kind: the "Group activity" list as a CSV file (issue 20 §4), made by /v1
// (formula-like cells neutralised there). Managers only.
import type { Route } from "./+types/activity-csv";
import { managerOnly } from "../members/members.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { redirect } from "react-router";
import { readFilter } from "./activity.server.ts";
import { ACTIVITY_PATH, filterQuery } from "./paths.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

/** Byte order mark: spreadsheet programs then read the file as UTF-8 (reading the answer's text drops it). */
const BOM = "\uFEFF";

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const url = new URL(args.request.url);
  const { filter } = readFilter(url);
  // A filter that is not valid: the page, which says what is wrong with it.
  if (!filter) throw redirect(`${ACTIVITY_PATH}${url.search}`);
  const csv = await me.api.auditCsv(me.communityId, filterQuery(filter));
  return new Response(csv.startsWith(BOM) ? csv : BOM + csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="group-activity.csv"',
      "Cache-Control": "no-store",
    },
  });
}
