// The bars the copy pickers offer (a group may have 10,000): one page of the group's other bars, searched by
// name, with the words for whose each is — never the group's whole list of bars and people.
import { BAR_PAGE, type BarListResponse } from "../../contract/bars.ts";
import { UUID_PATTERN } from "../../contract/limits.ts";
import { pageOf, peopleWords, type PeoplePage, type PeopleQuery } from "../shared/people-search.ts";
import type { SignedInCommunity } from "../shared/guard.server.ts";
import { barTitle, personName } from "./editor.server.ts";
import type { CopySource } from "./island/model.ts";

/** Whose a listed bar is, in ownerLabel's words (a shared bar, its oldest holder, or nobody yet). */
function listedOwner(bar: BarListResponse["bars"][number]): string {
  if (bar.is_shared) return "Shared bar";
  return bar.holder ? personName(bar.holder) : "Not given to anyone yet";
}

/** The counts in words and the links to the other pages: `pageUrl(n)` keeps the page's own parameters. */
function barsPage(
  query: PeopleQuery,
  total: number,
  shown: number,
  pageUrl: (page: number) => string,
): PeoplePage {
  const pages = Math.max(1, Math.ceil(total / BAR_PAGE.portal));
  const first = (query.page - 1) * BAR_PAGE.portal + 1;
  const range = shown > 0 ? `showing ${first}-${first + shown - 1}` : "none on this page";
  const bars = peopleWords(total, "other bar", "other bars");
  const summary = query.q
    ? total === 0
      ? `No other bar's name contains “${query.q}”.`
      : `${bars} ${total === 1 ? "has" : "have"} “${query.q}” in the name; ${range}.`
    : total === 0
      ? "There is no other bar to copy yet."
      : `${bars}; ${range}.`;
  return pageOf(query, total, summary, pages, pageUrl);
}

/** The page of bars other than `barId` that `query` asks for, with its counts and links (`pageUrl`). */
export async function copySources(
  me: SignedInCommunity,
  barId: string,
  query: PeopleQuery,
  pageUrl: (page: number) => string,
) {
  const uuid = UUID_PATTERN.test(barId);
  const page = await me.api.barPage(me.communityId, {
    limit: BAR_PAGE.portal,
    offset: (query.page - 1) * BAR_PAGE.portal,
    ...(query.q ? { q: query.q } : {}),
    ...(uuid ? { except: barId } : {}),
  });
  const sources: CopySource[] = page.bars.map((b) => ({
    id: b.id,
    name: barTitle(b.name),
    owner: listedOwner(b),
  }));
  return { sources, page: barsPage(query, page.total, sources.length, pageUrl) };
}
