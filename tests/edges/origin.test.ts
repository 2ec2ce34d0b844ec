// Against cross-site requests: every request that is not GET/HEAD is checked for its origin before any route
// runs — routes with an action but no page (sign-out, focus mode, resend confirmation) included, and also
// when the browser sends no Sec-Fetch-Site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeConfig from "../../app/routes.ts";
import { startFakePortal, type FakePortal } from "./fake-portal.ts";

let portal: FakePortal;
beforeAll(async () => {
  portal = await startFakePortal({ rateLimitFactor: 1000 });
});
afterAll(() => portal.close());

/** Every route path of the app, with sample values for its parameters. */
function everyRoutePath(): string[] {
  const paths: string[] = ["/"];
  const walk = (entries: readonly { path?: string; children?: unknown[] }[], prefix: string) => {
    for (const entry of entries) {
      const path = [prefix, entry.path ?? ""].filter(Boolean).join("/");
      if (entry.path !== undefined)
        paths.push(`/${path.replace(/:\w+/g, "sample").replace(/\*$/, "anything")}`);
      if (entry.children) walk(entry.children as typeof entries, path);
    }
  };
  walk(routeConfig, "");
  return paths;
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };
const session = { Cookie: "__session=v2.something" };

const crossSite: [string, Record<string, string>][] = [
  ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
  ["a foreign Origin without Sec-Fetch-Site", { Origin: "https://evil.example" }],
  ["Origin: null without Sec-Fetch-Site", { Origin: "null" }],
  [
    "a foreign Origin with Sec-Fetch-Site: same-origin",
    { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" },
  ],
  ["a foreign Referer only", { Referer: "https://evil.example/page" }],
  ["a session cookie and no evidence at all", session],
];

describe("cross-site requests", () => {
  for (const path of everyRoutePath()) {
    for (const [name, headers] of crossSite) {
      it(`refuses POST ${path} with ${name}`, async () => {
        portal.reached.length = 0;
        const response = await fetch(`${portal.base}${path}`, {
          method: "POST",
          headers: { ...form, ...headers },
          body: "a=1",
        });
        expect(response.status).toBe(403);
        expect(portal.reached).toEqual([]);
      });
    }
  }

  it("refuses other methods and data requests too", async () => {
    for (const [method, path] of [
      ["POST", "/logout.data"],
      ["POST", "/FOCUS-MODE"],
      ["POST", "/account/resend-confirmation/"],
      ["PUT", "/v1/users/u1"],
      ["DELETE", "/v1/auth/token"],
    ] as const) {
      const response = await fetch(`${portal.base}${path}`, {
        method,
        headers: { ...form, Origin: "https://evil.example" },
        body: "a=1",
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });
});

describe("same-origin requests", () => {
  const origin = () => new URL(portal.base).origin;
  const allowed: [string, () => Record<string, string>][] = [
    ["Sec-Fetch-Site: same-origin", () => ({ "Sec-Fetch-Site": "same-origin" })],
    ["our Origin", () => ({ Origin: origin() })],
    ["the public URL's Origin", () => ({ Origin: "http://portal.test" })],
    ["our Referer", () => ({ Referer: `${origin()}/account` })],
    ["no evidence and no session (not a browser)", () => ({})],
  ];
  for (const [name, headers] of allowed) {
    it(`lets POST /logout through with ${name}`, async () => {
      const response = await fetch(`${portal.base}/logout`, {
        method: "POST",
        headers: { ...form, ...session, ...headers() },
        body: "a=1",
      });
      if (name.startsWith("no evidence")) {
        const bare = await fetch(`${portal.base}/logout`, { method: "POST", headers: form, body: "a=1" });
        expect(bare.status).toBe(200);
        return;
      }
      expect(response.status).toBe(200);
    });
  }
});
