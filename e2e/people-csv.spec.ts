// People by CSV (docs/decisions/031): a file of 200 people with 3 problems is checked, fixed and imported; bad files get
// a message by the field; the list of people downloads as CSV. JavaScript on and off, axe on every new page.
import type { Page } from "@playwright/test";
import { newManager } from "./group-helpers.ts";
import { expect, expectAccessible, test } from "./helpers.ts";

/** 200 pupils; with `problems`: line 51 has a bad address, line 121 repeats line 11's name, line 200 has none. */
function twoHundred(problems: boolean): string {
  const lines = ["Name;Email;Invite now"];
  for (let i = 1; i <= 200; i += 1) {
    let name = `Pupil ${i}`;
    let email = "";
    if (problems && i === 50) email = "pupil50(at)example.org";
    if (problems && i === 120) name = "pupil 10";
    if (problems && i === 199) name = "";
    lines.push(`${name};${email};no`);
  }
  return lines.join("\r\n");
}

async function chooseFile(page: Page, text: string | Buffer, name = "people.csv") {
  await page.getByLabel("CSV file").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: typeof text === "string" ? Buffer.from(text, "utf8") : text,
  });
  await page.getByRole("button", { name: "Check the file" }).click();
}

test.describe("people by CSV", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a file of 200 people with 3 problems is checked, fixed and imported, then downloaded", async ({
    page,
  }) => {
    await newManager(page, "Class of 2026");
    await page.getByRole("link", { name: "Add people from a file" }).click();
    await expect(page).toHaveURL(/\/dashboard\/people\/import$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add people from a file" })).toBeVisible();
    await expectAccessible(page);

    // No file chosen: the message stands by the field and in the summary.
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(page.getByRole("link", { name: "Choose a CSV file of the people to add" })).toBeVisible();
    await expectAccessible(page);

    await chooseFile(page, twoHundred(true));
    await expect(page).toHaveURL(/\/dashboard\/people\/import\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Check the people in your file" }),
    ).toBeVisible();
    const summary = page.getByRole("alert").filter({ hasText: "3 rows have problems" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link")).toHaveText([
      "Line 51: The email address is not a valid address.",
      "Line 121: The same name as on line 11 of the file.",
      "Line 200: The name is empty.",
    ]);
    await expect(page.getByRole("list", { name: "Counts" })).toContainText("197 people will be added");
    await expect(page.getByRole("button", { name: /^Add/ })).toHaveCount(0);
    // Every problem is listed; the rows that will be added come 50 a page (a file may hold 5,000).
    await expect(page.getByRole("table", { name: "Rows with problems" }).getByRole("row")).toHaveCount(4);
    // On a phone (375 px) each row is a short block: nothing to scroll sideways, and still accessible.
    await page.setViewportSize({ width: 375, height: 800 });
    const region = page.getByRole("region", { name: "Rows with problems" });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The rows that need nothing are folded away until asked for (a short page on a phone).
    await expect(page.getByText("197 people; showing 1-50.")).toBeHidden();
    await page.getByText("Show the 197 rows that will be added").click();
    await expect(page.getByText("197 people; showing 1-50.")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Upload a corrected file" }).click();
    await chooseFile(page, twoHundred(false));
    await expect(
      page.getByRole("heading", { level: 1, name: "Check the people in your file" }),
    ).toBeVisible();
    await expect(page.getByRole("list", { name: "Counts" })).toContainText("200 people will be added");
    const adding = page.getByRole("table", { name: "Rows that will be added" });
    await page.getByText("Show the 200 rows that will be added").click();
    await expect(adding.getByRole("row")).toHaveCount(51);
    await expect(page.getByText("200 people; showing 1-50.")).toBeVisible();
    await expectAccessible(page);
    // The last page, by Next (a plain link: the same with and without JavaScript).
    const pages = page.getByRole("navigation", { name: "Pages of the rows that will be added" });
    for (let n = 2; n <= 4; n++) await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\?page=4#will-add$/);
    await expect(page.getByText("200 people; showing 151-200.")).toBeVisible();
    await expect(adding.getByRole("row").last()).toContainText("Pupil 200");
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await page.getByRole("button", { name: "Add 200 people" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("alert")).toContainText("200 people added to your group.");
    // The dashboard lists 50 people a page, so a group of thousands stays one short page: the last of the file is found by its name.
    await page.goto("/dashboard?q=Pupil%20200");
    await expect(page.getByRole("link", { name: /^Pupil 200\s/ })).toBeVisible();

    const download = await page.request.get("/dashboard/people/export");
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="people-class-of-2026-/);
    // Once, from the security headers every answer carries (the route added a second copy).
    expect(download.headers()["x-content-type-options"]).toBe("nosniff");
    const body = await download.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(202);
    expect(lines[0]).toBe('"name","email","role","state","bars"');
    expect(lines[2]).toBe('"Pupil 1","","member","uninvited","Bar for Pupil 1"');
    await expect(page.getByRole("link", { name: "Download the list of people" })).toHaveAttribute(
      "href",
      "/dashboard/people/export",
    );
  });

  test("bad files get a clear message by the field, and nothing is added", async ({ page }) => {
    await newManager(page, "Bad Files");
    await page.goto("/dashboard/people/import");
    const fieldError = (text: string) => page.locator(".field__error").filter({ hasText: text });

    await chooseFile(page, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x14]), "people.xlsx");
    await expect(
      fieldError("This file is an Excel workbook (.xlsx) or another compressed file"),
    ).toBeVisible();
    await expectAccessible(page);

    await chooseFile(page, 'name,email\nAna,ana@example.org\n"Bo,bo@example.org\nCy\n');
    await expect(fieldError("could not be read as CSV")).toBeVisible();

    await chooseFile(page, Array.from({ length: 100_000 }, (_, i) => `P${i}`).join("\n"));
    await expect(fieldError("The file has more than 5,000 people.")).toBeVisible();

    await chooseFile(page, "name,email\nAna,same@example.org\nBo,SAME@example.org\n");
    await expect(page.getByRole("alert").filter({ hasText: "1 row has a problem" })).toContainText(
      "Line 3: The same email address as on line 2 of the file.",
    );

    // 10 MB never reaches the page: the server answers in plain words.
    const origin = new URL(page.url()).origin;
    const big = await page.request.post("/dashboard/people/import", {
      multipart: { file: { name: "big.csv", mimeType: "text/csv", buffer: Buffer.alloc(10_000_000, "a\n") } },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain("A file of people can be at most 1 MB.");

    await page.goto("/dashboard");
    await expect(page.getByText("No one else is in your group yet.")).toBeVisible();
  });
});
