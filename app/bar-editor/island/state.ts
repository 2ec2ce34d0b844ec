// The bar editor's rules, once, for both editors: each change of the list (move, remove, add, a button kept or
// not added) with the words it is announced by and the control that gets focus after it; the editor's own state
// (the pending bar, the draft, the saved version, a conflict, the notice) as a reducer; and the draft queue that
// sends each change at once, one request at a time, the newest bar winning. The no-JS form actions
// (editor.tsx, edit-button.tsx) and the island (region.tsx) both call these; nothing here touches the DOM.
import {
  createItem,
  getButton,
  isValid,
  setParameter,
  type BarItem,
  type LinkCheckOutcome,
  type ParamName,
} from "../../../common/catalogue/index.ts";
import type { Language } from "../../../contract/language.ts";
import { buttonsWithProblems, type ProblemButton } from "../save-problems.ts";
import { labelOf } from "../../shared/desktop-bar.ts";
import { insertItem, moveItem } from "./model.ts";
import type { Say } from "./words.ts";

/** Where focus goes after a change: the first of `controls` that exists on the row `id`; "heading": the list's. */
export interface Focus {
  id: string;
  controls: string[];
}

/** A change of the list: the new list, what is said about it, and where focus goes. */
export interface Change {
  items: BarItem[];
  message: string;
  focus: Focus;
}

export type MoveIntent = "up" | "down" | "to";

export function isMoveIntent(intent: string): intent is MoveIntent {
  return intent === "up" || intent === "down" || intent === "to";
}

/** The index a row's move control asks for: one up, one down, or the chosen position (1-based) of "to". */
export function moveTarget(intent: MoveIntent, from: number, position?: unknown): number {
  if (intent === "up") return from - 1;
  if (intent === "down") return from + 1;
  const to = Number(position) - 1;
  return Number.isInteger(to) ? to : from;
}

/** Moves the item at `from` to `to` (clamped); focus stays on the control used, or the nearest that remains. */
export function moveChange(
  say: Say,
  items: readonly BarItem[],
  from: number,
  to: number,
  control = "to",
): Change | null {
  const item = items[from];
  if (!item) return null;
  const next = moveItem(items, from, to);
  return {
    items: next,
    message: say("island.announce.moved", {
      label: labelOf(item),
      position: next.indexOf(item) + 1,
      count: next.length,
    }),
    focus: { id: item.id, controls: [control, "up", "down", "to", "edit"] },
  };
}

/** Removes the item at `index`; focus goes to the next row's Edit (or the previous one's, or the heading). */
export function removeChange(say: Say, items: readonly BarItem[], index: number): Change | null {
  const item = items[index];
  if (!item) return null;
  const next = items.filter((_, i) => i !== index);
  const neighbour = next[index] ?? next[index - 1];
  return {
    items: next,
    message: say("island.announce.removed", { label: labelOf(item) }),
    focus: neighbour ? { id: neighbour.id, controls: ["edit"] } : { id: "", controls: ["heading"] },
  };
}

/**
 * Adds a new button from the catalogue at `at` (default: the end), named in `language`, the manager's who adds it
 * (the desktop app shows the name as stored). `needsDetails`: open its fields at once.
 */
export function addChange(
  say: Say,
  items: readonly BarItem[],
  key: string,
  { at = items.length, language }: { at?: number; language: Language },
): (Change & { item: BarItem; needsDetails: boolean }) | null {
  const button = getButton(key);
  if (!button) return null;
  const item = createItem(button.key, { isNew: true, language });
  return {
    items: insertItem(items, item, at),
    message: say("island.announce.added", { label: item.configuration.label }),
    focus: { id: item.id, controls: ["edit"] },
    item,
    // A button that needs something from the manager opens its fields at once; Cancel there removes it.
    needsDetails: button.params.length > 0 || !isValid(item),
  };
}

/** The button's fields were kept. */
export function keepChange(say: Say, items: readonly BarItem[], kept: BarItem): Change {
  return {
    items: items.map((i) => (i.id === kept.id ? kept : i)),
    message: say("island.announce.changed", { label: kept.configuration.label }),
    focus: { id: kept.id, controls: ["edit"] },
  };
}

