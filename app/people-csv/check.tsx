// /dashboard/people/import/{previewId}: the check of a file of people (decision 031). /v1 checks the kept
// file again against the group as it is now on every visit, and once more when the manager confirms (all rows
// in one transaction, or none). Rows with problems are fixed in the file and the file uploaded again.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/check";
import type { PeopleCsvPreview } from "../../contract/people-csv.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedInCommunity, type SignedInCommunity } from "../shared/guard.server.ts";
import { ErrorSummary } from "../shared/ui/form.tsx";
import { Page } from "../shared/ui/page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { managerOnly } from "../shared/members.server.ts";
import { peoplePage, peopleQuery } from "../shared/people-search.ts";
import { PeopleCount, PeoplePagination } from "../shared/ui/people-search.tsx";
import { loadBillingContext } from "../billing/billing.server.ts";
import { planFit } from "../billing/fit.ts";
import { PlanFitNotice } from "../billing/plan-fit.tsx";
import { PEOPLE_IMPORT_PATH } from "./paths.ts";
import { problemText, rowAnchor, RowsTable } from "./rows.tsx";
import { confirmImportSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

const LABEL = "Adding the people";
const GONE =
  "This check of your file has expired (a check is kept for an hour) or the people were added already. Upload the file again to check it.";

async function loadPreview(me: SignedInCommunity, previewId: string): Promise<PeopleCsvPreview> {
  try {
    return await me.api.peopleCsv(me.communityId, previewId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ message: GONE }, { status: 404 });
    throw error;
  }
}

/** Rows that will be added, shown a page at a time (a file may hold 5,000); rows with problems are all shown. */
const ROWS_PAGE = 50;

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const [{ rows, ...preview }, group] = await Promise.all([
    loadPreview(me, args.params.previewId),
    loadBillingContext(me),
  ]);
  const problems = rows.filter((r) => r.verdict === "problem");
  const adding = rows.filter((r) => r.verdict !== "problem");
  const url = new URL(args.request.url);
  const query = { q: "", page: peopleQuery(url).page };
  const shown = adding.slice((query.page - 1) * ROWS_PAGE, query.page * ROWS_PAGE);
  const count = group.community.member_count;
  // Rows over the plan's limit are refused rows; the plan is judged on everyone the file would add.
  const wanted = rows.filter(
    (r) => r.verdict !== "problem" || r.problems.some((p) => p.code === "over_limit"),
  ).length;
  return {
    preview,
    fit: planFit(group.plans, group.billing, group.community.member_limit, count, count + wanted),
    total: rows.length,
    asksInvite: rows.some((r) => r.invite),
    problems,
    adding: shown,
    // The form's own address, without the page's #fragment (a browser would carry it on to the dashboard).
    formAction: url.pathname + url.search,
    addingPage: peoplePage(url.pathname, query, adding.length, shown.length, ROWS_PAGE, `#${ADDING_ID}`),
  };
}

const ADDING_ID = "will-add";

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const submission = parseWithZod(await args.request.formData(), { schema: confirmImportSchema });
  if (submission.status !== "success") {
    return { failure: { title: errorTitle(LABEL), message: "Press the button to add the people." } };
  }
  try {
    const done = await me.api.importPeopleCsv(me.communityId, args.params.previewId);
    me.session.set({ banner: { kind: "success", message: importedMessage(done) } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message =
      error.code === "csv_has_problems"
        ? "Your group changed since the check, so some rows now have problems (shown below). Nothing was added. Correct the file and upload it again."
        : error.status === 404
          ? GONE
          : failureMessage(error);
    return { failure: { title: errorTitle(LABEL), message } };
  }
  throw redirect("/dashboard");
}

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
}

function importedMessage(done: { added: number; invited: number; not_invited: number }): string {
  const parts = [`${plural(done.added, "person", "people")} added to your group.`];
  if (done.invited > 0) parts.push(`We are sending ${plural(done.invited, "invitation", "invitations")}.`);
  if (done.not_invited > 0) {
    parts.push(
      `${plural(done.not_invited, "invitation was", "invitations were")} not sent, because you can send 30 invitations an hour: invite the others later from their pages.`,
    );
  }
  return parts.join(" ");
}

