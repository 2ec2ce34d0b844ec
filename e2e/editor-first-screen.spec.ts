// The editor opens on the bar: at 1280 × 800 the preview and the list of buttons start in the first screen,
// under a compact line of the bar's details, with the catalogue beside them scrolling by itself. On a phone the
// list comes first, then the catalogue. JavaScript on and off (the config's js-on and js-off projects).
import type { Page } from "@playwright/test";
import { expect, jsOff, managerWithGroup, pickPreset, test } from "./helpers.ts";

const SHOTS = process.env.SHOTS_DIR;

async function ready(page: Page, testInfo: Parameters<typeof jsOff>[0]): Promise<void> {
  if (!jsOff(testInfo)) await expect(page.locator("#editor-island")).toHaveAttribute("data-island", "ready");
}

test("at 1280 × 800 the bar is in the first screen and the catalogue scrolls by itself", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await managerWithGroup(page);
  await pickPreset(page, "Email and social media");
  await page.goto(`${page.url()}&catalogView=1`);
  await ready(page, testInfo);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-1280-${testInfo.project.name}.png` });
  const preview = page.getByRole("region", { name: "Preview of the bar" });
  const list = page.getByRole("region", { name: /Buttons on this bar/ });
  const previewBox = await preview.boundingBox();
  const listBox = await list.boundingBox();
  expect(previewBox!.y).toBeLessThan(320);
  expect(listBox!.y).toBeLessThan(320);
  // The details stay on the page, as a line over the bar.
  await expect(page.getByRole("link", { name: "History of this bar" })).toBeVisible();
  const catalogue = page.getByRole("region", { name: "Add a button" });
  await expect(catalogue).toHaveAttribute("tabindex", "0");
  const scrolls = await catalogue.evaluate((el) => ({
    overflow: getComputedStyle(el).overflowY,
    inside: el.clientHeight <= window.innerHeight,
  }));
  expect(scrolls).toEqual({ overflow: "auto", inside: true });
  expect((await catalogue.boundingBox())!.x).toBeGreaterThan(listBox!.x + listBox!.width - 1);
});

test("at 375 px the list comes first, then the catalogue", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await managerWithGroup(page);
  await pickPreset(page, "Email and social media");
  await page.goto(`${page.url()}&catalogView=1`);
  await ready(page, testInfo);
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/editor-375-${testInfo.project.name}.png`, fullPage: true });
  const listBox = await page.getByRole("region", { name: /Buttons on this bar/ }).boundingBox();
  const catalogueBox = await page.getByRole("region", { name: "Add a button" }).boundingBox();
  expect(listBox!.y).toBeLessThan(catalogueBox!.y);
});
