// The editor's preview draws the bar as the Windows desktop app does (app/shared/desktop-bar.ts).
import { describe, expect, it } from "vitest";
import { BUTTONS, createItem } from "../../common/catalogue/index.ts";
import { catalogueDesktopIcon } from "../../common/catalogue/desktop-icons.ts";
import { iconKey } from "../../common/catalogue/icons.ts";
import {
  FIT_HEIGHT,
  fittingCount,
  itemHeight,
  labelLines,
  labelOf,
  previewIcon,
  segmentsOf,
} from "../../app/shared/desktop-bar.ts";
import { previewLogoKeys } from "../../app/shared/preview-logos.server.ts";

describe("the desktop bar's layout", () => {
  it("wraps a label to at most two lines of about ten characters", () => {
    expect(labelLines("Gmail")).toBe(1);
    expect(labelLines("Yahoo Mail")).toBe(1);
    expect(labelLines("The New York Times")).toBe(2);
    expect(labelLines("A very long label that goes on and on")).toBe(2);
  });

  it("draws zoom and volume as two halves, a link as a button with an icon", () => {
    expect(segmentsOf(createItem("volume"))).toEqual(["+", "-"]);
    expect(segmentsOf(createItem("gmail"))).toBeUndefined();
    expect(itemHeight(createItem("volume"), "Volume")).toBeLessThan(itemHeight(createItem("gmail"), "Gmail"));
  });

  it("keeps on the bar what fits a 1366 × 768 screen at 125 % and moves the rest to the second bar", () => {
    const short = ["gmail", "facebook", "volume"].map((k) => createItem(k));
    expect(fittingCount(short, labelOf)).toBe(3);
    const long = Array.from({ length: 12 }, () => createItem("gmail"));
    const fit = fittingCount(long, labelOf);
    // 1 + 50 (menu) + n × (10 + 95) ≤ 574: four one-line buttons (five would take 576).
    expect(fit).toBe(4);
    expect(1 + 50 + fit * 105).toBeLessThanOrEqual(FIT_HEIGHT);
    expect(1 + 50 + (fit + 1) * 105).toBeGreaterThan(FIT_HEIGHT);
    // Two-part buttons are lower, so more of them fit.
    expect(
      fittingCount(
        Array.from({ length: 12 }, () => createItem("volume")),
        labelOf,
      ),
    ).toBe(8);
  });

  it("sends a button the bar does not show first to the second bar, with those after it", () => {
    const items = ["gmail", "facebook", "reddit"].map((k) => createItem(k));
    items[1] = { ...items[1]!, is_primary: false };
    expect(fittingCount(items, labelOf)).toBe(1);
  });
});

describe("the icon the preview shows", () => {
  const logos = new Set(previewLogoKeys());

  it("is our SVG where the Windows app has a logo of its own, else the PNG it downloads", () => {
    for (const button of BUTTONS) {
      const icon = previewIcon(createItem(button.key), logos);
      const desktop = catalogueDesktopIcon(button.key)!;
      const windows = desktop["image_url$win"] ?? desktop.image_url;
      if (windows === iconKey(button.icon)) expect(icon, button.key).toEqual({ png: desktop.image_path });
      else expect(icon, button.key).toEqual({ svg: button.icon });
    }
    expect(logos.has("gmail")).toBe(true);
    expect(logos.has("volume")).toBe(false);
  });

  it("is an item's own raster image when the catalogue does not know it, else none", () => {
    const item = createItem("gmail");
    const foreign = { ...item, data: { ...item.data, buttonKey: null } };
    const png = { ...foreign, configuration: { ...foreign.configuration, image_path: "/x/logo.png" } };
    expect(previewIcon(png, logos)).toEqual({ png: "/x/logo.png" });
    const svg = { ...foreign, configuration: { ...foreign.configuration, image_path: "/x/logo.svg" } };
    expect(previewIcon(svg, logos)).toBeNull();
  });
});
