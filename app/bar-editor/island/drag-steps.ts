// What each step of a drag in the preview means, without the browser: the words said when a button (or a
// catalogue entry) is picked up, moved over a place, dropped or let go, and the change a drop makes. The drag
// view (drag.tsx) feeds dnd-kit's events in; the rules of the change itself are the editor's (state.ts).
import { getButtonIn, type BarItem } from "../../../common/catalogue/index.ts";
import type { Language } from "../../../contract/language.ts";
import { labelOf } from "../../shared/desktop-bar.ts";
import type { Say } from "./words.ts";
import { moveChange, type Change } from "./state.ts";

/** The drop places besides the bar's own buttons. */
export const BAR_DROP_ID = "drop:bar";
export const REMOVE_DROP_ID = "drop:remove";
/** A catalogue entry being dragged has the id NEW_PREFIX + its button key. */
export const NEW_PREFIX = "new:";

export type DragId = string | number;

export function isNewDrag(id: DragId): boolean {
  return String(id).startsWith(NEW_PREFIX);
}

function indexOf(items: readonly BarItem[], id: DragId): number {
  return items.findIndex((i) => i.id === id);
}

/** The dragged thing's name: the button's label, or the catalogue entry's name in `language` (the reader's). */
function dragName(items: readonly BarItem[], id: DragId, language: Language): string {
  const key = String(id);
  if (isNewDrag(key)) {
    const button = getButtonIn(key.slice(NEW_PREFIX.length), language);
    return button ? (button.catalogLabel ?? button.label) : "";
  }
  const item = items.find((i) => i.id === key);
  return item ? labelOf(item) : "";
}

export function dragStartText(say: Say, items: readonly BarItem[], id: DragId, language: Language): string {
  const name = dragName(items, id, language);
  if (isNewDrag(id)) return say("island.announce.pickedUpNew", { name });
  return say("island.announce.pickedUp", {
    label: name,
    position: indexOf(items, id) + 1,
    count: items.length,
  });
}

/** What is said when the dragged thing comes over `over` (null: over nothing); null when nothing is. */
export function dragOverText(
  say: Say,
  items: readonly BarItem[],
  id: DragId,
  over: DragId | null,
  language: Language,
): string | null {
  const name = dragName(items, id, language);
  const n = items.length;
  if (over === null) return say("island.announce.notOver", { label: name });
  if (isNewDrag(id)) {
    const at = over === BAR_DROP_ID ? n : indexOf(items, over);
    return at >= 0 ? say("island.announce.overNew", { name, position: at + 1, count: n + 1 }) : null;
  }
  if (over === REMOVE_DROP_ID) return say("island.announce.overRemove", { label: name });
  const at = indexOf(items, over);
  return at >= 0 ? say("island.announce.over", { label: name, position: at + 1, count: n }) : null;
}

/** What a drop does: say something, add a catalogue button at a place, remove a button, or move it. */
export type DropOutcome =
  | { kind: "say"; text: string }
  | { kind: "add"; key: string; at: number }
  | { kind: "remove"; index: number }
  | { kind: "move"; change: Change };

export function dropOutcome(
  say: Say,
  items: readonly BarItem[],
  id: DragId,
  over: DragId | null,
  language: Language,
): DropOutcome {
  const name = dragName(items, id, language);
  if (isNewDrag(id)) {
    const key = String(id).slice(NEW_PREFIX.length);
    const at = over === null ? -1 : over === BAR_DROP_ID ? items.length : indexOf(items, over);
    if (at < 0) return { kind: "say", text: say("island.announce.cancelledNew", { name }) };
    return { kind: "add", key, at };
  }
  const from = indexOf(items, id);
  if (over === REMOVE_DROP_ID) return { kind: "remove", index: from };
  const to = over === null ? -1 : indexOf(items, over);
  const here = { label: name, position: from + 1, count: items.length };
  if (to < 0) return { kind: "say", text: say("island.announce.cancelled", here) };
  if (to === from) return { kind: "say", text: say("island.announce.moved", here) };
  const change = moveChange(say, items, from, to);
  return change ? { kind: "move", change } : { kind: "say", text: say("island.announce.cancelled", here) };
}

/** Escape during a drag: the button is back where it was picked up (`startIndex`). */
export function dragCancelText(
  say: Say,
  items: readonly BarItem[],
  id: DragId,
  startIndex: number,
  language: Language,
): string {
  const name = dragName(items, id, language);
  if (isNewDrag(id)) return say("island.announce.cancelledNew", { name });
  return say("island.announce.cancelled", { label: name, position: startIndex + 1, count: items.length });
}
