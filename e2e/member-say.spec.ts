// The member's say: a manager turns on "changes wait for Pat's OK"; a saved change does not reach the
// desktop route until Pat approves it on their own page (in plain words); "Not now" keeps the old; a second save
// while waiting shows both changes; signing in, Pat lands where Approve is; turned off, saves reach the desktop at
// once. And the large-print card: printed (A4 and Letter) in large print, no text under 18 pt and the button
// names at 24 pt or more (decision 041), each bar's card named by its bar, readable at 200 % zoom.
// JavaScript on and off; axe.
import type { APIRequestContext, Page } from "@playwright/test";
import { addPerson, confirmEmail, mailLinks, newManager, openMemberSettings } from "./group-helpers.ts";
import { expect, expectAccessible, PASSWORD, signIn, signOut, test, uniqueEmail } from "./helpers.ts";

/** Calls /v1 through the portal's proxy as the page's signed-in user (the editor island's way in). */
async function v1(page: Page) {
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  const headers = { "X-CSRF-Token": csrf!, Origin: new URL(page.url()).origin };
  const request: APIRequestContext = page.request;
  return {
    get: async (path: string) => {
      const r = await request.get(path, { headers });
      expect(r.status(), path).toBe(200);
      return (await r.json()) as Record<string, unknown>;
    },
    send: async (method: "POST" | "PUT", path: string, data: unknown) => {
      const r = await request.fetch(path, { method, headers, data });
      const text = await r.text();
      expect(r.status(), `${method} ${path}: ${text}`).toBe(200);
      return text ? (JSON.parse(text) as Record<string, unknown>) : {};
    },
  };
}

type WireBar = { id: string; name: string; items: { configuration: { label: string } }[] };

/** The labels of the bar named `barName` as the member's desktop app receives it (GET /v1/users/{uid}/communities/{cid}). */
async function desktopLabels(page: Page, email: string, barName: string): Promise<string[]> {
  const { userId, communityId } = await whoAmI(page, email);
  const desktop = (await (await v1(page)).get(`/v1/users/${userId}/communities/${communityId}`)) as {
    bars: WireBar[];
  };
  const bar = desktop.bars.find((b) => b.name === barName);
  expect(bar, `desktop bar ${barName}`).toBeTruthy();
  return bar!.items.map((item) => item.configuration.label);
}

