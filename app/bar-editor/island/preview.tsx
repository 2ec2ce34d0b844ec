// The desktop preview: the bar as the person sees it, in one row of large buttons. With the island running on
// a wide screen, each button drags (pointer, or keyboard: Space picks up, arrows move, Space drops, Escape
// cancels) to a new place or onto the place that removes it; catalogue entries drag onto the bar. Every step
// is announced by the region's own live region (model.ts `announce`). Without JavaScript it is a picture.
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, rectSortingStrategy, useSortable } from "@dnd-kit/sortable";
import type { CSSProperties } from "react";
import { MESSAGES, colourOf, buttonOf, validateBar, type BarItem } from "../../catalogue/index.ts";
import { ButtonIcon } from "../../catalogue/ButtonIcon.tsx";
import { BAR_DROP_ID, REMOVE_DROP_ID } from "./drag-steps.ts";
import { labelOf } from "./model.ts";

function Face({ item }: { item: BarItem }) {
  const icon = buttonOf(item)?.icon;
  return (
    <>
      {icon ? <ButtonIcon icon={icon} size={32} /> : null}
      <span className="preview-tile__label">{labelOf(item)}</span>
    </>
  );
}

interface TileProps {
  item: BarItem;
  /** The button has a problem (it would not work on the person's computer). */
  problem: boolean;
}

/** The spec's words under a button with a problem; the list below says what it is. */
function ProblemMark({ problem }: { problem: boolean }) {
  return problem ? <span className="preview-tile__problem">{MESSAGES.itemHasProblem}</span> : null;
}

/** Without the island: the button as a picture (the list below has its controls). */
function StaticTile({ item, problem }: TileProps) {
  return (
    <li className="preview-tile" data-preview-item="">
      <span className={`preview-tile__face colour--${colourOf(item)}`}>
        <Face item={item} />
      </span>
      <ProblemMark problem={problem} />
    </li>
  );
}

function SortableTile({ item, problem, disabled }: TileProps & { disabled: boolean }) {
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
        className={`preview-tile__face colour--${colourOf(item)}`}
        {...attributes}
        {...listeners}
        aria-roledescription="movable button"
      >
        <span className="visually-hidden">Drag </span>
        <Face item={item} />
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
  enhanced,
  dragEnabled,
  draggingBarItem,
  draggingNew,
}: {
  items: BarItem[];
  enhanced: boolean;
  dragEnabled: boolean;
  draggingBarItem: boolean;
  draggingNew: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: BAR_DROP_ID, disabled: !draggingNew });
  const problems = validateBar(items).map((list) => list.some((p) => p.level === "error"));
  return (
    <section aria-labelledby="preview-title" className="bar-preview">
      <h2 id="preview-title" className="heading-m">
        Preview of the bar
      </h2>
      <p className="bar-preview__hint" id="preview-hint">
        {enhanced && dragEnabled
          ? "Drag a button to a new place, or onto the place below to remove it. With a keyboard, press Space on a button to pick it up, the arrow keys to move it and Space again to drop it. The list below has the same changes as buttons."
          : "This is how the bar looks on the person's computer."}
      </p>
      <SortableContext items={items.map((i) => i.id)} strategy={rectSortingStrategy}>
        <ol
          ref={setNodeRef}
          className={`bar-preview__list${isOver ? " bar-preview__list--over" : ""}`}
          aria-labelledby="preview-title"
        >
          {items.map((item, index) =>
            enhanced ? (
              <SortableTile
                key={item.id}
                item={item}
                problem={problems[index] ?? false}
                disabled={!dragEnabled}
              />
            ) : (
              <StaticTile key={item.id} item={item} problem={problems[index] ?? false} />
            ),
          )}
          {items.length === 0 ? <li className="bar-preview__empty">The bar is empty.</li> : null}
        </ol>
      </SortableContext>
      <RemoveZone shown={enhanced && dragEnabled} active={draggingBarItem} />
    </section>
  );
}
