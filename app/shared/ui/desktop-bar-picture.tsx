// The bar as the Windows desktop app draws it (app/shared/desktop-bar.ts, docs/decisions/026): an upright column
// at the right edge of the screen, each button a white circle with its icon over the button's colour, two-part
// buttons (+ and -) as two halves, the buttons that do not fit a small laptop screen on the second bar the app
// opens with its arrow, and the group base bar's buttons where the app merges them (decision 030). One drawing
// for the editor's preview (which adds dragging in the island) and the member's page, so both show the same bar.
import type { ReactNode, Ref } from "react";
import { colourOf, type BarItem } from "../../../common/catalogue/index.ts";
import { fittingCount, labelOf, previewIcon, segmentsOf, type PreviewIcon } from "../desktop-bar.ts";
import { ButtonIcon } from "./ButtonIcon.tsx";
import { useDesktopWords } from "./words.tsx";

function Icon({ icon }: { icon: PreviewIcon }) {
  if (!icon) return null;
  if ("svg" in icon) return <ButtonIcon icon={icon.svg} size={41} className="desktop-button__icon" />;
  return <img src={icon.png} alt="" width={41} height={41} className="desktop-button__icon" />;
}

/** The face of an item: a button with its circle and label, or a label over two (or more) parts. */
export function DesktopFace({ item, icon }: { item: BarItem; icon: PreviewIcon }) {
  const segments = segmentsOf(item);
  const colour = `colour--${colourOf(item)}`;
  const label = labelOf(item, useDesktopWords().noText);
  if (segments) {
    return (
      <span className="desktop-multi">
        <span className="desktop-multi__label" data-preview-label="">
          {label}
        </span>
        <span className="desktop-multi__parts">
          {segments.map((part, i) => (
            <span key={i} className="desktop-multi__part" data-preview-part="">
              {part}
            </span>
          ))}
        </span>
      </span>
    );
  }
  return (
    <span className="desktop-button">
      <span className={`desktop-button__circle ${colour}`} data-preview-icon="">
        <Icon icon={icon} />
      </span>
      <span className={`desktop-button__body ${colour}`}>
        <span className="desktop-button__label" data-preview-label="">
          {label}
        </span>
      </span>
    </span>
  );
}

/** A button as a picture (nothing to press). `base`: a group base bar button; `mark`: words under it. */
export function DesktopTile({
  item,
  icon,
  base = false,
  mark,
}: {
  item: BarItem;
  icon: PreviewIcon;
  base?: boolean;
  mark?: ReactNode;
}) {
  const words = useDesktopWords();
  return (
    <li className={`preview-tile${base ? " preview-tile--base" : ""}`} data-preview-item="">
      <span className="preview-tile__face">
        <DesktopFace item={item} icon={icon} />
        {base ? <span className="visually-hidden"> ({words.fromBase})</span> : null}
      </span>
      {mark}
    </li>
  );
}

/** The base bar's buttons merged where the app puts them; `baseIds` tells them apart. */
export function mergedItems(
  items: readonly BarItem[],
  base: { position: "first" | "last"; items: readonly BarItem[] } | null | undefined,
): { shown: BarItem[]; baseIds: Set<string> } {
  const baseItems = base?.items ?? [];
  const shown = base?.position === "last" ? [...items, ...baseItems] : [...baseItems, ...items];
  return { shown, baseIds: new Set(baseItems.map((item) => item.id)) };
}

/**
 * The screen's edge with the bar (and its second bar when buttons do not fit). `titleId` names the lists; the
 * note about the second bar gets `${titleId}-more`. `screenRef` and `className` let the editor make it a drop
 * target.
 */
export function DesktopScreen({
  shown,
  tile,
  titleId,
  screenRef,
  className = "",
}: {
  shown: readonly BarItem[];
  tile: (item: BarItem) => ReactNode;
  titleId: string;
  screenRef?: Ref<HTMLDivElement>;
  className?: string;
}) {
  const words = useDesktopWords();
  const fit = fittingCount(shown, (item) => labelOf(item, words.noText));
  const more = shown.slice(fit);
  const moreId = `${titleId}-more`;
  return (
    <div ref={screenRef} className={`desktop-screen${className}`}>
      {more.length > 0 ? (
        <div className="desktop-more" data-preview-overflow="">
          <p className="desktop-more__note" id={moreId}>
            {/* One and more than one: the plural forms of English, Spanish and French for a count of 1 or more. */}
            {more.length === 1 ? words.moreOne : words.moreOther.replace("{count}", String(more.length))}
          </p>
          <ol className="desktop-bar desktop-bar--more" aria-labelledby={moreId}>
            {more.map(tile)}
          </ol>
          <span className="desktop-more__arrow" aria-hidden="true">
            ‹
          </span>
        </div>
      ) : null}
      <div className="desktop-bar-frame">
        <ol className="desktop-bar" aria-labelledby={titleId}>
          {shown.slice(0, fit).map(tile)}
          {shown.length === 0 ? <li className="bar-preview__empty">{words.empty}</li> : null}
        </ol>
        <span className="desktop-bar__menu" aria-hidden="true">
          {words.menu}
        </span>
      </div>
    </div>
  );
}

/** The whole picture, rendered on the server (no dragging): the member's page. */
export function DesktopBarPicture({
  items,
  base,
  logoKeys,
  titleId,
}: {
  items: readonly BarItem[];
  base?: { position: "first" | "last"; items: readonly BarItem[] } | null;
  logoKeys: readonly string[];
  titleId: string;
}) {
  const logos = new Set(logoKeys);
  const { shown, baseIds } = mergedItems(items, base);
  return (
    <DesktopScreen
      shown={shown}
      titleId={titleId}
      tile={(item) => (
        <DesktopTile
          key={`${baseIds.has(item.id) ? "base-" : ""}${item.id}`}
          item={item}
          icon={previewIcon(item, logos)}
          base={baseIds.has(item.id)}
        />
      )}
    />
  );
}
