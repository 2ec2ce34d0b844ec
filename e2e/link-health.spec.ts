// Link health's journey, JavaScript on and off: a bar with a link to a site served on loopback; the site goes
// down; within the interval the dashboard, the editor row and the member's page say the button stopped
// working and an email arrives; the site comes back and the marks go. Moved and suspicious pages likewise.
// The rules (two failures before "broken", one email a day, the timing of rounds) are the API suites'
// (tests/link-health/). Each project starts a server of its own with rounds every few seconds
// (LINK_HEALTH_INTERVAL_S), so the rest of the suite keeps the daily default.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, jsOff, test } from "./helpers.ts";
import { addPerson, mailLinks, newManager } from "./group-helpers.ts";

const NODE = join(process.cwd(), "node_modules/.bin/node");
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 20;
const INTERVAL_S = 3;

/** The site the buttons link to: each path answers as the test says. */
type Answer = "ok" | "down" | "moved" | "for-sale";
const answers = new Map<string, Answer>();
let sitePort = 0;
const site = http.createServer((req, res) => {
  const path = req.url ?? "/";
  const host = req.headers.host ?? "";
  const answer = host.startsWith("new-home.") ? "ok" : (answers.get(path) ?? "ok");
  if (answer === "down") res.writeHead(404).end("Not here");
  else if (answer === "moved")
    res.writeHead(301, { location: `http://new-home.test:${sitePort}${path}` }).end();
  else if (answer === "for-sale") res.end("<h1>This domain is for sale</h1><p>Buy this domain today.</p>");
  else res.end("<h1>Welcome</h1>");
});

let server: ChildProcess | undefined;
let baseURL = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // A fresh server with its embedded database: slow on a busy machine.
  test.setTimeout(240_000);
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  sitePort = (site.address() as AddressInfo).port;
  const port = BASE_PORT + (jsOff(testInfo) ? 1 : 0);
  baseURL = `http://localhost:${port}`;
  server = spawn(NODE, ["e2e/serve.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      E2E_DATABASE: "pglite",
      RATE_LIMIT_FACTOR: "100",
      LOG_LEVEL: "warn",
      DEV_OUTBOX: "1",
      LINK_CHECK: "loopback",
      LINK_HEALTH_INTERVAL_S: String(INTERVAL_S),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 220_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error("the link-health server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await Promise.race([once(server, "exit"), new Promise((r) => setTimeout(r, 10_000))]);
  }
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

// Every page of these tests on the spec's own server (one per project: they may run side by side).
test.use({
  baseURL: async ({ javaScriptEnabled }, provide) =>
    provide(`http://localhost:${BASE_PORT + (javaScriptEnabled === false ? 1 : 0)}`),
});

/** The /v1 proxy as the signed-in page would call it (session cookie, CSRF token, same origin). */
async function v1(page: Page, method: string, path: string, data?: unknown) {
  await page.goto("/account");
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute("content"))!;
  const response = await page.request.fetch(`${baseURL}${path}`, {
    method,
    headers: { "X-CSRF-Token": csrf, Origin: baseURL, "Content-Type": "application/json" },
    ...(data === undefined ? {} : { data: JSON.stringify(data) }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A manager with a person "Ana" whose bar holds the buttons; answers where things are. */
async function managerWithButtons(page: Page, buttons: { label: string; path: string }[]) {
  const email = await newManager(page, "Link health group", "links");
  await addPerson(page, "Ana");
  const confirm = (await mailLinks(page, email, /^Confirm your email address/)).find((l) =>
    l.startsWith("/confirm-email/"),
  )!;
  const userId = confirm.split("/")[2]!;
  const { communities } = (await v1(page, "GET", `/v1/users/${userId}/communities`)) as {
    communities: { id: string }[];
  };
  const communityId = communities[0]!.id;
  await page.goto("/dashboard");
  const edit = await page.getByRole("link", { name: /Edit bar\s+for Ana/ }).getAttribute("href");
  const editUrl = new URL(edit!, baseURL);
  const barId = editUrl.searchParams.get("barId")!;
  const memberId = editUrl.searchParams.get("memberId")!;
  const bar = (await v1(page, "GET", `/v1/communities/${communityId}/bars/${barId}`)) as { name: string };
  await v1(page, "PUT", `/v1/communities/${communityId}/bars/${barId}`, {
    name: bar.name,
    is_shared: true,
    items: buttons.map((b) => ({
      kind: "link",
      is_primary: false,
      configuration: { label: b.label, url: `http://radio.test:${sitePort}${b.path}` },
    })),
  });
  return { email, barId, memberId, editorPath: edit! };
}

/** Reloads `path` until `check` passes (rounds come every few seconds). */
async function eventually(page: Page, path: string, check: () => Promise<void>, timeout = 30_000) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout, intervals: [1000] });
}

async function linkMails(page: Page, email: string) {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: /needs? your attention/ }) });
}

