import { expect, expectAccessible, register, test, uniqueEmail } from "./helpers.ts";

test.describe("special offer: a free year of Plus 5", () => {
  test("a manager checks the offer, gets it, and billing shows Plus 5 free for one year", async ({
    page,
  }) => {
    await register(page, uniqueEmail("offer"));
    // A free account has no group to give the offer to.
    await expect(page.getByRole("heading", { name: "Special offer" })).toHaveCount(0);
    await page.goto("/account/special-offer");
    await expect(page).toHaveURL(/\/account$/);

    await page.getByRole("link", { name: "Create a group" }).click();
    await page.getByLabel("Group name").fill("The Offers");
    await page.getByRole("button", { name: "Create group" }).click();
    await expect(page).toHaveURL(/\/billing\/details$/);

    await page.goto("/account");
    const section = page.getByRole("region", { name: "Special offer" });
    await expect(section.getByRole("heading", { name: "A free year of Plus 5" })).toBeVisible();
    await expect(section).toContainText("up to 5 members, free for one year");
    await expectAccessible(page);

    await section.getByRole("link", { name: "See the free year of Plus 5" }).click();
    await expect(page).toHaveURL(/\/account\/special-offer$/);
    await expect(page).toHaveTitle(/^Check the special offer/);
    await expect(page.getByRole("heading", { level: 1, name: "A free year of Plus 5" })).toBeVisible();
    await expect(
      page.getByText("Billing runs in local mode on this server: no payment is taken"),
    ).toBeVisible();
    await expect(
      page.getByRole("definition").filter({ hasText: "Plus 5 (your plan today: Standard)" }),
    ).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Up to 5 members." })).toContainText(
      "Your group has 0 members. Your member limit goes down from no limit to 5 members.",
    );
    await expect(
      page.getByRole("definition").filter({ hasText: "Free for one year (instead of $35 a year)" }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Get a free year of Plus 5" }).click();
    await expect(page).toHaveURL(/\/billing\/details$/);
    await expect(page.getByRole("alert")).toContainText("Your group now has a free year of Plus 5.");
    await expect(page.getByRole("definition").filter({ hasText: /^Plus 5$/ })).toBeVisible();
    await expect(
      page.getByRole("definition").filter({ hasText: /^Free for one year, until \w+ \d{1,2}, \d{4}/ }),
    ).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "0 of 5 members" })).toBeVisible();
    await expect(page.getByText("Billing runs in local mode on this server")).toBeVisible();
    await expectAccessible(page);

    await page.goto("/account");
    await expect(page.getByRole("definition").filter({ hasText: /^Plus 5$/ })).toBeVisible();
    const after = page.getByRole("region", { name: "Special offer" });
    await expect(after).toContainText(/Your free year of Plus 5 is active until \w+ \d{1,2}, \d{4}\./);
    await expect(after.getByRole("link", { name: "See the free year of Plus 5" })).toHaveCount(0);
    await expectAccessible(page);

    // Coming back to the check page says it is already there, with nothing to submit.
    await page.goto("/account/special-offer");
    await expect(page.getByText(/Your group already has a free year of Plus 5, until/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Get a free year of Plus 5" })).toHaveCount(0);
    await expectAccessible(page);
  });
});
