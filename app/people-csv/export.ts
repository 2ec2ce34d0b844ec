// /dashboard/people/export: the group's people and their bars as a CSV file, a download. /v1 makes
// the file (UTF-8 with a byte-order mark for Excel, formulas neutralised); this route only hands it over.
import type { Route } from "./+types/export";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { managerOnly } from "../shared/members.server.ts";
import { backWhenUnavailable } from "../shared/resource-unavailable.server.ts";
import { requestMessages } from "../shared/language.server.ts";
import { headerFromEnglish } from "./columns.ts";
import { peopleCsvMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [
  backWhenUnavailable("/dashboard"),
  guard({ access: "login" }),
  managerOnly,
];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const file = await me.api.exportPeopleCsv(me.communityId);
  const name = file.file_name.replace(/[^A-Za-z0-9._-]/g, "_");
  // The column names in the reader's language; the rows as /v1 wrote them.
  return new Response(headerFromEnglish(file.csv, requestMessages(args.context, peopleCsvMessages)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
