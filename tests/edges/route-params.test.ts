// Every route of app/routes.ts with a parameter in its path, tried with malformed values (control characters,
// a truncated id), signed out and signed in, by GET and by POST: the 404 page each time, and nothing logged
// at error level. Generated from the route table, so a route added later is tried too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeConfig from "../../app/routes.ts";
import { manifestFromConfig } from "../../server/routes.ts";
import { availableBackends } from "../api/harness.ts";
import { honeypotFields, postForm, startStack, type Stack } from "./harness.ts";

/** A value each parameter is given where it is not the one under test: only the id varies. */
const GOOD: Record<string, string> = { action: "accept", page: "signin" };
const MALFORMED = ["%00", "%0A", "%7F", "%1B%5B31m", "not-an-id%E2%80%AE"];
/** Malformed only where a record id is expected (an emailed token may look like this). */
const TRUNCATED_ID = "0c2f6b1e-6c1d-4e8a-9c1e";

function routesWithParams(): { path: string; params: string[] }[] {
  return Object.values(manifestFromConfig(routeConfig))
    .map((route) => route?.path ?? "")
    .filter((path) => path.includes(":"))
    .map((path) => ({ path, params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!) }));
}

/** The route's path with `name` set to `value` and every other parameter to a well-formed one. */
function pathWith(path: string, name: string, value: string): string {
  return (
    "/" +
    path.replace(/:(\w+)/g, (_, param: string) =>
      param === name ? value : (GOOD[param] ?? "0c2f6b1e-6c1d-4e8a-9c1e-3a4b5c6d7e8f"),
    )
  );
}

const CASES = routesWithParams().flatMap(({ path, params }) =>
  params
    .filter((name) => !(name in GOOD))
    .flatMap((name) =>
      [...MALFORMED, ...(name.endsWith("Id") ? [TRUNCATED_ID] : [])].map((value) => ({
        route: path,
        name,
        url: pathWith(path, name, value),
      })),
    ),
);

describe.each(await availableBackends())("malformed ids in the address (%s)", (backend) => {
  let stack: Stack;
  let cookie = "";

  beforeAll(async () => {
    stack = await startStack({ backend });
    const password = "Pw-route-params-registration";
    const registered = await postForm(stack.portal, "/register", {
      email: `params.${Date.now()}@example.com`,
      password,
      confirmPassword: password,
      agree: "on",
      ...(await honeypotFields(stack.portal, "/register")),
    });
    expect(registered.status).toBe(302);
    cookie = registered.headers
      .getSetCookie()
      .find((c) => c.startsWith("__session="))!
      .split(";")[0]!;
  });
  afterAll(() => stack?.close());

  describe("every route", () => {
    it("covers every route with an id in its path", () => {
      const routes = new Set(CASES.map((c) => c.route));
      expect(routes.size).toBeGreaterThanOrEqual(15);
      expect(routes).toContain("dashboard/members/:memberId");
      expect(routes).toContain("invite/:action/:invitationId/:page");
    });

    it.each(["signed out", "signed in"])(
      "answers the 404 page %s (an invitation its own card), and logs no error",
      async (who) => {
        const headers: Record<string, string> = who === "signed in" ? { Cookie: cookie } : {};
        const before = stack.logs.length;
        for (const { url, name } of CASES) {
          const page = await fetch(`${stack.portal}${url}`, { headers, redirect: "manual" });
          if (name === "invitationId") {
            // The invitation page says it itself, as for an expired one.
            expect(page.status, `GET ${url}`).toBe(200);
            expect(await page.text(), `GET ${url}`).toContain("This invitation does not work");
            continue;
          }
          expect(page.status, `GET ${url}`).toBe(404);
          expect(await page.text(), `GET ${url}`).toContain("Page not found");
          const posted = await fetch(`${stack.portal}${url}`, {
            method: "POST",
            headers: {
              ...headers,
              "Content-Type": "application/x-www-form-urlencoded",
              "Sec-Fetch-Site": "same-origin",
            },
            body: "intent=save",
            redirect: "manual",
          });
          expect(posted.status, `POST ${url}`).toBe(404);
        }
        const errors = stack.logs.slice(before).filter((line) => /"level":"(error|fatal)"/.test(line));
        expect(errors).toEqual([]);
      },
    );
  });
});
