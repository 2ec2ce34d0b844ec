// The editor's preview is the member's bar (docs/decisions/026): rendered on the server, the same items as the saved
// bar in the same order with the icon the Windows app will show, two-part buttons as halves, the buttons that do
// not fit a small laptop screen on the second bar, and on a 1280 × 800 screen the preview, the list and the
// catalogue in view together. JavaScript on and off (the config's js-on and js-off projects).
import type { Locator, Page } from "@playwright/test";
import { fittingCount, labelOf, previewIcon } from "../app/shared/desktop-bar.ts";
import { previewLogoKeys } from "../app/shared/preview-logos.server.ts";
import { createItem } from "../common/catalogue/index.ts";
import { PRESETS } from "../common/catalogue/presets.ts";
import { iconHref } from "../common/catalogue/icons.ts";
import { expect, expectAccessible, jsOff, managerWithGroup, pickPreset, test } from "./helpers.ts";

const PRESET = PRESETS.find((p) => p.name === "Email and social media")!;
/** SHOTS_DIR=/some/dir also saves screenshots of the preview (wide, overflow, phone). */
const SHOTS = process.env.SHOTS_DIR;

function preview(page: Page): Locator {
  return page.getByRole("region", { name: "Preview of the bar" });
}

function tiles(page: Page): Locator {
  return preview(page).locator("li[data-preview-item]");
}

/** What the server sent: the page's HTML as it came, before any script ran. */
async function serverHtml(page: Page): Promise<string> {
  const response = await page.request.get(page.url());
  expect(response.ok()).toBe(true);
  return response.text();
}

async function ready(page: Page, testInfo: Parameters<typeof jsOff>[0]): Promise<void> {
  if (!jsOff(testInfo)) await expect(page.locator("#editor-island")).toHaveAttribute("data-island", "ready");
}

/** Each tile's label and icon (the PNG's src, or the SVG's href), in order. */
async function drawn(page: Page): Promise<{ label: string; icon: string | null }[]> {
  const out = [];
  for (const tile of await tiles(page).all()) {
    const label = (await tile.locator("[data-preview-label]").innerText()).trim();
    const img = tile.locator("[data-preview-icon] img");
    const use = tile.locator("[data-preview-icon] use");
    const icon = (await img.count())
      ? await img.getAttribute("src")
      : (await use.count())
        ? await use.getAttribute("href")
        : null;
    out.push({ label, icon });
  }
  return out;
}

function expected(keys: readonly string[]): { label: string; icon: string | null }[] {
  const logos = new Set(previewLogoKeys());
  return keys.map((key) => {
    const item = createItem(key);
    const icon = previewIcon(item, logos);
    return { label: labelOf(item), icon: icon ? ("svg" in icon ? iconHref(icon.svg) : icon.png) : null };
  });
}

async function addFromCatalogue(page: Page, name: string): Promise<void> {
  // Counted on the editor page: with JavaScript off, "Add a button" is a link to the catalogue page, which
  // has no list, and a count taken while that navigation is under way reads 0.
  const count = await page.locator(".bar-list > li").count();
  const add = page.getByRole("button", { name: `Add to bar ${name}`, exact: true }).first();
  if (!(await add.isVisible())) {
    await page
      .getByRole("link", { name: "Add a button" })
      .or(page.getByRole("button", { name: "Add a button" }))
      .click();
  }
  await add.click();
  await expect(page.locator(".bar-list > li")).toHaveCount(count + 1);
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save bar" }).click();
  await expect(page.getByText(/^All changes are saved \(version \d+\)\.$/)).toBeVisible();
}

