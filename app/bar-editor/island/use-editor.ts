// The island's editing state in the browser: the editor's reducer (state.ts), each change kept at once as the
// server-side draft through the draft queue, saving, and leaving on purpose. The views only call these.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { BarItem } from "../../../common/catalogue/index.ts";
import type { IslandProps } from "./model.ts";
import { DraftQueue, editorReducer, type EditorState, type Focus } from "./state.ts";
import { keepDraft, saveBar } from "./sync.ts";
import type { Say } from "./words.ts";

export interface Editor {
  state: EditorState;
  /** The list as of the last change (also between a change and its render). */
  items: () => BarItem[];
  /** A change of the list: shown, announced, focus moved, and sent as the draft. */
  change: (items: BarItem[], message?: string, focus?: Focus) => void;
  /** Saves the bar (after the draft is sent); true when saved. */
  save: (anyway?: boolean) => Promise<boolean>;
  busy: boolean;
  /** Save with no change: says so, sends nothing. */
  nothingToSave: () => void;
  /** Leaves the page on purpose (after the draft is sent): no leave question, no browser warning. */
  leave: (go: () => void) => Promise<void>;
  /** Whether leaving now would lose sight of unsaved changes. */
  leaving: { current: () => boolean };
}

export function useEditor(
  props: IslandProps,
  t: Say,
  say: (text: string) => void,
  focusNext: (focus: Focus) => void,
): Editor {
  const { barId, memberId } = props;
  const reducer = useMemo(() => editorReducer(t), [t]);
  const [state, dispatch] = useReducer(reducer, props, (p) => ({
    items: p.items,
    hasDraft: p.hasDraft,
    version: p.version,
    conflict: p.conflict,
    notice: null,
  }));
  const [busy, setBusy] = useState(false);

  // Latest values for listeners that outlive a render.
  const itemsRef = useRef(state.items);
  const unsavedRef = useRef(state.hasDraft);
  useEffect(() => {
    itemsRef.current = state.items;
    unsavedRef.current = state.hasDraft;
  });

  /** Set when the page is left on purpose. */
  const bypass = useRef(false);
  const leaving = useRef(() => unsavedRef.current && !bypass.current);
  /** The session ended: the page again, which goes to the sign-in page (the draft is kept on the server). */
  const signedOut = useCallback(() => {
    bypass.current = true;
    window.location.reload();
  }, []);

  const sendDraft = useCallback(
    async (items: BarItem[]) => {
      const answer = await keepDraft(t, barId, memberId, items);
      if (answer.ok) dispatch({ type: "draft-kept" });
      else if (answer.signedOut) signedOut();
      else dispatch({ type: "draft-failed", message: answer.message });
    },
    [t, barId, memberId, signedOut],
  );
  const queueRef = useRef<DraftQueue<BarItem[]> | null>(null);
  const queue = useCallback(() => (queueRef.current ??= new DraftQueue(sendDraft)), [sendDraft]);

  const change = useCallback(
    (items: BarItem[], message?: string, focus?: Focus) => {
      itemsRef.current = items;
      unsavedRef.current = true;
      dispatch({ type: "changed", items });
      if (message) say(message);
      if (focus) focusNext(focus);
      queue().push(items);
    },
    [queue, say, focusNext],
  );

  const saving = useRef(false);
  const save = useCallback(
    async (anyway = false): Promise<boolean> => {
      if (saving.current) return false;
      saving.current = true;
      setBusy(true);
      await queue().flush();
      const answer = await saveBar(t, barId, memberId, anyway);
      saving.current = false;
      setBusy(false);
      if (answer.ok) {
        unsavedRef.current = false;
        dispatch({ type: "saved", version: answer.version });
        say(t("island.saved"));
        return true;
      }
      if (answer.signedOut) signedOut();
      dispatch({ type: "save-failed", code: answer.code, message: answer.message });
      return false;
    },
    [t, barId, memberId, queue, say, signedOut],
  );

  const leave = useCallback(
    async (go: () => void) => {
      await queue().flush();
      bypass.current = true;
      go();
    },
    [queue],
  );

  const nothingToSave = useCallback(() => {
    dispatch({ type: "nothing-to-save" });
    say(t("island.nothingToSave"));
  }, [t, say]);

  return { state, items: () => itemsRef.current, change, save, busy, nothingToSave, leave, leaving };
}
