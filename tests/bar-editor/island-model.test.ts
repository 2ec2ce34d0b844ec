import { describe, expect, it } from "vitest";
import { announce, insertItem, moveItem, scriptJson } from "../../app/bar-editor/island/model.ts";

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
    expect(announce.pickedUp("Gmail", 2, 5)).toMatch(
      /^Picked up "Gmail", position 2 of 5\. Use the arrow keys/,
    );
    expect(announce.over("Gmail", 3, 5)).toBe('"Gmail" is over position 3 of 5.');
    expect(announce.moved("Gmail", 3, 5)).toBe('"Gmail" moved to position 3 of 5.');
    expect(announce.cancelled("Gmail", 2, 5)).toBe(
      'Moving "Gmail" was cancelled. It is back at position 2 of 5.',
    );
    expect(announce.removed("Gmail")).toBe('Button removed: "Gmail".');
  });
});
