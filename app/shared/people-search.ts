// Members at scale (a group may have 10,000, so pages list them a page at a time): what a page of people was
// asked for in its address (`q`, `page`), the counts in words, and the addresses of the other pages. Pure,
// shared by the dashboard and the group page.
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { MEMBER_PAGE } from "../../contract/members.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { sharedMessages } from "./messages/index.ts";

export interface PeopleQuery {
  /** The search as typed (trimmed), "" for none. */
  q: string;
  /** 1-based page number. */
  page: number;
}

/** The page's search and page number from its URL: a missing or bad page is 1; the search is cut to the limit. */
export function peopleQuery(url: URL): PeopleQuery {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MEMBER_PAGE.searchLength);
  const raw = url.searchParams.get("page") ?? "";
  const page = /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
  return { q, page };
}

/** The /v1 query for that page (`limit`, `offset`, `q` when there is one). */
export function pageRequest(query: PeopleQuery, size: number = MEMBER_PAGE.portal) {
  return { limit: size, offset: (query.page - 1) * size, ...(query.q ? { q: query.q } : {}) };
}

/** What a page of people says about itself. */
export interface PeoplePage {
  q: string;
  page: number;
  pages: number;
  total: number;
  /** "1,204 people; showing 1-50", "3 people match “smith”; showing 1-3", "No one matches “x”." */
  summary: string;
  previous: string | null;
  next: string | null;
}

export interface PeoplePageOptions {
  /** People per page. */
  size?: number;
  /** Where the links lead within the page ("#people"). */
  fragment?: string;
  /** The page's language, for the counts. */
  language?: Language;
}

/** The counts in words and the links to the previous and next pages of `path` (the search kept). */
export function peoplePage(
  path: string,
  query: PeopleQuery,
  total: number,
  shown: number,
  { size = MEMBER_PAGE.portal, fragment = "", language = SOURCE_LANGUAGE }: PeoplePageOptions = {},
): PeoplePage {
  const t = messagesFor(sharedMessages, language);
  const pages = Math.max(1, Math.ceil(total / size));
  const first = (query.page - 1) * size + 1;
  const range = shown > 0 ? t("people.showing", { first, last: first + shown - 1 }) : t("people.noneHere");
  const summary = !query.q
    ? t("people.count", { n: total, range })
    : total === 0
      ? t("people.noMatch", { q: query.q })
      : t("people.matching", { n: total, q: query.q, range });
  const link = (page: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return `${path}${search ? `?${search}` : ""}${fragment}`;
  };
  return pageOf(query, total, summary, pages, link);
}

/** A paged list's page: the previous and next links (`link(n)`), the previous one never past the last page. */
export function pageOf(
  query: PeopleQuery,
  total: number,
  summary: string,
  pages: number,
  link: (page: number) => string,
): PeoplePage {
  return {
    q: query.q,
    page: query.page,
    pages,
    total,
    summary,
    previous: query.page > 1 ? link(Math.min(query.page - 1, pages)) : null,
    next: query.page < pages ? link(query.page + 1) : null,
  };
}
