// The search form, the counts and the Previous/Next links of a paged list of people (a group may have 10,000,
// so a page never lists them all; the GOV.UK pagination pattern). A plain GET form: it works without
// JavaScript and keeps what was typed. The bar editor's copy page searches bars with it, keeping the bar and
// person it is about in hidden fields.
import type { ReactNode } from "react";
import type { PeoplePage } from "../people-search.ts";
import { sharedMessages } from "../messages/index.ts";
import { useMessages } from "./messages.tsx";

const hidden = (words: ReactNode[]) => <span className="visually-hidden">{words}</span>;

export function PeopleSearch({
  action,
  page,
  id,
  label,
  hidden: fields = {},
  clearLabel,
}: {
  action: string;
  page: PeoplePage;
  /** Prefix of the ids of the form's parts (several lists may share a page). */
  id: string;
  label?: string;
  /** Query parameters the page needs besides the search (sent as hidden fields, kept by the clear link). */
  hidden?: Record<string, string>;
  /** The link that clears the search. */
  clearLabel?: string;
}) {
  const t = useMessages(sharedMessages);
  const name = label ?? t("people.searchLabel");
  const kept = new URLSearchParams(fields).toString();
  return (
    <form method="get" action={action} role="search" className="people-search" aria-label={name}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="field__label" htmlFor={`${id}-q`}>
        {name}
      </label>
      <div className="people-search__row">
        <input
          id={`${id}-q`}
          className="input"
          type="search"
          name="q"
          defaultValue={page.q}
          maxLength={100}
          autoComplete="off"
        />
        <button type="submit" className="button button--secondary">
          {t("people.search")}
        </button>
      </div>
      {page.q ? (
        <p>
          <a href={kept ? `${action}?${kept}` : action}>{clearLabel ?? t("people.showEveryone")}</a>
        </p>
      ) : null}
    </form>
  );
}

export function PeopleCount({ page, id }: { page: PeoplePage; id: string }) {
  return (
    <p id={`${id}-count`} role="status">
      {page.summary}
    </p>
  );
}

export function PeoplePagination({ page, label }: { page: PeoplePage; label: string }) {
  const t = useMessages(sharedMessages);
  if (!page.previous && !page.next) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        {page.previous ? (
          <li>
            <a href={page.previous} rel="prev">
              {t.rich("people.previous", { hidden })}
            </a>
          </li>
        ) : null}
        <li>{t("people.pageOf", { page: page.page, pages: page.pages })}</li>
        {page.next ? (
          <li>
            <a href={page.next} rel="next">
              {t.rich("people.next", { hidden })}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
