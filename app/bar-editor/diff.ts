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

/**
 * The changes from `before` to `after`, one phrase each, in this order: the bar's name, its sharing, buttons
 * added (with their new position), renamed, changed, moved, removed. `before` null: the first version.
 */
export function versionChanges(before: VersionShape | null, after: VersionShape): string[] {
  if (before === null) {
    const count = after.items.length;
    return [`created the bar with ${count} ${count === 1 ? "button" : "buttons"}`];
  }
  const changes: string[] = [];
  if (before.name !== after.name)
    changes.push(`renamed the bar ${quoted(before.name)} to ${quoted(after.name)}`);
  if (before.is_shared !== after.is_shared) {
    changes.push(after.is_shared ? "made the bar shared" : "made the bar a personal bar");
  }
  const old = new Map(before.items.map((item) => [item.id, item]));
  const now = new Set(after.items.map((item) => item.id));

  after.items.forEach((item, index) => {
    if (!old.has(item.id)) changes.push(`added ${quoted(item.label)} at position ${index + 1}`);
  });
  for (const item of after.items) {
    const was = old.get(item.id);
    if (was && was.label !== item.label)
      changes.push(`renamed ${quoted(was.label)} to ${quoted(item.label)}`);
  }
  for (const item of after.items) {
    const was = old.get(item.id);
    if (was && was.label === item.label && was.digest !== item.digest)
      changes.push(`changed ${quoted(item.label)}`);
  }
  const keptBefore = before.items.filter((item) => now.has(item.id)).map((item) => item.id);
  const keptAfter = after.items.filter((item) => old.has(item.id)).map((item) => item.id);
  const inOrder = keptInOrder(keptBefore, keptAfter);
  after.items.forEach((item, index) => {
    if (old.has(item.id) && !inOrder.has(item.id)) {
      changes.push(`moved ${quoted(item.label)} to position ${index + 1}`);
    }
  });
  for (const item of before.items) {
    if (!now.has(item.id)) changes.push(`removed ${quoted(item.label)}`);
  }
  return changes;
}

/** The changes as one sentence: 'Added "Zoom" at position 3; removed "Weather".' ("No changes." when none). */
export function describeChanges(before: VersionShape | null, after: VersionShape): string {
  const changes = versionChanges(before, after);
  if (changes.length === 0) return "No changes.";
  const text = changes.join("; ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
