// A manager's view of a member's say (decision 021), from the member's approval state.
import type { MemberApproval } from "../../contract/index.ts";
import { barDisplayName } from "../shared/bars.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import type { ManagerSayView } from "./waiting-note.tsx";
import { onWords, sayWords, sinceWords, type ReaderNow } from "./when.ts";

/** For a .catch(): a 404 (the person is gone) as null; anything else goes on. */
export function notFoundAsNull(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}

/** "Waiting for Pat's OK since Tuesday". */
export function waitingText(name: string, since: string, at: ReaderNow): string {
  return sayWords(at)("manager.waiting", { name, since: sinceWords(since, at) });
}

function setByName(setBy: MemberApproval["set_by"], readerId: string, at: ReaderNow): string {
  const t = sayWords(at);
  if (setBy?.user_id && setBy.user_id === readerId) return t("youLower");
  return setBy?.name || t("someoneLower");
}

/** `readerId`: the manager reading it, who is "you" if they turned it on. */
export function managerSayView(
  state: MemberApproval,
  fallbackName: string,
  readerId: string,
  at: ReaderNow,
): ManagerSayView {
  const name = state.member_name ?? fallbackName;
  const t = sayWords(at);
  return {
    memberId: state.member_id,
    name,
    required: state.required,
    setByText:
      state.required && state.set_at
        ? t("manager.turnedOnBy", {
            who: setByName(state.set_by, readerId, at),
            when: onWords(state.set_at, at),
          })
        : null,
    waiting: state.bars.flatMap((bar) =>
      bar.waiting_since
        ? [
            {
              barId: bar.bar_id,
              barName: bar.is_base_bar ? t("manager.groupBar") : barDisplayName(bar.name, at.language),
              text: waitingText(name, bar.waiting_since, at),
            },
          ]
        : [],
    ),
    bars: state.bars.map((bar) => ({
      barId: bar.bar_id,
      barName: barDisplayName(bar.name, at.language),
      cardOf: bar.is_base_bar ? t("manager.groupBarLower") : barDisplayName(bar.name, at.language),
    })),
  };
}

/** What the bar editor says about the person's OK for this bar: "Waiting for Pat's OK since Tuesday". */
export function editorSayNote(state: MemberApproval | null, barId: string, at: ReaderNow) {
  const bar = state?.bars.find((b) => b.bar_id === barId);
  if (!state || !bar) return null;
  const name = state.member_name ?? sayWords(at)("thisPerson");
  return {
    name,
    memberId: state.member_id,
    required: state.required,
    waiting: bar.waiting_since ? waitingText(name, bar.waiting_since, at) : null,
  };
}
