// The reader's clock through the portal, against the real /v1: the browser's zone offered at sign-in is kept
// for a user who has none (and only then), a strange offer is ignored, /account/clock changes it, and the group's
// activity is read at the manager's own clock.
import { beforeEach, describe, expect, it } from "vitest";
import { action as loginAction } from "../../app/auth/login.tsx";
import { action as clockAction, loader as clockLoader } from "../../app/account/clock.tsx";
import { loader as activityLoader } from "../../app/audit/activity.tsx";
import type { SessionData } from "../../app/shared/session.server.ts";
import { formRequest, honeypotFields, makeContext, thrown, failingV1 } from "./helpers.ts";
import { realV1, signedInManager, v1Ok } from "./real-v1.ts";
import { callAction, callLoader } from "./route-call.ts";

const v1 = realV1();
failingV1();

let honeypot: Record<string, string>;
beforeEach(async () => {
  honeypot = await honeypotFields();
});

async function signIn(fields: Record<string, string>, acceptLanguage?: string) {
  const { context, session } = makeContext();
  const request = formRequest("/login", { ...honeypot, ...fields });
  if (acceptLanguage) request.headers.set("Accept-Language", acceptLanguage);
  const response = await thrown(callAction(loginAction, { request, context }));
  expect(response.status).toBe(302);
  return session.data;
}

async function clockAtV1(token: string, userId: string) {
  const user = await v1Ok(v1.api, "GET", `/v1/users/${userId}`, { token });
  const { time_zone, date_locale } = user.json as { time_zone: string | null; date_locale: string | null };
  return { time_zone, date_locale };
}

describe("the reader's clock", () => {
  it("keeps the zone the browser offers at the first sign-in, and not a later one", async () => {
    const manager = await signedInManager(v1.api);
    const first = await signIn(
      { email: manager.email, password: manager.password, timeZone: "America/Los_Angeles" },
      "en-US,en;q=0.9",
    );
    expect(first).toMatchObject({ timeZone: "America/Los_Angeles", dateLocale: "en-US" });
    expect(await clockAtV1(manager.token, manager.userId)).toEqual({
      time_zone: "America/Los_Angeles",
      date_locale: "en-US",
    });
    // Travelling: the zone the person has stays until they change it on /account.
    const later = await signIn({
      email: manager.email,
      password: manager.password,
      timeZone: "Europe/Paris",
    });
    expect(later).toMatchObject({ timeZone: "America/Los_Angeles", dateLocale: "en-US" });
  });

  it("signs in without a zone when the offer is not one (times then say UTC)", async () => {
    const manager = await signedInManager(v1.api);
    for (const offered of ["Mars/Olympus", "Europe/Paris\u0007", ""]) {
      const data = await signIn({ email: manager.email, password: manager.password, timeZone: offered });
      expect(data).toMatchObject({ userId: manager.userId, timeZone: null });
    }
    expect(await clockAtV1(manager.token, manager.userId)).toEqual({ time_zone: null, date_locale: null });
  });

  it("changes the zone and the way dates are written on /account/clock, keeping what was chosen on a refusal", async () => {
    const manager = await signedInManager(v1.api);
    const { context, session } = makeContext(manager.session);
    const page = await callLoader(clockLoader, {
      request: new Request("http://portal.test/account/clock"),
      context,
    });
    expect(page).toMatchObject({ timeZone: "", dateLocale: "en-US" });

    const refused = await callAction(clockAction, {
      request: formRequest("/account/clock", { timeZone: "Mars/Olympus", dateLocale: "en-GB" }),
      context,
    });
    expect(refused).toMatchObject({
      result: {
        error: { timeZone: ["Choose a time zone from the list"] },
        initialValue: { timeZone: "Mars/Olympus", dateLocale: "en-GB" },
      },
    });

    const saved = await thrown(
      callAction(clockAction, {
        request: formRequest("/account/clock", { timeZone: "Europe/London", dateLocale: "en-GB" }),
        context,
      }),
    );
    expect(saved.headers.get("Location")).toBe("/account");
    expect(session.data).toMatchObject({ timeZone: "Europe/London", dateLocale: "en-GB" });
    expect(session.data.banner?.message).toBe("Times are now shown in London time.");
    expect(await clockAtV1(manager.token, manager.userId)).toEqual({
      time_zone: "Europe/London",
      date_locale: "en-GB",
    });
  });

  it("shows the group's activity at a Los Angeles manager's clock, in US format", async () => {
    const manager = await signedInManager(v1.api, { group: "Pacific Family" });
    const at = (data: SessionData) => {
      const { context } = makeContext(data);
      return callLoader(activityLoader, {
        request: new Request("http://portal.test/dashboard/activity"),
        context,
      });
    };
    await v1Ok(v1.api, "POST", `/v1/communities/${manager.communityId}/members`, {
      token: manager.token,
      body: { first_name: "Pat", last_name: "Green" },
    });
    const created = await v1.api.db.query<{ created_at: Date }>(
      "SELECT created_at FROM audit_events WHERE community_id = $1 ORDER BY created_at LIMIT 1",
      [manager.communityId],
    );
    const when = created.rows[0]!.created_at;
    const expected = (timeZone: string, locale: string) =>
      new Intl.DateTimeFormat(locale, {
        day: "numeric",
        month: "long",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone,
      }).format(when);

    const inLosAngeles = (await at({
      ...manager.session,
      timeZone: "America/Los_Angeles",
      dateLocale: "en-US",
    })) as { activity: { items: { when: string }[] } };
    const shown = inLosAngeles.activity.items.at(-1)!.when;
    expect(shown).toBe(expected("America/Los_Angeles", "en-US"));
    expect(shown).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/);

    const unknown = (await at(manager.session)) as { activity: { items: { when: string }[] } };
    expect(unknown.activity.items.at(-1)!.when).toBe(`${expected("UTC", "en-US")} UTC`);
  });
});
