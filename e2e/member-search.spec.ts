// Members at scale (a group grows to thousands), JavaScript on and off: a group of 60 people on the dashboard is one
// page of 50 with the count in words and Previous/Next links; the search by name or address keeps what was
// typed, narrows the list and says when no one matches. People are added through the /v1 proxy.
import type { Page } from "@playwright/test";
import { mailLinks, newManager } from "./group-helpers.ts";
import { expect, expectAccessible, test } from "./helpers.ts";

/** The /v1 proxy as the signed-in page calls it (session cookie, CSRF token, same origin). */
async function v1(page: Page, method: string, path: string, data?: unknown) {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute("content"))!;
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`${origin}${path}`, {
    method,
    headers: { "X-CSRF-Token": csrf, Origin: origin, "Content-Type": "application/json" },
    ...(data === undefined ? {} : { data: JSON.stringify(data) }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A manager whose group holds them and 59 people, "Person 01" to "Person 59"; ends on the dashboard. */
async function groupOfSixty(page: Page): Promise<void> {
  const email = await newManager(page, "Large group", "large");
  const confirm = (await mailLinks(page, email, /^Confirm your email address/)).find((l) =>
    l.startsWith("/confirm-email/"),
  )!;
  const userId = confirm.split("/")[2]!;
  await page.goto("/account");
  const { communities } = (await v1(page, "GET", `/v1/users/${userId}/communities`)) as {
    communities: { id: string }[];
  };
  const communityId = communities[0]!.id;
  for (let i = 1; i <= 59; i++) {
    const name = `Person ${String(i).padStart(2, "0")}`;
    await v1(page, "POST", `/v1/communities/${communityId}/members`, { first_name: name, last_name: "" });
  }
  await page.goto("/dashboard");
}

test.describe("members at scale on the dashboard", () => {
  test("pages 60 people 50 at a time, searches by name, says when no one matches", async ({ page }) => {
    test.slow();
    await groupOfSixty(page);
    // One row per person in the table's body (the header row has no person).
    const members = page.getByRole("table", { name: /^People in Large group/ }).locator("tbody");
    const pages = page.getByRole("navigation", { name: "Pages of people" });

    await expect(page.getByText("60 people; showing 1-50.")).toBeVisible();
    await expect(members.getByRole("row")).toHaveCount(50);
    // The people are the main column (at least 60 % of it at 1280 px), and their count is said once: no other
    // number of members or people stands anywhere on the page.
    await page.setViewportSize({ width: 1280, height: 800 });
    const share = await page.evaluate(() => {
      const table = document.querySelector(".people-table")!.getBoundingClientRect().width;
      return table / document.querySelector(".two-column__main")!.getBoundingClientRect().width;
    });
    expect(share).toBeGreaterThanOrEqual(0.6);
    const counts = (await page.locator("main").innerText()).match(/\b\d+ (members|people)\b/g);
    expect(counts).toEqual(["60 people"]);
    await expect(pages.getByText("Page 1 of 2")).toBeVisible();
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await expectAccessible(page);

    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/dashboard\?page=2#people$/);
    await expect(page.getByText("60 people; showing 51-60.")).toBeVisible();
    await expect(members.getByRole("row")).toHaveCount(10);
    await expect(members.getByRole("link", { name: /^Person 59\s+\(member settings\)$/ })).toBeVisible();
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await expectAccessible(page);
    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(page.getByText("60 people; showing 1-50.")).toBeVisible();

    // The search: part of a name, any letter case; the box keeps what was typed.
    const search = page.getByRole("searchbox", { name: "Search people by name or email" });
    await search.fill("PERSON 5");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/dashboard\?q=PERSON\+5#people$/);
    await expect(page.getByText("10 people match “PERSON 5”; showing 1-10.")).toBeVisible();
    await expect(search).toHaveValue("PERSON 5");
    await expect(members.getByRole("row")).toHaveCount(10);
    await expect(members.getByRole("link", { name: /^Person 50\s+\(member settings\)$/ })).toBeVisible();
    await expect(members.getByRole("link", { name: /^Person 05\s+\(member settings\)$/ })).toHaveCount(0);
    await expect(pages).toHaveCount(0);
    await expectAccessible(page);

    // By address: the manager has no name, their address is the name shown.
    await search.fill("@example");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("1 person matches “@example”; showing 1-1.")).toBeVisible();

    await search.fill("nobody here");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No one matches “nobody here”.")).toBeVisible();
    await expect(members).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Show everyone" }).click();
    await expect(page.getByText("60 people; showing 1-50.")).toBeVisible();
    await expect(search).toHaveValue("");
  });
});