async function memberIdOf(page: Page, name: string): Promise<string> {
  await openMemberSettings(page, name);
  return /\/dashboard\/members\/([^/?#]+)/.exec(page.url())![1]!;
}

async function removeAndSave(page: Page, editor: string, label: string): Promise<void> {
  await page.goto(editor);
  await page.getByRole("button", { name: `Remove ${label}` }).click();
  await page.getByRole("button", { name: "Save bar" }).click();
  await expect(page.getByRole("alert")).toContainText("Bar successfully saved.");
}

test.describe("the member's say", () => {
  test.describe.configure({ timeout: 240_000 });

  test("changes wait for the member's OK: not now, a second save, approve, and off again", async ({
    browser,
  }, testInfo) => {
    const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
    const managerContext = await browser.newContext({ javaScriptEnabled });
    const memberContext = await browser.newContext({ javaScriptEnabled });
    const manager = await managerContext.newPage();
    const member = await memberContext.newPage();

    // The manager, Pat in the group with a bar of four buttons, and Pat's account.
    const managerEmail = await newManager(manager, "Lee family");
    await confirmEmail(manager, managerEmail);
    await addPerson(manager, "Pat");
    const patId = await memberIdOf(manager, "Pat");
    await manager.goto(`/dashboard/tandembar-preconfigured?memberId=${patId}`);
    await manager.getByRole("button", { name: "Use this bar Email and social media" }).click();
    await expect(manager).toHaveURL(/\/dashboard\/tandembar-editor\/\?barId=/);
    const editor = manager.url();
    const barName = (await manager.getByRole("heading", { level: 1 }).textContent())!.trim();
    const patEmail = uniqueEmail("pat");
    await openMemberSettings(manager, "Pat");
    await manager.getByRole("link", { name: /^(Invite|Re-invite) Pat$/ }).click();
    await manager.getByLabel("Pat's email address").fill(patEmail);
    await manager.getByRole("button", { name: /^Send/ }).click();
    const accept = (await mailLinks(manager, patEmail, /invited you to Tandem$/)).find((l) =>
      l.startsWith("/invite/accept/"),
    )!;
    await member.goto(accept);
    await member.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await member.getByLabel("Confirm password").fill(PASSWORD);
    await member.getByLabel(/I agree to the/).check();
    await member.getByRole("button", { name: "Accept invitation & create account" }).click();
    await expect(member).toHaveURL(/\/download\/signup$/);
    const start = await desktopLabels(member, patEmail, barName);
    expect(start).toContain("Reddit");
    expect(start).toContain("Facebook");

    // The member's page: their bar as the desktop shows it; the setting is off.
    await member.goto("/member-message");
    await member.getByRole("link", { name: "See your bars" }).click();
    await expect(member.getByRole("heading", { level: 1, name: "Your bars" })).toBeVisible();
    // Drawn as the app draws it, the editor's upright preview (e2e/member-bar.spec.ts checks its shape).
    await expect(
      member
        .getByRole("region", { name: barName })
        .getByRole("list", { name: "On your computer, at the edge of the screen:" }),
    ).toContainText("Reddit");
    await expect(member.getByText("Off: when someone changes one of your bars")).toBeVisible();
    await expectAccessible(member);

    // The manager turns it on for Pat (only Pat can turn it off).
    await openMemberSettings(manager, "Pat");
    await manager.getByRole("link", { name: "Turn it on" }).click();
    await expectAccessible(manager);
    await manager.getByRole("button", { name: "Turn it on" }).click();
    await expect(manager.getByRole("alert")).toContainText("Changes now wait for Pat's OK.");
    await member.reload();
    await expect(member.getByText(/turned this on today\./)).toBeVisible();

    // A save waits: the desktop keeps the old items, the manager sees it waiting, the member sees it in words.
    await removeAndSave(manager, editor, "Reddit");
    expect(await desktopLabels(member, patEmail, barName)).toEqual(start);
    // The editor's details say so (read when the page loads: the island saves in place).
    await manager.goto(editor);
    await expect(
      manager.getByRole("definition").filter({ hasText: "Waiting for Pat's OK since today" }),
    ).toBeVisible();
    await expect(manager.getByRole("link", { name: "Print a card for Pat" })).toBeVisible();
    await openMemberSettings(manager, "Pat");
    await expect(manager.getByText(`${barName}: Waiting for Pat's OK since today`)).toBeVisible();
    await expectAccessible(manager);
    await member.goto("/my-bars");
    const waiting = member.getByRole("region", { name: "A change is waiting for your OK" });
    await expect(waiting).toContainText("Removed: Reddit.");
    await expectAccessible(member);

    // Not now keeps the old.
    await waiting.getByRole("button", { name: "Not now" }).click();
    await expect(member.getByRole("region", { name: "Important" })).toContainText(
      "keeps showing the bar as it was",
    );
    await expect(waiting).toContainText('You said "not now" today.');
    expect(await desktopLabels(member, patEmail, barName)).toEqual(start);

    // A second save while waiting: the member sees both changes since the version they approved.
    await removeAndSave(manager, editor, "Facebook");
    await member.goto("/my-bars");
    await expect(waiting).toContainText("Removed: Reddit; Facebook.");
    await expect(waiting).toContainText("changed this bar 2 times today:");

    // "Please talk to me about this" emails the managers.
    await waiting.getByRole("link", { name: /Please talk to me about this/ }).click();
    await expectAccessible(member);
    await member.getByLabel(/Your message/).fill("Where did Reddit go?");
    await member.getByRole("button", { name: "Send" }).click();
    await expect(member.getByRole("alert")).toContainText("We emailed your helpers.");
    await mailLinks(manager, managerEmail, /^Pat would like to talk about a change/);

    // Signing in again, Pat lands on their bars with the waiting change: Approve is one step away.
    await signOut(member);
    await signIn(member, patEmail);
    await expect(member).toHaveURL(/\/my-bars$/);
    await expect(waiting.getByRole("button", { name: "Approve" })).toBeVisible();

    // Approve: the desktop gets the new items at once.
    await member.getByRole("button", { name: "Approve" }).click();
    await expect(member.getByRole("alert")).toContainText("Your computer now shows the changed bar.");
    const approved = start.filter((label) => label !== "Reddit" && label !== "Facebook");
    expect(await desktopLabels(member, patEmail, barName)).toEqual(approved);
    await expect(member.getByRole("region", { name: "A change is waiting for your OK" })).toHaveCount(0);
    // What's new: each change that reached the desktop, newest first.
    const section = member.getByRole("region", { name: barName, exact: true });
    await expect(section.getByRole("listitem")).toContainText(["Removed: Facebook.", "Removed: Reddit."]);
    await expectAccessible(member);

    // The bar's history has the answers.
    await manager.goto(editor.replace("tandembar-editor/?", "tandembar-editor/history?"));
    await expect(manager.getByText("Pat approved version 3.")).toBeVisible();
    await expect(manager.getByText('Pat said "not now" to version 2.')).toBeVisible();

    // Pat turns it off: the next save reaches the desktop at once.
    await member.getByLabel("Changes to my bars wait for my OK").uncheck();
    await member.getByRole("button", { name: "Save my choice" }).click();
    await expect(member.getByRole("alert")).toContainText("now reach your computer at once");
    await removeAndSave(manager, editor, approved[0]!);
    expect(await desktopLabels(member, patEmail, barName)).toEqual(approved.slice(1));

    // The member's large-print card.
    await member.goto("/my-bars");
    await member.getByRole("link", { name: `Print a large-print card of ${barName}` }).click();
    await expect(member.getByRole("heading", { name: `Your bar: ${barName}` })).toBeVisible();
    await expectAccessible(member);
    await signOut(member);
    await managerContext.close();
    await memberContext.close();
  });

  test("the large-print card of 12 buttons prints in large print on A4 and Letter, readable at 200 %", async ({
    page,
  }) => {
    const email = await newManager(page, "Card family");
    await addPerson(page, "Kim");
    await openMemberSettings(page, "Kim");
    const edit = await page
      .getByRole("link", { name: /\(edit\)$/ })
      .first()
      .getAttribute("href");
    const barId = new URL(edit!, "http://x").searchParams.get("barId")!;
    const labels = [
      "BBC News",
      "Email",
      "Weather",
      "Family photos",
      "Radio",
      "Bank",
      "Doctor",
      "Shopping",
      "Recipes",
      "Crosswords",
      "Library",
      "Bus times",
    ];
    const items = labels.map((label, i) => ({
      kind: "link",
      is_primary: false,
      configuration: { label, url: `https://example.com/${i}` },
    }));
    const { communityId } = await whoAmI(page, email);
    await (
      await v1(page)
    ).send("PUT", `/v1/communities/${communityId}/bars/${barId}`, {
      name: "Kim's bar",
      is_shared: false,
      items,
    });
    await openMemberSettings(page, "Kim");
    await page.getByRole("link", { name: "Print a large-print card of Kim's bar" }).click();
    await expect(page.getByRole("heading", { name: "Kim's bar: Kim's bar" })).toBeVisible();
    await expect(page.getByText("The buttons in the Tandem app, from top to bottom:")).toBeVisible();
    await expect(page.getByText("Opens BBC News in your web browser.")).toBeVisible();
    await expectAccessible(page);

    // Printed: every piece of text the card shows is 18 pt (24 CSS px) or more, the button names 24 pt (32 px).
    await page.emulateMedia({ media: "print" });
    const sizes = await page.evaluate(() => {
      const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
      const texts = [...document.querySelectorAll("body *")].filter(
        (el) =>
          (el as HTMLElement).offsetParent !== null &&
          [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ""),
      );
      return {
        count: texts.length,
        smallest: Math.min(...texts.map(size)),
        names: [...document.querySelectorAll(".print-card__label")].map(size),
      };
    });
    expect(sizes.count).toBeGreaterThan(24);
    expect(sizes.smallest).toBeGreaterThanOrEqual(24);
    expect(sizes.names).toHaveLength(12);
    expect(Math.min(...sizes.names)).toBeGreaterThanOrEqual(32);
    // Twelve buttons in large print take more than one page; every page is the card's (nothing else printed).
    for (const format of ["A4", "Letter"] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages.length, `${format} pages`).toBeGreaterThan(1);
      expect(pages.length, `${format} pages`).toBeLessThanOrEqual(4);
    }
    await page.emulateMedia({ media: "screen" });

    // 200 % zoom of a 1280 px window: 640 CSS pixels. Nothing is cut off or needs sideways scrolling.
    await page.setViewportSize({ width: 640, height: 720 });
    for (const box of await page.locator(".print-card__item").all()) {
      const b = (await box.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(640);
    }
    await expectAccessible(page);
  });
});

/** The signed-in user's id and first group, from /v1 through the proxy (signing in again with the password). */
async function whoAmI(page: Page, email: string): Promise<{ userId: string; communityId: string }> {
  const api = await v1(page);
  const login = (await api.send("POST", "/v1/auth/username", { username: email, password: PASSWORD })) as {
    user: { id: string };
  };
  const list = (await api.get(`/v1/users/${login.user.id}/communities`)) as { communities: { id: string }[] };
  return { userId: login.user.id, communityId: list.communities[0]!.id };
}
