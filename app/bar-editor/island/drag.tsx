// Drag and drop in the preview (pointer, or keyboard: Space picks up, arrows move, Space drops, Escape
// cancels): dnd-kit's events turned into the editor's words and changes (drag-steps.ts). dnd-kit's own
// announcements are silenced; the region's one live region says every step.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { useRef, useState, type ReactNode } from "react";
import type { BarItem } from "../../../common/catalogue/index.ts";
import {
  BAR_DROP_ID,
  REMOVE_DROP_ID,
  dragCancelText,
  dragOverText,
  dragStartText,
  dropOutcome,
  isNewDrag,
} from "./drag-steps.ts";
import { columnKeyboardCoordinates } from "./column-keys.ts";
import { useCatalogueLanguage, useSay } from "./words.ts";

const SILENT = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};
/**
 * The arrow keys move a lifted button of the bar from place to place among the bar's buttons, along the
 * upright column of the preview (column-keys.ts: Right and Left act as Down and Up). They look at the buttons
 * only: the remove zone is also "beside" the first and last buttons, and moving there put the button at some
 * other place of the bar; at either end they do nothing.
 */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (isNewDrag(args.active)) return columnKeyboardCoordinates(event, args);
  const all = args.context.droppableContainers;
  const Containers = all.constructor as new (entries: Iterable<[UniqueIdentifier, unknown]>) => typeof all;
  const buttons = new Containers([...all].filter(([id]) => id !== REMOVE_DROP_ID && id !== BAR_DROP_ID));
  return columnKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: buttons },
  });
};

/** What is being dragged: a button of the bar, a catalogue entry, or nothing. */
export type Dragging = "bar" | "new" | null;

export function EditorDnd({
  enabled,
  items,
  say,
  onAdd,
  onRemove,
  onMove,
  children,
}: {
  enabled: boolean;
  /** The list as of the last change. */
  items: () => BarItem[];
  say: (text: string) => void;
  onAdd: (key: string, at: number) => void;
  onRemove: (index: number) => void;
  onMove: (items: BarItem[], message: string) => void;
  children: (dragging: Dragging) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const t = useSay();
  const language = useCatalogueLanguage();
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const startIndex = useRef(-1);
  /** What the dragged button was last announced over: each step is said once, the pick-up not drowned. */
  const lastOver = useRef<UniqueIdentifier | null>(null);

  return (
    <DndContext
      sensors={enabled ? sensors : []}
      collisionDetection={closestCenter}
      accessibility={{
        announcements: SILENT,
        screenReaderInstructions: { draggable: t("island.drag.instructions") },
      }}
      onDragStart={({ active }) => {
        setActiveId(active.id);
        lastOver.current = active.id;
        startIndex.current = items().findIndex((i) => i.id === active.id);
        say(dragStartText(t, items(), active.id, language));
      }}
      onDragOver={({ active, over }) => {
        const overId = over?.id ?? null;
        if (overId === lastOver.current) return;
        lastOver.current = overId;
        const text = dragOverText(t, items(), active.id, overId, language);
        if (text) say(text);
      }}
      onDragEnd={({ active, over }) => {
        setActiveId(null);
        const outcome = dropOutcome(t, items(), active.id, over?.id ?? null, language);
        if (outcome.kind === "say") say(outcome.text);
        else if (outcome.kind === "add") onAdd(outcome.key, outcome.at);
        else if (outcome.kind === "remove") onRemove(outcome.index);
        else onMove(outcome.change.items, outcome.change.message);
      }}
      onDragCancel={({ active }) => {
        setActiveId(null);
        say(dragCancelText(t, items(), active.id, startIndex.current, language));
      }}
    >
      {children(activeId === null ? null : isNewDrag(activeId) ? "new" : "bar")}
    </DndContext>
  );
}
