import { describe, expect, it } from "vitest";
import {
  describeChanges,
  plainChanges,
  versionChanges,
  type VersionShape,
} from "../../app/shared/bar-diff.ts";

const item = (id: string, label: string, digest = `d-${id}`) => ({ id, label, digest });
const bar = (items: VersionShape["items"], name = "My TandemBar", is_shared = false): VersionShape => ({
  name,
  is_shared,
  items,
});

describe("versionChanges", () => {
  it("describes the first version", () => {
    expect(describeChanges(null, bar([item("a", "Mail"), item("b", "Zoom")]))).toBe(
      "Created the bar with 2 buttons.",
    );
    expect(describeChanges(null, bar([item("a", "Mail")]))).toBe("Created the bar with 1 button.");
  });

  it("describes an addition, a rename and a removal in one sentence", () => {
    const before = bar([item("m", "Mail"), item("w", "Weather"), item("n", "News")]);
    const after = bar([item("m", "Email", "other"), item("n", "News"), item("z", "Zoom")]);
    expect(describeChanges(before, after)).toBe(
      'Added "Zoom" at position 3; renamed "Mail" to "Email"; removed "Weather".',
    );
  });

  it("says nothing changed for the same bar", () => {
    const same = bar([item("a", "A"), item("b", "B")]);
    expect(versionChanges(same, same)).toEqual([]);
    expect(describeChanges(same, same)).toBe("No changes.");
  });

  it("names a changed button whose label stayed", () => {
    expect(versionChanges(bar([item("a", "Web", "1")]), bar([item("a", "Web", "2")]))).toEqual([
      'changed "Web"',
    ]);
  });

  it("reports only the buttons that moved", () => {
    const before = bar([item("a", "A"), item("b", "B"), item("c", "C"), item("d", "D")]);
    const after = bar([item("a", "A"), item("c", "C"), item("d", "D"), item("b", "B")]);
    expect(versionChanges(before, after)).toEqual(['moved "B" to position 4']);
    const swapped = bar([item("b", "B"), item("a", "A"), item("c", "C"), item("d", "D")]);
    expect(versionChanges(before, swapped)).toHaveLength(1);
  });

  it("does not count a removal as moving the others", () => {
    const before = bar([item("a", "A"), item("b", "B"), item("c", "C")]);
    const after = bar([item("a", "A"), item("c", "C")]);
    expect(versionChanges(before, after)).toEqual(['removed "B"']);
  });

  it("reports the bar's name and sharing", () => {
    expect(versionChanges(bar([], "Old"), bar([], "New", true))).toEqual([
      'renamed the bar "Old" to "New"',
      "made the bar shared",
    ]);
    expect(versionChanges(bar([], "X", true), bar([], "X", false))).toEqual(["made the bar a personal bar"]);
  });

  it("quotes an empty label readably", () => {
    expect(versionChanges(bar([]), bar([item("a", " ")]))).toEqual(['added "(no text)" at position 1']);
  });
});

describe("plainChanges (the member's words)", () => {
  it("says what was added, moved and removed, in plain words", () => {
    const before = bar([item("s", "Skype"), item("w", "Weather"), item("r", "Radio"), item("e", "Email")]);
    const after = bar([item("e", "Email"), item("w", "Weather"), item("r", "Radio"), item("b", "BBC News")]);
    expect(plainChanges(before, after)).toEqual([
      "Added: BBC News.",
      "Moved: Email is now first.",
      "Removed: Skype.",
    ]);
  });

  it("names renamed and changed buttons, a renamed bar, the last place and a new bar", () => {
    const before = bar([item("a", "Mail"), item("b", "Zoom", "1"), item("c", "News")], "Old");
    const after = bar([item("c", "News"), item("b", "Zoom", "2"), item("a", "Email")], "New");
    expect(plainChanges(before, after)).toEqual([
      "The bar is now called New.",
      "Renamed: Mail is now called Email.",
      "Works differently: Zoom.",
      "Moved: Zoom is now second; Email is now last.",
    ]);
    expect(plainChanges(null, bar([item("a", "Mail")]))).toEqual(["New bar with 1 button."]);
    expect(plainChanges(null, bar([]))).toEqual(["New bar, with no buttons yet."]);
    expect(plainChanges(before, before)).toEqual([]);
  });
});
