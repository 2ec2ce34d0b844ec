// The group base bar, with JavaScript on and off: a manager makes it from the dashboard, adds a button
// in the bar editor and saves; two members' desktop apps (replayed over the portal's public /v1 with their own
// requests, tests/desktop/apps.ts) get it first, then last; a member's bar editor shows it as fixed rows with a
// link to the base bar's page.
import { windowsSignIn } from "../tests/desktop/apps.ts";
import { httpCall } from "../tests/desktop/http.ts";
import { buildScenario, PASSWORD, type Scenario } from "../tests/desktop/scenario.ts";
import { barEditorPath } from "../app/shared/bar-paths.ts";
import { expect, expectAccessible, signIn, test } from "./helpers.ts";

/** The labels on each bar a person's Windows app shows for the scenario's group. */
async function appLabels(call: ReturnType<typeof httpCall>, s: Scenario, email: string) {
  const session = await windowsSignIn(call, email, PASSWORD);
  const group = session.communities.find((c) => c.id === s.communityId)!;
  return group.bars.map((bar) => bar.buttons.map((b) => b.label));
}

test("a manager builds the group base bar and it reaches two members' desktop apps", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const call = httpCall(baseURL!);
  const s = await buildScenario(call);
  await page.goto("/login");
  await signIn(page, s.manager.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);

  // From the dashboard to the base bar's page: none yet.
  await page.getByRole("link", { name: "Buttons every member gets" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The group's base bar");
  await expect(page.getByText("Your group has no base bar yet.")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("First").check();
  await page.getByRole("button", { name: "Make the base bar" }).click();

  // The bar editor, on the base bar: add Gmail from the catalogue and save.
  await expect(page).toHaveURL(/\/dashboard\/tandembar-editor\/\?barId=/);
  await expect(page.getByRole("alert")).toContainText("The group's base bar is made.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Group base bar");
  await expect(page.getByText("Every member of the group (the group's base bar)")).toBeVisible();
  // A link without JavaScript, a button that opens the catalogue in place with it.
  await page
    .getByRole("link", { name: "Add a button" })
    .or(page.getByRole("button", { name: "Add a button" }))
    .click();
  await page.getByLabel("Search for buttons").fill("gmail");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: "Add to bar Gmail" }).first().click();
  await expect(page.getByRole("link", { name: "Edit Gmail" })).toBeVisible();
  await expect(page.locator("#editor-status")).toHaveText("This bar has unsaved changes.");
  await page.getByRole("button", { name: "Save bar" }).click();
  await expect(page.locator("#editor-status")).toHaveText("All changes are saved (version 2).");
  await expectAccessible(page);

  // Pat (their own bars) and Sam (the group's default bar) get Gmail first on every bar.
  const pat = await appLabels(call, s, s.pat.email);
  expect(pat.length).toBe(s.patBars.length);
  for (const bar of pat) expect(bar[0]).toBe("Gmail");
  expect(pat[0]).toEqual(["Gmail", "Volume", "Gmail"]);
  const sam = await appLabels(call, s, s.sam.email);
  expect(sam.length).toBe(1);
  expect(sam[0]![0]).toBe("Gmail");

  // Pat's Evening bar in the editor: the base button is a fixed row, with the way to the base bar.
  const evening = s.patBars[0]!;
  await page.goto(barEditorPath(evening.id, s.pat.memberId));
  const fixed = page.locator("[data-base-item]");
  await expect(fixed).toHaveCount(1);
  await expect(fixed).toContainText("Gmail");
  await expect(fixed).toContainText("From the group's base bar");
  // Not one of the bar's own rows: the list still counts Pat's two buttons.
  await expect(page.getByRole("heading", { name: "Buttons on this bar (2)" })).toBeVisible();
  await expect(page.locator(".preview-tile--base")).toHaveCount(1);
  await expectAccessible(page);

  // Saving Pat's bar keeps the base out of it.
  await page.getByRole("button", { name: "Remove Volume" }).click();
  await expect(page.locator("#editor-status")).toHaveText("This bar has unsaved changes.");
  await page.getByRole("button", { name: "Save bar" }).click();
  await expect(page.locator("#editor-status")).toHaveText("All changes are saved (version 2).");
  const own = await call("GET", `/v1/communities/${s.communityId}/bars/${evening.id}`, {
    token: s.manager.token,
  });
  const labels = (JSON.parse(own.text) as { items: { configuration: { label: string } }[] }).items.map(
    (i) => i.configuration.label,
  );
  expect(labels).toEqual(["Gmail"]);

  // The link leads to the base bar's page; the buttons go last from now on.
  await page.getByRole("link", { name: /Edit the group's base bar/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The group's base bar");
  await expect(page.getByRole("list", { name: "Buttons on the base bar (1)" })).toContainText("Gmail");
  await page.getByLabel("Last").check();
  await page.getByRole("button", { name: "Save where they go" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "the group's buttons go after each member's own buttons",
  );
  await expectAccessible(page);
  expect((await appLabels(call, s, s.pat.email))[0]).toEqual(["Gmail", "Gmail"]);
  const samLast = (await appLabels(call, s, s.sam.email))[0]!;
  expect(samLast[samLast.length - 1]).toBe("Gmail");

  // The history of the base bar lists its versions.
  await page.getByRole("link", { name: "See the base bar's history" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("History of Group base bar");
  await expectAccessible(page);
});
