// /dashboard/activity, "Group activity": every change managers and the service made to the group, newest first,
// in plain words, so managers can see who changed what; filtered by person and kind with a plain GET form, paged
// (GOV.UK pattern), and downloadable as CSV. Managers only (/v1 refuses members too).
import { getFormProps, getSelectProps } from "@conform-to/react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/activity";
import { AUDIT_KINDS } from "../../contract/audit.ts";
import { managerOnly } from "../shared/members.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { Field, metaProps } from "../shared/ui/field-parts.tsx";
import { ErrorSummary, summaryItems, TextField } from "../shared/ui/form.tsx";
import { usePageForm } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { loadActivity, readFilter } from "./activity.server.ts";
import { ACTIVITY_CSV_PATH, ACTIVITY_PATH, filterQuery, pageHref, pageNumber } from "./paths.ts";
import { Pagination } from "./pagination.tsx";
import { activityFilterSchema } from "./schemas.ts";
import { AUDIT_KIND_LABELS } from "../../common/audit-words.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const url = new URL(args.request.url);
  const { filter, result } = readFilter(url);
  const values = { person: url.searchParams.get("person") ?? "", kind: url.searchParams.get("kind") ?? "" };
  const banner = me.session.take("banner") ?? null;
  if (!filter) return { values, result, banner, activity: null, filter: null, csvHref: null };
  const activity = await loadActivity(me, filter, pageNumber(url.searchParams.get("page")));
  // Past the last page (an old link): the last page.
  if (activity.total > 0 && activity.items.length === 0) throw redirect(pageHref(filter, activity.pages));
  const csvQuery = new URLSearchParams(filterQuery(filter)).toString();
  return {
    values,
    result,
    banner,
    activity,
    filter,
    csvHref: csvQuery ? `${ACTIVITY_CSV_PATH}?${csvQuery}` : ACTIVITY_CSV_PATH,
  };
}

function countText(total: number, first: number, last: number, filtered: boolean): string {
  const verb = filtered ? (total === 1 ? " matches" : " match") : "";
  const what = `${total.toLocaleString("en-GB")} ${total === 1 ? "change" : "changes"}${verb}`;
  if (total === 0) return filtered ? "No changes match." : "No changes have been recorded yet.";
  return `${what}; showing ${first.toLocaleString("en-GB")}–${last.toLocaleString("en-GB")}.`;
}

export default function Activity({ loaderData: d }: Route.ComponentProps) {
  const [form, fields] = usePageForm(
    activityFilterSchema,
    { result: d.result ?? undefined },
    { defaultValue: d.values, shouldValidate: "onSubmit" },
  );
  const errors = summaryItems([fields.person, fields.kind]);
  const filtered = Boolean(d.filter && (d.filter.person || d.filter.kind));
  return (
    <Page title="Group activity" hasErrors={errors.length > 0} banner={d.banner} wide>
      <p>
        <a href="/dashboard">Back to the dashboard</a>
      </p>
      <p>
        What managers of your group changed, and what the service changed (such as a payment), newest first.
        Only managers can see this page. Changes are kept for two years, unless this server is set to keep
        them for another time.
      </p>
      <ErrorSummary items={errors} />
      <Form
        method="get"
        action={ACTIVITY_PATH}
        reloadDocument
        {...getFormProps(form)}
        className="filter-form"
      >
        <TextField
          meta={fields.person}
          label="Person"
          hint="Part of a name: who made the change, or whom or which bar it was about"
          autoComplete="off"
        />
        <Field {...metaProps(fields.kind)} label="Kind of change">
          <select {...getSelectProps(fields.kind)} key={fields.kind.key} className="input">
            <option value="">All kinds</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {AUDIT_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </Field>
        <div className="button-group">
          <button type="submit" className="button">
            Show changes
          </button>
          {filtered ? <a href={ACTIVITY_PATH}>Show all changes</a> : null}
        </div>
      </Form>
      {d.activity && d.filter ? (
        <section aria-labelledby="changes-title">
          <h2 id="changes-title" className="heading-m">
            Changes
          </h2>
          <p role="status">{countText(d.activity.total, d.activity.first, d.activity.last, filtered)}</p>
          {d.activity.items.length > 0 ? (
            <ol className="activity-list">
              {d.activity.items.map((item) => (
                <li key={item.id}>
                  {item.sentence} — <time dateTime={item.datetime}>{item.when}</time>
                </li>
              ))}
            </ol>
          ) : null}
          <Pagination
            current={d.activity.page}
            pages={d.activity.pages}
            href={(page) => pageHref(d.filter!, page)}
          />
          {d.activity.total > 0 && d.csvHref ? (
            <p>
              <a href={d.csvHref} download>
                Download as CSV
              </a>{" "}
              ({filtered ? "the changes that match" : "every change"}, for a spreadsheet)
            </p>
          ) : null}
        </section>
      ) : null}
    </Page>
  );
}
