import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  BUTTONS,
  BUTTON_COLOURS,
  GROUPS,
  PRESETS,
  VISIBLE_GROUPS,
  catalogueIcons,
  contrastRatio,
  getButton,
  groupButtons,
  iconKey,
  iconPath,
  isValid,
  presetItems,
} from "../../common/catalogue/index.ts";
import { buttonsWithProblems } from "../../app/bar-editor/save-problems.ts";

const root = new URL("../../", import.meta.url);

describe("catalogue data", () => {
  it("has the original's 114 buttons plus voice-control, each key once", () => {
    expect(BUTTONS).toHaveLength(115);
    expect(new Set(BUTTONS.map((b) => b.key)).size).toBe(115);
    const byKind = (kind: string) => BUTTONS.filter((b) => b.kind === kind).length;
    expect([byKind("link"), byKind("application"), byKind("action")]).toEqual([86, 18, 11]);
  });

  it("lists the eleven action identifiers with their segments", () => {
    const actions = Object.fromEntries(
      BUTTONS.filter((b) => b.kind === "action").map((b) => [b.identifier, b.visual?.join("/") ?? ""]),
    );
    expect(actions).toEqual({
      "screen-zoom": "+/-",
      "color-vision": "On/Off",
      "dark-mode": "On/Off",
      "high-contrast": "On/Off",
      magnify: "Show/Hide",
      "night-mode": "On/Off",
      "read-aloud": ">||/[]",
      snip: "Copy",
      "log-off": "",
      volume: "+/-",
      "voice-control": "On/Off",
    });
  });

  it("gives every link an http(s) address, every application a program or default app", () => {
    for (const b of BUTTONS) {
      if (b.maker) continue;
      if (b.kind === "link") expect(b.url, b.key).toMatch(/^https:\/\//);
      if (b.kind === "application") expect(Boolean(b.exe) !== Boolean(b.default), b.key).toBe(true);
    }
  });

  it("has 12 visible groups in order, each with a title and buttons; 3 hidden", () => {
    expect(VISIBLE_GROUPS.map((g) => g.id)).toEqual([
      "make",
      "call",
      "meeting",
      "action",
      "app",
      "calendar",
      "socialMedia",
      "email",
      "news",
      "shopping",
      "multimedia",
      "onlineFileDrives",
    ]);
    expect(GROUPS.filter((g) => !g.visible).map((g) => g.id)).toEqual([
      "local-calendar",
      "local-email",
      "photo",
    ]);
    for (const g of VISIBLE_GROUPS) {
      expect(g.title.length, g.id).toBeGreaterThan(0);
      expect(groupButtons(g.id).primary.length, g.id).toBeGreaterThan(0);
    }
    expect(groupButtons("make").primary.map((b) => b.key)).toEqual(["open_link", "open_app"]);
    expect(groupButtons("action").primary).toHaveLength(12);
    // The apps are listed in their group: the common ones first, the others behind "Other".
    const apps = groupButtons("app");
    expect(apps.primary.map((b) => b.key)).toEqual([
      "open_app",
      "calculator_app",
      "firefox_app",
      "google_chrome_app",
      "microsoft_excel_app",
      "microsoft_teams_app",
      "microsoft_word_app",
    ]);
    expect(apps.more.map((b) => b.key)).toEqual(
      expect.arrayContaining([
        "default-browser",
        "microsoft_outlook_app",
        "microsoft_skype_app",
        "opera_app",
      ]),
    );
    const news = groupButtons("news");
    expect([news.primary.length, news.more.length]).toEqual([6, 22]);
  });

  it("keeps weather buttons out of every visible group (search finds them)", () => {
    const weather = BUTTONS.filter((b) => b.subkind === "weather");
    expect(weather).toHaveLength(4);
    for (const b of weather) expect(b.groups).toEqual([]);
  });

  it("has the four presets with the original button sets, every button working as it is", () => {
    expect(PRESETS.map((p) => p.buttons)).toEqual([
      ["outlook_com_mail", "gmail", "reddit", "facebook", "microsoft_skype_app"],
      ["gmail", "reddit", "microsoft_skype_app"],
      ["outlook_com_mail", "gmail", "reddit", "facebook"],
      ["gmail", "microsoft_skype_app", "facebook"],
    ]);
    // No nameless Skype call: the Skype button opens the app, and no preset starts with a broken button.
    for (const preset of PRESETS) {
      const items = presetItems(preset.id);
      expect(
        items.filter((i) => !isValid(i)).map((i) => i.data.buttonKey),
        preset.id,
      ).toEqual([]);
      expect(buttonsWithProblems(items), preset.id).toEqual([]);
    }
  });
});

describe("icons", () => {
  it("ships a generated SVG for every button, drawn in currentColor with the symbol id", () => {
    for (const b of BUTTONS) {
      const file = new URL(`public${iconPath(b.icon)}`, root);
      expect(existsSync(file), b.key).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain('<symbol id="icon"');
      expect(svg).toContain("currentColor");
    }
  });

  it("uses simple-icons for brands it has, lucide for generic buttons, monograms otherwise", () => {
    expect(getButton("zoom")?.icon).toEqual({ source: "simple-icons", slug: "zoom" });
    expect(getButton("volume")?.icon.source).toBe("lucide");
    expect(getButton("bbc_news")?.icon).toEqual({ source: "monogram", text: "BBC" });
    const sources = new Set(BUTTONS.map((b) => b.icon.source));
    expect(sources).toEqual(new Set(["simple-icons", "lucide", "monogram"]));
  });

  it("never maps two different icons to one file", () => {
    const seen = new Map<string, string>();
    for (const b of BUTTONS) {
      const key = iconKey(b.icon);
      const identity = JSON.stringify(b.icon);
      expect(seen.get(key) ?? identity, key).toBe(identity);
      seen.set(key, identity);
    }
    expect(catalogueIcons(BUTTONS).size).toBe(seen.size);
  });

  it("has a licence note naming every icon file", () => {
    const note = readFileSync(new URL("public/icons/LICENSES.md", root), "utf8");
    expect(note).toMatch(/CC0-1\.0/);
    expect(note).toMatch(/ISC/);
    for (const key of catalogueIcons(BUTTONS).keys()) expect(note).toContain(`${key}.svg`);
  });
});

describe("colours", () => {
  it("has the six button colours, all readable with white text and icons (4.5:1)", () => {
    expect(BUTTON_COLOURS.map((c) => c.name)).toEqual(["teal", "blue", "purple", "red", "green", "orange"]);
    for (const c of BUTTON_COLOURS)
      expect(contrastRatio(c.hex, c.foreground), c.name).toBeGreaterThanOrEqual(4.5);
  });

  it("computes WCAG contrast", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