test("a button whose site stops working is marked everywhere, one email is sent, and the marks go when it is back", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const path = `/radio-${testInfo.project.name}`;
  answers.set(path, "ok");
  const { email, memberId, editorPath } = await managerWithButtons(page, [{ label: "Radio", path }]);
  const attention = page.getByRole("region", { name: "Needs attention" });

  answers.set(path, "down");
  await eventually(page, "/dashboard", async () => {
    await expect(attention).toContainText("Radio");
    await expect(attention).toContainText("Stopped working: the site answered 'not found'.");
  });
  await expect(attention).toContainText(/since \w+ \d{1,2}, 20\d\d/);
  await expectAccessible(page);

  await page.goto(`/dashboard/members/${memberId}`);
  await expect(page.getByRole("region", { name: /need attention on Ana's bars/ })).toContainText(
    "Stopped working: the site answered 'not found'.",
  );
  await expectAccessible(page);

  await page.goto(editorPath);
  const row = page.locator(".bar-list > li").filter({ hasText: "Radio" });
  await expect(row).toContainText("Needs attention: Stopped working: the site answered 'not found'.");

  // One email, linking to the editor at the button.
  await expect(async () => expect(await linkMails(page, email)).toHaveCount(1)).toPass({ timeout: 15_000 });
  const mail = (await linkMails(page, email)).first();
  await expect(mail).toContainText("Stopped working: the site answered 'not found'.");
  // The link to fix it opens the editor at the button.
  await expect(mail.getByRole("link", { name: /bar-editor\/\?barId=.+&focus=/ })).toHaveCount(1);

  // "Check again now" from the dashboard.
  await page.goto("/dashboard");
  await attention.getByRole("button", { name: "Check again now" }).click();
  await expect(page.getByText("We are checking the web addresses again.")).toBeVisible();

  // Back up: the marks go.
  answers.set(path, "ok");
  await eventually(page, "/dashboard", async () => {
    await expect(page.getByRole("heading", { name: "Welcome to Tandem" })).toBeVisible();
    await expect(attention).toHaveCount(0);
  });
  await page.goto(editorPath);
  await expect(page.locator(".bar-list > li").filter({ hasText: "Radio" })).not.toContainText(
    "Needs attention",
  );
  await page.goto(`/dashboard/members/${memberId}`);
  await expect(page.getByText("Stopped working")).toHaveCount(0);
});

test("a page that moved offers its new address; a page for sale is flagged as a guess", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const moved = `/moved-${testInfo.project.name}`;
  const sale = `/sale-${testInfo.project.name}`;
  answers.set(moved, "moved");
  answers.set(sale, "for-sale");
  const { email, editorPath } = await managerWithButtons(page, [
    { label: "Library", path: moved },
    { label: "Garden club", path: sale },
  ]);
  const attention = page.getByRole("region", { name: "Needs attention" });
  await eventually(page, "/dashboard", async () => {
    await expect(attention).toContainText(`The page has moved to http://new-home.test:${sitePort}${moved}.`);
    await expect(attention).toContainText(
      "Looks wrong: the page now says the address is for sale (a guess by Tandem",
    );
  });
  await expectAccessible(page);
  await page.goto(editorPath);
  await expect(page.locator(".bar-list > li").filter({ hasText: "Library" })).toContainText(
    `New address: http://new-home.test:${sitePort}${moved}`,
  );
  await expect(async () => expect(await linkMails(page, email)).toHaveCount(1)).toPass({ timeout: 15_000 });
  const mail = (await linkMails(page, email)).first();
  // What the round had found when it told: the move at least (a check still running is told the next day).
  await expect(mail).toContainText(`The page has moved to http://new-home.test:${sitePort}${moved}.`);

  // One click gives the button its new address (a plain form: the same with and without JavaScript).
  await page.goto("/dashboard");
  await attention.getByRole("button", { name: "Replace with the new address on Library" }).click();
  await expect(page.getByRole("alert")).toContainText(
    `The button “Library” now opens the new address, http://new-home.test:${sitePort}${moved}.`,
  );
  await expect(attention).not.toContainText("The page has moved");
  await expectAccessible(page);
});

test("a manager can turn the email off in account settings", async ({ page }) => {
  await newManager(page, "Quiet group", "quiet");
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Emails about buttons that stopped working" });
  await section.getByRole("button", { name: "Turn these emails off" }).click();
  await expect(
    page.getByText("You will no longer get emails about buttons that stopped working."),
  ).toBeVisible();
  await expect(section.getByRole("button", { name: "Turn these emails on" })).toBeVisible();
  await expectAccessible(page);
});
