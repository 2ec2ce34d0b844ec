import { addPerson, openMemberSettings } from "./group-helpers.ts";
import { expect, expectAccessible, register, test, uniqueEmail } from "./helpers.ts";

test.describe("groups: my groups and the group page", () => {
  test("a user creates a group, renames it, sees the plan card and the managers", async ({ page }) => {
    await register(page, uniqueEmail("groups"));
    await page.goto("/my-communities");
    await expect(page.getByRole("heading", { level: 1, name: "My groups" })).toBeVisible();
    await expect(page.getByText("You are not in any group yet.")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Create a group" }).click();
    await page.getByRole("button", { name: "Create group" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("link", { name: "Enter a name for the group" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Group name").fill("The Lakes");
    await page.getByRole("button", { name: "Create group" }).click();
    await expect(page).toHaveURL(/\/my-community$/);
    await expect(page.getByRole("alert")).toContainText("Your group The Lakes is ready.");
    await expect(page.getByRole("heading", { level: 2, name: "The Lakes" })).toBeVisible();
    // Plan basic is "Standard" (spec S1 §9); no member limit is shown for unlimited.
    await expect(page.getByRole("definition").filter({ hasText: /^Standard$/ })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Member limit" })).toHaveCount(0);
    await expect(page.getByRole("definition").filter({ hasText: /^0 members$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Change plan" })).toHaveAttribute("href", "/billing/plans");
    await expect(page.getByRole("link", { name: "Billing details" })).toHaveAttribute(
      "href",
      "/billing/details",
    );
    const managers = page.getByRole("region", { name: "Managers" });
    await expect(managers).toContainText("(you)");
    await expect(managers.getByText("You cannot demote yourself")).toBeVisible();
    await expect(managers.getByRole("link", { name: /as manager/ })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("link", { name: /^Rename the group/ }).click();
    await expect(page.getByLabel("Group name")).toHaveValue("The Lakes");
    await page.getByLabel("Group name").fill("   ");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("link", { name: "Enter a name for the group" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Group name").fill("The Lake Family");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page).toHaveURL(/\/my-community$/);
    await expect(page.getByRole("alert")).toContainText("Successfully saved");
    await expect(page.getByRole("heading", { level: 2, name: "The Lake Family" })).toBeVisible();
  });

  test("a manager removes a co-manager after a confirmation that names the consequence", async ({ page }) => {
    await register(page, uniqueEmail("comanager"));
    await page.goto("/my-communities/new");
    await page.getByLabel("Group name").fill("The Parks");
    await page.getByRole("button", { name: "Create group" }).click();
    await addPerson(page, "Dee");
    await openMemberSettings(page, "Dee");
    await page.getByRole("link", { name: "Change the role of Dee" }).click();
    await page.getByLabel("Manager", { exact: true }).check();
    await page.getByRole("button", { name: "Save role" }).click();
    await expect(page.getByRole("alert")).toContainText("Member role changed successfully");

    await page.goto("/my-community");
    const managers = page.getByRole("region", { name: "Managers" });
    await expect(managers).toContainText("Dee (not joined yet)");
    await managers.getByRole("link", { name: "Remove Dee as manager" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Remove Dee as manager?" })).toBeVisible();
    await expect(page.getByText("Dee will no longer be able to manage The Parks")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/my-community$/);
    await managers.getByRole("link", { name: "Remove Dee as manager" }).click();
    await page.getByRole("button", { name: "Remove" }).click();
    await expect(page).toHaveURL(/\/my-community$/);
    await expect(page.getByRole("alert")).toContainText("Dee is no longer a manager.");
    await expect(page.getByRole("region", { name: "Managers" })).not.toContainText("Dee");
    await expectAccessible(page);
  });

  test("my groups: visit another group, delete one after a confirmation", async ({ page }) => {
    await register(page, uniqueEmail("twogroups"));
    for (const name of ["First group", "Second group"]) {
      await page.goto("/my-communities/new");
      await page.getByLabel("Group name").fill(name);
      await page.getByRole("button", { name: "Create group" }).click();
      await expect(page).toHaveURL(/\/my-community$/);
    }
    await page.goto("/my-communities");
    const first = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "First group" }) });
    const second = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Second group" }) });
    await expect(second).toContainText("This is the group you are working in now.");
    await expectAccessible(page);
    await first.getByRole("button", { name: "Visit First group" }).click();
    await expect(page).toHaveURL(/\/my-community$/);
    await expect(page.getByRole("heading", { level: 2, name: "First group" })).toBeVisible();

    await page.goto("/my-communities");
    await second.getByRole("link", { name: "Delete Second group" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Delete Second group?" })).toBeVisible();
    await expect(page.getByText("its subscription is cancelled. This cannot be undone.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Delete the group" }).click();
    await expect(page).toHaveURL(/\/my-communities$/);
    await expect(page.getByRole("alert")).toContainText("The group Second group was deleted.");
    await expect(page.getByRole("heading", { name: "Second group" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "First group" })).toBeVisible();
  });

  test("a member cannot open the group pages of a manager", async ({ page }) => {
    await page.goto("/my-community");
    await expect(page).toHaveURL(/\/login$/);
    await register(page, uniqueEmail("nogroup"));
    // Without a group, the manager pages go home (account settings).
    for (const path of [
      "/my-community",
      "/billing/plans",
      "/billing/details",
      "/billing/plans/check?plan=plus-5",
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/account$/);
    }
  });
});
