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
import { loadBillingContext, requestBillingWords } from "../billing/billing.server.ts";
import { planFit } from "../billing/fit.ts";
import { PlanFitNotice } from "../billing/plan-fit.tsx";
import { PEOPLE_IMPORT_PATH } from "./paths.ts";
import { problemText, rowAnchor, RowsTable } from "./rows.tsx";
import { peopleCsvSchemas } from "./schemas.ts";
import type { Messages } from "../../common/i18n/messages.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { sharedMessages } from "../shared/messages/index.ts";
import { peopleCsvMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

type Words = Messages<keyof typeof peopleCsvMessages.en>;

async function loadPreview(me: SignedInCommunity, previewId: string, t: Words): Promise<PeopleCsvPreview> {
  try {
    return await me.api.peopleCsv(me.communityId, previewId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data({ message: t("review.gone") }, { status: 404 });
    }
    throw error;
  }
}

/** Rows that will be added, shown a page at a time (a file may hold 5,000); rows with problems are all shown. */
const ROWS_PAGE = 50;

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const [{ rows, ...preview }, group] = await Promise.all([
    loadPreview(me, args.params.previewId, requestMessages(args.context, peopleCsvMessages)),
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
    fit: planFit(
      group.plans,
      group.billing,
      group.community.member_limit,
      count,
      count + wanted,
      requestBillingWords(args.context),
    ),
    total: rows.length,
    asksInvite: rows.some((r) => r.invite),
    problems,
    adding: shown,
    // The form's own address, without the page's #fragment (a browser would carry it on to the dashboard).
    formAction: url.pathname + url.search,
    addingPage: peoplePage(url.pathname, query, adding.length, shown.length, {
      size: ROWS_PAGE,
      fragment: `#${ADDING_ID}`,
      language: requestLanguage(args.context),
    }),
  };
}

const ADDING_ID = "will-add";

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, peopleCsvMessages);
  const title = errorTitle(t("review.action"), language);
  const schema = peopleCsvSchemas(language).confirmImportSchema;
  const submission = parseWithZod(await args.request.formData(), { schema });
  if (submission.status !== "success") return { failure: { title, message: t("review.pressButton") } };
  try {
    const done = await me.api.importPeopleCsv(me.communityId, args.params.previewId);
    me.session.set({ banner: { kind: "success", message: importedMessage(done, t) } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message =
      error.code === "csv_has_problems"
        ? t("review.changed")
        : error.status === 404
          ? t("review.gone")
          : failureMessage(error, undefined, language);
    return { failure: { title, message } };
  }
  throw redirect("/dashboard");
}

function importedMessage(done: { added: number; invited: number; not_invited: number }, t: Words): string {
  const parts = [t("review.added", { n: done.added })];
  if (done.invited > 0) parts.push(t("review.sending", { n: done.invited }));
  if (done.not_invited > 0) parts.push(t("review.notSent", { n: done.not_invited }));
  return parts.join(" ");
}

export default function CheckPeople({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(peopleCsvMessages);
  const shared = useMessages(sharedMessages);
  const { preview, problems, total, asksInvite } = loaderData;
  const { counts } = preview;
  const adding = counts.add + counts.invite;
  return (
    <Page title={t("review.title")} hasErrors={problems.length > 0 || Boolean(actionData?.failure)} wide>
      <ErrorSummary
        failure={actionData?.failure}
        title={t("review.problems", { n: problems.length })}
        items={problems.slice(0, 20).map((row) => ({
          fieldId: rowAnchor(row.line),
          message: t("review.problemLine", {
            line: String(row.line),
            problem: problemText(row.problems[0]!, t),
          }),
        }))}
      >
        {problems.length > 0 ? (
          <>
            {problems.length > 20 ? <p>{t("review.andMore", { n: String(problems.length - 20) })}</p> : null}
            <p>{t("review.nothingUntil")}</p>
          </>
        ) : null}
      </ErrorSummary>
      <h2 className="heading-m">{t("review.whatHappens")}</h2>
      <ul className="list list--bullet" aria-label={t("review.counts")}>
        <li>{t("review.rows", { n: total })}</li>
        <li>{t("review.willAdd", { n: counts.add })}</li>
        <li>{t("review.willInvite", { n: counts.invite })}</li>
        <li>{t("review.problems", { n: counts.problem })}</li>
      </ul>
      {preview.free_slots !== null ? <p>{t("review.room", { n: preview.free_slots })}</p> : null}
      <PlanFitNotice fit={loaderData.fit} />
      {asksInvite && !preview.can_invite ? <p className="notice">{t("review.confirmFirst")}</p> : null}
      {counts.invite > 30 ? <p>{t("review.hourly")}</p> : null}
      {problems.length === 0 ? (
        <form method="post" className="form" action={loaderData.formAction}>
          <input type="hidden" name="confirm" value="yes" />
          <div className="button-group">
            <button type="submit" className="button">
              {t("review.add", { n: adding })}
            </button>
            <a href={PEOPLE_IMPORT_PATH}>{t("review.another")}</a>
          </div>
        </form>
      ) : (
        <p>
          <a className="button" href={PEOPLE_IMPORT_PATH}>
            {t("review.corrected")}
          </a>{" "}
          <a href="/dashboard">{shared("form.cancel")}</a>
        </p>
      )}
      {problems.length > 0 ? (
        <RowsTable
          rows={problems}
          canInvite={preview.can_invite}
          caption={t("review.problemsCaption")}
          anchors
        />
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
  const t = useMessages(peopleCsvMessages);
  if (data.addingPage.total === 0) return null;
  return (
    <section aria-labelledby={`${ADDING_ID}-title`} id={ADDING_ID}>
      <h2 className="heading-m" id={`${ADDING_ID}-title`}>
        {t("review.addingTitle")}
      </h2>
      <details className="rows-details" open={data.addingPage.page > 1}>
        <summary>{t("review.showAdding", { n: data.addingPage.total })}</summary>
        <PeopleCount page={data.addingPage} id={ADDING_ID} />
        <RowsTable rows={data.adding} canInvite={data.preview.can_invite} caption={t("review.addingTitle")} />
        <PeoplePagination page={data.addingPage} label={t("review.addingPages")} />
      </details>
    </section>
  );
}
