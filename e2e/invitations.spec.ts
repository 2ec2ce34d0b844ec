// Invitations (spec S2 §2, §4, §5, §8): the invite form (refused until the manager's own address is
// confirmed, with 'Resend confirmation email'), the invitation email read from the development outbox, and
// the invitation page: register or sign in and accept, decline after a Yes/No check, and the cards for an
// invalid, declined or accepted invitation. Then what the new member sees.
import type { Page } from "@playwright/test";
import { addPerson, confirmEmail, mailLinks, newManager, openMemberSettings } from "./group-helpers.ts";
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

const INVITE_SUBJECT = /invited you to Tandem$/;

async function invite(page: Page, name: string, email: string, phone = ""): Promise<void> {
  await openMemberSettings(page, name);
  await page.getByRole("link", { name: new RegExp(`^(Invite|Re-invite) ${name}$`) }).click();
  await page.getByLabel(`${name}'s email address`).fill(email);
  if (phone) await page.getByLabel("Your phone number (optional)").fill(phone);
  await page.getByRole("button", { name: /^Send/ }).click();
}

/** The accept and decline links of the newest invitation to `to`. */
async function invitationLinks(page: Page, to: string) {
  const links = await mailLinks(page, to, INVITE_SUBJECT);
  const accept = links.find((l) => l.startsWith("/invite/accept/"));
  const reject = links.find((l) => l.startsWith("/invite/reject/"));
  expect(accept).toBeTruthy();
  expect(reject).toBeTruthy();
  return { accept: accept!, reject: reject! };
}

