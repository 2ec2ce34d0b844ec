import { addPerson } from "./group-helpers.ts";
import { expect, expectAccessible, jsOff, postForm, register, signUp, test, uniqueEmail } from "./helpers.ts";
import type { Page } from "@playwright/test";

/** A new manager's group, made by request, and its page. */
async function newGroup(page: Page, name: string) {
  await signUp(page, uniqueEmail("billing"));
  expect(await postForm(page, "/my-communities/new", { name })).toBe("/my-community");
  await page.goto("/my-community");
}

test.describe("plans, the plan picker and the check page", () => {
  test("a manager picks a plan, checks what changes and changes it (local mode)", async ({ page }) => {
    await newGroup(page, "The Pickers");
    await page.getByRole("link", { name: "Change plan" }).click();
    await expect(page).toHaveURL(/\/billing\/plans$/);
    await expect(page.getByRole("heading", { level: 1, name: "Plans for The Pickers" })).toBeVisible();
    await expect(
      page.getByText("Your group has 0 members, not counting the person who created it."),
    ).toBeVisible();
    await expect(page.getByRole("group", { name: "6-month plans" }).getByRole("radio")).toHaveCount(3);
    await expect(page.getByRole("group", { name: "Monthly plans" }).getByRole("radio")).toHaveCount(3);
    await expect(page.getByLabel("Standard 6 Months")).toHaveAccessibleDescription(
      "$30 every 6 months Up to 5 members $5 a month $60 a year Save $6 compared with paying monthly",
    );
    await expectAccessible(page);

    // Nothing chosen: an error in words (with JavaScript the button waits for a plan: e2e/plan-picker.spec.ts).
    if (jsOff(test.info())) {
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveTitle(/^Error: /);
      await expect(page.getByRole("link", { name: "Choose a plan" })).toBeVisible();
      await expectAccessible(page);
    }

    await page.getByLabel("Medium 6 Months").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/billing\/plans\/check\?plan=midsize-6-month$/);
    await expect(page).toHaveTitle(/^Check your new plan/);
    await expect(page.getByText("Billing runs in local mode on this server")).toBeVisible();
    await expect(
      page.getByRole("definition").filter({ hasText: "Medium 6 Months (your plan today: Standard)" }),
    ).toBeVisible();
    await expect(
      page.getByRole("definition").filter({ hasText: "Up to 15 members (today: no member limit)" }),
    ).toContainText("Your member limit goes down from no limit to 15 members.");
    await expect(page.getByRole("definition").filter({ hasText: /^\$60 every 6 months$/ })).toBeVisible();
    await expect(
      page.getByRole("definition").filter({ hasText: "Renews every 6 months from today, until you cancel." }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Change plan" }).click();
    await expect(page).toHaveURL(/\/billing\/details$/);
    await expect(page.getByRole("alert")).toContainText("Your plan is now Medium 6 Months.");
    await expect(page.getByRole("definition").filter({ hasText: /^Medium 6 Months$/ })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "0 of 15 members" })).toBeVisible();

    // The same plan again: refused in words.
    await page.goto("/billing/plans");
    await expect(page.getByLabel("Medium 6 Months (your plan now)")).toBeVisible();
    await page.getByLabel("Medium 6 Months (your plan now)").check();
    if (!jsOff(test.info())) {
      await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
      return;
    }
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByRole("link", { name: "Medium 6 Months is your plan already. Choose another plan." }),
    ).toBeVisible();
    await expect(page.getByLabel("Medium 6 Months (your plan now)")).toBeChecked();
  });

  test("plans smaller than the group are shown unavailable, with the reason in words", async ({ page }) => {
    await newGroup(page, "The Many");
    for (const name of ["A1", "A2", "A3", "A4", "A5", "A6"]) await addPerson(page, name);
    await page.goto("/billing/plans");
    const standard = page.getByLabel("Standard Monthly");
    await expect(standard).toBeDisabled();
    await expect(
      page.getByText(
        "Not available. Too small for your group: this plan allows up to 5 members and your group has 6.",
      ),
    ).toHaveCount(2);
    await expect(page.getByLabel("Large Monthly")).toBeEnabled();
    await expectAccessible(page);
    // A crafted address is refused too.
    await page.goto("/billing/plans/check?plan=basic-1-month");
    await expect(
      page.getByText(/Standard Monthly cannot be chosen\. Too small for your group/),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Change plan" })).toHaveCount(0);
  });
});

