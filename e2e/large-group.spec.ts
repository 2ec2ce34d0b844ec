// An organisation on its free trial grows past 50 by a file of people, is told on the check page which plan
// fits, chooses it, and the trial banner is gone (decision 043). Runs on the PostgreSQL server, whose groups
// start with a 14-day trial (playwright.config.ts), JavaScript on and off; axe on every page it passes.
import { newManager } from "./group-helpers.ts";
import { expect, expectAccessible, test } from "./helpers.ts";

function sixtyPeople(): string {
  const lines = ["Name;Email;Invite now"];
  for (let i = 1; i <= 60; i += 1) lines.push(`Resident ${i};;no`);
  return lines.join("\r\n");
}

test.describe("an organisation of 60", () => {
  test.describe.configure({ timeout: 180_000 });

  test(
    "imports 60 people on its trial, is told which plan fits, and buys it",
    { tag: "@postgres" },
    async ({ page }) => {
      await newManager(page, "Riverside Care Home");
      const trial = page.getByRole("region", { name: "Free trial" });
      await expect(trial).toContainText("Your free trial ends in 14 days.");

      await page.getByRole("link", { name: "Add people from a file" }).click();
      await page.getByLabel("CSV file").setInputFiles({
        name: "residents.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(sixtyPeople(), "utf8"),
      });
      await page.getByRole("button", { name: "Check the file" }).click();
      await expect(page.getByRole("list", { name: "Counts" })).toContainText("60 people will be added");
      const fit = page.getByRole("region", { name: "Your plan after the free trial" });
      await expect(fit).toContainText("With these people your group will have 60 members.");
      await expect(fit).toContainText(
        "The plan that fits a group of 60 members is Per Person Monthly: $45 a month.",
      );
      await expectAccessible(page);
      await page.getByRole("button", { name: "Add 60 people" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto("/billing/plans");
      await expect(page.getByText("Your group has 60 members, not counting the person")).toBeVisible();
      const large = page.locator(".plan-card").filter({ has: page.getByLabel("Large Monthly") });
      await expect(large).toContainText("Not available. Too small for your group");
      const perPerson = page.locator(".plan-card").filter({ has: page.getByLabel("Per Person Monthly") });
      await expect(perPerson).toContainText("$45 a month");
      await expect(perPerson).toContainText("$0.75 a member a month");
      await expect(perPerson).toContainText("For your 60 members; it follows your group's size");
      const yearly = page.locator(".plan-card").filter({ has: page.getByLabel("Per Person Yearly") });
      await expect(yearly).toContainText("$432 a year");
      await expect(yearly).toContainText("Save $108 compared with paying monthly");
      await expectAccessible(page);

      await page.getByLabel("Per Person Monthly").check();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/billing\/plans\/check\?plan=people-1-month$/);
      await expect(page.getByText("$45 a month: $0.75 a member a month. For your 60 members")).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: "Change plan" }).click();
      await expect(page.getByText("Your plan is now Per Person Monthly.")).toBeVisible();

      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("region", { name: "Free trial" })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Your free trial has ended" })).toHaveCount(0);
    },
  );
});
