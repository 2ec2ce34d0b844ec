// The plan picker as people see it: plan cards in the spec's two rows on wide screens,
// one list on phones, no word broken in the middle at 1280, 768 or 375 px (nor on the member role page), and the
// payment button that waits for a different, available plan with JavaScript (the server refuses without it).
// SHOTS_DIR=/some/dir also saves screenshots of /billing/plans and /billing/details at 1280 and 375 px.
import type { Page } from "@playwright/test";
import { addPerson } from "./group-helpers.ts";
import { expect, expectAccessible, jsOff, postForm, signUp, test, uniqueEmail } from "./helpers.ts";

const WIDTHS = [1280, 768, 375] as const;

/** A new manager's group, made by request, and its page. */
async function newGroup(page: Page, name: string) {
  await signUp(page, uniqueEmail("picker"));
  expect(await postForm(page, "/my-communities/new", { name })).toBe("/my-community");
  await page.goto("/my-community");
}

/** Every word in the elements matching `selector` that the browser split over two lines (or more). */
async function brokenWords(page: Page, selector: string): Promise<{ count: number; broken: string[] }> {
  return page.evaluate((sel) => {
    const elements = [...document.querySelectorAll(sel)];
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)),
          );
          if (lines.size > 1) broken.push(`${match[0]} (${lines.size} lines)`);
        }
      }
    }
    return { count: elements.length, broken };
  }, selector);
}

/** The rendered line count of each element matching `selector`. */
async function lineCounts(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)))
        .size;
    }),
  );
}

/** The distinct tops of the cards in each row: one top = the row's cards side by side. */
async function rowTops(page: Page): Promise<number[]> {
  return page
    .locator(".plan-row")
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          new Set(
            [...row.querySelectorAll(".plan-card")].map((c) => Math.round(c.getBoundingClientRect().top)),
          ).size,
      ),
    );
}

const TEXTS = ".plan-card__name, .plan-card__details p, .plan-card__details li, .plan-row__title";

test.describe("the plan picker reads like plan cards", () => {
  test("no word is broken at 1280, 768 and 375 px; rows of cards on wide screens, a list on phones", async ({
    page,
  }, testInfo) => {
    await newGroup(page, "The Card Readers");
    for (const path of ["/billing/plans", "/billing/details"]) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const { count, broken } = await brokenWords(page, TEXTS);
        expect(count, `${path} at ${width} px has plan cards`).toBeGreaterThan(8);
        expect(broken, `${path} at ${width} px`).toEqual([]);
        // A name takes at most two lines; nothing makes the page scroll sideways.
        for (const lines of await lineCounts(page, ".plan-card__name")) expect(lines).toBeLessThanOrEqual(2);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const tops = await rowTops(page);
        // The spec's two rows, and on the plans page ours for groups of more than 50 (two cards).
        const cards = path === "/billing/plans" ? [3, 3, 2] : [2, 2];
        expect(tops.length, `${path}: its rows`).toBe(cards.length);
        // Wide screens: each row's cards side by side; phones: one card a line.
        tops.forEach((distinct, row) => expect(distinct).toBe(width >= 768 ? 1 : cards[row]));
        if (process.env.SHOTS_DIR && !jsOff(testInfo) && width !== 768) {
          const name = path.slice(1).replace(/\//g, "-");
          await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/billing/plans");
    await expect(page.getByRole("group", { name: "6-month plans" }).getByRole("radio")).toHaveCount(3);
    await expect(page.getByRole("group", { name: "Monthly plans" }).getByRole("radio")).toHaveCount(3);
    const standard = page.locator(".plan-card").filter({ has: page.getByLabel("Standard 6 Months") });
    await expect(standard).toContainText("$30 every 6 months");
    await expect(standard).toContainText("Up to 5 members");
    await expect(standard.getByRole("listitem")).toHaveText(["Up to 5 members", "$5 a month", "$60 a year"]);
    await expect(standard).toContainText("Save $6 compared with paying monthly");
    // The whole card chooses its plan.
    await standard.getByText("Up to 5 members").click({ force: true });
    await expect(page.getByLabel("Standard 6 Months")).toBeChecked();
    await expectAccessible(page);
  });

  test("the member role page does not break its words either", async ({ page }) => {
    await newGroup(page, "The Role Readers");
    const id = await addPerson(page, "Robin");
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/dashboard/members/${id}/role`);
      const { count, broken } = await brokenWords(page, ".checkbox__label, .checkbox .field__hint");
      expect(count).toBeGreaterThanOrEqual(4);
      expect(broken, `role page at ${width} px`).toEqual([]);
      for (const lines of await lineCounts(page, ".checkbox__label")) expect(lines).toBe(1);
    }
    await expectAccessible(page);
  });
});

test.describe("the payment button waits for a different, available plan", () => {
  test("disabled with JavaScript until another plan is chosen; without it the server refuses in words", async ({
    page,
  }, testInfo) => {
    await newGroup(page, "The Choosers");
    await page.goto("/billing/plans");
    const pay = page.getByRole("button", { name: "Continue" });
    if (jsOff(testInfo)) {
      await expect(pay).toBeEnabled();
      await pay.click();
      await expect(page.getByRole("link", { name: "Choose a plan" })).toBeVisible();
    } else {
      await expect(pay).toBeDisabled();
      await expect(page.getByText("Choose a plan other than your plan now to continue.")).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel("Large Monthly").check();
      await expect(pay).toBeEnabled();
      await expect(page.getByText("Choose a plan other than your plan now to continue.")).toBeHidden();
    }
    // The plan the group has now: still refused (disabled with JavaScript, in words without it).
    await page.goto("/billing/plans/check?plan=large-1-month");
    await page.getByRole("button", { name: "Change plan" }).click();
    await expect(page.getByRole("alert")).toContainText("Your plan is now Large Monthly.");
    await page.goto("/billing/plans");
    await page.getByLabel("Large Monthly (your plan now)").check();
    if (jsOff(testInfo)) {
      await pay.click();
      await expect(
        page.getByRole("link", { name: "Large Monthly is your plan already. Choose another plan." }),
      ).toBeVisible();
    } else {
      await expect(pay).toBeDisabled();
      await page.getByLabel("Medium Monthly").check();
      await expect(pay).toBeEnabled();
    }
    // Billing details: the same rule for its Continue button.
    await page.goto("/billing/details");
    const next = page.getByRole("button", { name: "Continue" });
    if (jsOff(testInfo)) {
      await expect(next).toBeEnabled();
    } else {
      await expect(next).toBeDisabled();
      await expect(page.getByRole("button", { name: "Check coupon" })).toBeEnabled();
      await page.getByLabel("Plus 5", { exact: true }).check();
      await expect(next).toBeEnabled();
    }
  });
});
