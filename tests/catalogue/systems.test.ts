// Which system's desktop app runs a button (common/catalogue/systems.ts), and what the editor says of it.
import { describe, expect, it } from "vitest";
import {
  BUTTONS,
  createItem,
  onlySystem,
  segmentsIn,
  systemNote,
  systemsFor,
} from "../../common/catalogue/index.ts";

const configOf = (key: string) => {
  const item = createItem(key);
  return [item.kind, item.configuration] as const;
};

describe("systems of the catalogue's buttons", () => {
  it("names the buttons only the Windows app runs", () => {
    const windowsOnly = BUTTONS.filter((b) => onlySystem(...configOf(b.key)) === "windows").map((b) => b.key);
    expect(windowsOnly.sort()).toEqual(
      ["microsoft_access_app", "microsoft_quick_assist_app", "quick_assist", "voice_control"].sort(),
    );
    expect(BUTTONS.filter((b) => onlySystem(...configOf(b.key)) === "macos")).toEqual([]);
  });

  it("reads links, programs, Windows Store apps, default apps and actions", () => {
    expect(systemsFor("link", { url: "https://example.org/" })).toEqual(["windows", "macos"]);
    expect(systemsFor("link", { url: "ftp://example.org/" })).toEqual([]);
    expect(systemsFor("application", { exe: "microsoftWord" })).toEqual(["windows", "macos"]);
    expect(systemsFor("application", { exe: "appx:Microsoft.WindowsCalculator_8wekyb3d8bbwe!App" })).toEqual([
      "windows",
    ]);
    expect(systemsFor("application", { exe: "notepad.exe" })).toEqual([]);
    expect(systemsFor("application", { default: "calendar" })).toEqual(["windows"]);
    expect(systemsFor("action", { identifier: "voice-control" })).toEqual(["windows"]);
    expect(systemsFor("action", { identifier: "nope" })).toEqual([]);
  });

  it("marks a one-system button, warns when the member's computer runs the other, and where neither can", () => {
    const [kind, config] = configOf("quick_assist");
    expect(systemNote(kind, config, null)).toEqual({
      text: "Quick Assist works only on Windows.",
      mismatch: false,
    });
    expect(systemNote(kind, config, { name: "Pat", system: null })?.mismatch).toBe(false);
    expect(systemNote(kind, config, { name: "Pat", system: "windows" })?.mismatch).toBe(false);
    expect(systemNote(kind, config, { name: "Pat", system: "macos" })).toEqual({
      text: "Quick Assist works only on Windows. Pat's computer runs macOS.",
      mismatch: true,
    });
    expect(systemNote(...configOf("gmail"), { name: "Pat", system: "macos" })).toBeNull();
    expect(systemNote("application", { label: "Pad", exe: "notepad.exe" }, null)).toEqual({
      text: "Neither desktop app can start Pad.",
      mismatch: true,
    });
  });

  it("says it in the reader's language", () => {
    const [kind, config] = configOf("quick_assist");
    expect(systemNote(kind, config, { name: "Pat", system: "macos" }, "es")).toEqual({
      text: "Quick Assist solo funciona en Windows. El ordenador de Pat usa macOS.",
      mismatch: true,
    });
    expect(systemNote("application", { label: "Pad", exe: "notepad.exe" }, null, "fr")?.text).toBe(
      "Aucune des applications de bureau ne peut lancer Pad.",
    );
    expect(systemNote(kind, config, null, "en")).toEqual(systemNote(kind, config, null));
  });
});

describe("the parts of two-part action buttons", () => {
  it("are read in the reader's language; signs and English stay as they are", () => {
    expect(segmentsIn(["On", "Off"], "es")).toEqual(["Sí", "No"]);
    expect(segmentsIn(["Show", "Hide"], "fr")).toEqual(["Voir", "Masquer"]);
    expect(segmentsIn(["+", "-"], "fr")).toEqual(["+", "-"]);
    const english = ["Copy"];
    expect(segmentsIn(english, "en")).toBe(english);
  });
});
