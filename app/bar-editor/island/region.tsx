// The editor region of the bar editor page: rendered on the server as the no-JS editor (every control a form
// post or a link), and hydrated in the browser by the island (client.tsx), which then does the same things in
// place: changes kept at once in the server-side draft, the desktop preview with drag and drop, dialogs, live
// link checks and the unsaved-changes guard. The first browser render equals the server's (hydration), the
// enhancements switch on right after it.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type MouseEvent,
} from "react";
import {
  buttonOf,
  colourOf,
  createItem,
  getButton,
  isValid,
  validateBar,
  type BarItem,
} from "../../catalogue/index.ts";
import { ButtonIcon } from "../../catalogue/ButtonIcon.tsx";
import { CopyChoices } from "../copy-choices.tsx";
import { invitePath } from "../links.ts";
import { editorPagePath, editorPath, rowId } from "../paths.ts";
import { Catalogue, NEW_PREFIX } from "./catalogue.tsx";
import { EditDialog } from "./edit-dialog.tsx";
import {
  ANNOUNCEMENT_MS,
  ANNOUNCER_ID,
  ISLAND_ID,
  LEAVE_WARNING,
  announce,
  insertItem,
  labelOf,
  moveItem,
  type IslandProps,
} from "./model.ts";
import { Modal } from "./modal.tsx";
import { BAR_DROP_ID, Preview, REMOVE_DROP_ID } from "./preview.tsx";
import { keepDraft, saveBar } from "./sync.ts";

const noSubscribe = () => () => undefined;
/** False on the server and during hydration, true in the browser after it. */
function useEnhanced(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

const LITE_QUERY = "(max-width: 767.98px)";
/** The lite list mode (spec §2): focus mode or a narrow screen; no dragging there. */
function useLite(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = window.matchMedia(LITE_QUERY);
      media.addEventListener("change", changed);
      return () => media.removeEventListener("change", changed);
    },
    () => window.matchMedia(LITE_QUERY).matches || document.body.classList.contains("focus-mode"),
    () => false,
  );
}

type Dialog =
  | { kind: "edit"; itemId: string; isNew: boolean }
  | { kind: "copy" }
  | { kind: "revert" }
  | { kind: "invite" }
  | { kind: "leave"; go: () => void };

interface Notice {
  kind: "success" | "error";
  text: string;
}

