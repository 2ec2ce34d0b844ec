// The search form, the counts and the Previous/Next links of a paged list of people (a group may have 10,000,
// so a page never lists them all; the GOV.UK pagination pattern). A plain GET form: it works without
// JavaScript and keeps what was typed. The bar editor's copy page searches bars with it, keeping the bar and
// person it is about in hidden fields.
import type { PeoplePage } from "../people-search.ts";

export function PeopleSearch({
  action,
  page,
  id,
  label = "Search people by name or email",
  hidden = {},
  clearLabel = "Show everyone",
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
  const kept = new URLSearchParams(hidden).toString();
  return (
    <form method="get" action={action} role="search" className="people-search" aria-label={label}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="field__label" htmlFor={`${id}-q`}>
        {label}
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
          Search
        </button>
      </div>
      {page.q ? (
        <p>
          <a href={kept ? `${action}?${kept}` : action}>{clearLabel}</a>
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
  if (!page.previous && !page.next) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        {page.previous ? (
          <li>
            <a href={page.previous} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </a>
          </li>
        ) : null}
        <li>
          Page {page.page} of {page.pages}
        </li>
        {page.next ? (
          <li>
            <a href={page.next} rel="next">
              Next<span className="visually-hidden"> page</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
