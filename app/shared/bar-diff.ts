// What changed between two saved versions of a bar, in plain words ("Added "Zoom" at position 3; renamed
// "Mail" to "Email"; removed "Weather""). Pure: it reads the versions list's summaries (contract/bars.ts), where
// an item keeps its id across saves, `label` is its text and `digest` changes whenever what the desktop app
// does with it changes. The words are the shared catalogue's, in the reader's language.
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { messagesFor, type Messages } from "../../common/i18n/messages.ts";
import { sharedMessages } from "./messages/index.ts";

type Words = Messages<keyof typeof sharedMessages.en>;

/** The parts of a version summary the diff reads. */
export interface VersionShape {
  name: string;
  is_shared: boolean;
  items: readonly { id: string; label: string; digest: string }[];
}

function quoted(label: string, t: Words): string {
  return t("diff.quoted", { text: label.trim() === "" ? t("desktop.noText") : label.trim() });
}

/** Ids of the longest common subsequence of two id lists: the items that kept their relative order. */
function keptInOrder(before: readonly string[], after: readonly string[]): Set<string> {
  const n = before.length;
  const m = after.length;
  const table: number[][] = Array.from({ length: n + 1 }, () => Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i]![j] =
        before[i] === after[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      kept.add(before[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

/** One change between two versions, the one place both wordings (the history's, the member's) read. */
export type BarChange =
  | { kind: "created"; count: number }
  | { kind: "renamed-bar"; from: string; to: string }
  | { kind: "sharing"; shared: boolean }
  | { kind: "added"; label: string; position: number }
  | { kind: "renamed"; from: string; to: string }
  | { kind: "changed"; label: string }
  | { kind: "moved"; label: string; position: number; last: boolean }
  | { kind: "removed"; label: string };

/**
 * The changes from `before` to `after`, in this order: the bar's name, its sharing, buttons added (with their
 * new position), renamed, changed, moved, removed. `before` null: the first version.
 */
export function barChanges(before: VersionShape | null, after: VersionShape): BarChange[] {
  if (before === null) return [{ kind: "created", count: after.items.length }];
  const changes: BarChange[] = [];
  if (before.name !== after.name) changes.push({ kind: "renamed-bar", from: before.name, to: after.name });
  if (before.is_shared !== after.is_shared) changes.push({ kind: "sharing", shared: after.is_shared });
  const old = new Map(before.items.map((item) => [item.id, item]));
  const now = new Set(after.items.map((item) => item.id));

  after.items.forEach((item, index) => {
    if (!old.has(item.id)) changes.push({ kind: "added", label: item.label, position: index + 1 });
  });
  for (const item of after.items) {
    const was = old.get(item.id);
    if (was && was.label !== item.label) changes.push({ kind: "renamed", from: was.label, to: item.label });
  }
  for (const item of after.items) {
    const was = old.get(item.id);
    if (was && was.label === item.label && was.digest !== item.digest)
      changes.push({ kind: "changed", label: item.label });
  }
  const keptBefore = before.items.filter((item) => now.has(item.id)).map((item) => item.id);
  const keptAfter = after.items.filter((item) => old.has(item.id)).map((item) => item.id);
  const inOrder = keptInOrder(keptBefore, keptAfter);
  after.items.forEach((item, index) => {
    if (old.has(item.id) && !inOrder.has(item.id)) {
      const last = index === after.items.length - 1;
      changes.push({ kind: "moved", label: item.label, position: index + 1, last });
    }
  });
  for (const item of before.items) {
    if (!now.has(item.id)) changes.push({ kind: "removed", label: item.label });
  }
  return changes;
}

/** A change as the history says it to a manager: 'added "Zoom" at position 3'. */
function managerPhrase(change: BarChange, t: Words): string {
  const q = (label: string) => quoted(label, t);
  switch (change.kind) {
    case "created":
      return t("diff.created", { count: change.count });
    case "renamed-bar":
      return t("diff.renamedBar", { from: q(change.from), to: q(change.to) });
    case "sharing":
      return t(change.shared ? "diff.madeShared" : "diff.madePersonal");
    case "added":
      return t("diff.added", { label: q(change.label), position: change.position });
    case "renamed":
      return t("diff.renamed", { from: q(change.from), to: q(change.to) });
    case "changed":
      return t("diff.changed", { label: q(change.label) });
    case "moved":
      return t("diff.moved", { label: q(change.label), position: change.position });
    case "removed":
      return t("diff.removed", { label: q(change.label) });
  }
}

/** The changes from `before` to `after`, one phrase each (the history's wording), in `language`. */
export function versionChanges(
  before: VersionShape | null,
  after: VersionShape,
  language: Language = SOURCE_LANGUAGE,
): string[] {
  const t = messagesFor(sharedMessages, language);
  return barChanges(before, after).map((change) => managerPhrase(change, t));
}

/** The changes as one sentence: 'Added "Zoom" at position 3; removed "Weather".' ("No changes." when none). */
export function describeChanges(
  before: VersionShape | null,
  after: VersionShape,
  language: Language = SOURCE_LANGUAGE,
): string {
  const t = messagesFor(sharedMessages, language);
  const changes = versionChanges(before, after, language);
  if (changes.length === 0) return t("diff.none");
  const text = changes.join(t("diff.join"));
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function plainLabel(label: string, t: Words): string {
  return label.trim() === "" ? t("plain.noText") : label.trim();
}

/** A place on the bar in plain words: "first", "last", "number 12". */
function place(change: { position: number; last: boolean }, t: Words): string {
  const last = change.position > 1 && change.last;
  return t("plain.place", { place: last ? "last" : String(change.position), position: change.position });
}

/**
 * The changes in the member's plain words, one short sentence per kind, in the history's order:
 * ["Added: BBC News.", "Moved: Email is now first.", "Removed: Skype."]. Empty when nothing changed.
 */
export function plainChanges(
  before: VersionShape | null,
  after: VersionShape,
  language: Language = SOURCE_LANGUAGE,
): string[] {
  const t = messagesFor(sharedMessages, language);
  const label = (text: string) => plainLabel(text, t);
  const changes = barChanges(before, after);
  const of = <K extends BarChange["kind"]>(kind: K) =>
    changes.filter((c): c is Extract<BarChange, { kind: K }> => c.kind === kind);
  const sentences: string[] = [];
  const add = (title: string, parts: string[]) => {
    if (parts.length > 0) sentences.push(t("plain.list", { title, items: parts.join(t("plain.join")) }));
  };
  for (const c of of("created")) {
    sentences.push(c.count === 0 ? t("plain.newEmpty") : t("plain.new", { count: c.count }));
  }
  for (const c of of("renamed-bar")) sentences.push(t("plain.barRenamed", { name: label(c.to) }));
  add(
    t("plain.added"),
    of("added").map((c) => label(c.label)),
  );
  add(
    t("plain.renamed"),
    of("renamed").map((c) => t("plain.renamedItem", { from: label(c.from), to: label(c.to) })),
  );
  add(
    t("plain.changed"),
    of("changed").map((c) => label(c.label)),
  );
  add(
    t("plain.moved"),
    of("moved").map((c) => t("plain.movedItem", { label: label(c.label), place: place(c, t) })),
  );
  add(
    t("plain.removed"),
    of("removed").map((c) => label(c.label)),
  );
  return sentences;
}
