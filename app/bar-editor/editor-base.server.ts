// The group base bar as the editor of a member's bar shows it (fixed rows;
// docs/decisions/030-base-bar-is-a-bar.md).
import type { BaseBar } from "../../contract/base-bar.ts";
import { barFromWire } from "../../common/catalogue/index.ts";
import type { BaseRowsProps } from "./island/base-rows.tsx";

export function baseRowsOf(base: BaseBar, href: string): BaseRowsProps {
  return { position: base.position, items: barFromWire(base.bar).items, href };
}
