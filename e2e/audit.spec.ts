// Group activity (the audit log): a manager's changes (add a person, rename, invite, save a bar) listed in plain
// words, filtered by person and kind with a plain GET form, an invalid filter explained, and the CSV download.
import { addPerson, confirmEmail, newManager, openMemberSettings } from "./group-helpers.ts";
import { expect, expectAccessible, pickPreset, test, uniqueEmail } from "./helpers.ts";

test.describe("group activity", () => {
  test.describe.configure({ timeout: 180_000 });

  test("lists the manager's changes in plain words, filters them, and downloads them as CSV", async ({
    page,
  }) => {
    const managerEmail = await newManager(page, "Audit Testers");
    await confirmEmail(page, managerEmail);
    await addPerson(page, "Pat");

    await openMemberSettings(page, "Pat");
    await page.getByRole("link", { name: "Change the name of Pat" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Patricia");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Member settings: Patricia" })).toBeVisible();

    const patEmail = uniqueEmail("pat");
    await page.getByRole("link", { name: /^Invite Patricia$/ }).click();
    await page.getByLabel("Patricia's email address").fill(patEmail);
    await page.getByRole("button", { name: /^Send/ }).click();
    await expect(page.getByRole("alert")).toContainText(`We are sending the invitation to ${patEmail}.`);

    await pickPreset(page, "Gmail, Reddit and calls");
    await page.getByRole("button", { name: "Remove Reddit" }).click();
    await page.getByRole("button", { name: "Save bar" }).click();
    // With JavaScript on, the editor's own notice says it too.
    await expect(
      page.getByRole("alert").filter({ hasText: "Bar successfully saved." }).first(),
    ).toBeVisible();

    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Group activity" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Group activity" })).toBeVisible();
    const items = page.locator(".activity-list > li");
    await expect(items).toHaveCount(5);
    await expect(items.nth(0)).toContainText(
      /saved the bar “.+” \(version 2\) — \w+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M UTC/,
    );
    await expect(items.nth(1)).toContainText(/created the bar “.+”/);
    await expect(items.nth(2)).toContainText(`invited Patricia at ${patEmail}`);
    await expect(items.nth(3)).toContainText("renamed Pat to Patricia");
    await expect(items.nth(4)).toContainText("added Pat");
    await expect(page.getByText("5 changes; showing 1–5.")).toBeVisible();
    await expectAccessible(page);

    // Filter by person and kind: a plain GET form.
    await page.getByLabel("Person").fill("patricia");
    await page.getByLabel("Kind of change").selectOption({ label: "Person renamed" });
    await page.getByRole("button", { name: "Show changes" }).click();
    await expect(page).toHaveURL(/\/dashboard\/activity\?person=patricia&kind=member_renamed$/);
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText("renamed Pat to Patricia");
    await expect(page.getByText("1 change matches; showing 1–1.")).toBeVisible();
    await expect(page.getByLabel("Person")).toHaveValue("patricia");
    await expect(page.getByLabel("Kind of change")).toHaveValue("member_renamed");

    // The CSV of the same filter.
    const csvLink = page.getByRole("link", { name: "Download as CSV" });
    await expect(csvLink).toHaveAttribute(
      "href",
      "/dashboard/activity/csv?person=patricia&kind=member_renamed",
    );
    const csv = await page.request.get((await csvLink.getAttribute("href"))!);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const body = await csv.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString("utf8").slice(1).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("renamed Pat to Patricia");

    await page.getByRole("link", { name: "Show all changes" }).click();
    await expect(items).toHaveCount(5);

    // A filter that is not valid is explained, next to its field.
    await page.goto(`/dashboard/activity?person=${"x".repeat(101)}`);
    await expect(page).toHaveTitle(/^Error: Group activity/);
    await expect(page.getByRole("link", { name: "Enter a name of 100 characters or fewer" })).toBeVisible();
    await expect(items).toHaveCount(0);
    await expectAccessible(page);
  });
});