test.describe("the editor's preview of the member's bar", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is rendered on the server and matches the saved bar item for item, with the app's icons", async ({
    page,
  }, testInfo) => {
    await managerWithGroup(page);
    await pickPreset(page, PRESET.name);
    await ready(page, testInfo);
    await save(page);
    await page.reload();
    await ready(page, testInfo);

    const want = expected(PRESET.buttons);
    expect(await drawn(page)).toEqual(want);
    // The list (the way to edit) has the same buttons in the same order.
    const list = (await page.locator(".bar-list > li .bar-item__face").allInnerTexts()).map((s) => s.trim());
    expect(list).toEqual(want.map((w) => w.label));
    // Gmail: the app's own logo (our SVG drawn for it); Outlook.com too; a PNG where the app downloads ours.
    expect(want.some((w) => w.icon?.endsWith(".svg#icon"))).toBe(true);

    // The server's HTML already has every item, its label and icon, in order.
    const html = await serverHtml(page);
    const previewHtml = html.slice(html.indexOf('id="preview-title"'), html.indexOf('id="buttons-title"'));
    let at = 0;
    for (const w of want) {
      const next = previewHtml.indexOf(`>${w.label}<`, at);
      expect(next, w.label).toBeGreaterThan(at);
      if (w.icon) expect(previewHtml.slice(at, next), w.label).toContain(w.icon.replace(/&/g, "&amp;"));
      at = next;
    }
    await expectAccessible(page);
  });

  test("draws a two-part button as halves, and the buttons a laptop screen cannot fit on the second bar", async ({
    page,
  }, testInfo) => {
    await managerWithGroup(page);
    await pickPreset(page, PRESET.name);
    await ready(page, testInfo);
    await addFromCatalogue(page, "Volume");
    const volume = tiles(page).last();
    await expect(volume.locator("[data-preview-label]")).toHaveText("Volume");
    await expect(volume.locator("[data-preview-part]")).toHaveText(["+", "-"]);
    await expect(volume.locator("[data-preview-icon]")).toHaveCount(0);
    await expect(preview(page).locator("[data-preview-overflow]")).toHaveCount(0);

    // Two more buttons: the bar is now taller than a 1366 × 768 screen at 125 % leaves.
    for (const name of ["YouTube", "Netflix"]) await addFromCatalogue(page, name);
    const keys = [...PRESET.buttons, "volume", "youtube", "netflix"];
    const fit = fittingCount(
      keys.map((k) => createItem(k)),
      labelOf,
    );
    expect(fit).toBeLessThan(keys.length);
    const more = preview(page).locator("[data-preview-overflow]");
    await expect(more).toContainText(
      `${keys.length - fit === 1 ? "1 button does" : `${keys.length - fit} buttons do`} not fit on a 1366 × 768 laptop screen at 125 %`,
    );
    await expect(more.locator("li[data-preview-item]")).toHaveCount(keys.length - fit);
    await expect(tiles(page)).toHaveCount(keys.length);
    // Still every button, in order: the bar's first, then the second bar's.
    const order = [
      ...(await preview(page).locator(".desktop-bar-frame [data-preview-label]").allInnerTexts()),
      ...(await more.locator("[data-preview-label]").allInnerTexts()),
    ].map((s) => s.trim());
    expect(order).toEqual(expected(keys).map((w) => w.label));
    await expectAccessible(page);
    if (SHOTS)
      await preview(page).screenshot({ path: `${SHOTS}/bar-preview-overflow-${testInfo.project.name}.png` });
  });

  test("on a 1280 × 800 screen shows the preview, the list and the catalogue together", async ({
    page,
  }, testInfo) => {
    await managerWithGroup(page);
    await pickPreset(page, PRESET.name);
    await ready(page, testInfo);
    await page.goto(`${page.url()}&catalogView=1`);
    await ready(page, testInfo);
    const catalogue = page.getByRole("region", { name: "Add a button" });
    await expect(catalogue.getByRole("heading", { name: "Apps on the computer" })).toBeVisible();
    for (const app of [
      "Calculator",
      "Microsoft Word",
      "Microsoft Excel",
      "Microsoft Teams",
      "Google Chrome",
      "Firefox",
    ])
      await expect(catalogue.getByRole("button", { name: `Add to bar ${app}`, exact: true })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bar-preview-1280-${testInfo.project.name}.png` });
    const buttons = page.getByRole("heading", { name: /^Buttons on this bar/ });
    const first = tiles(page).first();
    for (const part of [
      preview(page).getByRole("heading"),
      first,
      buttons,
      catalogue.getByRole("heading").first(),
    ]) {
      await expect(part).toBeInViewport();
    }
    // Side by side: the preview left of the list, the list left of the catalogue.
    const [p, l, c] = await Promise.all([preview(page), buttons, catalogue].map((x) => x.boundingBox()));
    expect(p!.x + p!.width).toBeLessThanOrEqual(l!.x);
    expect(l!.x + l!.width).toBeLessThanOrEqual(c!.x);
    await expectAccessible(page);
  });

  test("a narrow screen keeps the stacked editor, the preview after the list", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await managerWithGroup(page);
    await pickPreset(page, PRESET.name);
    await ready(page, testInfo);
    await expect(preview(page)).toBeVisible();
    const [listBox, previewBox] = await Promise.all([
      page.getByRole("region", { name: /Buttons on this bar/ }).boundingBox(),
      preview(page).boundingBox(),
    ]);
    expect(listBox!.y + listBox!.height).toBeLessThanOrEqual(previewBox!.y);
    const list = await page.getByRole("heading", { name: /^Buttons on this bar/ }).boundingBox();
    const add = await page.locator("#add-button").boundingBox();
    expect(add!.x).toBeLessThan(list!.x + 50);
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/bar-preview-375-${testInfo.project.name}.png`,
        fullPage: true,
      });
  });
});
