// Return paths (never an open redirect): only same-origin paths are followed; hostile values never lead
// to another host and never throw (so never a 500).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { action as focusModeAction } from "../../app/account/focus-mode.tsx";
import { safeReturnPath } from "../../app/shared/return-path.ts";
import { formRequest, makeContext, thrown } from "./helpers.ts";
import { callAction } from "./route-call.ts";

const BASE = "https://portal.example";

/** Where a browser goes when it follows `Location: value` from a page of BASE. */
function resolvedOrigin(value: string): string {
  return new URL(value, `${BASE}/account`).origin;
}

const HOSTILE = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "data:text/html,x",
  " /account",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/account\u0000",
  "/\u007f/evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%5Cevil.example",
  "/%5c%5cevil.example",
  "/%252F%252Fevil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%E0%A4%A",
  "/\\\\evil.example",
  "//%09evil.example",
  "/account\\..\\..\\evil",
  "evil.example",
  "",
  "x".repeat(5000),
];

describe("safeReturnPath", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeReturnPath("/account")).toBe("/account");
    expect(safeReturnPath("/account?tab=1#x")).toBe("/account?tab=1#x");
    expect(safeReturnPath("/dev/outbox?to=a%40example.com")).toBe("/dev/outbox?to=a%40example.com");
    expect(safeReturnPath("/a/../dashboard")).toBe("/dashboard");
  });

  it("refuses every hostile spelling", () => {
    for (const value of HOSTILE) expect(safeReturnPath(value), JSON.stringify(value)).toBeUndefined();
  });

  it("refuses what is not a string", () => {
    for (const value of [undefined, null, 1, {}, ["/account"], new Blob(["/account"])]) {
      expect(safeReturnPath(value)).toBeUndefined();
    }
  });

  it("never throws, and whatever it accepts stays on this site (generated values)", () => {
    const pieces = fc.constantFrom(
      "/",
      "//",
      "\\",
      "%2F",
      "%5C",
      "%25",
      "%",
      "%09",
      "\t",
      "\n",
      "\u0000",
      ":",
      "@",
      "?",
      "#",
      ".",
      "..",
      "evil.example",
      "https:",
      "account",
      " ",
      "\u3002",
      "\uff0f",
    );
    const hostile = fc.oneof(
      fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join("")),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.webUrl(),
      fc.webPath(),
    );
    fc.assert(
      fc.property(hostile, (value) => {
        const result = safeReturnPath(value);
        if (result === undefined) return;
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        expect(resolvedOrigin(result)).toBe(BASE);
        // Accepted paths are stable: checking again changes nothing.
        expect(safeReturnPath(result)).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the focus-mode switch", () => {
  async function toggle(returnTo: string) {
    const { context } = makeContext();
    const request = formRequest("/focus-mode", { focusMode: "on", returnTo });
    return thrown(callAction(focusModeAction, { request, context }));
  }

  it("goes back to the page it was pressed on", async () => {
    const response = await toggle("/account?x=1");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account?x=1");
  });

  it("goes home, never elsewhere and never with a 500, for hostile return paths", async () => {
    for (const value of HOSTILE) {
      const response = await toggle(value);
      expect(response.status, JSON.stringify(value)).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
  });
});
