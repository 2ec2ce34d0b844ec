// The download page (S2 §2 Download): the installer for this computer, both when the system is
// unknown, a not-compatible notice on phones, tablets, Chromebooks and old systems; ?os= forces.
import { expect, expectAccessible, test } from "./helpers.ts";

const UA = {
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  linux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  windows7:
    "Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36",
};

// The e2e servers run without DOWNLOAD_URL_WINDOWS / DOWNLOAD_URL_MAC: the page must say that the installer is
// not available from this server instead of linking to a file that is not there (with addresses set, the
// links are checked in tests/portal/download.test.ts).
const WINDOWS = { name: "Download Tandem for Windows" };
const MAC = { name: "Download Tandem for macOS" };
const NOT_AVAILABLE = (os: string) => `The Tandem installer for ${os} is not available from this server yet.`;

test.describe("download page", () => {
  test("offers Windows to a Windows browser, macOS on request, and never links to a missing file", async ({
    page,
  }) => {
    // Playwright's desktop Chrome reports Windows 10.
    await page.goto("/download");
    await expect(page).toHaveTitle("Download Tandem");
    await expect(page.getByText(NOT_AVAILABLE("Windows"))).toBeVisible();
    await expect(page.getByText("Please ask the person who invited you").first()).toBeVisible();
    await expect(page.getByRole("link", { name: WINDOWS.name })).toHaveCount(0);
    await expect(page.getByRole("link", { name: MAC.name })).toHaveCount(0);
    await expect(page.locator('a[href^="/downloads/"]')).toHaveCount(0);
    await expect(page.getByRole("listitem").filter({ hasText: "macOS 10.14" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Download for macOS instead" }).click();
    await expect(page).toHaveURL(/\/download\?os=mac$/);
    await expect(page.getByText(NOT_AVAILABLE("macOS"))).toBeVisible();
    await expectAccessible(page);

    // The installation help it links to.
    await page.getByRole("link", { name: "how to install Tandem" }).click();
    await expect(page).toHaveURL(/\/help#installing$/);
    await expect(page.getByRole("heading", { name: "Installing Tandem" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the sign-up variant greets only a signed-in user who just registered", async ({ page }) => {
    await page.goto("/download/signup");
    await expect(page.getByText("Your account is ready.")).toHaveCount(0);
    await expect(page.getByText("Install Tandem on the computer where you will use it.")).toBeVisible();
    await expectAccessible(page);
  });

  test.describe("on a Mac", () => {
    test.use({ userAgent: UA.mac });
    test("offers the macOS installer", async ({ page }) => {
      await page.goto("/download");
      await expect(page.getByText(NOT_AVAILABLE("macOS"))).toBeVisible();
      await expect(page.getByText(NOT_AVAILABLE("Windows"))).toHaveCount(0);
    });
  });

  test.describe("on an unknown system", () => {
    test.use({ userAgent: UA.linux });
    test("offers both installers", async ({ page }) => {
      await page.goto("/download");
      await expect(page.getByText(NOT_AVAILABLE("Windows"))).toBeVisible();
      await expect(page.getByText(NOT_AVAILABLE("macOS"))).toBeVisible();
      await expectAccessible(page);
    });
  });

  test.describe("on a phone", () => {
    test.use({ userAgent: UA.iphone, viewport: { width: 390, height: 844 } });
    test("says it is not compatible and suggests asking the inviter", async ({ page }) => {
      await page.goto("/download/signup");
      await expect(
        page.getByRole("heading", { name: "Tandem is not compatible with this device" }),
      ).toBeVisible();
      await expect(page.getByText("Please contact the person who invited you for help.")).toBeVisible();
      await expect(page.getByRole("link", { name: WINDOWS.name })).toHaveCount(0);
      await expectAccessible(page);
      // It can still be downloaded for another computer.
      await page.getByRole("link", { name: "Windows", exact: true }).click();
      await expect(page).toHaveURL(/\/download\/signup\?os=windows$/);
      await expect(page.getByText(NOT_AVAILABLE("Windows"))).toBeVisible();
    });
  });

  test("?os=android, ios and chromeos say not compatible, as a detected phone does", async ({ page }) => {
    for (const [os, system] of [
      ["android", "Android"],
      ["ios", "iOS"],
      ["chromeos", "ChromeOS"],
    ] as const) {
      await page.goto(`/download?os=${os}`);
      await expect(
        page.getByRole("heading", { name: `Tandem is not compatible with ${system}` }),
      ).toBeVisible();
      await expect(page.getByText("Tandem works only on computers with Windows or macOS.")).toBeVisible();
      await expect(page.getByText(NOT_AVAILABLE("Windows"))).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Windows", exact: true })).toHaveAttribute(
        "href",
        "/download?os=windows",
      );
    }
    await expectAccessible(page);
  });

  test.describe("on Windows 7", () => {
    test.use({ userAgent: UA.windows7 });
    test("says it is not compatible", async ({ page }) => {
      await page.goto("/download");
      await expect(page.getByText("This device seems to use an older version of Windows.")).toBeVisible();
    });
  });
});
