// The editor region of the bar editor page: rendered on the server as the no-JS editor (every control a form
// post or a link), and hydrated in the browser by the island (client.tsx), which then does the same things in
// place: changes kept at once in the server-side draft, the desktop preview with drag and drop, dialogs, live
// link checks and the unsaved-changes guard. The first browser render equals the server's (hydration), the
// enhancements switch on right after it. The rules of each change are the editor's (state.ts); the views are
// the panels below, the state in the browser is use-editor.ts.
import { useCallback, useEffect, useMemo, useState, type FormEvent, type MouseEvent } from "react";
import type { BarItem } from "../../../common/catalogue/index.ts";
import { editorPath } from "../../../common/editor-paths.ts";
import { BarList } from "./bar-list.tsx";
import { CatalogueToggle } from "./catalogue-toggle.tsx";
import { ChangesPanel } from "./changes-panel.tsx";
import { EditorDnd } from "./drag.tsx";
import { useAnnouncer, useEnhanced, useLite, usePendingFocus } from "./hooks.ts";
import { useLeaveGuard } from "./leave-guard.ts";
import { ANNOUNCER_ID, ISLAND_ID, type IslandProps } from "./model.ts";
import { Preview } from "./preview.tsx";
import { RegionDialogs, type Dialog } from "./region-dialogs.tsx";
import { addChange, beforeSave, isMoveIntent, moveChange, moveTarget, removeChange } from "./state.ts";
import { useEditor } from "./use-editor.ts";
import { CatalogueLanguageContext, SayContext, sayFrom } from "./words.ts";
import { SharedWordsContext } from "../../shared/ui/words.tsx";

/** The intent of the button that sent a form (the no-JS post's value). */
function submitted(event: FormEvent<HTMLFormElement>): string {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement ? submitter.value : "";
}

export function EditorRegion(props: IslandProps) {
  const { barId, memberId } = props;
  const t = useMemo(() => sayFrom(props.words), [props.words]);
  const enhanced = useEnhanced();
  const lite = useLite();
  const dragEnabled = enhanced && !lite;
  const [announcement, say] = useAnnouncer();
  const focusNext = usePendingFocus();
  const editor = useEditor(props, t, say, focusNext);
  const { state, change } = editor;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const formAction = editorPath({ barId, memberId, continue: true });

  // The island is running: tell the page (tests and the bench wait for it).
  useEffect(() => {
    if (enhanced) document.getElementById(ISLAND_ID)?.setAttribute("data-island", "ready");
  }, [enhanced]);
  useLeaveGuard(
    enhanced,
    editor.leaving,
    useCallback((go: () => void) => setDialog({ kind: "leave", go }), []),
    t("island.leaveWarning"),
  );

  const saveNow = (anyway: boolean) =>
    void editor.save(anyway).then((saved) => {
      if (saved && props.invitee) setDialog({ kind: "invite" });
    });
  const onSave = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    const anyway = submitted(event) === "save-anyway";
    const first = beforeSave({ items: editor.items(), hasDraft: state.hasDraft }, anyway);
    if (first.kind === "nothing") editor.nothingToSave();
    else if (first.kind === "ask") setDialog({ kind: "save-problems", problems: first.problems });
    else saveNow(anyway);
  };

  const saveThenLeave = (go: () => void) => {
    const first = beforeSave({ items: editor.items(), hasDraft: state.hasDraft }, false);
    if (first.kind === "ask") return setDialog({ kind: "save-problems", problems: first.problems, then: go });
    void editor.save().then((saved) => (saved ? void editor.leave(go) : close()));
  };

  const removeAt = (index: number) => {
    const next = removeChange(t, editor.items(), index);
    if (next) change(next.items, next.message, next.focus);
  };

  const onRowSubmit = (event: FormEvent<HTMLFormElement>, index: number) => {
    if (!enhanced) return;
    event.preventDefault();
    const intent = submitted(event);
    if (intent === "remove") return removeAt(index);
    if (!isMoveIntent(intent)) return;
    const select = event.currentTarget.elements.namedItem("position");
    const position = select instanceof HTMLSelectElement ? select.value : undefined;
    const next = moveChange(t, editor.items(), index, moveTarget(intent, index, position), intent);
    if (next) change(next.items, next.message, next.focus);
  };

  const addButton = (key: string, at?: number) => {
    const next = addChange(t, editor.items(), key, { at, language: props.words.language });
    if (!next) return;
    change(next.items, next.message, next.needsDetails ? undefined : next.focus);
    if (next.needsDetails) setDialog({ kind: "edit", itemId: next.item.id, isNew: true });
  };

  const openEdit = (item: BarItem, event: MouseEvent) => {
    if (!enhanced) return;
    event.preventDefault();
    setDialog({ kind: "edit", itemId: item.id, isNew: false });
  };

  return (
    // The shared words again: hydrating, the island has no layout around it to give them.
    <SharedWordsContext.Provider value={props.words.shared}>
      <SayContext.Provider value={t}>
        <CatalogueLanguageContext.Provider value={props.words.language}>
          <EditorDnd
            enabled={dragEnabled}
            items={editor.items}
            say={say}
            onAdd={addButton}
            onRemove={removeAt}
            onMove={(items, message) => change(items, message)}
          >
            {(dragging) => (
              <>
                <div id={ANNOUNCER_ID} role="status" className="visually-hidden">
                  {announcement}
                </div>
                <ChangesPanel
                  state={state}
                  enhanced={enhanced}
                  busy={editor.busy}
                  formAction={formAction}
                  barId={barId}
                  memberId={memberId}
                  onSave={onSave}
                  onCopy={() => setDialog({ kind: "copy" })}
                  onRevert={() => setDialog({ kind: "revert" })}
                />
                <Preview
                  items={state.items}
                  base={props.base}
                  logoKeys={props.logoKeys}
                  enhanced={enhanced}
                  dragEnabled={dragEnabled}
                  draggingBarItem={dragging === "bar"}
                  draggingNew={dragging === "new"}
                />
                <CatalogueToggle
                  initiallyOpen={props.catalogView}
                  initialQ={props.q}
                  barId={barId}
                  memberId={memberId}
                  formAction={formAction}
                  enhanced={enhanced}
                  draggable={dragEnabled}
                  onAdd={addButton}
                />
                <BarList
                  items={state.items}
                  focus={props.focus}
                  control={props.control}
                  focusList={props.focusList}
                  barId={barId}
                  memberId={memberId}
                  formAction={formAction}
                  computer={props.computer}
                  onSubmit={onRowSubmit}
                  onEdit={openEdit}
                  marks={props.linkMarks}
                  markWords={props.words.linkMark}
                  base={props.base}
                />
                <RegionDialogs
                  dialog={dialog}
                  props={props}
                  editor={editor}
                  close={close}
                  saveNow={() => saveNow(false)}
                  saveThenLeave={saveThenLeave}
                />
              </>
            )}
          </EditorDnd>
        </CatalogueLanguageContext.Provider>
      </SayContext.Provider>
    </SharedWordsContext.Provider>
  );
}