test.describe("invitations", () => {
  // Whole journeys of two or three people: longer than one page's test.
  test.describe.configure({ timeout: 180_000 });
  test("inviting needs a confirmed address; the invitee registers, accepts and reaches the download page", async ({
    page,
  }) => {
    const managerEmail = await newManager(page, "Lima family");
    await addPerson(page, "Ana");
    const anaEmail = uniqueEmail("ana");

    // Refused while the manager's own address is not confirmed, with a way to resend the confirmation.
    await invite(page, "Ana", anaEmail, "+1 555 0100");
    await expect(page).toHaveTitle(/^Error: Invite Ana/);
    await expect(page.getByRole("alert")).toContainText(
      "Until you have confirmed your own email address, you are unable to invite other members.",
    );
    await expect(page.getByLabel("Ana's email address")).toHaveValue(anaEmail);
    await expectAccessible(page);
    // OK beside 'Resend confirmation email' (spec S2 §8).
    await expect(page.getByRole("link", { name: "OK", exact: true })).toHaveAttribute("href", /\/invite$/);
    await page.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(page.getByRole("alert")).toContainText("Re-sent your confirmation email.");

    // Invalid address.
    await page.getByLabel("Ana's email address").fill("not-an-address");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("link", { name: "Please enter a valid email address." })).toBeVisible();

    await confirmEmail(page, managerEmail);
    await invite(page, "Ana", anaEmail, "+1 555 0100");
    await expect(page.getByRole("alert")).toContainText(`We are sending the invitation to ${anaEmail}.`);
    await expect(page.getByText("invitation not accepted")).toBeVisible();
    await expect(page.getByRole("link", { name: "Re-invite Ana" })).toBeVisible();

    const { accept } = await invitationLinks(page, anaEmail);
    expect(accept).toMatch(/\/register$/);
    await signOut(page);

    // The invitee: the registration form, with the invited address already there.
    await page.goto(accept);
    await expect(
      page.getByRole("heading", { level: 1, name: "Join Lima family: create your account" }),
    ).toBeVisible();
    await expect(page.getByText("cannot see or change anything else on your computer")).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(anaEmail);
    await expectAccessible(page);
    await page.getByRole("link", { name: "I already have a Tandem account" }).click();
    await expect(page).toHaveURL(/\/invite\/accept\/[^/]+\/signin$/);
    await expect(page.getByRole("button", { name: "Accept invitation & sign in" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Create an account to accept" }).click();

    await page.getByRole("button", { name: "Accept invitation & create account" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(anaEmail);
    await expectAccessible(page);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Accept invitation & create account" }).click();

    // Accepting confirms the address, so the confirm-email page goes straight on to the download page.
    await expect(page).toHaveURL(/\/download\/signup$/);
    await expect(page.getByText("Your account is ready.")).toBeVisible();
    await expectAccessible(page);

    // A member: no manager pages, no group size.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/member-message$/);
    await expect(page.getByRole("heading", { name: "This part is for managers" })).toBeVisible();
    await expect(page.getByText("You are a member of Lima family.")).toBeVisible();
    // A member is told what they can do, and whom to ask for more.
    await expect(page.getByRole("link", { name: "Change your password" })).toHaveAttribute(
      "href",
      "/account/password",
    );
    await expect(page.getByText("ask one of them to make you a manager")).toBeVisible();
    await expectAccessible(page);
    await page.goto("/dashboard/members/new");
    await expect(page).toHaveURL(/\/member-message$/);
    await page.goto("/account");
    await expect(page.getByText("Lima family").first()).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: /^Members$/ })).toHaveCount(0);
    await expect(page.getByText(/\d+ members? \(no limit\)|of \d+ members/)).toHaveCount(0);

    // The link is single-use.
    await page.goto(accept);
    await expect(
      page.getByRole("heading", { name: "This invitation has already been accepted" }),
    ).toBeVisible();
    await expectAccessible(page);
    await signOut(page);

    // The manager sees Ana as active.
    await page.goto("/login");
    await signIn(page, managerEmail);
    await openMemberSettings(page, "Ana");
    await expect(page.getByText("active", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Invite Ana/ })).toHaveCount(0);
  });

  test("an existing user signs in to accept, with the invited address only", async ({ page }) => {
    const existing = uniqueEmail("existing");
    await register(page, existing);
    await signOut(page);
    const managerEmail = await newManager(page, "Reading club");
    await confirmEmail(page, managerEmail);
    await addPerson(page, "Dee");
    await invite(page, "Dee", existing);
    const { accept } = await invitationLinks(page, existing);
    expect(accept).toMatch(/\/signin$/);
    await signOut(page);

    await page.goto(accept);
    await expect(page.getByRole("heading", { level: 1, name: "Join Reading club: sign in" })).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(existing);
    await page.getByLabel("Email address").fill(uniqueEmail("someone-else"));
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Accept invitation & sign in" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(
      page.getByRole("link", { name: /This invitation was sent to another email address/ }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Email address").fill(existing);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Accept invitation & sign in" }).click();
    await expect(page).toHaveURL(/\/download\/signup$/);
    // Not just registered: no greeting.
    await expect(page.getByText("Your account is ready.")).toHaveCount(0);
    await page.goto("/account");
    await expect(page.getByText("From Reading club")).toBeVisible();
  });

  test("declining asks Yes or No first; used and unknown invitations show their cards", async ({ page }) => {
    const managerEmail = await newManager(page, "Choir");
    await confirmEmail(page, managerEmail);
    await addPerson(page, "Eve");
    const eveEmail = uniqueEmail("eve");
    await invite(page, "Eve", eveEmail);
    const { accept, reject } = await invitationLinks(page, eveEmail);
    await signOut(page);

    // 'reject' opens the confirmation at once; No goes back to the invitation.
    await page.goto(reject);
    await expect(
      page.getByRole("heading", { level: 1, name: "Decline the invitation from Choir?" }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "No, go back to the invitation" }).click();
    await expect(page.getByRole("button", { name: "Accept invitation & create account" })).toBeVisible();
    await page.getByRole("link", { name: "Decline invitation" }).click();
    await page.getByRole("button", { name: "Yes, decline the invitation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You declined the invitation" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expectAccessible(page);
    await page.goto(accept);
    await expect(page.getByRole("heading", { level: 1, name: "You declined the invitation" })).toBeVisible();

    await page.goto("/invite/accept/not-a-real-invitation/register");
    await expect(
      page.getByRole("heading", { level: 1, name: "This invitation does not work" }),
    ).toBeVisible();
    await expectAccessible(page);
    expect((await page.request.get("/invite/maybe/x/register")).status()).toBe(404);

    // /register/invite explains where the invitation link is.
    await page.goto("/register/invite");
    await expect(page.getByRole("heading", { level: 1, name: "Accept an invitation" })).toBeVisible();
    await expectAccessible(page);
  });
});
