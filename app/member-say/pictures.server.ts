// The member's bars drawn as their desktop app shows them (the editor's drawing, app/shared/ui/
// desktop-bar-picture.tsx): each of their own bars with the group base bar's buttons merged where the app puts
// them (decision 030), now and, while a change of either waits, after it.
import { fromWire, type BarItem } from "../../common/catalogue/index.ts";
import type { MemberApproval } from "../../contract/index.ts";

export interface BarDrawing {
  items: BarItem[];
  base: { position: "first" | "last"; items: BarItem[] } | null;
}

export interface BarPictures {
  now: BarDrawing;
  /** While the bar's or the base bar's change waits: the bar after it; else null. */
  after: BarDrawing | null;
}

/** Wire items as the drawing reads them; one the catalogue cannot read is left out, as the app skips it. */
function itemsOf(raw: readonly unknown[], prefix: string): BarItem[] {
  return raw.flatMap((value, index) => {
    try {
      const item = fromWire(value);
      return [{ ...item, id: item.id || `${prefix}-${index}` }];
    } catch {
      return [];
    }
  });
}

export function barPictures(state: MemberApproval): Record<string, BarPictures> {
  const baseBar = state.bars.find((bar) => bar.is_base_bar) ?? null;
  const position = state.base_bar_position;
  const baseOf = (after: boolean) =>
    baseBar && position
      ? {
          position,
          items: itemsOf((after ? (baseBar.waiting_bar ?? baseBar.shown) : baseBar.shown).items, "base"),
        }
      : null;
  const pictures: Record<string, BarPictures> = {};
  for (const bar of state.bars) {
    if (bar.is_base_bar) {
      // Only drawn alone when the member has no bar of their own to merge it into.
      const items = itemsOf(bar.shown.items, bar.bar_id);
      pictures[bar.bar_id] = {
        now: { items, base: null },
        after: bar.waiting_bar ? { items: itemsOf(bar.waiting_bar.items, bar.bar_id), base: null } : null,
      };
      continue;
    }
    const waits = bar.waiting_bar !== null || baseBar?.waiting_bar != null;
    pictures[bar.bar_id] = {
      now: { items: itemsOf(bar.shown.items, bar.bar_id), base: baseOf(false) },
      after: waits
        ? { items: itemsOf((bar.waiting_bar ?? bar.shown).items, bar.bar_id), base: baseOf(true) }
        : null,
    };
  }
  return pictures;
}
