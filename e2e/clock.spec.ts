// A manager in California reads the group's activity at their own clock, written as the US writes dates: with
// JavaScript on, the browser offers its zone when they sign in; with it off, they choose it on /account/clock.
import { addPerson } from "./group-helpers.ts";
import {
  expect,
  expectAccessible,
  jsOff,
  managerWithGroup,
  signIn,
  signOut,
  test,
  uniqueEmail,
} from "./helpers.ts";

test.use({ timezoneId: "America/Los_Angeles", locale: "en-US" });

test("a Los Angeles manager reads the activity log at their own clock, in US format", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("pacific");
  await managerWithGroup(page, "Pacific Family", email);
  await addPerson(page, "Pat");

  // Before a zone is known, times are in UTC and say so.
  await page.goto("/dashboard/activity");
  await expect(page.locator(".activity-list time").first()).toContainText(/ UTC$/);

  if (jsOff(testInfo)) {
    await page.goto("/account");
    await expect(page.getByText("Not chosen: times are shown in UTC")).toBeVisible();
    await page.getByRole("link", { name: "Change your time zone and how dates are written" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Time and date" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Your time zone").selectOption("America/Los_Angeles");
    await page.getByRole("radio", { name: /^March 5, 2026 at 2:30 PM/ }).check();
    await page.getByRole("button", { name: "Save time and date" }).click();
    await expect(page.getByRole("alert")).toContainText("Times are now shown in Los Angeles time.");
  } else {
    await page.goto("/account");
    await signOut(page);
    await signIn(page, email);
    await page.goto("/account");
  }
  await expect(page.getByText("Los Angeles time", { exact: true })).toBeVisible();

  await page.goto("/dashboard/activity");
  const time = page.locator(".activity-list time").first();
  const iso = await time.getAttribute("datetime");
  const expected = new Intl.DateTimeFormat("en-US", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/Los_Angeles",
  }).format(new Date(iso!));
  await expect(time).toHaveText(expected);
  await expect(time).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/);
});
