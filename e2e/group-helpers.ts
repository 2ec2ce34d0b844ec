// Shared steps of the dashboard, members and invitations specs: a manager with a group, a confirmed
// address, people in the group, and mail read from the development outbox (DEV_OUTBOX=1).
import type { Page } from "@playwright/test";
import { createGroupByRequest, expect, postForm, signUp, uniqueEmail } from "./helpers.ts";

/** Registers a new user and creates a group by request: the user is then its manager, on the dashboard. */
export async function newManager(page: Page, groupName = "The Smiths", prefix = "manager"): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUp(page, email);
  await createGroupByRequest(page, groupName);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** The links of the newest email to `to` whose subject matches, as paths on this site. */
export async function mailLinks(page: Page, to: string, subject: RegExp): Promise<string[]> {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(to)}`);
  const mail = page.getByRole("article").filter({ has: page.getByRole("heading", { name: subject }) });
  await expect(mail.first()).toBeVisible();
  const hrefs = await mail
    .first()
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
  return hrefs.map((href) => {
    const url = new URL(href, "http://x");
    return `${url.pathname}${url.search}`;
  });
}

/** Confirms the signed-in user's address with the link from their welcome email. */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const links = await mailLinks(page, email, /^Confirm your email address/);
  const link = links.find((l) => l.startsWith("/confirm-email/"));
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText("Your Email is Confirmed")).toBeVisible();
}

/**
 * Adds a person to the signed-in manager's group by request (the form's own journey is in members.spec.ts);
 * answers their member id. The page stays where it was.
 */
export async function addPerson(page: Page, name: string): Promise<string> {
  const added = await postForm(page, "/dashboard/members/new", { name });
  const id = /^\/dashboard\/members\/([^/]+)\/added$/.exec(added)?.[1];
  expect(id, `adding ${name} should lead to their next steps`).toBeTruthy();
  return decodeURIComponent(id!);
}

/** Opens a person's settings from the dashboard's members list. */
export async function openMemberSettings(page: Page, name: string): Promise<void> {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: memberSettingsLink(name) }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Member settings: ${name}` })).toBeVisible();
}

/** The accessible name of a person's settings link on the dashboard. */
export function memberSettingsLink(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+\\(member settings\\)$`);
}
