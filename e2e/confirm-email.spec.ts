// Email confirmation (S2 §2, §4, §8): the waiting page after sign-up checks every 5 s (a meta refresh
// with scripts off, a background check with scripts on) and moves on once the emailed link is opened.
// The e2e servers run with DEV_OUTBOX=1 so /dev/outbox shows the mail.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, jsOff, register, signIn, signOut, test, uniqueEmail } from "./helpers.ts";

const BAD_LINK = "The link you clicked does not work. It might be a wrong link or a link that has expired.";
const SUBJECT = /^Confirm your email address for Tandem$/;

/** The confirmation links sent to an address, newest first, read from the development outbox. */
async function confirmationLinks(page: Page, to: string): Promise<string[]> {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(to)}`);
  await expect(page).toHaveTitle("Development outbox – Tandem");
  const mails = page.getByRole("article").filter({ has: page.getByRole("heading", { name: SUBJECT }) });
  await expect(mails.first()).toBeVisible();
  const links: string[] = [];
  for (const mail of await mails.all()) {
    const href = await mail.getByRole("link", { name: /\/confirm-email\// }).getAttribute("href");
    if (href) links.push(href);
  }
  return links;
}

/** Chromium reports a page's own 404 status in the console: expected for a bad link. */
function allow404(consoleErrors: string[]): void {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]!.includes("status of 404")) consoleErrors.splice(i, 1);
  }
}

test.describe("email confirmation", () => {
  test("after sign-up the page waits for the confirmation, then goes to the download page", async ({
    page,
    context,
  }, testInfo) => {
    test.slow();
    const email = uniqueEmail("confirm");
    await register(page, email);

    await page.goto("/confirm-email/registered");
    await expect(page).toHaveTitle("Confirm your email address – Tandem");
    await expect(page.getByText(`We are sending a welcome email to ${email}.`)).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "spam" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend Email" })).toBeVisible();
    await expect(page.getByRole("link", { name: "stop checking" })).toHaveAttribute(
      "href",
      "/confirm-email/registered?try=100",
    );
    if (jsOff(testInfo)) {
      // Without scripts the page refreshes itself every 5 s, counting its tries in the address.
      await expect(page.locator('noscript meta[http-equiv="refresh"]')).toHaveAttribute(
        "content",
        "5;url=/confirm-email/registered?try=1",
      );
      await expect(page).toHaveURL(/\/confirm-email\/registered\?try=\d+$/, { timeout: 10_000 });
    } else {
      // With scripts the checks run in the background: the page stays put.
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    }
    await expectAccessible(page);

    // The user opens the link from the email in another tab.
    const mailTab = await context.newPage();
    const [link] = await confirmationLinks(mailTab, email);
    await mailTab.goto(link!);
    await expect(mailTab.getByRole("heading", { level: 1 })).toHaveText("Your Email is Confirmed");
    await expect(mailTab.getByRole("link", { name: "Download Tandem" })).toHaveAttribute(
      "href",
      "/download/signup",
    );
    await expectAccessible(mailTab);
    await mailTab.close();

    // The next check notices, and the waiting page moves on by itself.
    await expect(page).toHaveURL(/\/download\/signup$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Download Tandem");
    await expectAccessible(page);
  });

  test("Resend Email sends a second email, and the sign-in variant goes home once confirmed", async ({
    page,
    context,
  }) => {
    test.slow();
    const email = uniqueEmail("resend");
    await register(page, email);
    await page.goto("/confirm-email/sign-in");
    await page.getByRole("button", { name: "Resend Email" }).click();
    await expect(page).toHaveURL(/\/confirm-email\/sign-in\?sent=1$/);
    await expect(page.getByRole("alert")).toContainText("Confirmation email sent");
    await expectAccessible(page);

    const mailTab = await context.newPage();
    const links = await confirmationLinks(mailTab, email);
    expect(links).toHaveLength(2);
    await expectAccessible(mailTab);
    await mailTab.goto(links[0]!);
    await expect(mailTab.getByRole("heading", { level: 1 })).toHaveText("Your Email is Confirmed");
    await mailTab.close();

    await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  });

  test("a link for another user or with a broken code does not confirm", async ({ page, consoleErrors }) => {
    test.slow();
    const first = uniqueEmail("confirm-a");
    const second = uniqueEmail("confirm-b");
    await register(page, first);
    await signOut(page);
    await register(page, second);
    const [firstLink] = await confirmationLinks(page, first);
    const [secondLink] = await confirmationLinks(page, second);
    const [, , firstId, firstCode] = new URL(firstLink!).pathname.split("/");
    const [, , secondId] = new URL(secondLink!).pathname.split("/");

    // The first user's code with the second user's id (signed in as the second user).
    let response = await page.goto(`/confirm-email/${secondId}/${firstCode}`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Error: Your email address was not confirmed – Tandem");
    await expect(page.getByRole("alert")).toContainText(BAD_LINK);
    await expect(page.getByRole("link", { name: "Send me a new confirmation email" })).toHaveAttribute(
      "href",
      "/confirm-email/sign-in",
    );
    await expectAccessible(page);

    response = await page.goto(`/confirm-email/${firstId}/not-the-code`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("alert")).toContainText(BAD_LINK);

    // Neither attempt used the real code: signed out, the first user's link still works, once.
    await signOut(page);
    await page.goto(firstLink!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Email is Confirmed");
    response = await page.goto(firstLink!);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("alert")).toContainText(BAD_LINK);

    // Signed in as its owner, a used link says the address is confirmed already.
    await page.goto("/login");
    await signIn(page, first);
    await expect(page).toHaveURL(/\/account$/);
    await page.goto(firstLink!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your email is already confirmed");
    await expectAccessible(page);
    allow404(consoleErrors);
  });

  test("the page stops checking after about 100 tries and offers to check again", async ({ page }) => {
    await register(page, uniqueEmail("confirm-stop"));
    await page.goto("/confirm-email/registered?try=100");
    await expect(page.getByText("This page has stopped checking by itself.")).toBeVisible();
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("link", { name: "check again" }).click();
    await expect(page).toHaveURL(/\/confirm-email\/registered$/);
    await expect(page.getByRole("link", { name: "stop checking" })).toBeVisible();
  });

  test("a signed-out visitor is asked to sign in first", async ({ page }) => {
    await page.goto("/confirm-email/sign-in");
    await expect(page).toHaveURL(/\/login$/);
  });
});