/** A just-added button's fields were cancelled: it leaves the bar again. */
export function notAddedChange(say: Say, items: readonly BarItem[], id: string): Change {
  return {
    items: items.filter((i) => i.id !== id),
    message: say("island.announce.notAdded"),
    focus: { id: "", controls: ["heading"] },
  };
}

/**
 * A button's address after its link check: the address the check found to work replaces the one typed (an
 * address typed without http:// whose site only answers over http is kept with http://, spec S2 §5).
 */
export function withCheckedLink(item: BarItem, field: ParamName, outcome: LinkCheckOutcome): BarItem {
  return outcome.state === "ok" && outcome.correctedUrl
    ? setParameter(item, field, outcome.correctedUrl)
    : item;
}

// --- The editor's state.

export interface Notice {
  kind: "success" | "error";
  text: string;
}

export interface EditorState {
  items: BarItem[];
  /** A server-side draft exists (the bar has unsaved changes). */
  hasDraft: boolean;
  version: number;
  /** Someone else saved the bar after this manager's draft started. */
  conflict: boolean;
  notice: Notice | null;
}

export type EditorEvent =
  | { type: "changed"; items: BarItem[] }
  | { type: "draft-kept" }
  | { type: "draft-failed"; message: string }
  | { type: "nothing-to-save" }
  | { type: "saved"; version?: number }
  | { type: "save-failed"; code: string; message: string };

/** The editor's reducer, its notices in `say`'s words. */
export const editorReducer =
  (say: Say) =>
  (state: EditorState, event: EditorEvent): EditorState => {
    switch (event.type) {
      case "changed":
        return { ...state, items: event.items, hasDraft: true, notice: null };
      case "draft-kept":
        return state.notice?.kind === "error" ? { ...state, notice: null } : state;
      case "draft-failed":
        return {
          ...state,
          notice: { kind: "error", text: say("island.draftFailed", { message: event.message }) },
        };
      case "nothing-to-save":
        return { ...state, notice: { kind: "success", text: say("island.nothingToSave") } };
      case "saved":
        return {
          ...state,
          hasDraft: false,
          conflict: false,
          version: event.version ?? state.version,
          notice: { kind: "success", text: say("island.saved") },
        };
      case "save-failed":
        return {
          ...state,
          conflict: state.conflict || event.code === "version_conflict",
          notice: { kind: "error", text: say("island.saveFailed", { message: event.message }) },
        };
    }
  };

/**
 * What Save does first (the same rules as the no-JS Save, save-problems.ts): with no change it says so; with
 * buttons that still have problems it asks (Save anyway / Fix them); else it saves. "Save my version" over
 * someone else's (`anyway`) is already an answer and saves.
 */
export type BeforeSave = { kind: "nothing" } | { kind: "ask"; problems: ProblemButton[] } | { kind: "save" };

export function beforeSave(state: Pick<EditorState, "items" | "hasDraft">, anyway: boolean): BeforeSave {
  if (anyway) return { kind: "save" };
  if (!state.hasDraft) return { kind: "nothing" };
  const problems = buttonsWithProblems(state.items);
  return problems.length > 0 ? { kind: "ask", problems } : { kind: "save" };
}

// --- The draft queue.

/**
 * Sends each pending bar as the draft, one request at a time; bars pushed while one is on its way replace each
 * other, so only the newest is sent next. `flush` waits until nothing is on its way (before saving or leaving).
 */
export class DraftQueue<T> {
  private queued: T | null = null;
  private sending: Promise<void> | null = null;

  private readonly send: (value: T) => Promise<void>;

  constructor(send: (value: T) => Promise<void>) {
    this.send = send;
  }

  push(value: T): void {
    this.queued = value;
    this.sending ??= this.drain();
  }

  async flush(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queued !== null) {
        const next = this.queued;
        this.queued = null;
        await this.send(next);
      }
    } finally {
      this.sending = null;
    }
  }
}
