// Link health on the portal's pages: the problems /v1 found on the group's bars, for the
// dashboard's "Needs attention" panel, the member's page, the bar's history and the editor's rows.
import { LINK_PROBLEMS, type LinkHealth } from "../../contract/link-health.ts";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { messagesFor, type Messages } from "../../common/i18n/messages.ts";
import { linkHealthMessages } from "./messages/index.ts";
import { editorPath } from "../../common/editor-paths.ts";
import type { SignedInCommunity } from "../shared/guard.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import type { LinkMark } from "../../common/link-health-key.ts";
import type { LinkMarkWords } from "./link-mark.tsx";
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

type Words = Messages<keyof typeof linkHealthMessages.en>;

function sinceText(iso: string | null, clock: ReaderClock, t: Words): string {
  return iso ? t("since", { date: dateText(iso, clock) }) : "";
}

/** What the site answered, in words a manager understands (as contract/link-health.ts words it for mail). */
function answerWords(answer: LinkHealth["answer"], t: Words): string {
  return answer ? t(`answer.${answer}`) : t("answer.unreachable");
}

/** The problem in words, in the reader's language. */
function problemWords(link: LinkHealth, t: Words): string {
  switch (link.verdict) {
    case "broken":
      return t("words.broken", { answer: answerWords(link.answer, t) });
    case "moved":
      return link.moved_to ? t("words.movedTo", { url: link.moved_to }) : t("words.moved");
    case "suspicious":
      return link.suspicion === "other_site"
        ? t("words.otherSite")
        : link.suspicion === "for_sale"
          ? t("words.forSale")
          : t("words.parked");
    default:
      return "";
  }
}

/**
 * The buttons that need attention, one entry per button, in `language`; `memberOf` names the member whose editor
 * to open.
 */
export function buttonProblems(
  links: readonly LinkHealth[],
  clock: ReaderClock,
  memberOf?: (barId: string) => string | null,
  language: Language = SOURCE_LANGUAGE,
) {
  const t = messagesFor(linkHealthMessages, language);
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
        words: problemWords(link, t),
        since: sinceText(link.since, clock, t),
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

/** The problems of one bar, in `language` (the page's); `memberId` is whose editor the fix links open. */
export async function loadBarProblems(
  me: SignedInCommunity,
  barId: string,
  memberId?: string,
  language: Language = me.language,
): Promise<ButtonProblem[]> {
  try {
    return buttonProblems(
      (await me.api.barLinkHealth(me.communityId, barId)).links,
      me.clock,
      memberId ? () => memberId : undefined,
      language,
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

/** The words of the editor rows' marks in `language` (the island shows them, so they go as text). */
export function linkMarkWords(language: Language): LinkMarkWords {
  const t = messagesFor(linkHealthMessages, language);
  return { needsAttention: t("mark.needsAttention"), newAddress: t("list.newAddress") };
}
