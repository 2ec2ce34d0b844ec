// Link health on the portal's pages: the problems /v1 found on the group's bars, for the
// dashboard's "Needs attention" panel, the member's page, the bar's history and the editor's rows.
import { LINK_PROBLEMS, linkProblemWords, type LinkHealth } from "../../contract/link-health.ts";
import { editorPath } from "../../common/editor-paths.ts";
import type { SignedInCommunity } from "../shared/guard.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import type { LinkMark } from "../../common/link-health-key.ts";
import { dateText, type ReaderClock } from "../../common/clock-words.ts";

/** One button that needs attention, ready to show. */
export interface ButtonProblem {
  barId: string;
  barName: string;
  itemId: string | null;
  label: string;
  url: string;
  verdict: LinkHealth["verdict"];
  /** The problem in words ("Stopped working: the site answered 'not found'."). */
  words: string;
  /** "since November 25, 2026" (the reader's day, their way), or "". */
  since: string;
  /** The new address of a moved page. */
  movedTo: string | null;
  /** The editor, at this button. */
  fixPath: string;
}

function sinceText(iso: string | null, clock: ReaderClock): string {
  return iso ? `since ${dateText(iso, clock)}` : "";
}

/** The buttons that need attention, one entry per button; `memberOf` names the member whose editor to open. */
export function buttonProblems(
  links: readonly LinkHealth[],
  clock: ReaderClock,
  memberOf?: (barId: string) => string | null,
) {
  const out: ButtonProblem[] = [];
  for (const link of links) {
    if (!LINK_PROBLEMS.includes(link.verdict)) continue;
    for (const button of link.buttons) {
      const member = memberOf?.(button.bar_id) ?? null;
      out.push({
        barId: button.bar_id,
        barName: button.bar_name,
        itemId: button.item_id,
        label: button.label || link.url,
        url: link.url,
        verdict: link.verdict,
        words: linkProblemWords(link),
        since: sinceText(link.since, clock),
        movedTo: link.moved_to,
        fixPath: editorPath({ barId: button.bar_id, memberId: member, focus: button.item_id ?? undefined }),
      });
    }
  }
  return out;
}

/**
 * The group's problems, or none when this /v1 has no link health (another server) or the caller is not a
 * manager: the pages that show them work as before. Only the problems are asked for (a group may have
 * 10,000 people: the other addresses are not shown, and /v1 answers them without reading every bar).
 */
export async function loadCommunityLinks(me: SignedInCommunity): Promise<LinkHealth[]> {
  try {
    return (await me.api.communityLinkHealth(me.communityId, { only: "problems" })).links;
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && [403, 404, 405].includes(error.status))
      return [];
    throw error;
  }
}

/** Who a bar belongs to, for the editor links: the first of `people` whose bars include it. */
export function ownerOf(people: readonly { id: string; barIds: readonly string[] }[]) {
  return (barId: string) => people.find((p) => p.barIds.includes(barId))?.id ?? null;
}

/** The problems of one bar; `memberId` is whose editor the fix links open. */
export async function loadBarProblems(
  me: SignedInCommunity,
  barId: string,
  memberId?: string,
): Promise<ButtonProblem[]> {
  try {
    return buttonProblems(
      (await me.api.barLinkHealth(me.communityId, barId)).links,
      me.clock,
      memberId ? () => memberId : undefined,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && [403, 404, 405].includes(error.status))
      return [];
    throw error;
  }
}

/** The editor rows' marks, by address: a row shows one while its address is the one found wanting. */
export function linkMarks(problems: readonly ButtonProblem[]): Record<string, LinkMark> {
  return Object.fromEntries(
    problems.map((p) => [p.url, { words: p.words, since: p.since, movedTo: p.movedTo } satisfies LinkMark]),
  );
}
