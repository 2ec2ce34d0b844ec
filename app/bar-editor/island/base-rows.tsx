// The group base bar's buttons in a member's bar editor (decision 030): fixed rows before or after the
// member's own buttons, "from the group's base bar", with a link to edit the base. They are not part of the
// bar being edited (saving never stores them); the desktop app gets them merged in.
import { colourOf, type BarItem } from "../../../common/catalogue/index.ts";
import { ButtonIcon } from "../../shared/ui/ButtonIcon.tsx";
import { buttonOf } from "../../../common/catalogue/index.ts";
import { labelOf } from "../../shared/desktop-bar.ts";
import { useSay } from "./words.ts";

/** The base bar as the editor of a member's bar shows it. */
export interface BaseRowsProps {
  position: "first" | "last";
  items: BarItem[];
  /** The base bar's page (where it is edited). */
  href: string;
}

export function BaseRows({ base }: { base: BaseRowsProps }) {
  const t = useSay();
  if (base.items.length === 0) return null;
  const id = `base-rows-${base.position}`;
  return (
    <div className="bar-list bar-list--base" data-base-rows={base.position}>
      <p id={id} className="bar-item__meta">
        {t(base.position === "first" ? "island.base.before" : "island.base.after")}
      </p>
      <ul aria-labelledby={id}>
        {base.items.map((item) => {
          const icon = buttonOf(item)?.icon;
          return (
            <li key={item.id} className="bar-item bar-item--base" data-base-item="">
              <div className={`bar-item__face colour--${colourOf(item)}`}>
                {icon ? <ButtonIcon icon={icon} /> : null}
                <span>{labelOf(item)}</span>
              </div>
              <p className="bar-item__meta">{t("island.base.fixed")}</p>
            </li>
          );
        })}
      </ul>
      <p>
        <a href={base.href}>
          {t("island.base.edit")}
          <span className="visually-hidden"> {t("island.base.count", { count: base.items.length })}</span>
        </a>
      </p>
    </div>
  );
}