export function EditorRegion(props: IslandProps) {
  const { barId, memberId } = props;
  const enhanced = useEnhanced();
  const lite = useLite();
  const dragEnabled = enhanced && !lite;
  const [items, setItems] = useState(props.items);
  const [hasDraft, setHasDraft] = useState(props.hasDraft);
  const [version, setVersion] = useState(props.version);
  const [conflict, setConflict] = useState(props.conflict);
  const [catalogOpen, setCatalogOpen] = useState(props.catalogView);
  const [q, setQ] = useState(props.q);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const [busy, setBusy] = useState(false);

  const formAction = editorPath({ barId, memberId, continue: true });
  const count = items.length;
  const problems = validateBar(items);

  // Latest values for listeners that outlive a render.
  const itemsRef = useRef(items);
  const unsavedRef = useRef(hasDraft);
  useEffect(() => {
    itemsRef.current = items;
    unsavedRef.current = hasDraft;
  });

  // --- Announcements: one polite live region, each text removed after 5 s (spec §9).
  const announceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const say = useCallback((text: string) => {
    clearTimeout(announceTimer.current);
    setAnnouncement(text);
    announceTimer.current = setTimeout(() => setAnnouncement(""), ANNOUNCEMENT_MS);
  }, []);

  /** Set when the page is left on purpose: no leave question, no browser warning. */
  const bypass = useRef(false);
  /** The session ended: the page again, which goes to the sign-in page (the draft is kept on the server). */
  const signedOut = useCallback(() => {
    bypass.current = true;
    window.location.reload();
  }, []);

  // --- The draft: every change is sent at once, one request at a time, the newest bar winning.
  const queued = useRef<BarItem[] | null>(null);
  const sending = useRef<Promise<void> | null>(null);
  const drain = useCallback(async () => {
    while (queued.current) {
      const next = queued.current;
      queued.current = null;
      const answer = await keepDraft(barId, memberId, next);
      if (answer.ok) setNotice((n) => (n?.kind === "error" ? null : n));
      else if (answer.signedOut) signedOut();
      else setNotice({ kind: "error", text: `Change bar did not work: ${answer.message}` });
    }
    sending.current = null;
  }, [barId, memberId, signedOut]);
  const flush = useCallback(async () => {
    while (sending.current) await sending.current;
  }, []);

  // Focus after a change: the moved control, or the nearest one that still exists.
  const pendingFocus = useRef<{ id: string; controls: string[] } | null>(null);
  useLayoutEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    pendingFocus.current = null;
    for (const control of wanted.controls) {
      const element =
        control === "heading"
          ? document.getElementById("buttons-title")
          : document.querySelector<HTMLElement>(
              `#${CSS.escape(rowId(wanted.id))} [data-control="${control}"]`,
            );
      if (element) {
        element.focus();
        return;
      }
    }
  });

  const change = useCallback(
    (next: BarItem[], message?: string, focus?: { id: string; controls: string[] }) => {
      itemsRef.current = next;
      setItems(next);
      setHasDraft(true);
      unsavedRef.current = true;
      setNotice(null);
      if (message) say(message);
      if (focus) pendingFocus.current = focus;
      queued.current = next;
      sending.current ??= drain();
    },
    [drain, say],
  );

  // --- The island is running: tell the page (tests and the bench wait for it).
  useEffect(() => {
    if (!enhanced) return;
    document.getElementById(ISLAND_ID)?.setAttribute("data-island", "ready");
  }, [enhanced]);

  // --- Leaving with unsaved changes (spec §2 "Leaving the editor", §4).
  useEffect(() => {
    if (!enhanced) return;
    const leaving = () => unsavedRef.current && !bypass.current;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving()) return;
      event.preventDefault();
      event.returnValue = LEAVE_WARNING;
    };
    // Bubbling, so the region's own handlers (which keep the page) have already had their say.
    const onClick = (event: globalThis.MouseEvent) => {
      if (event.defaultPrevented || !leaving() || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link || link.target === "_blank" || link.hasAttribute("download")) return;
      const to = new URL(link.href, window.location.href);
      const here = new URL(window.location.href);
      if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search && to.hash)
        return;
      event.preventDefault();
      setDialog({ kind: "leave", go: () => window.location.assign(to.href) });
    };
    const onSubmit = (event: SubmitEvent) => {
      if (event.defaultPrevented || !leaving()) return;
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.closest(`#${ISLAND_ID}`)) return;
      event.preventDefault();
      const submitter = event.submitter;
      setDialog({
        kind: "leave",
        go: () => form.requestSubmit(submitter instanceof HTMLElement ? submitter : null),
      });
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick);
    document.addEventListener("submit", onSubmit);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick);
      document.removeEventListener("submit", onSubmit);
    };
  }, [enhanced]);

  /** Leaves the page on purpose (a dialog's form, or after the leave question): no second question. */
  const leave = useCallback(
    async (go: () => void) => {
      await flush();
      bypass.current = true;
      go();
    },
    [flush],
  );

  // --- Saving.
  const saving = useRef(false);
  const save = useCallback(
    async (anyway = false): Promise<boolean> => {
      if (saving.current) return false;
      saving.current = true;
      setBusy(true);
      await flush();
      const answer = await saveBar(barId, memberId, anyway);
      saving.current = false;
      setBusy(false);
      if (answer.ok) {
        setHasDraft(false);
        unsavedRef.current = false;
        setConflict(false);
        if (answer.version) setVersion(answer.version);
        setNotice({ kind: "success", text: "Bar successfully saved." });
        say("Bar successfully saved.");
        return true;
      }
      if (answer.signedOut) signedOut();
      if (answer.code === "version_conflict") setConflict(true);
      setNotice({ kind: "error", text: `Save bar did not work: ${answer.message}` });
      return false;
    },
    [barId, memberId, flush, say, signedOut],
  );

  const onSaveSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const anyway = submitter instanceof HTMLButtonElement && submitter.value === "save-anyway";
    void save(anyway).then((saved) => {
      if (saved && props.invitee) setDialog({ kind: "invite" });
    });
  };

  // --- Changing the list.
  const removeAt = (index: number) => {
    const item = itemsRef.current[index];
    if (!item) return;
    const next = itemsRef.current.filter((_, i) => i !== index);
    const neighbour = next[index] ?? next[index - 1];
    change(
      next,
      announce.removed(labelOf(item)),
      neighbour ? { id: neighbour.id, controls: ["edit"] } : { id: "", controls: ["heading"] },
    );
  };

  const moveTo = (index: number, to: number, control: string) => {
    const item = itemsRef.current[index];
    if (!item) return;
    const next = moveItem(itemsRef.current, index, to);
    const position = next.indexOf(item) + 1;
    change(next, announce.moved(labelOf(item), position, next.length), {
      id: item.id,
      controls: [control, "up", "down", "to", "edit"],
    });
  };

  const onRowSubmit = (event: FormEvent<HTMLFormElement>, index: number) => {
    if (!enhanced) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : "";
    if (intent === "up") moveTo(index, index - 1, "up");
    else if (intent === "down") moveTo(index, index + 1, "down");
    else if (intent === "to") {
      const select = event.currentTarget.elements.namedItem("position");
      const to = select instanceof HTMLSelectElement ? Number(select.value) - 1 : index;
      moveTo(index, Number.isInteger(to) ? to : index, "to");
    } else if (intent === "remove") removeAt(index);
  };

  const addButton = (key: string, at?: number) => {
    const button = getButton(key);
    if (!button) return;
    const item = createItem(button.key, { isNew: true });
    const next = insertItem(itemsRef.current, item, at ?? itemsRef.current.length);
    change(next, announce.added(item.configuration.label));
    // A button that needs something from the manager opens its dialog at once; Cancel there removes it.
    if (button.params.length > 0 || !isValid(item)) setDialog({ kind: "edit", itemId: item.id, isNew: true });
    else pendingFocus.current = { id: item.id, controls: ["edit"] };
  };

  const openEdit = (item: BarItem, event: MouseEvent) => {
    if (!enhanced) return;
    event.preventDefault();
    setDialog({ kind: "edit", itemId: item.id, isNew: false });
  };

  // --- Drag and drop.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dragStartIndex = useRef(-1);
  /** What the dragged button was last announced over: each step is said once, the pick-up not drowned. */
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const activeName = (id: UniqueIdentifier): string => {
    const key = String(id);
    if (key.startsWith(NEW_PREFIX)) {
      const button = getButton(key.slice(NEW_PREFIX.length));
      return button ? (button.catalogLabel ?? button.label) : "";
    }
    const item = itemsRef.current.find((i) => i.id === key);
    return item ? labelOf(item) : "";
  };
  const isNewDrag = (id: UniqueIdentifier) => String(id).startsWith(NEW_PREFIX);
  const indexOf = (id: UniqueIdentifier) => itemsRef.current.findIndex((i) => i.id === id);

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(active.id);
    lastOver.current = active.id;
    const name = activeName(active.id);
    if (isNewDrag(active.id)) return say(announce.pickedUpNew(name));
    dragStartIndex.current = indexOf(active.id);
    say(announce.pickedUp(name, dragStartIndex.current + 1, itemsRef.current.length));
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const overId = over?.id ?? null;
    if (overId === lastOver.current) return;
    lastOver.current = overId;
    const name = activeName(active.id);
    const n = itemsRef.current.length;
    if (!over) return say(announce.notOver(name));
    if (isNewDrag(active.id)) {
      const at = over.id === BAR_DROP_ID ? n : indexOf(over.id);
      if (at >= 0) say(announce.overNew(name, at + 1, n + 1));
      return;
    }
    if (over.id === REMOVE_DROP_ID) return say(announce.overRemove(name));
    const at = indexOf(over.id);
    if (at >= 0) say(announce.over(name, at + 1, n));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const name = activeName(active.id);
    if (isNewDrag(active.id)) {
      const key = String(active.id).slice(NEW_PREFIX.length);
      if (!over) return say(announce.cancelledNew(name));
      const at = over.id === BAR_DROP_ID ? itemsRef.current.length : indexOf(over.id);
      if (at < 0) return say(announce.cancelledNew(name));
      return addButton(key, at);
    }
    const from = indexOf(active.id);
    if (over?.id === REMOVE_DROP_ID) return removeAt(from);
    const to = over ? indexOf(over.id) : -1;
    if (to < 0) return say(announce.cancelled(name, from + 1, itemsRef.current.length));
    if (to === from) return say(announce.moved(name, from + 1, itemsRef.current.length));
    const next = moveItem(itemsRef.current, from, to);
    change(next, announce.moved(name, to + 1, next.length));
  };
  const onDragCancel = ({ active }: { active: { id: UniqueIdentifier } }) => {
    setActiveId(null);
    const name = activeName(active.id);
    if (isNewDrag(active.id)) return say(announce.cancelledNew(name));
    say(announce.cancelled(name, dragStartIndex.current + 1, itemsRef.current.length));
  };

  const editing = dialog?.kind === "edit" ? items.find((i) => i.id === dialog.itemId) : undefined;
  const focusControl = (id: string, control: string, available: string[]) => {
    if (props.focus !== id) return false;
    const wanted = props.control && available.includes(props.control) ? props.control : available[0];
    return wanted === control;
  };

  return (
    <DndContext
      sensors={dragEnabled ? sensors : []}
      collisionDetection={closestCenter}
      accessibility={{
        // The region's own live region says every step (and clears it after 5 s).
        announcements: {
          onDragStart: () => undefined,
          onDragOver: () => undefined,
          onDragEnd: () => undefined,
          onDragCancel: () => undefined,
        },
        screenReaderInstructions: {
          draggable:
            "To pick up this button, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel. The Move up and Move down buttons in the list below do the same.",
        },
      }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <div id={ANNOUNCER_ID} role="status" className="visually-hidden">
        {announcement}
      </div>

      <section aria-labelledby="changes-title" className="panel editor-changes">
        <h2 id="changes-title" className="heading-m">
          Changes
        </h2>
        <p id="editor-status">
          {hasDraft ? "This bar has unsaved changes." : `All changes are saved (version ${version}).`}
        </p>
        {notice ? (
          <p
            className={notice.kind === "error" ? "editor-notice editor-notice--error" : "editor-notice"}
            role="alert"
          >
            {notice.text}
          </p>
        ) : null}
        {conflict ? (
          <div className="panel panel--notice" role="region" aria-labelledby="conflict-title">
            <h3 id="conflict-title">Someone else saved this bar</h3>
            <p>
              This bar was saved by someone else after you started changing it. Saving now replaces their
              version with yours (it stays in the history). You can also undo your changes instead.
            </p>
            <form method="post" action={formAction} onSubmit={onSaveSubmit}>
              <button type="submit" name="intent" value="save-anyway" className="button" disabled={busy}>
                Save my version
              </button>
            </form>
          </div>
        ) : null}
        <div className="button-group editor-actions">
          <form method="post" action={formAction} className="editor-save" onSubmit={onSaveSubmit}>
            <button
              type="submit"
              name="intent"
              value="save"
              className="button"
              aria-disabled={busy || undefined}
            >
              Save bar
            </button>
          </form>
          {enhanced ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDialog({ kind: "copy" })}
            >
              Copy buttons from another bar
            </button>
          ) : (
            <a className="button button--secondary" href={editorPagePath("copy", { barId, memberId })}>
              Copy buttons from another bar
            </a>
          )}
          {hasDraft ? (
            enhanced ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setDialog({ kind: "revert" })}
              >
                Undo all unsaved changes
              </button>
            ) : (
              <a className="button button--secondary" href={editorPagePath("revert", { barId, memberId })}>
                Undo all unsaved changes
              </a>
            )
          ) : null}
        </div>
      </section>

      <Preview
        items={items}
        enhanced={enhanced}
        dragEnabled={dragEnabled}
        draggingBarItem={activeId !== null && !isNewDrag(activeId)}
        draggingNew={activeId !== null && isNewDrag(activeId)}
      />

      {catalogOpen ? (
        <Catalogue
          barId={barId}
          memberId={memberId}
          formAction={formAction}
          q={q}
          enhanced={enhanced}
          draggable={dragEnabled}
          onQuery={(value) => enhanced && setQ(value)}
          onAdd={(key) => addButton(key)}
          onClose={(event) => {
            if (!enhanced) return;
            event.preventDefault();
            setCatalogOpen(false);
            requestAnimationFrame(() => document.getElementById("add-button")?.focus());
          }}
        />
      ) : (
        <p>
          {enhanced ? (
            <button
              type="button"
              id="add-button"
              className="button"
              aria-expanded="false"
              onClick={() => {
                setCatalogOpen(true);
                requestAnimationFrame(() => document.getElementById("catalogue-q")?.focus());
              }}
            >
              Add a button
            </button>
          ) : (
            <a
              id="add-button"
              className="button"
              href={`${editorPath({ barId, memberId, continue: true, catalogView: true })}#catalogue`}
            >
              Add a button
            </a>
          )}
        </p>
      )}

      <section aria-labelledby="buttons-title">
        <h2 id="buttons-title" className="heading-m" tabIndex={-1} autoFocus={props.focusList}>
          Buttons on this bar ({count})
        </h2>
        {count === 0 ? <p>This bar has no buttons yet.</p> : null}
        <ol className="bar-list">
          {items.map((item, index) => {
            const position = index + 1;
            const controls = [
              ...(index > 0 ? ["up"] : []),
              ...(index < count - 1 ? ["down"] : []),
              "to",
              "edit",
              "remove",
            ];
            const editHref = editorPagePath("button", { barId, memberId, itemId: item.id });
            const itemProblems = problems[index] ?? [];
            const errors = itemProblems.filter((p) => p.level === "error");
            const warnings = itemProblems.filter((p) => p.level === "warn");
            const label = item.configuration.label;
            const icon = buttonOf(item)?.icon;
            return (
              <li key={item.id} id={rowId(item.id)} className="bar-item">
                <div className={`bar-item__face colour--${colourOf(item)}`}>
                  {icon ? <ButtonIcon icon={icon} /> : null}
                  <span>{label || "(no text)"}</span>
                </div>
                <p className="bar-item__meta">
                  Position {position} of {count} · Colour: {colourOf(item)}
                </p>
                {errors.length > 0 ? (
                  <div className="bar-item__problem">
                    <p>
                      <strong>Problem:</strong> This button has an issue.{" "}
                      <a href={editHref} onClick={(event) => openEdit(item, event)}>
                        Fix it<span className="visually-hidden"> on the button {label}</span>
                      </a>
                    </p>
                    <ul>
                      {errors.map((p) => (
                        <li key={p.message}>{p.message}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {warnings.map((p) => (
                  <p key={p.message} className="bar-item__warning">
                    <strong>Warning:</strong> {p.message}
                  </p>
                ))}
                <form
                  method="post"
                  action={formAction}
                  className="bar-item__actions"
                  onSubmit={(event) => onRowSubmit(event, index)}
                >
                  <input type="hidden" name="item" value={item.id} />
                  {index > 0 ? (
                    <RowButton
                      intent="up"
                      text="Move up"
                      label={label}
                      focused={focusControl(item.id, "up", controls)}
                    />
                  ) : null}
                  {index < count - 1 ? (
                    <RowButton
                      intent="down"
                      text="Move down"
                      label={label}
                      focused={focusControl(item.id, "down", controls)}
                    />
                  ) : null}
                  {count > 1 ? (
                    <span className="bar-item__position">
                      <label htmlFor={`position-${item.id}`}>
                        Position<span className="visually-hidden"> of {label}</span>
                      </label>
                      <select
                        key={`${position}-${count}`}
                        id={`position-${item.id}`}
                        name="position"
                        defaultValue={String(position)}
                      >
                        {items.map((_, i) => (
                          <option key={i} value={i + 1}>
                            {i + 1}
                          </option>
                        ))}
                      </select>
                      <RowButton
                        intent="to"
                        text="Move"
                        label={label}
                        focused={focusControl(item.id, "to", controls)}
                      />
                    </span>
                  ) : null}
                  <a
                    href={editHref}
                    data-control="edit"
                    className="button button--secondary"
                    autoFocus={focusControl(item.id, "edit", controls)}
                    onClick={(event) => openEdit(item, event)}
                  >
                    Edit<span className="visually-hidden"> {label}</span>
                  </a>
                  <RowButton
                    intent="remove"
                    text="Remove"
                    label={label}
                    focused={focusControl(item.id, "remove", controls)}
                    warning
                  />
                </form>
              </li>
            );
          })}
        </ol>
      </section>

      {dialog?.kind === "edit" && editing ? (
        <EditDialog
          key={editing.id}
          item={editing}
          isNew={dialog.isNew}
          onKeep={(kept) => {
            setDialog(null);
            change(
              itemsRef.current.map((i) => (i.id === kept.id ? kept : i)),
              announce.changed(kept.configuration.label),
            );
          }}
          onCancel={() => {
            setDialog(null);
            if (dialog.isNew) {
              change(
                itemsRef.current.filter((i) => i.id !== editing.id),
                announce.notAdded(),
              );
            }
          }}
        />
      ) : null}

      {dialog?.kind === "copy" ? (
        <Modal id="copy-dialog" title="Copy buttons from another bar" onClose={() => setDialog(null)}>
          <CopyForm
            action={editorPagePath("copy", { barId, memberId })}
            title={props.title}
            sources={props.copySources}
            onSend={(form) => void leave(() => form.submit())}
            onCancel={() => setDialog(null)}
          />
        </Modal>
      ) : null}

      {dialog?.kind === "revert" ? (
        <Modal
          id="revert-dialog"
          title={`Undo the unsaved changes of ${props.title}?`}
          onClose={() => setDialog(null)}
        >
          <p>Every change made since the bar was last saved will be lost. This cannot be undone.</p>
          <form
            method="post"
            action={editorPagePath("revert", { barId, memberId })}
            onSubmit={(event) => {
              event.preventDefault();
              const form = event.currentTarget;
              void leave(() => form.submit());
            }}
          >
            <div className="button-group">
              <button type="submit" className="button button--warning">
                Yes, undo my changes
              </button>
              <button type="button" className="button button--secondary" onClick={() => setDialog(null)}>
                No, keep them
              </button>
            </div>
          </form>
        </Modal>
      ) : null}

      {dialog?.kind === "invite" && props.invitee ? (
        <Modal id="invite-dialog" title={`Invite ${props.invitee.name}?`} onClose={() => setDialog(null)}>
          <p>
            {props.invitee.name} has not been invited yet. Invite them now, so they can use the bar on their
            computer?
          </p>
          <div className="button-group">
            <a className="button" href={invitePath(props.invitee.memberId)}>
              Invite now
            </a>
            <button type="button" className="button button--secondary" onClick={() => setDialog(null)}>
              Invite later
            </button>
          </div>
        </Modal>
      ) : null}

      {dialog?.kind === "leave" ? (
        <Modal id="leave-dialog" title={LEAVE_WARNING} onClose={() => setDialog(null)}>
          <p>
            Your changes stay with this bar as unsaved changes, but the person does not get them until the bar
            is saved.
          </p>
          <div className="button-group">
            <button type="button" className="button button--secondary" onClick={() => setDialog(null)}>
              Cancel
            </button>
            <button type="button" className="button button--secondary" onClick={() => void leave(dialog.go)}>
              Continue without saving
            </button>
            <button
              type="button"
              className="button"
              onClick={() =>
                void save().then((saved) => {
                  if (saved) void leave(dialog.go);
                  else setDialog(null);
                })
              }
            >
              Save
            </button>
          </div>
        </Modal>
      ) : null}
    </DndContext>
  );
}

/** A row's control: a form button (the no-JS post) whose intent the island reads in place. */
function RowButton({
  intent,
  text,
  label,
  focused,
  warning = false,
}: {
  intent: string;
  text: string;
  /** The button's label, said after the text ("Move up Gmail"). */
  label: string;
  focused: boolean;
  warning?: boolean;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      data-control={intent}
      className={`button ${warning ? "button--warning" : "button--secondary"}`}
      autoFocus={focused}
    >
      {text}
      <span className="visually-hidden"> {label}</span>
    </button>
  );
}

function CopyForm({
  action,
  title,
  sources,
  onSend,
  onCancel,
}: {
  action: string;
  title: string;
  sources: IslandProps["copySources"];
  onSend: (form: HTMLFormElement) => void;
  onCancel: () => void;
}) {
  const [error, setError] = useState(false);
  if (sources.length === 0) {
    return (
      <>
        <p>There is no other bar to copy yet.</p>
        <button type="button" className="button" onClick={onCancel}>
          Close
        </button>
      </>
    );
  }
  return (
    <form
      method="post"
      action={action}
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        if (!new FormData(form).get("from")) {
          setError(true);
          form.querySelector<HTMLInputElement>('input[name="from"]')?.focus();
          return;
        }
        onSend(form);
      }}
    >
      <CopyChoices idPrefix="copy-from" title={title} sources={sources} error={error} announce />
      <div className="button-group">
        <button type="submit" className="button">
          Copy this bar
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
