// The desktop preview: the bar as the Windows desktop app draws it (desktop-bar.ts): an upright column at the
// right edge of the screen, each button a white circle with the icon the app will show over the button's colour,
// two-part buttons (+ and -) as two halves, and the buttons that do not fit a small laptop screen on the second
// bar the app opens with its arrow. With the island running on a wide screen, each button drags (pointer, or
// keyboard: Space picks up, arrows move, Space drops, Escape cancels) to a new place or onto the place that
// removes it; catalogue entries drag onto the bar. Every step is announced by the region's own live region
// (model.ts `announce`). Without JavaScript it is a picture; the list is the way to change the bar.
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, rectSortingStrategy, useSortable } from "@dnd-kit/sortable";
import type { CSSProperties } from "react";
import { MESSAGES, colourOf, validateBar, type BarItem } from "../../../common/catalogue/index.ts";
import { ButtonIcon } from "../../shared/ui/ButtonIcon.tsx";
import { FIT_SCREEN, fittingCount, previewIcon, segmentsOf, type PreviewIcon } from "./desktop-bar.ts";
import { BAR_DROP_ID, REMOVE_DROP_ID } from "./drag-steps.ts";
import { labelOf } from "./model.ts";
import { FROM_BASE_TEXT, type BaseRowsProps } from "./base-rows.tsx";

function Icon({ icon }: { icon: PreviewIcon }) {
  if (!icon) return null;
  if ("svg" in icon) return <ButtonIcon icon={icon.svg} size={41} className="desktop-button__icon" />;
  return <img src={icon.png} alt="" width={41} height={41} className="desktop-button__icon" />;
}

/** The face of an item: a button with its circle and label, or a label over two (or more) parts. */
function Face({ item, icon }: { item: BarItem; icon: PreviewIcon }) {
  const segments = segmentsOf(item);
  const colour = `colour--${colourOf(item)}`;
  if (segments) {
    return (
      <span className="desktop-multi">
        <span className="desktop-multi__label" data-preview-label="">
          {labelOf(item)}
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
          {labelOf(item)}
        </span>
      </span>
    </span>
  );
}

interface TileProps {
  item: BarItem;
  icon: PreviewIcon;
  /** The button has a problem (it would not work on the person's computer). */
  problem: boolean;
}

/** The spec's words under a button with a problem; the list says what it is. */
function ProblemMark({ problem }: { problem: boolean }) {
  return problem ? <span className="preview-tile__problem">{MESSAGES.itemHasProblem}</span> : null;
}

/** Without the island: the button as a picture (the list has its controls). `base`: a base bar button. */
function StaticTile({ item, icon, problem, base = false }: TileProps & { base?: boolean }) {
  return (
    <li className={`preview-tile${base ? " preview-tile--base" : ""}`} data-preview-item="">
      <span className="preview-tile__face">
        <Face item={item} icon={icon} />
        {base ? <span className="visually-hidden"> ({FROM_BASE_TEXT.toLowerCase()})</span> : null}
      </span>
      <ProblemMark problem={problem} />
    </li>
  );
}

function SortableTile({ item, icon, problem, disabled }: TileProps & { disabled: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
  };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`preview-tile${isDragging ? " preview-tile--dragging" : ""}`}
      data-preview-item=""
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="preview-tile__face"
        {...attributes}
        {...listeners}
        aria-roledescription="movable button"
      >
        <span className="visually-hidden">Drag </span>
        <Face item={item} icon={icon} />
      </button>
      <ProblemMark problem={problem} />
    </li>
  );
}

/** Always in the page (so nothing moves when the island starts); shown once buttons can be dragged. */
function RemoveZone({ shown, active }: { shown: boolean; active: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: REMOVE_DROP_ID, disabled: !active });
  return (
    <div
      ref={setNodeRef}
      aria-hidden={shown ? undefined : true}
      className={`remove-zone${shown ? "" : " remove-zone--idle"}${active ? " remove-zone--active" : ""}${isOver ? " remove-zone--over" : ""}`}
    >
      Drop here to remove the button
    </div>
  );
}

export function Preview({
  items,
  base,
  logoKeys,
  enhanced,
  dragEnabled,
  draggingBarItem,
  draggingNew,
}: {
  items: BarItem[];
  /** The group base bar's buttons, shown where the desktop app puts them (decision 030); they do not move. */
  base?: BaseRowsProps | null;
  /** Catalogue buttons the desktop app has its own logo for (the page computes them on the server). */
  logoKeys: readonly string[];
  enhanced: boolean;
  dragEnabled: boolean;
  draggingBarItem: boolean;
  draggingNew: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: BAR_DROP_ID, disabled: !draggingNew });
  const problems = new Map(
    validateBar(items).map((list, index) => [items[index]!.id, list.some((p) => p.level === "error")]),
  );
  const logos = new Set(logoKeys);
  const baseItems = base?.items ?? [];
  const baseIds = new Set(baseItems.map((item) => item.id));
  const shown = base?.position === "last" ? [...items, ...baseItems] : [...baseItems, ...items];
  const fit = fittingCount(shown, labelOf);
  const tile = (item: BarItem) => {
    const icon = previewIcon(item, logos);
    if (baseIds.has(item.id))
      return <StaticTile key={`base-${item.id}`} item={item} icon={icon} problem={false} base />;
    const problem = problems.get(item.id) ?? false;
    return enhanced ? (
      <SortableTile key={item.id} item={item} icon={icon} problem={problem} disabled={!dragEnabled} />
    ) : (
      <StaticTile key={item.id} item={item} icon={icon} problem={problem} />
    );
  };
  const more = shown.slice(fit);
  return (
    <section aria-labelledby="preview-title" className="bar-preview">
      <h2 id="preview-title" className="heading-m">
        Preview of the bar
      </h2>
      <p className="bar-preview__hint" id="preview-hint">
        {enhanced && dragEnabled
          ? "Drag a button to a new place, or onto the place below to remove it. With a keyboard, press Space on a button to pick it up, the arrow keys to move it and Space again to drop it. The list has the same changes as buttons."
          : "This is how the bar looks at the edge of the person's screen."}
      </p>
      <SortableContext items={items.map((i) => i.id)} strategy={rectSortingStrategy}>
        <div ref={setNodeRef} className={`desktop-screen${isOver ? " desktop-screen--over" : ""}`}>
          {more.length > 0 ? (
            <div className="desktop-more" data-preview-overflow="">
              <p className="desktop-more__note" id="preview-more">
                {more.length === 1 ? "1 button does" : `${more.length} buttons do`} not fit on {FIT_SCREEN}.
                The desktop app puts {more.length === 1 ? "it" : "them"} on a second bar that opens with the
                arrow.
              </p>
              <ol className="desktop-bar desktop-bar--more" aria-labelledby="preview-more">
                {more.map(tile)}
              </ol>
              <span className="desktop-more__arrow" aria-hidden="true">
                ‹
              </span>
            </div>
          ) : null}
          <div className="desktop-bar-frame">
            <ol className="desktop-bar" aria-labelledby="preview-title">
              {shown.slice(0, fit).map(tile)}
              {shown.length === 0 ? <li className="bar-preview__empty">The bar is empty.</li> : null}
            </ol>
            <span className="desktop-bar__menu" aria-hidden="true">
              Menu
            </span>
          </div>
        </div>
      </SortableContext>
      <RemoveZone shown={enhanced && dragEnabled} active={draggingBarItem} />
    </section>
  );
}
