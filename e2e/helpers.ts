import { expect, test as base, type Browser, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";

/** Tests fail on any error a page writes to the console. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Each worker's script-enabled pages for checking what a page without JavaScript showed, one per origin. */
const scriptedCopies = new WeakMap<Browser, Map<string, Promise<Page>>>();

function scriptedCopyPage(browser: Browser, url: string): Promise<Page> {
  const origin = new URL(url).origin;
  const pages = scriptedCopies.get(browser) ?? new Map<string, Promise<Page>>();
  scriptedCopies.set(browser, pages);
  let copy = pages.get(origin);
  if (!copy) {
    // The copy loses the nonces the browser hid from the DOM, so the page's CSP would now refuse its inline
    // styles (the editor page carries its styles inline), which the real page applied: bypass it here.
    copy = browser
      .newContext({ javaScriptEnabled: true, bypassCSP: true })
      .then((context) => context.newPage())
      .then(async (page) => {
        // Same origin as the page checked, so its stylesheets and images load as they did there.
        await page.goto(`${origin}/healthz`);
        return page;
      });
    pages.set(origin, copy);
  }
  return copy;
}

/**
 * axe with the WCAG 2.0, 2.1 and 2.2 A and AA rules: zero violations allowed. axe-core runs in the page itself
 * (one injection, `axe.run`, violations only): the wrapper package injected it twice and finished each run in
 * a new blank page, 1.7 s a check with JavaScript on, 3.8 s off, over a third of some specs' time.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // After a form post the test may reach here before the new page's stylesheet is applied; axe would then
  // measure unstyled controls (target-size). Check the page as the user sees it.
  await page.waitForLoadState("load");
  let target = page;
  if (test.info().project.use.javaScriptEnabled === false) {
    // axe runs as a script in the page. With JavaScript off it cannot, so the same HTML (the DOM the server
    // sent, styles included) is checked in a page of a script-enabled context.
    const html = await page.content();
    target = await scriptedCopyPage(page.context().browser()!, page.url());
    await target.setContent(html, { waitUntil: "load" });
  }
  await target.evaluate(axeSource);
  const summary = await target.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, AXE_TAGS);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const PASSWORD = "correct horse 42";

/**
 * Posts a form of this site the way the browser would (same origin, the context's cookies), without
 * drawing the page: set-up for journeys whose subject is elsewhere. Answers the redirect's target.
 */
export async function postForm(page: Page, path: string, form: Record<string, string>): Promise<string> {
  // What a browser sends with a form of the same origin (server/origin.ts), whatever the spec's base address.
  const headers = { "Sec-Fetch-Site": "same-origin" };
  const response = await page.request.post(path, { form, headers, maxRedirects: 0 });
  expect(response.status(), `POST ${path} should redirect`).toBe(302);
  return new URL(response.headers()["location"]!, response.url()).pathname;
}

/** The hidden honeypot fields a public form carries, read from the page that draws it. */
export async function honeypotFields(page: Page, path: string): Promise<Record<string, string>> {
  const html = await (await page.request.get(path)).text();
  const fields: Record<string, string> = {};
  for (const input of html.matchAll(/<input[^>]*>/g)) {
    const name = /name="([a-z_]+__confirm)"/.exec(input[0])?.[1];
    if (name) fields[name] = /value="([^"]*)"/.exec(input[0])?.[1] ?? "";
  }
  return fields;
}

/**
 * A new account, signed in, with one request (the registration form's own journey is in auth.spec.ts):
 * the page stays where it was.
 */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  const form = {
    ...(await honeypotFields(page, "/register")),
    email,
    password,
    confirmPassword: password,
    agree: "on",
  };
  await postForm(page, "/register", form);
}

/** A new account, signed in, on its account page. */
export async function register(page: Page, email: string, password = PASSWORD): Promise<void> {
  await signUp(page, email, password);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account$/);
}

/** Registers through the registration form, as a person does, and lands on the account page. */
export async function registerThroughForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Whether this test runs with JavaScript turned off. */
export function jsOff(testInfo: { project: { use: { javaScriptEnabled?: boolean } } }): boolean {
  return testInfo.project.use.javaScriptEnabled === false;
}

/** Creates the signed-in user's first group by request (its own form is tested in account.spec.ts). */
export async function createGroupByRequest(page: Page, name: string): Promise<void> {
  expect(await postForm(page, "/account/create-group", { name })).toBe("/billing/details");
}

/** Registers a new manager and creates their group, by request (the bar editor's specs start here). */
export async function managerWithGroup(
  page: Page,
  groupName = "The Bar Testers",
  email = uniqueEmail("bars"),
): Promise<void> {
  await signUp(page, email);
  await createGroupByRequest(page, groupName);
}

/** Makes a new bar from the preset `name` and lands in its editor. */
export async function pickPreset(page: Page, name: string): Promise<void> {
  await page.goto("/dashboard/tandembar-preconfigured");
  await page.getByRole("button", { name: `Use this bar ${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/tandembar-editor\/\?barId=/);
}
