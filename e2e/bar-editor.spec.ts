import type { Page } from "@playwright/test";
import { expect, expectAccessible, jsOff, managerWithGroup, pickPreset, test } from "./helpers.ts";
import { addPerson } from "./group-helpers.ts";

const PRESETS = "/dashboard/tandembar-preconfigured";

/** The bar's buttons as they look, in order. */
function faces(page: Page) {
  return page.locator(".bar-list > li .bar-item__face");
}

/** The labels of the bar's buttons, in order. */
async function barLabels(page: Page): Promise<string[]> {
  return page.locator(".bar-list > li .bar-item__face").allInnerTexts();
}

test.describe("the bar editor", () => {
  // These are the editor's flows without its island. With JavaScript on they run with the island's module
  // replaced by one that does nothing, as when it fails to run: the server's editor must work as it is.
  // e2e/editor-island.spec.ts covers the island itself.
  test.beforeEach(async ({ page }, testInfo) => {
    if (jsOff(testInfo)) return;
    await page.route("**/assets/editor/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
  });

  test("pick a preset, reorder with the keyboard, remove, add and save", async ({ page }) => {
    test.setTimeout(180_000);
    await managerWithGroup(page);
    await page.goto(PRESETS);
    await expect(page).toHaveTitle(/^Pick a bar/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Use this bar Email and social media" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My TandemBar" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("New bar created");
    await expect(page.getByText("This bar has unsaved changes.")).toHaveCount(0);
    await expect(faces(page)).toHaveCount(4);
    // The page carries its styles inline (app/root.tsx); with or without JavaScript the CSP nonce lets them
    // apply: a styled button is at least 44 px high.
    await expect(page.getByRole("button", { name: "Save bar" })).toHaveCSS("min-height", "44px");
    const start = await barLabels(page);
    expect(start).toHaveLength(4);
    await expectAccessible(page);

    // Move down: the row keeps focus on its Move down button, so Enter moves it again.
    await page.getByRole("button", { name: `Move down ${start[0]}` }).click();
    await expect(page.getByRole("alert")).toContainText(`"${start[0]}" moved to position 2 of 4.`);
    await expect(page.getByRole("button", { name: `Move down ${start[0]}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toContainText(`"${start[0]}" moved to position 3 of 4.`);
    await expect(faces(page)).toHaveText([start[1], start[2], start[0], start[3]] as string[]);
    // Shift+Tab reaches Move up of the same row.
    await expect(page.getByRole("button", { name: `Move down ${start[0]}` })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: `Move up ${start[0]}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toContainText(`"${start[0]}" moved to position 2 of 4.`);
    await expect(page.getByText("This bar has unsaved changes.")).toBeVisible();
    await expectAccessible(page);

    // Move to a position.
    await page.getByLabel(`Position of ${start[3]}`).selectOption("1");
    await page.getByRole("button", { name: `Move ${start[3]}`, exact: true }).click();
    await expect(faces(page)).toHaveText([start[3], start[1], start[0], start[2]] as string[]);

    // Remove.
    await page.getByRole("button", { name: `Remove ${start[2]}` }).click();
    await expect(page.getByRole("alert")).toContainText("Button removed");
    await expect(faces(page)).toHaveText([start[3], start[1], start[0]] as string[]);

    // Add from the catalogue: a search, then a button that needs a meeting link opens its page.
    await page.getByRole("link", { name: "Add a button" }).click();
    await expect(page.getByRole("heading", { name: "Add a button" })).toBeVisible();
    await expect(page.getByText("Other news")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Search for buttons").fill("qqqzzz");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No buttons were found while searching for 'qqqzzz'")).toBeVisible();
    await page.getByLabel("Search for buttons").fill("zoom");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText(/buttons? found for 'zoom'/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add to bar Zoom" }).first().click();
    await expect(page).toHaveURL(/\/tandembar-editor\/button\?/);
    await expectAccessible(page);

    // Nothing given: the step 'This button still has some problems.' with the spec's message.
    await page.getByRole("button", { name: "Keep these settings" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    const step = page.getByRole("alert").filter({ hasText: "This button still has some problems." });
    await expect(step).toContainText("Zoom meeting link has not been provided.");
    await expect(step.getByRole("link", { name: "Go back" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Zoom meeting link").fill("example.org");
    await page.getByLabel("Purple").check();
    await page.getByRole("button", { name: "Keep these settings" }).click();
    await expect(step).toContainText("This url does not look like a zoom meeting link.");
    await expect(page.getByLabel("Zoom meeting link")).toHaveValue("example.org");
    await expect(page.getByLabel("Purple")).toBeChecked();
    // Continue keeps the button with its problem.
    await step.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toContainText('New item added: "Zoom-Web".');
    const zoomRow = page.locator(".bar-list > li").filter({ hasText: "Zoom" });
    await expect(zoomRow).toContainText("This button has an issue.");
    await expect(zoomRow).toContainText("Colour: purple");
    await expectAccessible(page);

    // Fix it: the link is checked on the server when the form is sent. The e2e servers check links on loopback
    // only (LINK_CHECK=loopback: every name is 127.0.0.1, where nothing answers on port 443), so the site is
    // unreachable: a warning the manager may continue past, never a blocker.
    await zoomRow.getByRole("link", { name: "Edit Zoom-Web" }).click();
    await page.getByLabel("Zoom meeting link").fill("https://zoom.us/j/123456789");
    await page.getByRole("button", { name: "Keep these settings" }).click();
    await expect(step).toBeVisible();
    await expect(step).not.toContainText("This url does not look like a zoom meeting link.");
    await step.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toContainText('Button "Zoom-Web" changed.');
    await expect(zoomRow).not.toContainText("This button has an issue.");

    // A button that needs something, cancelled: it is not added.
    await page.getByRole("link", { name: "Add a button" }).click();
    await page
      .getByRole("button", { name: /^Add to bar Open a web page/ })
      .first()
      .click();
    await expect(page).toHaveURL(/new=1/);
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("The button was not added.");
    await expect(faces(page)).toHaveText([start[3], start[1], start[0], "Zoom-Web"] as string[]);
    // Leaving a new button's page another way (Back, another link) adds nothing either.
    const editorUrl = page.url();
    await page.getByRole("link", { name: "Add a button" }).click();
    await page
      .getByRole("button", { name: /^Add to bar Open a web page/ })
      .first()
      .click();
    await expect(page).toHaveURL(/new=1/);
    await page.goto(editorUrl);
    await expect(faces(page)).toHaveText([start[3], start[1], start[0], "Zoom-Web"] as string[]);

    await page.getByRole("button", { name: "Save bar" }).click();
    await expect(page.getByRole("alert")).toContainText("Bar successfully saved.");
    await expect(page.getByText(/All changes are saved \(version 2\)/)).toBeVisible();
    await expectAccessible(page);
  });

  test("rename, copy, revert, history with restore, and delete", async ({ page }) => {
    test.setTimeout(120_000);
    await managerWithGroup(page);
    await pickPreset(page, "Gmail, Reddit and calls");
    const editor = page.url();
    // The Skype button of this preset opens the Skype app: a preset works as it is, with nothing to fill in.
    await expect(page.locator(".bar-list > li").filter({ hasText: "Skype" })).not.toContainText("Problem");

    await page.getByRole("link", { name: /^Rename/ }).click();
    await expectAccessible(page);
    await page.getByLabel("Name of the bar").fill("Kitchen bar");
    await page.getByRole("button", { name: "Keep this name" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kitchen bar" })).toBeVisible();
    await page.getByRole("button", { name: "Remove Reddit" }).click();
    await page.getByRole("button", { name: "Save bar" }).click();
    await expect(page.getByRole("alert")).toContainText("Bar successfully saved.");

    // Copy another bar (a second preset), then undo it.
    await pickPreset(page, "Email and social media");
    await page.goto(editor);
    await page.getByRole("link", { name: "Copy buttons from another bar" }).click();
    await expectAccessible(page);
    // The group's Default bar is listed under its display name; it cannot be renamed or deleted.
    const defaultBarId = await page.getByLabel("Default Bar (Shared bar)").getAttribute("value");
    await page.goto(`/dashboard/tandembar-editor/?barId=${defaultBarId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Default Bar" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^Shared bar$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Rename/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Delete this bar" })).toHaveCount(0);
    await expectAccessible(page);
    await page.goto(editor);
    await page.getByRole("link", { name: "Copy buttons from another bar" }).click();
    // The bars can be searched by name; the search keeps the bar being edited, and can be cleared.
    const copyUrl = page.url();
    await page.getByRole("searchbox", { name: "Search bars by name" }).fill("default");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByLabel("Default Bar (Shared bar)")).toBeVisible();
    await expect(page.getByLabel(/^My TandemBar/)).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: "Search bars by name" })).toHaveValue("default");
    await page.getByRole("link", { name: "Show every bar" }).click();
    const cleared = new URL(page.url()).searchParams;
    expect(cleared.get("barId")).toBe(new URL(copyUrl).searchParams.get("barId"));
    expect(cleared.has("q")).toBe(false);
    await expect(page.getByLabel(/^My TandemBar/)).toBeVisible();

    await page.getByRole("button", { name: "Copy this bar" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("alert")).toContainText("Choose the bar to copy.");
    await page.getByLabel(/^My TandemBar/).check();
    await page.getByRole("button", { name: "Copy this bar" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Bar successfully added. Copied 4 buttons from My TandemBar.",
    );
    await expect(faces(page)).toHaveCount(4);
    await page.getByRole("link", { name: "Undo all unsaved changes" }).click();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Yes, undo my changes" }).click();
    await expect(page.getByRole("alert")).toContainText("Your unsaved changes were undone.");
    await expect(faces(page)).toHaveCount(2);

    // History in words, and restore.
    await page.getByRole("link", { name: "History of this bar" }).click();
    await expect(
      page.getByText('Renamed the bar "My TandemBar" to "Kitchen bar"; removed "Reddit".'),
    ).toBeVisible();
    await expect(page.getByText("Created the bar with 3 buttons.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Restore version 1" }).click();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Yes, restore version 1" }).click();
    await expect(page.getByRole("alert")).toContainText("Version 1 restored.");
    await expect(page.getByText("This version brought back version 1.")).toBeVisible();
    await page.getByRole("link", { name: "Back to the bar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My TandemBar" })).toBeVisible();
    await expect(faces(page)).toHaveCount(3);

    await page.getByRole("link", { name: "Delete this bar" }).click();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Yes, delete this bar" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("another bar's unsaved changes are offered when a bar is opened", async ({ page }) => {
    await managerWithGroup(page);
    await pickPreset(page, "Gmail, calls and Facebook");
    const first = page.url();
    await page.getByRole("button", { name: "Remove Facebook" }).click();
    await pickPreset(page, "Email and social media");
    const offer = page.getByRole("region", { name: "Unsaved changes on another bar" });
    await expect(offer).toHaveCount(0);
    await page.goto(page.url().replace(/&?continue=1/, ""));
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    await offer.getByRole("link", { name: "Go to that bar" }).click();
    expect(new URL(page.url()).searchParams.get("barId")).toBe(new URL(first).searchParams.get("barId"));
    await expect(page.getByText("This bar has unsaved changes.")).toBeVisible();
  });

  test("a new person's bar: presets name it for them, and saving offers Invite now or later", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await managerWithGroup(page);
    const memberId = await addPerson(page, "Dad");
    await page.goto(`/dashboard/members/${memberId}/added`);
    await page.locator('a[href*="tandembar-editor"]').first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Bar for Dad" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^Dad$/ })).toBeVisible();

    await page.getByRole("link", { name: "Add a button" }).click();
    await page.getByLabel("Search for buttons").fill("gmail");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("button", { name: "Add to bar Gmail" }).first().click();
    await expect(page.getByRole("alert")).toContainText('New item added: "Gmail".');
    await expect(page.getByRole("link", { name: "Edit Gmail" })).toBeFocused();
    // The same button twice: both are flagged, as a warning.
    await page.getByRole("link", { name: "Add a button" }).click();
    await page.getByRole("button", { name: "Add to bar Gmail" }).first().click();
    await expect(page.getByText("Duplicated action.")).toHaveCount(2);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Remove Gmail" }).last().click();
    await expect(page.getByText("Duplicated action.")).toHaveCount(0);
    await page.getByRole("button", { name: "Save bar" }).click();
    await expect(page).toHaveTitle(/^Invite Dad\?/);
    await expect(page.getByRole("alert")).toContainText("Bar successfully saved.");
    await expect(page.getByRole("link", { name: "Invite now" })).toHaveAttribute(
      "href",
      `/dashboard/members/${memberId}/invite`,
    );
    await expectAccessible(page);
    await page.getByRole("link", { name: "Invite later" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bar for Dad" })).toBeVisible();

    // A second bar for Dad from the presets gets ' (2)'.
    await page.goto(`${PRESETS}?memberId=${memberId}`);
    await expect(page.getByText("Start with one of these bars for Dad")).toBeVisible();
    await page.getByRole("button", { name: "Start with an empty bar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bar for Dad (2)" })).toBeVisible();
    await expect(page.getByText("This bar has no buttons yet.")).toBeVisible();
    await page.getByRole("link", { name: "Delete this bar" }).click();
    await page.getByRole("button", { name: "Yes, delete this bar" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("alert")).toContainText("Bar successfully deleted.");
  });
});
