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
import { auditKindLabel } from "../../common/audit-words.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { auditMessages } from "../../common/audit-messages/index.ts";
import { requestLanguage } from "../shared/language.server.ts";
import { useLanguage, useMessages, type PageMessages } from "../shared/ui/messages.tsx";
import { activityMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const url = new URL(args.request.url);
  const language = requestLanguage(args.context);
  const { filter, result } = readFilter(url, language);
  const values = { person: url.searchParams.get("person") ?? "", kind: url.searchParams.get("kind") ?? "" };
  const banner = me.session.take("banner") ?? null;
  if (!filter) return { values, result, banner, activity: null, filter: null, csvHref: null };
  const page = pageNumber(url.searchParams.get("page"));
  const activity = await loadActivity(me, filter, page, messagesFor(auditMessages, language));
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

type Words = PageMessages<keyof typeof activityMessages.en>;

function countText(t: Words, total: number, first: number, last: number, filtered: boolean): string {
  if (total === 0) return filtered ? t("changes.noneMatch") : t("changes.none");
  return t(filtered ? "changes.countMatch" : "changes.count", { total, first, last });
}

export default function Activity({ loaderData: d }: Route.ComponentProps) {
  const t = useMessages(activityMessages);
  const kinds = useMessages(auditMessages);
  const [form, fields] = usePageForm(
    activityFilterSchema(useLanguage()),
    { result: d.result ?? undefined },
    { defaultValue: d.values, shouldValidate: "onSubmit" },
  );
  const errors = summaryItems([fields.person, fields.kind]);
  const filtered = Boolean(d.filter && (d.filter.person || d.filter.kind));
  return (
    <Page title={t("page.title")} hasErrors={errors.length > 0} banner={d.banner} wide>
      <p>
        <a href="/dashboard">{t("page.back")}</a>
      </p>
      <p>{t("page.intro")}</p>
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
          label={t("filter.person")}
          hint={t("filter.personHint")}
          autoComplete="off"
        />
        <Field {...metaProps(fields.kind)} label={t("filter.kind")}>
          <select {...getSelectProps(fields.kind)} key={fields.kind.key} className="input">
            <option value="">{t("filter.allKinds")}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {auditKindLabel(kind, kinds)}
              </option>
            ))}
          </select>
        </Field>
        <div className="button-group">
          <button type="submit" className="button">
            {t("filter.show")}
          </button>
          {filtered ? <a href={ACTIVITY_PATH}>{t("filter.showAll")}</a> : null}
        </div>
      </Form>
      {d.activity && d.filter ? (
        <section aria-labelledby="changes-title">
          <h2 id="changes-title" className="heading-m">
            {t("changes.title")}
          </h2>
          <p role="status">{countText(t, d.activity.total, d.activity.first, d.activity.last, filtered)}</p>
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
                {t("csv.link")}
              </a>{" "}
              {t("csv.what", { filtered: filtered ? "yes" : "no" })}
            </p>
          ) : null}
        </section>
      ) : null}
    </Page>
  );
}
