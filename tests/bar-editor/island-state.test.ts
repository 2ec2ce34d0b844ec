// The editor's state module (app/bar-editor/island/state.ts, drag-steps.ts): the rules of each change, the
// editor's reducer and the draft queue, without a browser. The no-JS actions and the island both use them.
import { describe, expect, it } from "vitest";
import { createItem, setParameter } from "../../common/catalogue/index.ts";
import {
  BAR_DROP_ID,
  NEW_PREFIX,
  REMOVE_DROP_ID,
  dragCancelText,
  dragOverText,
  dragStartText,
  dropOutcome,
} from "../../app/bar-editor/island/drag-steps.ts";
import {
  DraftQueue,
  addChange,
  beforeSave,
  editorReducer,
  keepChange,
  moveChange,
  moveTarget,
  notAddedChange,
  removeChange,
  withCheckedLink,
  type EditorState,
} from "../../app/bar-editor/island/state.ts";
import { barEditorMessages } from "../../app/bar-editor/messages/index.ts";
import { messagesFor } from "../../common/i18n/messages.ts";

const english = messagesFor(barEditorMessages, "en");
const reduce = editorReducer(english);

const bar = () => [
  createItem("gmail", { id: "a" }),
  createItem("zoom", { id: "b" }),
  createItem("volume", { id: "c" }),
];
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe("the editor's changes", () => {
  it("moves a button up, down or to a position, and says where it went", () => {
    const items = bar();
    const down = moveChange(english, items, 0, moveTarget("down", 0), "down");
    expect(ids(down!.items)).toEqual(["b", "a", "c"]);
    expect(down!.message).toBe(`"${items[0]!.configuration.label}" moved to position 2 of 3.`);
    expect(down!.focus).toEqual({ id: "a", controls: ["down", "up", "down", "to", "edit"] });
    expect(ids(moveChange(english, items, 2, moveTarget("up", 2), "up")!.items)).toEqual(["a", "c", "b"]);
    expect(ids(moveChange(english, items, 2, moveTarget("to", 2, "1"))!.items)).toEqual(["c", "a", "b"]);
    // A position that is not a number leaves the button where it is; one beyond the end is the end.
    expect(moveTarget("to", 1, "x")).toBe(1);
    expect(moveChange(english, items, 0, moveTarget("to", 0, "99"))!.message).toMatch(/position 3 of 3/);
    expect(moveChange(english, items, -1, 0)).toBeNull();
    expect(moveChange(english, items, 3, 0)).toBeNull();
  });

  it("removes a button and focuses the next row, the previous one, or the heading", () => {
    const items = bar();
    const middle = removeChange(english, items, 1)!;
    expect(ids(middle.items)).toEqual(["a", "c"]);
    expect(middle.message).toBe(`Button removed: "${items[1]!.configuration.label}".`);
    expect(middle.focus).toEqual({ id: "c", controls: ["edit"] });
    expect(removeChange(english, items, 2)!.focus).toEqual({ id: "b", controls: ["edit"] });
    expect(removeChange(english, [items[0]!], 0)!.focus).toEqual({ id: "", controls: ["heading"] });
    expect(removeChange(english, items, 5)).toBeNull();
  });

  it("adds a catalogue button at the end or a place, opening its fields when it needs some", () => {
    const items = bar();
    const volume = addChange(english, items, "volume", { language: "en" })!;
    expect(volume.items).toHaveLength(4);
    expect(volume.items[3]).toBe(volume.item);
    expect(volume.message).toBe(`New item added: "${volume.item.configuration.label}".`);
    expect(volume.needsDetails).toBe(false);
    const link = addChange(english, items, "open_link", { at: 0, language: "en" })!;
    expect(link.items[0]).toBe(link.item);
    expect(link.needsDetails).toBe(true);
    expect(addChange(english, items, "no-such-button", { language: "en" })).toBeNull();
  });

  it("names a new button in the language of the manager who adds it", () => {
    const volume = addChange(english, bar(), "volume", { language: "es" })!;
    expect(volume.item.configuration.label).toBe("Volumen");
    expect(volume.item.data.parameters.label).toBe("Volumen");
  });

  it("keeps a button's new fields, or takes a just-added one away again", () => {
    const items = bar();
    const changed = { ...items[1]!, configuration: { ...items[1]!.configuration, label: "Call" } };
    const kept = keepChange(english, items, changed);
    expect(kept.items[1]).toBe(changed);
    expect(kept.message).toBe('Button "Call" changed.');
    const gone = notAddedChange(english, items, "b");
    expect(ids(gone.items)).toEqual(["a", "c"]);
    expect(gone.message).toBe("The button was not added.");
  });
});

describe("the editor's state", () => {
  const start: EditorState = { items: bar(), hasDraft: false, version: 3, conflict: false, notice: null };

  it("marks a change as unsaved and clears the last notice", () => {
    const saved = reduce(start, { type: "saved", version: 4 });
    const changed = reduce(saved, { type: "changed", items: [] });
    expect(changed).toMatchObject({ items: [], hasDraft: true, version: 4, notice: null });
  });

  it("says when the draft could not be kept, and clears that once a later one is", () => {
    const failed = reduce(start, { type: "draft-failed", message: "No connection." });
    expect(failed.notice).toEqual({ kind: "error", text: "Change bar did not work: No connection." });
    expect(reduce(failed, { type: "draft-kept" }).notice).toBeNull();
    const saved = reduce(start, { type: "saved" });
    expect(reduce(saved, { type: "draft-kept" })).toBe(saved);
  });

  it("saves: no draft, no conflict, the new version", () => {
    const pending = { ...start, hasDraft: true, conflict: true };
    expect(reduce(pending, { type: "saved", version: 5 })).toMatchObject({
      hasDraft: false,
      conflict: false,
      version: 5,
      notice: { kind: "success", text: "Bar successfully saved." },
    });
    expect(reduce(pending, { type: "saved" }).version).toBe(3);
  });

  it("shows a conflict when someone else saved meanwhile, and keeps the draft", () => {
    const pending = { ...start, hasDraft: true };
    const conflict = reduce(pending, {
      type: "save-failed",
      code: "version_conflict",
      message: "Newer.",
    });
    expect(conflict).toMatchObject({ hasDraft: true, conflict: true });
    expect(conflict.notice).toEqual({ kind: "error", text: "Save bar did not work: Newer." });
    expect(reduce(pending, { type: "save-failed", code: "network", message: "x" }).conflict).toBe(false);
  });
});

