// Layout regressions fail CI: the pages where people spend their time, at 1280 and 375 px, JavaScript on and off,
// compared with committed baselines (e2e/screenshots.spec.ts-snapshots/) with a small tolerance. What changes from
// run to run (email addresses, times) is masked. A layout change that is meant: look at the new pictures, then
// `npx playwright test e2e/screenshots.spec.ts --update-snapshots` and commit them with the change.
import type { Browser, Page } from "@playwright/test";
import { addPerson, confirmEmail, mailLinks } from "./group-helpers.ts";
import { createGroupByRequest, expect, PASSWORD, postForm, signUp, test } from "./helpers.ts";

const WIDTHS = [1280, 375] as const;

/**
 * A new address whose text is always as wide: digits only after the name (digits are equally wide), so a line
 * that holds it wraps the same way in every run.
 */
function sameWidthEmail(prefix: string): string {
  const digits =
    `${Date.now() % 1e9}`.padStart(9, "0") + `${Math.floor(Math.random() * 1e4)}`.padStart(4, "0");
  return `${prefix}${digits}@example.com`;
}

/** Everything that differs between runs: addresses made up for the run, and times. */
function changing(page: Page) {
  return [
    page.getByText(/@example\.(com|org)/),
    page.locator("time"),
    page.locator("[data-changes-each-run]"),
  ];
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
      fullPage: true,
      mask: changing(page),
      maxDiffPixelRatio: 0.01,
    });
  }
}

/** A member with an account (invited by the manager, accepted in a context of their own), signed in. */
async function memberWithAccount(
  browser: Browser,
  manager: Page,
  memberId: string,
  javaScriptEnabled: boolean,
) {
  const email = sameWidthEmail("pat");
  await postForm(manager, `/dashboard/members/${memberId}/invite`, { email });
  const accept = (await mailLinks(manager, email, /invited you to Tandem$/)).find((l) =>
    l.startsWith("/invite/accept/"),
  )!;
  const context = await browser.newContext({ javaScriptEnabled });
  const member = await context.newPage();
  await member.goto(accept);
  await member.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await member.getByLabel("Confirm password").fill(PASSWORD);
  await member.getByLabel(/I agree to the/).check();
  await member.getByRole("button", { name: "Accept invitation & create account" }).click();
  await expect(member).toHaveURL(/\/download\/signup$/);
  return member;
}

test.describe("layouts", () => {
  test.describe.configure({ timeout: 300_000 });

  test("the pages people use most look as they did", async ({ page, browser }, testInfo) => {
    const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
    const managerEmail = sameWidthEmail("sam");
    await signUp(page, managerEmail);
    await createGroupByRequest(page, "Green family");
    await confirmEmail(page, managerEmail);
    const patId = await addPerson(page, "Pat Green");
    await addPerson(page, "Sam Green");
    await addPerson(page, "Ann Lee");

    await page.goto(`/dashboard/tandembar-preconfigured?memberId=${patId}`);
    await page.getByRole("button", { name: "Use this bar Email and social media" }).click();
    await expect(page).toHaveURL(/\/dashboard\/tandembar-editor\/\?barId=/);
    const editor = page.url();
    const barId = new URL(editor).searchParams.get("barId")!;

    await page.goto("/dashboard");
    await shoot(page, "dashboard");
    await page.goto(editor);
    await shoot(page, "editor");
    await page.goto(`/dashboard/members/${patId}`);
    await shoot(page, "member-settings");
    await page.goto("/billing/plans");
    await shoot(page, "plan-picker");

    await page.goto("/dashboard/people/import");
    const people = ["name,email,invite now", "Lou Park,lou@example.org,no", "Mo Diaz,,no", "Pat Green,,no"];
    await page.getByLabel("CSV file").setInputFiles({
      name: "people.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(people.join("\r\n"), "utf8"),
    });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Check the people in your file" }),
    ).toBeVisible();
    await shoot(page, "people-check");

    const member = await memberWithAccount(browser, page, patId, javaScriptEnabled);
    await member.goto("/my-bars");
    await shoot(member, "my-bars");
    await member.goto(`/my-bars/card/${barId}`);
    await shoot(member, "card");
    await member.context().close();
  });
});
