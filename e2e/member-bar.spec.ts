// The member's page draws each of their bars as the desktop app does, with the editor's own drawing (upright,
// two-part buttons as halves, the group base bar's buttons where the app merges them), and a waiting change of
// the base bar is part of the one change they approve on their bar, never a second bar. JavaScript on and off.
import { windowsSignIn } from "../tests/desktop/apps.ts";
import { httpCall } from "../tests/desktop/http.ts";
import { buildScenario, PASSWORD, type Scenario } from "../tests/desktop/scenario.ts";
import { expect, expectAccessible, signIn, test } from "./helpers.ts";

// Primary buttons stay on the bar; the app sends the others to the second bar.
const link = (label: string) => ({
  kind: "link",
  is_primary: true,
  configuration: { label, url: `https://${label.toLowerCase()}.example.com/` },
});

async function appLabels(call: ReturnType<typeof httpCall>, s: Scenario, email: string) {
  const session = await windowsSignIn(call, email, PASSWORD);
  const group = session.communities.find((c) => c.id === s.communityId)!;
  return group.bars.map((bar) => bar.buttons.map((b) => b.label));
}

test("a member sees their bar upright with the group's buttons and approves one change", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const call = httpCall(baseURL!);
  const s = await buildScenario(call);
  const put = async (path: string, token: string, body: unknown) => {
    const answer = await call("PUT", path, { token, body });
    expect(answer.status, answer.text).toBe(200);
  };
  const basePath = `/v1/communities/${s.communityId}/base_bar`;
  await put(basePath, s.manager.token, { position: "first", items: [link("Help")] });
  await put(`/v1/communities/${s.communityId}/members/${s.pat.memberId}/approval`, s.pat.token, {
    required: true,
  });
  // A base change made while Pat's OK is needed waits for Pat.
  await put(basePath, s.manager.token, { position: "first", items: [link("Help"), link("Timetable")] });

  await page.goto("/login");
  await signIn(page, s.pat.email, PASSWORD);
  await page.goto("/my-bars");
  // Pat's own bars only: the base bar is not a bar of its own to them.
  await expect(page.getByRole("heading", { level: 2, name: "Evening" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /base bar/i })).toHaveCount(0);
  const evening = page.getByRole("region", { name: "Evening" });
  // The editor's drawing: an upright bar whose first button is the group's, then Volume in two halves.
  const now = evening.getByRole("list", { name: "Your computer shows this bar like this now:" });
  const buttons = now.locator(":scope > li");
  await expect(buttons.first()).toContainText("Help");
  await expect(buttons.first()).toContainText("(from the group's base bar)");
  await expect(buttons.nth(1).locator("[data-preview-part]")).toHaveCount(2);
  const [first, second] = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(Math.abs(second!.x - first!.x)).toBeLessThan(2);
  await expectAccessible(page);

  // One change waits, with the group's new button in the picture after it; one Approve answers it.
  const waiting = evening.getByRole("region", { name: "A change is waiting for your OK" });
  await expect(waiting).toContainText("the buttons your whole group has");
  await expect(
    waiting.getByRole("list", { name: "After the change it looks like this:" }).locator(":scope > li").nth(1),
  ).toContainText("Timetable");
  await waiting.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Thank you. Your computer now shows the changed bar.")).toBeVisible();
  await expect(page.getByRole("region", { name: "A change is waiting for your OK" })).toHaveCount(0);
  await expectAccessible(page);
  for (const bar of await appLabels(call, s, s.pat.email))
    expect(bar.slice(0, 2)).toEqual(["Help", "Timetable"]);
});