describe("the draft queue", () => {
  it("sends one bar at a time, and only the newest of those that waited", async () => {
    const sent: string[] = [];
    const gates: (() => void)[] = [];
    const queue = new DraftQueue<string>(
      (value) =>
        new Promise<void>((resolve) => {
          sent.push(value);
          gates.push(resolve);
        }),
    );
    queue.push("1");
    queue.push("2");
    queue.push("3");
    expect(sent).toEqual(["1"]);
    const flushed = queue.flush();
    gates.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual(["1", "3"]);
    let done = false;
    void flushed.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toBe(false);
    gates.shift()!();
    await flushed;
    expect(sent).toEqual(["1", "3"]);
    // Idle again: the next bar goes at once.
    queue.push("4");
    expect(sent).toEqual(["1", "3", "4"]);
  });

  it("goes on after a send that failed", async () => {
    const sent: string[] = [];
    const queue = new DraftQueue<string>(async (value) => {
      sent.push(value);
      if (value === "bad") throw new Error("lost");
    });
    queue.push("bad");
    await queue.flush().catch(() => undefined);
    queue.push("good");
    await queue.flush();
    expect(sent).toEqual(["bad", "good"]);
  });
});

describe("a drag in the preview", () => {
  it("says the pick-up, each place and the drop in words that name the button", () => {
    const items = bar();
    const name = items[0]!.configuration.label;
    expect(dragStartText(english, items, "a", "en")).toMatch(
      new RegExp(`^Picked up "${name}", position 1 of 3\\.`),
    );
    expect(dragOverText(english, items, "a", "c", "en")).toBe(`"${name}" is over position 3 of 3.`);
    expect(dragOverText(english, items, "a", REMOVE_DROP_ID, "en")).toMatch(/over the place to remove it/);
    expect(dragOverText(english, items, "a", null, "en")).toMatch(/is not over the bar/);
    expect(dragCancelText(english, items, "a", 0, "en")).toBe(
      `Moving "${name}" was cancelled. It is back at position 1 of 3.`,
    );
  });

  it("moves, removes, adds or changes nothing on the drop", () => {
    const items = bar();
    const moved = dropOutcome(english, items, "a", "c", "en");
    expect(moved.kind === "move" && ids(moved.change.items)).toEqual(["b", "c", "a"]);
    expect(dropOutcome(english, items, "b", REMOVE_DROP_ID, "en")).toEqual({ kind: "remove", index: 1 });
    expect(dropOutcome(english, items, "b", null, "en")).toMatchObject({
      kind: "say",
      text: expect.stringMatching(/cancelled/),
    });
    expect(dropOutcome(english, items, `${NEW_PREFIX}volume`, BAR_DROP_ID, "en")).toEqual({
      kind: "add",
      key: "volume",
      at: 3,
    });
    expect(dropOutcome(english, items, `${NEW_PREFIX}volume`, "b", "en")).toEqual({
      kind: "add",
      key: "volume",
      at: 1,
    });
    expect(dropOutcome(english, items, `${NEW_PREFIX}volume`, null, "en")).toMatchObject({ kind: "say" });
  });
});

describe("an address after its link check", () => {
  it("keeps the address the check found to work, the same in both editors", () => {
    const item = createItem("open_link", { id: "w" });
    const typed = setParameter(item, "url", "site.test:3551/ok");
    const checked = withCheckedLink(typed, "url", { state: "ok", correctedUrl: "http://site.test:3551/ok" });
    expect(checked.data.parameters.url).toBe("http://site.test:3551/ok");
    expect(withCheckedLink(typed, "url", { state: "ok" })).toBe(typed);
  });
});

describe("before saving (Save asks first)", () => {
  it("says there is nothing to save without a change, asks with problems, saves otherwise", () => {
    const items = [createItem("gmail", { id: "a" }), createItem("volume", { id: "c" })];
    expect(beforeSave({ items, hasDraft: false }, false)).toEqual({ kind: "nothing" });
    expect(beforeSave({ items, hasDraft: true }, false)).toEqual({ kind: "save" });
    const broken = createItem("open_link", { id: "w" });
    expect(beforeSave({ items: [...items, broken], hasDraft: true }, false)).toEqual({
      kind: "ask",
      problems: [{ id: "w", label: broken.configuration.label }],
    });
    // "Save my version" over someone else's is already an answer.
    expect(beforeSave({ items: [...items, broken], hasDraft: true }, true)).toEqual({ kind: "save" });
  });

  it("shows the nothing-to-save notice", () => {
    const state: EditorState = { items: [], hasDraft: false, version: 2, conflict: false, notice: null };
    expect(reduce(state, { type: "nothing-to-save" }).notice).toEqual({
      kind: "success",
      text: "There are no changes to save. The bar is as it was last saved.",
    });
  });
});
