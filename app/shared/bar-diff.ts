// What changed between two saved versions of a bar, in plain words ("Added "Zoom" at position 3; renamed
// "Mail" to "Email"; removed "Weather""). Pure: it reads the versions list's summaries (contract/bars.ts), where
// an item keeps its id across saves, `label` is its text and `digest` changes whenever what the desktop app
// does with it changes.

/** The parts of a version summary the diff reads. */
export interface VersionShape {
  name: string;
  is_shared: boolean;
  items: readonly { id: string; label: string; digest: string }[];
}

function quoted(label: string): string {
  const text = label.trim() === "" ? "(no text)" : label.trim();
  return `"${text}"`;
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
function managerPhrase(change: BarChange): string {
  switch (change.kind) {
    case "created":
      return `created the bar with ${change.count} ${change.count === 1 ? "button" : "buttons"}`;
    case "renamed-bar":
      return `renamed the bar ${quoted(change.from)} to ${quoted(change.to)}`;
    case "sharing":
      return change.shared ? "made the bar shared" : "made the bar a personal bar";
    case "added":
      return `added ${quoted(change.label)} at position ${change.position}`;
    case "renamed":
      return `renamed ${quoted(change.from)} to ${quoted(change.to)}`;
    case "changed":
      return `changed ${quoted(change.label)}`;
    case "moved":
      return `moved ${quoted(change.label)} to position ${change.position}`;
    case "removed":
      return `removed ${quoted(change.label)}`;
  }
}

/** The changes from `before` to `after`, one phrase each (the history's wording). */
export function versionChanges(before: VersionShape | null, after: VersionShape): string[] {
  return barChanges(before, after).map(managerPhrase);
}

/** The changes as one sentence: 'Added "Zoom" at position 3; removed "Weather".' ("No changes." when none). */
export function describeChanges(before: VersionShape | null, after: VersionShape): string {
  const changes = versionChanges(before, after);
  if (changes.length === 0) return "No changes.";
  const text = changes.join("; ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];

function plainLabel(label: string): string {
  return label.trim() === "" ? "a button without text" : label.trim();
}

/** A place on the bar in plain words: "first", "last", "number 12". */
function place(change: { position: number; last: boolean }): string {
  if (change.position > 1 && change.last) return "last";
  return ORDINALS[change.position - 1] ?? `number ${change.position}`;
}

/**
 * The changes in the member's plain words, one short sentence per kind, in the history's order:
 * ["Added: BBC News.", "Moved: Email is now first.", "Removed: Skype."]. Empty when nothing changed.
 */
export function plainChanges(before: VersionShape | null, after: VersionShape): string[] {
  const changes = barChanges(before, after);
  const of = <K extends BarChange["kind"]>(kind: K) =>
    changes.filter((c): c is Extract<BarChange, { kind: K }> => c.kind === kind);
  const sentences: string[] = [];
  const add = (title: string, parts: string[]) => {
    if (parts.length > 0) sentences.push(`${title}: ${parts.join("; ")}.`);
  };
  for (const c of of("created")) {
    sentences.push(
      c.count === 0
        ? "New bar, with no buttons yet."
        : `New bar with ${c.count} ${c.count === 1 ? "button" : "buttons"}.`,
    );
  }
  for (const c of of("renamed-bar")) sentences.push(`The bar is now called ${plainLabel(c.to)}.`);
  add(
    "Added",
    of("added").map((c) => plainLabel(c.label)),
  );
  add(
    "Renamed",
    of("renamed").map((c) => `${plainLabel(c.from)} is now called ${plainLabel(c.to)}`),
  );
  add(
    "Works differently",
    of("changed").map((c) => plainLabel(c.label)),
  );
  add(
    "Moved",
    of("moved").map((c) => `${plainLabel(c.label)} is now ${place(c)}`),
  );
  add(
    "Removed",
    of("removed").map((c) => plainLabel(c.label)),
  );
  return sentences;
}
