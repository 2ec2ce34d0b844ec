// Password reset (S1 §2, §5): ask for a link, read it from the development outbox, choose a new
// password, sign in with it. The e2e servers run with DEV_OUTBOX=1 so /dev/outbox shows the mail.
import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  PASSWORD,
  register,
  signIn,
  signOut,
  test,
  uniqueEmail,
} from "./helpers.ts";

const NEW_PASSWORD = "a brand new secret 7";
const BAD_LINK = "The link you clicked does not work. It might be a wrong link or a link that has expired.";

/** Opens the outbox for one address and returns the newest mail with that subject. */
async function newestMail(page: Page, to: string, subject: RegExp) {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(to)}`);
  await expect(page).toHaveTitle("Development outbox – Tandem");
  const mail = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 2, name: subject }) })
    .first();
  await expect(mail).toBeVisible();
  return mail;
}

async function requestReset(page: Page, email: string): Promise<void> {
  await page.goto("/reset-password");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("alert")).toContainText(`We are sending an email to ${email}`);
}

async function choosePassword(page: Page, password: string, confirm = password): Promise<void> {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(confirm);
  await page.getByRole("button", { name: "Change password" }).click();
}

test.describe("password reset", () => {
  test("a user resets a forgotten password from the emailed link and signs in with it", async ({ page }) => {
    test.slow();
    const email = uniqueEmail("reset");
    await register(page, email);
    await signOut(page);

    await page.getByRole("link", { name: "I forgot my password" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page).toHaveTitle("Reset your password – Tandem");
    await expect(page.getByRole("link", { name: "Return to sign in" })).toHaveAttribute("href", "/login");
    await expectAccessible(page);

    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    // "/" sends the signed-out visitor to sign in, where the message waits.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("alert")).toContainText(`We are sending an email to ${email}`);
    await expectAccessible(page);

    const mail = await newestMail(page, email, /^Reset your Tandem password$/);
    await expect(mail).toContainText(email);
    await expectAccessible(page);
    await mail.getByRole("link", { name: /\/reset-password\// }).click();

    await expect(page).toHaveURL(/\/reset-password\/[\w-]+$/);
    await expect(page).toHaveTitle("Choose a new password – Tandem");
    // The code stays in the address only: the form posts to the page itself.
    await expect(page.locator("form.form")).not.toHaveAttribute("action", /.+/);
    await expectAccessible(page);

    await choosePassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("alert")).toContainText(
      "Your password has been changed. Sign in with your new password.",
    );
    await expectAccessible(page);

    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert").filter({ hasText: "Sign in did not work" })).toBeVisible();
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);

    // The service told the user by mail that the password changed.
    const changed = await newestMail(page, email, /^Your Tandem password was changed$/);
    await expect(changed).toBeVisible();
  });

  test("a reset link works once: used again, it shows the bad-link text", async ({ page }) => {
    test.slow();
    const email = uniqueEmail("reset-twice");
    await register(page, email);
    await signOut(page);
    await requestReset(page, email);
    const mail = await newestMail(page, email, /^Reset your Tandem password$/);
    const link = await mail.getByRole("link", { name: /\/reset-password\// }).getAttribute("href");
    expect(link).toBeTruthy();

    await page.goto(link!);
    await choosePassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/login$/);

    await page.goto(link!);
    await choosePassword(page, "yet another secret 9");
    await expect(page).toHaveTitle("Error: Choose a new password – Tandem");
    const alert = page.getByRole("alert").filter({ hasText: "Change password did not work" });
    await expect(alert).toContainText(BAD_LINK);
    await expect(page.locator("[data-error-summary]")).toBeFocused();
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Ask for a new link" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);

    // The first new password is the one that counts.
    await page.goto("/login");
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
  });

  test("an unknown address gets the same answer, and the form explains its errors", async ({ page }) => {
    await page.goto("/reset-password");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page).toHaveTitle("Error: Reset your password – Tandem");
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(page.locator("[data-error-summary]")).toBeFocused();
    await expect(summary.getByRole("link", { name: "Enter your email address" })).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    const unknown = uniqueEmail("nobody");
    await requestReset(page, unknown);
    // The mail tells the owner of the address that there is no account, and links to sign-up.
    const mail = await newestMail(page, unknown, /^Tandem password reset$/);
    await expect(mail.getByRole("link", { name: /\/register$/ })).toBeVisible();
  });

  test("the new password must be long enough and typed twice the same", async ({ page }) => {
    await page.goto("/reset-password/not-a-real-code");
    await expect(page).toHaveTitle("Choose a new password – Tandem");
    await choosePassword(page, "short", "short");
    await expect(page).toHaveTitle("Error: Choose a new password – Tandem");
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(
      summary.getByRole("link", { name: "Passwords must be at least 6 characters" }),
    ).toBeVisible();
    await expectAccessible(page);

    await choosePassword(page, NEW_PASSWORD, "something else");
    await expect(summary.getByRole("link", { name: "Passwords do not match" })).toBeVisible();
    // Passwords are never sent back to the page.
    await expect(page.getByLabel("New password", { exact: true })).toHaveValue("");

    await choosePassword(page, NEW_PASSWORD);
    await expect(page.getByRole("alert").filter({ hasText: "Change password did not work" })).toContainText(
      BAD_LINK,
    );
  });

  test("a signed-in user is sent home from the request page", async ({ page }) => {
    await register(page, uniqueEmail("reset-signed-in"));
    await page.goto("/reset-password");
    await expect(page).toHaveURL(/\/account$/);
  });
});
