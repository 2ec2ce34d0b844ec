// The bars the copy pickers offer (a group may have 10,000): one page of the group's other bars, searched by
// name, with the words for whose each is — never the group's whole list of bars and people.
import { BAR_PAGE, type BarListResponse } from "../../contract/bars.ts";
import { UUID_PATTERN } from "../../contract/limits.ts";
import { pageOf, type PeoplePage, type PeopleQuery } from "../shared/people-search.ts";
import { barTitle, personName, type EditorUser } from "./editor.server.ts";
import type { CopySource } from "./island/model.ts";
import type { BarEditorWords } from "./messages/index.ts";

/** Whose a listed bar is, in ownerLabel's words (a shared bar, its oldest holder, or nobody yet). */
function listedOwner(bar: BarListResponse["bars"][number], t: BarEditorWords): string {
  if (bar.is_shared) return t("owner.shared");
  return bar.holder ? personName(bar.holder, t) : t("owner.nobody");
}

/** The counts in words and the links to the other pages: `pageUrl(n)` keeps the page's own parameters. */
function barsPage(
  t: BarEditorWords,
  query: PeopleQuery,
  total: number,
  shown: number,
  pageUrl: (page: number) => string,
): PeoplePage {
  const pages = Math.max(1, Math.ceil(total / BAR_PAGE.portal));
  const first = (query.page - 1) * BAR_PAGE.portal + 1;
  const range = shown > 0 ? t("copy.showing", { first, last: first + shown - 1 }) : t("copy.noneHere");
  const summary = query.q
    ? total === 0
      ? t("copy.noMatch", { q: query.q })
      : t("copy.matching", { count: total, q: query.q, range })
    : total === 0
      ? t("island.copy.none")
      : t("copy.count", { count: total, range });
  return pageOf(query, total, summary, pages, pageUrl);
}

/** The page of bars other than `barId` that `query` asks for, with its counts and links (`pageUrl`). */
export async function copySources(
  me: EditorUser,
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
    name: barTitle(b.name, me.t, me.language),
    owner: listedOwner(b, me.t),
  }));
  return { sources, page: barsPage(me.t, query, page.total, sources.length, pageUrl) };
}
