// The desktop apps against the /v1 service alone, on PGlite and PostgreSQL (tests/api/harness.ts): the Windows app's
// sequence (sign-in, the user's communities, each community's bars) and the macOS app's (with the preferences
// routes), every answer read as their models read it, over every catalogue button as the portal makes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableBackends, startApi, type TestApi } from "../api/harness.ts";
import { createItem, setParameter, toWire } from "../../common/catalogue/index.ts";
import { AppCannotRead, macSignIn, windowsSignIn } from "./apps.ts";
import { checkMacApp, checkRefusals, checkWindowsApp, httpCall } from "./checks.ts";
import { buildScenario, PASSWORD, type Scenario } from "./scenario.ts";

const BACKENDS = await availableBackends();
const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)("the desktop apps against the service (%s)", (backend) => {
  let api: TestApi;
  let scenario: Scenario;
  beforeAll(async () => {
    api = await startApi(backend);
    scenario = await buildScenario(httpCall(api.url));
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it("the Windows app signs in and shows every bar, in order, every button working", async () => {
    await checkWindowsApp(httpCall(api.url), scenario);
  });

  it("the macOS app signs in, reads and saves its preferences, and shows the bars", async () => {
    await checkMacApp(httpCall(api.url), scenario);
  });

  it("refuses an unknown token, a wrong password and another user's view", async () => {
    await checkRefusals(httpCall(api.url), scenario);
  });

  it("both apps show the group base bar's buttons first or last on every bar, as ordinary working buttons", async () => {
    const call = httpCall(api.url);
    const t = scenario.manager.token;
    const helpDesk = setParameter(createItem("open_link"), "url", "https://help.example.org/");
    const base = [helpDesk, createItem("volume")].map(toWire);
    const put = async (position: string) => {
      const r = await call("PUT", `/v1/communities/${scenario.communityId}/base_bar`, {
        token: t,
        body: { position, items: base },
      });
      expect(r.status, r.text).toBe(200);
    };
    const community = async (signIn: typeof windowsSignIn, person = scenario.pat) =>
      (await signIn(call, person.email, PASSWORD)).communities.find((c) => c.id === scenario.communityId)!;
    try {
      await put("first");
      for (const signIn of [windowsSignIn, macSignIn]) {
        for (const person of [scenario.pat, scenario.sam]) {
          const shown = await community(signIn, person);
          expect(shown.bars.length).toBeGreaterThan(0);
          for (const bar of shown.bars) {
            expect(bar.buttons.slice(0, 2).map((b) => [b.kind, b.works])).toEqual([
              ["link", true],
              ["action", true],
            ]);
            expect(bar.buttons[0]!.target).toBe("https://help.example.org/");
          }
        }
      }
      // Pat's own buttons follow, in the order the manager saved them.
      const pat = await community(windowsSignIn);
      expect(pat.bars.map((bar) => bar.buttons.length)).toEqual(
        scenario.patBars.map((bar) => bar.items.length + 2),
      );
      await put("last");
      for (const signIn of [windowsSignIn, macSignIn]) {
        for (const bar of (await community(signIn)).bars) {
          expect(bar.buttons.slice(-2).map((b) => [b.kind, b.works])).toEqual([
            ["link", true],
            ["action", true],
          ]);
        }
      }
    } finally {
      await api.db.query("UPDATE communities SET base_bar_id = NULL WHERE id = $1", [scenario.communityId]);
    }
  });

  it("leaves a community locked for 30 days out, and refuses its bars", async () => {
    const call = httpCall(api.url);
    await api.db.query("UPDATE communities SET is_locked = true, locked_at = $2 WHERE id = $1", [
      scenario.communityId,
      new Date(api.clock.now().getTime() - 31 * DAY),
    ]);
    try {
      const session = await windowsSignIn(call, scenario.pat.email, PASSWORD);
      expect(session.communities.map((c) => c.id)).not.toContain(scenario.communityId);
      const detail = await call(
        "GET",
        `/v1/users/${scenario.pat.userId}/communities/${scenario.communityId}`,
        {
          token: session.token,
        },
      );
      expect([detail.status, JSON.parse(detail.text)]).toEqual([400, { error: "community_locked" }]);
      await expect(
        windowsSignIn(
          async (m, p, o) =>
            p.endsWith("/communities")
              ? {
                  status: 200,
                  contentType: "application/json; charset=utf-8",
                  text: JSON.stringify({
                    communities: [{ id: scenario.communityId, name: "x", role: "member" }],
                  }),
                }
              : call(m, p, o),
          scenario.pat.email,
          PASSWORD,
        ),
      ).rejects.toBeInstanceOf(AppCannotRead);
    } finally {
      await api.db.query("UPDATE communities SET is_locked = false, locked_at = NULL WHERE id = $1", [
        scenario.communityId,
      ]);
    }
  });
});
