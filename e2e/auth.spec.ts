import {
  expect,
  expectAccessible,
  jsOff,
  PASSWORD,
  register,
  registerThroughForm,
  signIn,
  signOut,
  test,
  uniqueEmail,
} from "./helpers.ts";

test.describe("sign-up, sign-in and sign-out", () => {
  // The one journey also run on PostgreSQL (playwright.config.ts): the API suites check its rules there.
  test("a new user registers, signs out and signs in again", { tag: "@postgres" }, async ({ page }) => {
    const email = uniqueEmail("flow");
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle("Sign in to Tandem");
    await expectAccessible(page);

    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
    await expect(page.getByRole("complementary")).toContainText("With a Tandem account you can");
    await expectAccessible(page);

    await registerThroughForm(page, email);
    // Signed in at once; told that a confirmation email is on its way.
    await expect(page.getByRole("alert")).toContainText(`We are sending an email to ${email}`);
    await expect(
      page.getByRole("definition").filter({ hasText: email }).filter({ hasText: "Not confirmed" }),
    ).toBeVisible();
    await expectAccessible(page);

    await signOut(page);
    await expect(page.getByRole("alert")).toContainText("You have signed out.");
    await expectAccessible(page);

    await signIn(page, email);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  });

  test("a wrong password is refused in words, and five of them lock the account", async ({ page }) => {
    const email = uniqueEmail("lock");
    await register(page, email);
    await signOut(page);

    await signIn(page, email, "not my password");
    await expect(page).toHaveTitle("Error: Sign in to Tandem");
    const alert = page.getByRole("alert").filter({ hasText: "Sign in did not work" });
    await expect(alert).toContainText("The email address or the password is not right.");
    await expect(page.locator("[data-error-summary]")).toBeFocused();
    // What the user typed is kept, except the password.
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expectAccessible(page);

    for (let attempt = 2; attempt <= 5; attempt++) await signIn(page, email, `wrong ${attempt}`);
    // Locked now: even the right password is refused until the lock ends.
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert").filter({ hasText: "Sign in did not work" })).toContainText(
      /the account is locked for now\. Try again in 15 minutes/,
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test("sign-in form errors are listed in a summary that takes focus", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveTitle("Error: Sign in to Tandem");
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    // The box around the alert takes focus (e2e/error-summary.spec.ts), not the live region itself.
    await expect(page.locator("[data-error-summary]")).toBeFocused();
    // Each empty field is named, so a summary never repeats itself, not "This field is required".
    await expect(summary.getByRole("link", { name: "Enter your email address" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Enter your password" })).toBeVisible();
    await expect(summary).not.toContainText("This field is required");
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await summary.getByRole("link", { name: "Enter your email address" }).click();
    await expect(page.getByLabel("Email address")).toBeFocused();
  });

  test("registration errors use the spec's words and keep the email", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Email address").fill("someone@example");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm password").fill("abd");
    await page.getByRole("button", { name: "Create account" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(page.locator("[data-error-summary]")).toBeFocused();
    await expect(summary).toContainText("Please enter a valid email address.");
    await expect(summary).toContainText("Passwords must be at least 6 characters");
    await expect(summary).toContainText("Passwords do not match");
    await expect(summary).toContainText("Agree to the terms of service and the privacy policy");
    await expect(page.getByLabel("Email address")).toHaveValue("someone@example");
    await expect(page).toHaveTitle("Error: Create an account – Tandem");
    await expectAccessible(page);
  });

  test("an address that already has an account is refused", async ({ page }) => {
    const email = uniqueEmail("twice");
    await register(page, email);
    await signOut(page);
    await page.goto("/register");
    await page.getByLabel("Email address").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Create account did not work" })).toContainText(
      "There is already an account with this email address.",
    );
    await expectAccessible(page);
  });

  test("the show-password button works only where scripts run", async ({ page }, testInfo) => {
    await page.goto("/login");
    const toggle = page.getByRole("button", { name: "Show password" });
    if (jsOff(testInfo)) {
      await expect(toggle).toBeHidden();
      return;
    }
    await page.getByLabel("Password", { exact: true }).fill("secret");
    await toggle.click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("the access guard", () => {
  test("a signed-out visitor is sent to sign in and then back where they were going", async ({ page }) => {
    const email = uniqueEmail("guard");
    await register(page, email);
    await signOut(page);

    await page.goto("/account");
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account settings");
  });

  test("signed-in users do not see the sign-in and registration pages", async ({ page }) => {
    await register(page, uniqueEmail("public-only"));
    await page.goto("/login");
    await expect(page).toHaveURL(/\/account$/);
    await page.goto("/register");
    await expect(page).toHaveURL(/\/account$/);
  });

  test("a user without a group goes to account settings, not to the dashboard", async ({ page }) => {
    await register(page, uniqueEmail("no-group"));
    await page.goto("/");
    await expect(page).toHaveURL(/\/account$/);
  });

  test("the sign-in page shows why the session ended", async ({ page }) => {
    await page.goto("/login?message=session-expired");
    await expect(page.getByText("Your session was expired. Please login again.")).toBeVisible();
    await page.goto("/session-timed-out");
    await expect(page.getByText("Your session timed out. Please sign in again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expectAccessible(page);
  });
});
