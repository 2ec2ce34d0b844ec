// The manager's dashboard (spec S2 §2): the side panel, the hints toggle remembered without JavaScript,
// the learning links and the 6-step tutorial, each step its own address.
import { newManager } from "./group-helpers.ts";
import { expect, expectAccessible, test } from "./helpers.ts";

test.describe("dashboard", () => {
  test("shows the group, the manager's bars and the members panel", async ({ page }) => {
    await newManager(page, "Lima family");
    await expect(page).toHaveTitle("Dashboard – Tandem");
    await expect(page.getByRole("heading", { name: "Lima family" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Account settings" })).toHaveAttribute("href", "/account");
    await expect(page.getByText("You have no TandemBars of your own yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "New bar for yourself" })).toHaveAttribute(
      "href",
      /^\/dashboard\/tandembar-preconfigured\?memberId=/,
    );
    await expect(page.getByText("No one else is in your group yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add a person" })).toHaveAttribute(
      "href",
      "/dashboard/members/new",
    );
    await expectAccessible(page);
  });

  test("hides and shows the hints, and remembers the choice", async ({ page }) => {
    await newManager(page);
    const hint = page.getByText("Start by adding a person");
    await expect(hint).toBeVisible();
    await page.getByRole("button", { name: "Hide hints" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(hint).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Show hints" })).toBeVisible();
    await expectAccessible(page);
    // Remembered on the next visit.
    await page.goto("/dashboard");
    await expect(hint).toHaveCount(0);
    await page.getByRole("button", { name: "Show hints" }).click();
    await expect(hint).toBeVisible();
    await expect(page.getByRole("button", { name: "Hide hints" })).toBeVisible();
  });

  test("walks through the getting-started tutorial, one address per step", async ({ page }) => {
    await newManager(page);
    await page.getByRole("link", { name: "Getting started tutorial (6 steps)" }).click();
    await expect(page).toHaveURL(/\/dashboard\/tutorial\?step=1$/);
    await expect(page.getByText("Step 1 of 6")).toBeVisible();
    await expect(page.getByRole("img", { name: /Add a person link/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Done" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Previous step" })).toHaveCount(0);
    await expectAccessible(page);
    for (let step = 2; step <= 6; step += 1) {
      await page.getByRole("link", { name: "Next step" }).click();
      await expect(page).toHaveURL(new RegExp(`step=${step}$`));
      await expect(page.getByText(`Step ${step} of 6`)).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Next step" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Previous step" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Done" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The step is clamped between 1 and 6.
    await page.goto("/dashboard/tutorial?step=99");
    await expect(page.getByText("Step 6 of 6")).toBeVisible();
    await page.goto("/dashboard/tutorial?step=-3");
    await expect(page.getByText("Step 1 of 6")).toBeVisible();
    await page.goto("/dashboard/tutorial?step=nonsense");
    await expect(page.getByText("Step 1 of 6")).toBeVisible();
    // The image is served.
    const image = await page.request.get("/tutorials/getting-started/tutorialStd1.svg");
    expect(image.status()).toBe(200);
  });

  test("sends a signed-out visitor to sign in", async ({ page }) => {
    await page.goto("/dashboard/tutorial?step=2");
    await expect(page).toHaveURL(/\/login$/);
  });
});
