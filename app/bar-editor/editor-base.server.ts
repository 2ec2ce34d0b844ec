// The group base bar as the editor of a member's bar shows it (fixed rows, issue 20 §3).
import type { BaseBar } from "../../contract/base-bar.ts";
import { barFromWire } from "../../common/catalogue/index.ts";
import type { BaseRowsProps } from "./island/base-rows.tsx";

export function baseRowsOf(base: BaseBar, href: string): BaseRowsProps {
  return { position: base.position, items: barFromWire(base.bar).items, href };
}
