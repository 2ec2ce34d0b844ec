// The editor island's data and the pure steps of its editing: what the page hands the island, and how the
// list changes. Shared by the server render and the browser; the words come with the props (words.ts).
import type { BarItem, MemberComputer } from "../../../common/catalogue/index.ts";
import type { Receiver } from "../save-problems.ts";
import type { BaseRowsProps } from "./base-rows.tsx";
import type { IslandWords } from "./words.ts";

/** Another bar the copy dialog offers. */
export interface CopySource {
  id: string;
  name: string;
  owner: string;
}

/** What the editor page renders the region from, on the server and again in the browser. */
import type { LinkMark } from "../../../common/link-health-key.ts";

export interface IslandProps {
  barId: string;
  memberId: string | null;
  /** The bar's name as shown ("Default Bar", "Unnamed"). */
  title: string;
  items: BarItem[];
  hasDraft: boolean;
  version: number;
  /** Someone saved the bar after this manager's draft started. */
  conflict: boolean;
  /** The row (item id) and control to focus after a no-JS change. */
  focus: string | null;
  control: string | null;
  /** Focus the list's heading (a banner above it says what happened). */
  focusList: boolean;
  catalogView: boolean;
  q: string;
  copySources: CopySource[];
  /** More bars than copySources lists: how many, and the copy page that searches and pages them. */
  copyMore: { total: number; href: string } | null;
  /** The person the bar is for when they are not invited yet (the invite question after saving). */
  invitee: { memberId: string; name: string } | null;
  /** Whose computer the bar goes to (the question before saving buttons with problems). */
  receiver: Receiver;
  /** Catalogue buttons the desktop app draws with a logo of its own (the preview; preview-logos.server.ts). */
  logoKeys: string[];
  /** Link health: what is wrong with web addresses of the bar, by address (linkHealthKey). */
  linkMarks?: Record<string, LinkMark>;
  /** The bar's person and their computer's system (read or said), for the rows' system notes; null: no person. */
  computer: MemberComputer | null;
  /** The group base bar's buttons, fixed before or after this bar's own (decision 030); null on the base. */
  base?: BaseRowsProps | null;
  /** Every text the region shows or says, in the page's language (island-words.server.ts). */
  words: IslandWords;
}

/** The element ids the page and the island agree on. */
export const ISLAND_ID = "editor-island";
export const ISLAND_PROPS_ID = "editor-island-props";
export const ANNOUNCER_ID = "editor-announcer";

/** Screen-reader announcements are removed after this long (spec S2 §9). */
export const ANNOUNCEMENT_MS = 5000;

/** JSON that is safe inside a <script> element: no "</script>", no "<!--". */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Moves the item at `from` to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const target = Math.min(Math.max(to, 0), last);
  if (from < 0 || from > last || from === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Inserts `item` at `index` (clamped to the list). */
export function insertItem<T>(items: readonly T[], item: T, index: number): T[] {
  const next = [...items];
  next.splice(Math.min(Math.max(index, 0), next.length), 0, item);
  return next;
}
