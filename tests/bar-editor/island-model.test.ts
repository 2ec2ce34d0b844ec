import { describe, expect, it } from "vitest";
import { insertItem, moveItem, scriptJson } from "../../app/bar-editor/island/model.ts";
import { barEditorMessages } from "../../app/bar-editor/messages/index.ts";
import { messagesFor } from "../../common/i18n/messages.ts";

const say = messagesFor(barEditorMessages, "en");

describe("the island's list steps", () => {
  it("moves an item, clamping the target to the list", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 1, 99)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 1, -5)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });

  it("inserts at a place, or at the end", () => {
    expect(insertItem(["a", "b"], "x", 1)).toEqual(["a", "x", "b"]);
    expect(insertItem(["a", "b"], "x", 9)).toEqual(["a", "b", "x"]);
    expect(insertItem([], "x", 0)).toEqual(["x"]);
  });
});

describe("the island's props in the page", () => {
  it("cannot close the script element or open a comment", () => {
    const json = scriptJson({ label: "</script><script>alert(1)</script><!--", amp: "&", ls: "\u2028" });
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual({
      label: "</script><script>alert(1)</script><!--",
      amp: "&",
      ls: "\u2028",
    });
  });
});

describe("the announcements", () => {
  it("name the button and its position", () => {
    expect(say("island.announce.pickedUp", { label: "Gmail", position: 2, count: 5 })).toMatch(
      /^Picked up "Gmail", position 2 of 5\. Use the arrow keys/,
    );
    expect(say("island.announce.over", { label: "Gmail", position: 3, count: 5 })).toBe(
      '"Gmail" is over position 3 of 5.',
    );
    expect(say("island.announce.moved", { label: "Gmail", position: 3, count: 5 })).toBe(
      '"Gmail" moved to position 3 of 5.',
    );
    expect(say("island.announce.cancelled", { label: "Gmail", position: 2, count: 5 })).toBe(
      'Moving "Gmail" was cancelled. It is back at position 2 of 5.',
    );
    expect(say("island.announce.removed", { label: "Gmail" })).toBe('Button removed: "Gmail".');
  });
});
