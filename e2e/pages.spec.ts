import { expect, expectAccessible, test } from "./helpers.ts";

test("pages other than the editor ship no framework JavaScript", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ["/login", "/register", "/help", "/terms", "/privacy"]) {
    await page.goto(path);
    await expectAccessible(page);
  }
  expect(scripts.filter((s) => !s.startsWith("/scripts/"))).toEqual([]);
});

test("an unknown address gets a helpful page with a 404 status", async ({ page, consoleErrors }) => {
  const response = await page.goto("/no-such-page");
  // Chromium reports the 404 status of the page itself in the console: expected here.
  const expected = consoleErrors.findIndex((e) => e.includes("status of 404"));
  if (expected >= 0) consoleErrors.splice(expected, 1);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page).toHaveTitle("Page not found – Tandem");
  await expectAccessible(page);
});

test("the skip link moves to the page content", async ({ page }) => {
  await page.goto("/login");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);
});

test("the header offers sign-in everywhere but on the sign-in page", async ({ page }) => {
  await page.goto("/help");
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
  await page.goto("/login");
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign in" }),
  ).toHaveCount(0);
});