test.describe("billing details: Plus plans and coupons", () => {
  test("coupon errors in the spec's words, the free option, apply", async ({ page }) => {
    await newGroup(page, "The Coupons");
    await page.goto("/billing/details");
    await expect(page.getByRole("definition").filter({ hasText: /^Standard$/ })).toBeVisible();
    await expect(page.getByRole("group", { name: "Yearly plans" }).getByRole("radio")).toHaveCount(2);
    await expectAccessible(page);

    await page.getByLabel("Coupon code (optional)").fill("NOPE-123");
    await page.getByRole("button", { name: "Check coupon" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("link", { name: "Not a valid coupon" })).toBeVisible();
    await expect(page.getByLabel("Coupon code (optional)")).toHaveValue("NOPE-123");
    await expectAccessible(page);

    await page.getByLabel("Coupon code (optional)").fill("free year");
    await page.getByRole("button", { name: "Check coupon" }).click();
    await expect(page.getByText("With the coupon: Free for one year")).toHaveCount(2);
    await expect(page.getByText("Coupon is not valid for this plan")).toHaveCount(2);
    await expect(
      page.getByText("Payment frequency: free. With this coupon Plus 5 costs nothing, yearly or monthly."),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("alert")).toContainText("Coupon applied.");
    await expect(page.getByRole("definition").filter({ hasText: /^Free for one year/ })).toBeVisible();
  });

  test("continuing with a coupon typed but not applied asks first; Skip goes on to the check page", async ({
    page,
  }) => {
    await newGroup(page, "The Question");
    await page.goto("/billing/details");
    await page.getByLabel("Plus 15", { exact: true }).check();
    await page.getByLabel("Coupon code (optional)").fill("FREEYEAR");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByRole("heading", { name: "You've entered a coupon, but have not applied it." }),
    ).toBeVisible();
    await expect(page.getByLabel("Plus 15", { exact: true })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Skip" }).click();
    await expect(page).toHaveURL(/\/billing\/plans\/check\?plan=plus-15$/);
    await expect(page.getByRole("definition").filter({ hasText: /^\$70 a year$/ })).toBeVisible();
    await page.getByRole("button", { name: "Change plan" }).click();
    await expect(page.getByRole("alert")).toContainText("Your plan is now Plus 15.");
  });

  test("a coupon for Plus 5 is not kept on Plus 15; with a free year the check page says what is charged", async ({
    page,
  }) => {
    await newGroup(page, "The Coupon Movers");
    await page.goto("/billing/details");
    await page.getByLabel("Coupon code (optional)").fill("FREEYEAR");
    await page.getByRole("button", { name: "Check coupon" }).click();
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("alert")).toContainText("Coupon applied.");

    await page.goto("/billing/plans/check?plan=plus-5");
    await expect(
      page.getByRole("definition").filter({ hasText: /^\$0 for the first year, then \$35 a year$/ }),
    ).toBeVisible();
    await expect(
      page.getByRole("definition").filter({ hasText: /^FREEYEAR: Free for one year$/ }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.goto("/billing/plans/check?plan=plus-15");
    await expect(page.getByRole("definition").filter({ hasText: /^\$70 a year$/ })).toBeVisible();
    await expect(
      page.getByText(
        "Coupon FREEYEAR does not cover Plus 15, so it is removed when you change to this plan.",
      ),
    ).toBeVisible();
    await expect(page.getByText("Free for one year")).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Change plan" }).click();
    await expect(page).toHaveURL(/\/billing\/details$/);
    await expect(page.getByRole("alert")).toContainText(
      "Your plan is now Plus 15. Coupon FREEYEAR was removed: it does not cover Plus 15.",
    );
    await expect(page.getByRole("term").filter({ hasText: /^Coupon$/ })).toHaveCount(0);
    await expect(page.getByText("Free for one year")).toHaveCount(0);
  });

  test("the payment details page says there is nothing to update in local mode", async ({ page }) => {
    await newGroup(page, "The Locals");
    await page.goto("/billing/details/update");
    await expect(page.getByRole("heading", { level: 1, name: "Update your payment details" })).toBeVisible();
    await expect(page.getByText("there are no payment details")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("early-release, free plan and no-subscription pages", () => {
  test("a visitor joins the early-release program: register, back, name the account, then already joined", async ({
    page,
  }) => {
    await page.goto("/early-release-program");
    await expect(page.getByRole("heading", { level: 1, name: "Early-release program" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Join the early-release program" }).click();
    await expect(page).toHaveURL(/\/register$/);
    const email = uniqueEmail("early");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("correct horse 42");
    await page.getByLabel("Confirm password").fill("correct horse 42");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/early-release-program\/join$/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Join" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await page.getByLabel("Group name").fill("Early Birds");
    await page.getByRole("button", { name: "Join" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("alert")).toContainText("Welcome to the early-release program!");

    await page.goto("/free-tandem-plus");
    await expect(page.getByRole("heading", { level: 1, name: "Free Tandem Plus" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Get Tandem Plus for free" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("You have already joined: your group is ready.")).toBeVisible();
  });

  test("no-subscription: links for a user without a group; home for one with a group", async ({ page }) => {
    await register(page, uniqueEmail("nosub"));
    await page.goto("/billing/no-subscription");
    await expect(page.getByRole("heading", { level: 1, name: "You have no subscription" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join the early-release program" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Create a group" }).click();
    await page.getByLabel("Group name").fill("Now Subscribed");
    await page.getByRole("button", { name: "Create group" }).click();
    await page.goto("/billing/no-subscription");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
