// The error summary as GOV.UK Frontend's: one per page, focused once when the page loads
// (the box, not its role="alert" container, so the focus and the announcement do not race), announced as
// a heading and a list of links, and a link brings its field's label into view as well as the field.
import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  jsOff,
  PASSWORD,
  register,
  signOut,
  test,
  uniqueEmail,
} from "./helpers.ts";

/** Counts how often the summary gets focus (scripts only: with them off the page runs nothing). */
async function countSummaryFocus(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { summaryFocus: number };
    w.summaryFocus = 0;
    document.addEventListener(
      "focusin",
      (event) => {
        if ((event.target as Element).matches?.("[data-error-summary]")) w.summaryFocus += 1;
      },
      true,
    );
  });
}

test.describe("error summary", () => {
  test("is focused once, announced as a heading and a list, and its links show the field's label", async ({
    page,
  }, testInfo) => {
    // Short enough that a field reached from the summary would sit under the top edge with its label above it.
    await page.setViewportSize({ width: 1024, height: 320 });
    if (!jsOff(testInfo)) await countSummaryFocus(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveTitle("Error: Sign in to Tandem");

    const summary = page.locator("[data-error-summary]");
    await expect(summary).toHaveCount(1);
    await expect(summary).toBeFocused();
    // The focused element is not the live region: role="alert" is on the container inside it.
    await expect(summary).not.toHaveAttribute("role", /.+/);
    await expect(summary).toMatchAriaSnapshot(`
      - alert:
        - heading "There is a problem" [level=2]
        - list:
          - listitem:
            - link "Enter your email address"
          - listitem:
            - link "Enter your password"
    `);
    await expect(page.getByRole("alert")).toHaveCount(1);
    if (!jsOff(testInfo)) {
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { summaryFocus: number }).summaryFocus)).toBe(1);
    }
    await expectAccessible(page);

    await summary.getByRole("link", { name: "Enter your password" }).click();
    const password = page.getByLabel("Password", { exact: true });
    const label = page.locator(`label[for="${await password.getAttribute("id")}"]`);
    await expect(password).toBeInViewport();
    await expect(label).toBeInViewport();
    if (!jsOff(testInfo)) await expect(password).toBeFocused();
  });

  test("a failure of the service and the page's errors are one summary", async ({ page }) => {
    const email = uniqueEmail("summary");
    await register(page, email);
    await signOut(page);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(`${PASSWORD} but wrong`);
    await page.getByRole("button", { name: "Sign in" }).click();

    const summary = page.locator("[data-error-summary]");
    await expect(summary).toHaveCount(1);
    await expect(summary).toBeFocused();
    await expect(summary).toMatchAriaSnapshot(`
      - alert:
        - heading "Sign in did not work" [level=2]
        - paragraph
    `);
    await expect(page.getByRole("alert")).toHaveCount(1);
    await expectAccessible(page);
  });
});
