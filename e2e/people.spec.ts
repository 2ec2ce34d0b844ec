// People and their words: managers have names (asked at registration, changed in account
// settings, the email address wherever a name is missing), sign-in lands in the group used last, error texts
// that name their fields, the shared Default Bar on the dashboard, presets that work as they are, and Save that
// asks first when buttons still have problems. JavaScript on and off, axe on every page.
import type { Page } from "@playwright/test";
import { addPerson, confirmEmail, mailLinks, newManager } from "./group-helpers.ts";
import {
  expect,
  expectAccessible,
  jsOff,
  PASSWORD,
  pickPreset,
  register,
  signIn,
  signOut,
  test,
  uniqueEmail,
} from "./helpers.ts";

/** A form post made as the page's own browser (the session cookie, the page's origin). */
async function post(page: Page, path: string, form: Record<string, string>) {
  return page.request.post(path, {
    form,
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
}

test.describe("people and wording", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a manager without a name is shown by the email address, and names themselves in account settings", async ({
    page,
  }) => {
    const email = await newManager(page, "The Names");
    await page.goto("/my-community");
    const managers = page.getByRole("region", { name: "Managers" });
    await expect(managers).toContainText(`${email} (you)`);
    await expect(managers).not.toContainText("Unnamed person");

    await page.goto("/account");
    await expect(
      page.getByRole("definition").filter({ hasText: `people in your groups see ${email}` }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Change your name" }).click();
    await expect(page).toHaveURL(/\/account\/your-name$/);
    await expectAccessible(page);
    await page.getByLabel("Your name").fill("x".repeat(101));
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("link", { name: "Names must be 100 characters or fewer" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Your name").fill("Pat Lee");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("alert")).toContainText("Your name is now Pat Lee.");
    await expect(page.getByRole("definition").filter({ hasText: "Pat Lee" })).toBeVisible();

    await page.goto("/my-community");
    await expect(page.getByRole("region", { name: "Managers" })).toContainText("Pat Lee (you)");
  });

  test("registration asks for a name, which is optional", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByLabel("Your name (optional)")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Email address").fill(uniqueEmail("named"));
    await page.getByLabel("Your name (optional)").fill("Robin Hill");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("definition").filter({ hasText: "Robin Hill" })).toBeVisible();
  });

  test("sign-in lands in the group used last, not the oldest one", async ({ page }) => {
    // Bea's group invites Ann first, so Ann's oldest membership is Bea's group.
    const beaEmail = await newManager(page, "Bea's group", "bea");
    await confirmEmail(page, beaEmail);
    await addPerson(page, "Ann");
    const annEmail = uniqueEmail("ann");
    await page.goto("/dashboard");
    await page.getByRole("link", { name: /^Ann\s+\(member settings\)$/ }).click();
    await page.getByRole("link", { name: "Invite Ann" }).click();
    await page.getByLabel("Ann's email address").fill(annEmail);
    await page.getByRole("button", { name: /^Send/ }).click();
    await expect(page.getByRole("alert")).toContainText(`We are sending the invitation to ${annEmail}.`);
    const accept = (await mailLinks(page, annEmail, /invited you to Tandem$/)).find((l) =>
      l.startsWith("/invite/accept/"),
    );
    await signOut(page);
    await page.goto(accept!);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Accept invitation & create account" }).click();
    await expect(page).toHaveURL(/\/download\/signup$/);

    // Then Ann makes a group of her own and works there.
    await page.goto("/my-communities/new");
    await page.getByLabel("Group name").fill("Ann's own");
    await page.getByRole("button", { name: "Create group" }).click();
    await expect(page).toHaveURL(/\/my-community$/);
    await signOut(page);
    await signIn(page, annEmail);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 2, name: "Ann's own" })).toBeVisible();

    // Visiting Bea's group makes it the one she lands in next time.
    await page.goto("/my-communities");
    await page.getByRole("button", { name: "Visit Bea's group" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await signOut(page);
    await signIn(page, annEmail);
    // A member lands on their own bars; the account page names the group in use.
    await expect(page).toHaveURL(/\/my-bars$/);
    await page.goto("/account");
    await expect(page.getByRole("definition").filter({ hasText: "Bea's group" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the password page names each empty field, and a wrong current password is one clear alert", async ({
    page,
  }) => {
    await register(page, uniqueEmail("errors"));
    await page.goto("/account/password");
    await page.getByRole("button", { name: "Change password" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: "Enter your current password" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Enter a new password" })).toBeVisible();
    await expect(
      summary.getByRole("link", { name: "Enter the new password again to confirm it" }),
    ).toBeVisible();
    await expect(summary).not.toContainText("This field is required");
    await expectAccessible(page);

    await page.getByLabel("Current password").fill("not it at all");
    await page.getByLabel("New password", { exact: true }).fill("new secret 1");
    await page.getByLabel("Confirm new password").fill("new secret 1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert")).toHaveCount(1);
    await expect(page.getByRole("alert")).toContainText("Your current password is not right");
    await expect(page.getByRole("alert")).not.toContainText("email address");
    await expectAccessible(page);
  });

  test("the dashboard shows the shared Default Bar and who gets it", async ({ page }) => {
    await newManager(page, "Shared family");
    await addPerson(page, "Ana");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 3, name: "Shared TandemBar" })).toBeVisible();
    // Ana has a bar of her own; the manager has none yet, so the Default Bar is theirs.
    await expect(page.getByText("Who gets it: you.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Default Bar (edit)" }).click();
    await expect(page).toHaveURL(/\/dashboard\/tandembar-editor\/\?barId=/);
    await expect(page.getByRole("heading", { level: 1, name: "Default Bar" })).toBeVisible();
    await expect(page.getByText("Shared bar")).toBeVisible();
  });

  test("presets work as they are; Save asks first when buttons still have problems", async ({ page }) => {
    await newManager(page, "Preset family");
    await pickPreset(page, "Gmail, Reddit and calls");
    await expect(page.locator(".bar-list > li").filter({ hasText: "Skype" })).toBeVisible();
    await expect(page.locator(".bar-item__problem")).toHaveCount(0);
    const editor = new URL(page.url());
    const barId = editor.searchParams.get("barId")!;
    const q = `barId=${encodeURIComponent(barId)}`;

    if (jsOff(test.info())) {
      // Nothing changed yet: Save says so.
      await page.getByRole("button", { name: "Save bar" }).click();
      await expect(page.getByRole("alert")).toContainText(
        "There are no changes to save. The bar is as it was last saved.",
      );
    }

    // A web-page button without its address (the island's own dialogs are tested with the island).
    const added = await post(page, `/dashboard/tandembar-editor/?${q}&continue=1`, {
      intent: "add",
      key: "open_link",
    });
    expect(added.status()).toBe(302);
    // Without JavaScript a new button joins the bar when kept on its page; the editor then focuses it.
    const buttonPage = added.headers().location!;
    const kept = await post(page, buttonPage, { intent: "continue", label: "My page", url: "" });
    expect(kept.status()).toBe(302);
    const itemId = new URL(kept.headers().location!, editor).searchParams.get("focus")!;
    expect(itemId).toBeTruthy();

    // Its page says so when it opens.
    await page.goto(`/dashboard/tandembar-editor/button?${q}&itemId=${encodeURIComponent(itemId)}`);
    await expect(page.getByRole("region", { name: "This item has a problem." })).toContainText(
      "Site link is required.",
    );
    await expectAccessible(page);

    if (jsOff(test.info())) {
      await page.goto(`/dashboard/tandembar-editor/?${q}&continue=1`);
      await page.getByRole("button", { name: "Save bar" }).click();
      await expect(page).toHaveURL(/\/dashboard\/tandembar-editor\/save\?/);
    } else {
      await page.goto(`/dashboard/tandembar-editor/save?${q}`);
    }
    await expect(
      page.getByText("1 button still has problems: it will not work on your computer."),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "This button has an issue. Click for more information" }),
    ).toHaveAttribute("href", new RegExp(`itemId=${itemId}`));
    await expectAccessible(page);
    await expect(page.getByRole("link", { name: "Fix them" })).toHaveAttribute(
      "href",
      new RegExp(`focus=${itemId}`),
    );
    await page.getByRole("link", { name: "Fix them" }).click();
    await expect(page).toHaveURL(/\/dashboard\/tandembar-editor\/\?/);
    await page.goto(`/dashboard/tandembar-editor/save?${q}`);
    await page.getByRole("button", { name: "Save anyway" }).click();
    await expect(page.getByRole("alert")).toContainText("Bar successfully saved.");
    // Saved: nothing left to ask about.
    await page.goto(`/dashboard/tandembar-editor/save?${q}`);
    await expect(page).toHaveURL(/\/dashboard\/tandembar-editor\/\?/);
  });
});
