// Members (spec S2 §2, §4, §5): add a person (name required and unique, a bar made for them, next steps,
// then their bar's editor), rename, change role, delete after a check page, and the invitation state.
import { addPerson, memberSettingsLink, newManager, openMemberSettings } from "./group-helpers.ts";
import { expect, expectAccessible, test } from "./helpers.ts";

test.describe("members", () => {
  test("adds a person with a bar of their own, and refuses a name already taken", async ({ page }) => {
    await newManager(page);
    await page.getByRole("link", { name: "Add a person" }).click();
    await expect(page).toHaveTitle("Add a person – Tandem");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add person" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "Enter the person's name",
    );
    await expectAccessible(page);

    await page.getByLabel("Name", { exact: true }).fill("Ana Lima");
    await page.getByRole("button", { name: "Add person" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ana Lima is in your group" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("New member added");
    const editor = page.getByRole("link", { name: "Build Ana Lima's bar" });
    await expect(editor).toHaveAttribute(
      "href",
      /^\/dashboard\/tandembar-editor\/\?barId=[^&]+&memberId=[^&]+$/,
    );
    await expectAccessible(page);

    await page.goto("/dashboard");
    const row = page.getByRole("row").filter({ hasText: "Ana Lima" });
    await expect(row.getByText("not invited")).toBeVisible();
    await expect(row.getByRole("link", { name: "Edit bar for Ana Lima" })).toHaveAttribute(
      "href",
      /tandembar-editor\/\?barId=/,
    );

    // Unique among full names, whatever the case.
    await page.goto("/dashboard/members/new");
    await page.getByLabel("Name", { exact: true }).fill("ana lima");
    await page.getByRole("button", { name: "Add person" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("link", { name: "There is already a member with this name." })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("ana lima");
    await expectAccessible(page);
  });

  test("renames a person, changes their role and deletes them after a check", async ({ page }) => {
    await newManager(page);
    await addPerson(page, "Bo");
    await addPerson(page, "Cy");
    await openMemberSettings(page, "Bo");
    await expect(page.getByText("not invited")).toBeVisible();
    await expect(page.getByRole("link", { name: "Invite Bo" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Change the name of Bo" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Bo");
    await expectAccessible(page);
    await page.getByLabel("Name", { exact: true }).fill("cy");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("link", { name: "There is already a member with this name." })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await page.getByLabel("Name", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("link", { name: "Enter the person's name" })).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill("Bo Smith");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Member settings: Bo Smith" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Member name updated.");

    await page.getByRole("link", { name: "Change the role of Bo Smith" }).click();
    await expect(page.getByLabel("Member", { exact: true })).toBeChecked();
    await expectAccessible(page);
    await page.getByLabel("Manager", { exact: true }).check();
    await page.getByRole("button", { name: "Save role" }).click();
    await expect(page.getByRole("alert")).toContainText("Member role changed successfully");
    await expect(page.getByRole("definition").filter({ hasText: "Manager" })).toBeVisible();

    await page.getByRole("link", { name: "Delete Bo Smith" }).click();
    await expect(page).toHaveTitle("Delete Bo Smith? – Tandem");
    await expectAccessible(page);
    await page.getByRole("link", { name: "No, keep Bo Smith" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Member settings: Bo Smith" })).toBeVisible();
    await page.getByRole("link", { name: "Delete Bo Smith" }).click();
    await page.getByRole("button", { name: "Yes, delete Bo Smith" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("alert")).toContainText("Member deleted successfully.");
    await expect(page.getByRole("link", { name: memberSettingsLink("Bo Smith") })).toHaveCount(0);
    await expect(page.getByRole("link", { name: memberSettingsLink("Cy") })).toBeVisible();
  });

  test("an unknown person is not found", async ({ page }) => {
    await newManager(page);
    // Through the page's own cookies, without loading a 404 into the browser (its console would report it).
    const response = await page.request.get("/dashboard/members/00000000-0000-4000-8000-000000000000");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });
});
