// The desktop apps and the manager: the app's "Forgot password?" address leads to the reset page, and
// a member's page says whether their computer picked up the bar — never, up to date, waiting — and which computer
// they use, with JavaScript on and off. The member's desktop app is replayed over the portal's public /v1 with its
// own requests (tests/desktop/apps.ts): the Windows app 1.11 sends no User-Agent.
import type { Page } from "@playwright/test";
import { createItem, toWire } from "../common/catalogue/index.ts";
import { editorPagePath } from "../common/editor-paths.ts";
import { barEditorPath } from "../app/shared/bar-paths.ts";
import { windowsSignIn } from "../tests/desktop/apps.ts";
import { httpCall } from "../tests/desktop/http.ts";
import { buildScenario, PASSWORD, type Scenario } from "../tests/desktop/scenario.ts";
import { expect, expectAccessible, signIn, test } from "./helpers.ts";

test.describe("the desktop apps and the member's computer", () => {
  test("the desktop app's Forgot password? address leads to the reset page", async ({ page }) => {
    await page.goto("/password/reset");
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByLabel("Email address")).toBeVisible();
  });

  async function memberPage(page: Page, s: Scenario) {
    await page.goto(`/dashboard/members/${s.pat.memberId}`);
    return page.getByRole("definition").filter({ hasText: "computer" }).first();
  }

  test("the member page says never, up to date and waiting, and what the manager says", async ({
    page,
    baseURL,
  }) => {
    // A group with every catalogue button on Pat's bars, and an editor page of 58 buttons: more than the usual time.
    test.slow();
    const call = httpCall(baseURL!);
    const s = await buildScenario(call);
    await page.goto("/login");
    await signIn(page, s.manager.email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard/);
    // The dashboard says it in a word, and the sentence is one click away.
    const patRow = page.getByRole("row").filter({ hasText: "Pat" });
    await patRow.getByText("Not set up").click();
    await expect(patRow.getByText("Pat has not signed in on a computer yet.")).toBeVisible();

    // Never.
    let computer = await memberPage(page, s);
    await expect(computer).toContainText("Pat has not signed in on a computer yet.");
    await expectAccessible(page);

    // The manager says Pat uses Windows.
    await computer.getByRole("link", { name: "Say which computer Pat uses" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Which computer does Pat use?");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toContainText("Choose the computer, or Not sure");
    await expectAccessible(page);
    await page.getByLabel("Windows").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/members/${s.pat.memberId}$`));
    computer = page.getByRole("definition").filter({ hasText: "computer" }).first();
    await expect(computer).toContainText("You said Pat uses Windows.");

    // Up to date: Pat's Windows app signs in and fetches the bars.
    await windowsSignIn(call, s.pat.email, PASSWORD);
    computer = await memberPage(page, s);
    await expect(computer).toContainText(
      `Pat's computer has version 1 of ${s.patBars[0]!.name}, picked up just now.`,
    );
    await expect(computer).toContainText("You said Pat uses Windows.");

    // Waiting: the manager saves a new version of Pat's first bar.
    const bar = s.patBars[0]!;
    const saved = await call("PUT", `/v1/communities/${s.communityId}/bars/${bar.id}`, {
      token: s.manager.token,
      body: { name: bar.name, is_shared: false, items: [], base_version: 1 },
    });
    expect(saved.status).toBe(200);
    computer = await memberPage(page, s);
    await expect(computer).toContainText(
      `Version 2 of ${bar.name} is waiting: Pat's computer has not asked for it since.`,
    );
    await expectAccessible(page);
    await page.goto("/dashboard");
    const waiting = page.getByRole("row").filter({ hasText: "Pat" });
    await waiting.getByText("Waiting", { exact: true }).click();
    await expect(
      waiting.getByText(`Version 2 of ${bar.name} is waiting: Pat's computer has not asked for it since.`),
    ).toBeVisible();
    await expectAccessible(page);

    // The macOS app says what it is: read wins over what was typed.
    await windowsSignIn(call, s.pat.email, PASSWORD, "Morphic/1.7.2 CFNetwork/1335.0.3 Darwin/21.6.0");
    computer = await memberPage(page, s);
    await expect(computer).toContainText(`Pat's computer has version 2 of ${bar.name}, picked up just now.`);
    await expect(computer).toContainText("macOS 12, desktop app 1.7.2.");

    // Buttons the Mac cannot run are named on the member page and on their rows in the editor; saving stays open.
    const warning = "Quick Assist works only on Windows. Pat's computer runs macOS.";
    await expect(page.getByText(warning).first()).toBeVisible();
    await expectAccessible(page);
    const everything = s.patBars.find((b) => b.name === "Everything, part 1")!;
    await page.goto(barEditorPath(everything.id, s.pat.memberId));
    await expect(page.getByText(warning)).toHaveCount(1);
    const row = page.locator("li.bar-item", { has: page.getByText(warning) });
    await expect(row.getByRole("link", { name: "Edit Quick Assist" })).toBeVisible();
    await expect(
      page.getByText("Voice Control works only on Windows. Pat's computer runs macOS."),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("Open an app offers the programs the desktop apps start, by name, and a Windows Store app id", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const call = httpCall(baseURL!);
    const s = await buildScenario(call);
    const created = await call("POST", `/v1/communities/${s.communityId}/bars`, {
      token: s.manager.token,
      body: {
        name: "Programs",
        is_shared: false,
        items: [toWire(createItem("open_app"))],
        member_id: s.pat.memberId,
      },
    });
    const bar = JSON.parse(created.text) as { bar: { id: string; items: { id: string }[] } };
    await page.goto("/login");
    await signIn(page, s.manager.email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard/);
    const q = { barId: bar.bar.id, memberId: s.pat.memberId, itemId: bar.bar.items[0]!.id };
    await page.goto(editorPagePath("button", q));
    const program = page.getByLabel("Program", { exact: true });
    await expect(program.getByRole("option", { name: "Quick Assist (Windows only)" })).toHaveCount(1);
    await expect(program.getByRole("option", { name: "A Windows Store app (give its app ID)" })).toHaveCount(
      1,
    );
    await expect(page.getByText(/notepad/i)).toHaveCount(0);
    await expectAccessible(page);
    await page
      .getByLabel("App to open")
      .selectOption({ label: "A program on the computer (choose it below)" });
    await program.selectOption({ label: "Microsoft Word" });
    await page.getByRole("button", { name: "Keep these settings" }).click();
    await expect(page).toHaveURL(/bar-editor\/?\?/);
    const draft = await call("GET", `/v1/communities/${s.communityId}/bars/${bar.bar.id}/draft`, {
      token: s.manager.token,
    });
    const items = (JSON.parse(draft.text) as { draft: { items: { configuration: { exe?: string } }[] } })
      .draft.items;
    expect(items[0]!.configuration.exe).toBe("microsoftWord");
  });
});
