// The /v1 proxy from a real page (docs/deployment.md): a signed-in page carries the session's CSRF token in
// <meta name="csrf-token">; a script on the page calls the link check through the proxy with it and
// gets an answer. Calls without the token, or from another site, are refused.
import { expect, jsOff, register, test, uniqueEmail } from "./helpers.ts";

test.describe("the /v1 proxy", () => {
  test("a page calls the link check with its CSRF token and gets an answer", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.skip(jsOff(testInfo), "scripts call the proxy; without JavaScript nothing does");
    await register(page, uniqueEmail("proxy"));

    const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
    expect(token).toMatch(/^[\w-]{43}$/);

    const answer = await page.evaluate(async () => {
      const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const url = encodeURIComponent("https://example.invalid/page");
      const response = await fetch(`/v1/validate/link/${url}`, {
        method: "HEAD",
        headers: { "X-CSRF-Token": csrf },
      });
      return { status: response.status, check: response.headers.get("x-link-check") };
    });
    expect([200, 400, 410]).toContain(answer.status);
    expect(answer.check).toBeTruthy();

    const withoutToken = await page.evaluate(async () => {
      const response = await fetch(`/v1/users/me`);
      return { status: response.status, body: (await response.json()) as { error: string } };
    });
    expect(withoutToken).toEqual({ status: 403, body: { error: "bad_csrf_token", details: null } });
    // The browser reports the answers it was asked for (410 for a broken link, 403) as failed loads.
    const expected = /^Failed to load resource: the server responded with a status of (400|403|410)\b/;
    const unexpected = consoleErrors.filter((e) => !expected.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test("a call from another site is refused, token or not", async ({ page }) => {
    await register(page, uniqueEmail("proxy-cross"));
    const token = (await page.locator('meta[name="csrf-token"]').getAttribute("content"))!;
    // The browser's cookies, sent as another site's page would make the browser send them.
    const response = await page.request.fetch(
      `/v1/validate/link/${encodeURIComponent("https://example.invalid/")}`,
      { method: "HEAD", headers: { Origin: "https://evil.example", "X-CSRF-Token": token } },
    );
    expect(response.status()).toBe(403);
    const post = await page.request.post("/logout", {
      headers: { Origin: "https://evil.example" },
      form: { a: "1" },
    });
    expect(post.status()).toBe(403);
    // Still signed in: the refused sign-out did nothing.
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account$/);
  });
});
