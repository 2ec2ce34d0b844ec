import {
  expect,
  expectAccessible,
  jsOff,
  PASSWORD,
  register,
  signIn,
  signOut,
  test,
  uniqueEmail,
} from "./helpers.ts";
import type { Page } from "@playwright/test";

async function createGroup(page: Page, name: string) {
  await page.goto("/account");
  await page.getByRole("link", { name: "Create a group" }).click();
  await page.getByLabel("Group name").fill(name);
  await page.getByRole("button", { name: "Create group" }).click();
  await expect(page).toHaveURL(/\/billing\/details$/);
}

test.describe("account settings", () => {
  test("a free account is offered a group; creating one leads to billing details", async ({ page }) => {
    await register(page, uniqueEmail("group"));
    await expect(page.getByText("You have a free account.")).toBeVisible();
    await page.getByRole("link", { name: "Create a group" }).click();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Create group" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "Enter a name for the group",
    );
    await expect(page).toHaveTitle(/^Error: /);
    await expectAccessible(page);

    await page.getByLabel("Group name").fill("The Smiths");
    await page.getByRole("button", { name: "Create group" }).click();
    await expect(page).toHaveURL(/\/billing\/details$/);
    await expect(page.getByRole("alert")).toContainText("Your group The Smiths is ready.");
    await expect(page.getByRole("definition").filter({ hasText: "0 members (no limit)" })).toBeVisible();
    await expectAccessible(page);

    // Now a manager: home is the dashboard, and the account page shows the group.
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "The Smiths" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Account settings" }).click();
    await expect(page.getByRole("definition").filter({ hasText: "The Smiths" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the TandemBar tool" })).toBeVisible();

    // "group" where the page means the group: the word people use for the people they help.
    await expect(page.getByRole("heading", { level: 2, name: "Your group", exact: true })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Group name" })).toBeVisible();
    await page.getByRole("link", { name: "Rename the group The Smiths" }).click();
    await expect(page.getByLabel("Group name")).toHaveValue("The Smiths");
    await expectAccessible(page);
    await page.getByLabel("Group name").fill("Smith family");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("alert")).toContainText("Group name updated.");
    await expect(page.getByRole("definition").filter({ hasText: "Smith family" })).toBeVisible();
  });

  test("changing the password checks the current one and keeps this session", async ({ page }) => {
    const email = uniqueEmail("password");
    await register(page, email);
    await page.getByRole("link", { name: /Change password/ }).click();
    await expectAccessible(page);

    await page.getByLabel("Current password").fill("not it at all");
    await page.getByLabel("New password", { exact: true }).fill("new secret 1");
    await page.getByLabel("Confirm new password").fill("new secret 2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "Passwords do not match",
    );

    await page.getByLabel("Current password").fill("not it at all");
    await page.getByLabel("New password", { exact: true }).fill("new secret 1");
    await page.getByLabel("Confirm new password").fill("new secret 1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("link", { name: "Your current password is not right" })).toBeVisible();
    // One clear alert: the summary, not a second one about "the email address or the password".
    await expect(page.getByRole("alert")).toHaveCount(1);
    await expect(page.getByText(/the email address or the password/)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill("new secret 1");
    await page.getByLabel("Confirm new password").fill("new secret 1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("alert")).toContainText("Your password has been changed.");

    await signOut(page);
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert").filter({ hasText: "Sign in did not work" })).toBeVisible();
    await signIn(page, email, "new secret 1");
    await expect(page).toHaveURL(/\/account$/);
  });

  test("re-sending the confirmation email says where it went", async ({ page }) => {
    const email = uniqueEmail("resend");
    await register(page, email);
    await page.getByRole("button", { name: "Re-send confirmation email" }).click();
    await expect(page.getByRole("alert")).toContainText(
      `Re-sent your confirmation email: we are sending it to ${email} now.`,
    );
  });

  test("deleting the account says what goes, needs the password, and signs out", async ({ page }) => {
    const email = uniqueEmail("delete");
    await register(page, email);
    await createGroup(page, "Doomed group");
    await page.goto("/account");
    await page.getByRole("link", { name: "Delete account" }).click();
    await expect(page).toHaveURL(/\/account\/delete$/);
    await expect(
      page.getByText("The group Doomed group, which only you manage, with its 0 members and 1 bar."),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Your password").fill("wrong password");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByRole("link", { name: "Your password is not right" })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("alert")).toContainText("Your account has been deleted.");
    await signIn(page, email);
    await expect(page.getByRole("alert").filter({ hasText: "Sign in did not work" })).toBeVisible();
  });
});

test.describe("focus mode and sessions", () => {
  test("the header switches to focus mode and the server remembers it", async ({ page }) => {
    await register(page, uniqueEmail("focus"));
    const toggle = page.getByRole("button", { name: "Focus mode" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("button", { name: "Focus mode" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("body")).toHaveClass(/focus-mode/);
    await page.goto("/help");
    await expect(page.locator("body")).toHaveClass(/focus-mode/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Focus mode" }).click();
    await expect(page.locator("body")).not.toHaveClass(/focus-mode/);
  });

  test("signed-in pages are never stored; the focus switch never leaves the site", async ({ page }) => {
    await register(page, uniqueEmail("nostore"));
    const response = await page.goto("/account");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    // A forged switch with a return path to another host (or a control character) goes home instead.
    for (const returnTo of ["//evil.example/x", "/\\evil.example", "/%2F%2Fevil.example", "/\u0007x"]) {
      const answer = await page.request.post("/focus-mode", {
        form: { focusMode: "off", returnTo },
        headers: { Origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      expect(answer.status(), returnTo).toBe(302);
      expect(answer.headers().location).toBe("/");
    }
  });

  test("the focus switch is for desktop screens only", async ({ page }) => {
    await register(page, uniqueEmail("mobile"));
    await page.setViewportSize({ width: 375, height: 700 });
    await expect(page.getByRole("button", { name: "Focus mode" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    // Reflow: nothing, not even a long email address, makes the page scroll sideways at 320 px.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectAccessible(page);
  });

  test("an expired session sends the user to sign in, then back to the page", async ({
    browser,
    page,
  }, testInfo) => {
    const email = uniqueEmail("expiry");
    await register(page, email);
    // The same user in another browser changes the password, which ends every other session.
    const other = await browser.newContext({ javaScriptEnabled: !jsOff(testInfo) });
    const otherPage = await other.newPage();
    await otherPage.goto(new URL("/login", page.url()).toString());
    await signIn(otherPage, email);
    await otherPage.goto(new URL("/account/password", page.url()).toString());
    await otherPage.getByLabel("Current password").fill(PASSWORD);
    await otherPage.getByLabel("New password", { exact: true }).fill("another secret");
    await otherPage.getByLabel("Confirm new password").fill("another secret");
    await otherPage.getByRole("button", { name: "Change password" }).click();
    await expect(otherPage.getByRole("alert")).toContainText("Your password has been changed.");
    await other.close();

    await page.goto("/account/delete");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your session was expired. Please login again.")).toBeVisible();
    await signIn(page, email, "another secret");
    await expect(page).toHaveURL(/\/account\/delete$/);
  });

  test("signing out in one tab reloads the other tab's private page", async ({ context, page }, testInfo) => {
    test.skip(jsOff(testInfo), "cross-tab reload needs scripts; without them the next click meets the guard");
    await register(page, uniqueEmail("tabs"));
    const second = await context.newPage();
    await second.goto("/account");
    await expect(second.getByRole("heading", { level: 1 })).toHaveText("Account settings");
    const help = await context.newPage();
    await help.goto("/help");
    await second.bringToFront();
    await page.bringToFront();
    await signOut(page);
    await second.bringToFront();
    await expect(second).toHaveURL(/\/login$/);
    await expect(help).toHaveURL(/\/help$/);
  });
});
