// What a person needs next: the member limit said before the add-person form would
// refuse, with the plan change as the way on; the thin pages (no subscription, early-release program, free
// Tandem Plus) saying what each way on means.
import type { Page } from "@playwright/test";
import { addPerson, newManager } from "./group-helpers.ts";
import { expect, expectAccessible, register, test, uniqueEmail } from "./helpers.ts";

async function choosePlan(page: Page, planId: string, name: string) {
  await page.goto(`/billing/plans/check?plan=${planId}`);
  await page.getByRole("button", { name: "Change plan" }).click();
  await expect(page.getByRole("alert")).toContainText(`Your plan is now ${name}.`);
}

test.describe("the member limit, said early", () => {
  test("at 5 of 5 the dashboard and the add-person form say the group is full and lead to the plans", async ({
    page,
  }) => {
    await newManager(page, "The Five");
    await choosePlan(page, "basic-1-month", "Standard Monthly");
    for (const name of ["P1", "P2", "P3", "P4"]) await addPerson(page, name);
    // 4 of 5: room for one more.
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Your group is full" })).toHaveCount(0);
    await addPerson(page, "P5");

    await page.goto("/dashboard");
    await expect(page.getByText("5 of 5 places on your plan are taken.")).toBeVisible();
    const full = page.getByRole("region", { name: "Your group is full" });
    await expect(full).toContainText("Your plan allows up to 5 members, and all 5 places are taken");
    await expect(page.getByRole("link", { name: "Add a person" })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto("/dashboard/members/new");
    await expect(page.getByRole("heading", { level: 1, name: "Add a person" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your group is full" })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Choose a larger plan" }).click();
    await expect(page).toHaveURL(/\/billing\/plans$/);

    // A larger plan: the form is back.
    await choosePlan(page, "midsize-1-month", "Medium Monthly");
    await page.goto("/dashboard/members/new");
    await expect(page.getByLabel("Name", { exact: true })).toBeVisible();
  });
});

test.describe("pages that say what comes next", () => {
  test("no subscription: what each way on means, and what to do when someone invited you", async ({
    page,
  }) => {
    await register(page, uniqueEmail("nosub-next"));
    await page.goto("/billing/no-subscription");
    await expect(page.getByRole("heading", { level: 1, name: "You have no subscription" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What you can do now" })).toBeVisible();
    await expect(page.getByText("it starts on the free Standard plan, with no member limit")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Did someone invite you?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "account settings" })).toHaveAttribute("href", "/account");
    await expect(page.getByRole("link", { name: "download it here" })).toHaveAttribute("href", "/download");
    await expectAccessible(page);
  });

  for (const [path, title, join] of [
    ["/early-release-program", "Early-release program", "Join the early-release program"],
    ["/free-tandem-plus", "Free Tandem Plus", "Get Tandem Plus for free"],
  ] as const) {
    test(`${path}: what you get, what it costs, how joining works`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("heading", { name: "What you get" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "What it costs" })).toBeVisible();
      await expect(page.getByText("Nothing. No card is asked for.")).toBeVisible();
      await expect(page.getByRole("heading", { name: "How joining works" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign in", exact: true }).last()).toHaveAttribute(
        "href",
        "/login",
      );
      await expect(page.getByRole("link", { name: join })).toHaveAttribute("href", `${path}/join`);
      await expectAccessible(page);

      // Signed in with a group: the page says so and leads to the dashboard.
      await newManager(page, "Already Here");
      await page.goto(path);
      await expect(page.getByText("You have a group already, so you have joined.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
        "href",
        "/dashboard",
      );
      await expect(page.getByText("You are signed in already.")).toBeVisible();
    });
  }
});