export default function CheckPeople({ loaderData, actionData }: Route.ComponentProps) {
  const { preview, problems, total, asksInvite } = loaderData;
  const { counts } = preview;
  const adding = counts.add + counts.invite;
  return (
    <Page
      title="Check the people in your file"
      hasErrors={problems.length > 0 || Boolean(actionData?.failure)}
      wide
    >
      <ErrorSummary
        failure={actionData?.failure}
        title={plural(problems.length, "row has a problem", "rows have problems")}
        items={problems.slice(0, 20).map((row) => ({
          fieldId: rowAnchor(row.line),
          message: `Line ${row.line}: ${problemText(row.problems[0]!)}`,
        }))}
      >
        {problems.length > 0 ? (
          <>
            {problems.length > 20 ? <p>And {problems.length - 20} more, listed below.</p> : null}
            <p>Nothing can be added until every row is right. Correct the file and upload it again.</p>
          </>
        ) : null}
      </ErrorSummary>
      <h2 className="heading-m">What will happen</h2>
      <ul className="list list--bullet" aria-label="Counts">
        <li>{plural(total, "row", "rows")} in the file</li>
        <li>{plural(counts.add, "person", "people")} will be added</li>
        <li>{plural(counts.invite, "person", "people")} will be added and invited</li>
        <li>{plural(counts.problem, "row has a problem", "rows have problems")}</li>
      </ul>
      {preview.free_slots !== null ? (
        <p>Your plan has room for {plural(preview.free_slots, "more person", "more people")}.</p>
      ) : null}
      <PlanFitNotice fit={loaderData.fit} />
      {asksInvite && !preview.can_invite ? (
        <p className="notice">
          Invitations are sent once you have confirmed your own email address. Until then, these people are
          added without one; you can invite them later from their pages.
        </p>
      ) : null}
      {counts.invite > 30 ? (
        <p>
          You can send 30 invitations an hour: the others stay &ldquo;not invited&rdquo; and you invite them
          later.
        </p>
      ) : null}
      {problems.length === 0 ? (
        <form method="post" className="form" action={loaderData.formAction}>
          <input type="hidden" name="confirm" value="yes" />
          <div className="button-group">
            <button type="submit" className="button">
              Add {plural(adding, "person", "people")}
            </button>
            <a href={PEOPLE_IMPORT_PATH}>Choose another file</a>
          </div>
        </form>
      ) : (
        <p>
          <a className="button" href={PEOPLE_IMPORT_PATH}>
            Upload a corrected file
          </a>{" "}
          <a href="/dashboard">Cancel</a>
        </p>
      )}
      {problems.length > 0 ? (
        <RowsTable rows={problems} canInvite={preview.can_invite} caption="Rows with problems" anchors />
      ) : null}
      <AddingRows data={loaderData} />
    </Page>
  );
}

/**
 * The rows that will be added, a page at a time, with their count and the links to the other pages. They
 * need no attention, so on a phone they would only push the button far down: they are folded away until
 * asked for, and open when the manager pages through them (the Next link comes back to this place).
 */
function AddingRows({ data }: { data: Route.ComponentProps["loaderData"] }) {
  if (data.addingPage.total === 0) return null;
  return (
    <section aria-labelledby={`${ADDING_ID}-title`} id={ADDING_ID}>
      <h2 className="heading-m" id={`${ADDING_ID}-title`}>
        Rows that will be added
      </h2>
      <details className="rows-details" open={data.addingPage.page > 1}>
        <summary>Show the {plural(data.addingPage.total, "row", "rows")} that will be added</summary>
        <PeopleCount page={data.addingPage} id={ADDING_ID} />
        <RowsTable rows={data.adding} canInvite={data.preview.can_invite} caption="Rows that will be added" />
        <PeoplePagination page={data.addingPage} label="Pages of the rows that will be added" />
      </details>
    </section>
  );
}
