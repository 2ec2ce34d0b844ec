// The desktop preview: the bar as the Windows desktop app draws it, drawn by the same component as the member's
// page (app/shared/ui/desktop-bar-picture.tsx: an upright column, two-part buttons as halves, the second bar for
// what does not fit, the base bar's buttons where the app merges them). With the island running on a wide screen, each button drags (pointer, or
// keyboard: Space picks up, arrows move, Space drops, Escape cancels) to a new place or onto the place that
// removes it; catalogue entries drag onto the bar. Every step is announced by the region's own live region
// (drag-steps.ts). Without JavaScript, on a phone and in focus mode it is a picture; the list is the way to
// change the bar.
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, rectSortingStrategy, useSortable } from "@dnd-kit/sortable";
import type { CSSProperties } from "react";
import type { Language } from "../../../contract/language.ts";
import { catalogueMessages, segmentsIn, validateBar, type BarItem } from "../../../common/catalogue/index.ts";
import { previewIcon, type PreviewIcon } from "../../shared/desktop-bar.ts";
import {
  DesktopFace,
  DesktopScreen,
  DesktopTile,
  mergedItems,
} from "../../shared/ui/desktop-bar-picture.tsx";
import { BAR_DROP_ID, REMOVE_DROP_ID } from "./drag-steps.ts";
import type { BaseRowsProps } from "./base-rows.tsx";
import { useCatalogueLanguage, useSay } from "./words.ts";

interface TileProps {
  item: BarItem;
  icon: PreviewIcon;
  /** The button has a problem (it would not work on the person's computer). */
  problem: boolean;
}

/** The spec's words under a button with a problem; the list says what it is. */
function ProblemMark({ problem }: { problem: boolean }) {
  const language = useCatalogueLanguage();
  return problem ? (
    <span className="preview-tile__problem">{catalogueMessages(language).itemHasProblem}</span>
  ) : null;
}

/** The item as the reader sees it: the parts of a two-part button ("On", "Off") in their language. */
function shownIn(item: BarItem, language: Language): BarItem {
  const visual = item.data.visual;
  if (!visual || language === "en") return item;
  return {
    ...item,
    data: { ...item.data, visual: { ...visual, buttons: [...segmentsIn(visual.buttons, language)] } },
  };
}

function SortableTile({ item, icon, problem }: TileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  const t = useSay();
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
        aria-roledescription={t("island.preview.movable")}
      >
        <span className="visually-hidden">{`${t("island.preview.drag")} `}</span>
        <DesktopFace item={item} icon={icon} />
      </button>
      <ProblemMark problem={problem} />
    </li>
  );
}

/** Always in the page (so nothing moves when the island starts); shown once buttons can be dragged. */
function RemoveZone({ shown, active }: { shown: boolean; active: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: REMOVE_DROP_ID, disabled: !active });
  const t = useSay();
  return (
    <div
      ref={setNodeRef}
      aria-hidden={shown ? undefined : true}
      className={`remove-zone${shown ? "" : " remove-zone--idle"}${active ? " remove-zone--active" : ""}${isOver ? " remove-zone--over" : ""}`}
    >
      {t("island.preview.removeZone")}
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
  const t = useSay();
  const language = useCatalogueLanguage();
  const problems = new Map(
    validateBar(items, { language }).map((list, index) => [
      items[index]!.id,
      list.some((p) => p.level === "error"),
    ]),
  );
  const logos = new Set(logoKeys);
  const { shown, baseIds } = mergedItems(items, base);
  const tile = (item: BarItem) => {
    const icon = previewIcon(item, logos);
    const seen = shownIn(item, language);
    if (baseIds.has(item.id)) return <DesktopTile key={`base-${item.id}`} item={seen} icon={icon} base />;
    const problem = problems.get(item.id) ?? false;
    // Where nothing drags (no JavaScript, a phone, focus mode) a button is a picture, not a control to pick up.
    return enhanced && dragEnabled ? (
      <SortableTile key={item.id} item={seen} icon={icon} problem={problem} />
    ) : (
      <DesktopTile key={item.id} item={seen} icon={icon} mark={<ProblemMark problem={problem} />} />
    );
  };
  return (
    <section aria-labelledby="preview-title" className="bar-preview">
      <h2 id="preview-title" className="heading-m">
        {t("island.preview.title")}
      </h2>
      <p className="bar-preview__hint" id="preview-hint">
        {t(enhanced && dragEnabled ? "island.preview.dragHint" : "island.preview.pictureHint")}
      </p>
      <SortableContext items={items.map((i) => i.id)} strategy={rectSortingStrategy}>
        <DesktopScreen
          shown={shown}
          tile={tile}
          titleId="preview-title"
          screenRef={setNodeRef}
          className={isOver ? " desktop-screen--over" : ""}
        />
      </SortableContext>
      <RemoveZone shown={enhanced && dragEnabled} active={draggingBarItem} />
    </section>
  );
}
