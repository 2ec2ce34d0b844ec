// The dashboard's loader and action (msw stands in for /v1), the tutorial's steps and the video links.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action, loader } from "../../app/dashboard/dashboard.tsx";
import { trialNotice } from "../../app/billing/trial.ts";
import { hintsCookieHeader } from "../../app/dashboard/hints.server.ts";
import { clampStep, tutorialImage, tutorialStepPath } from "../../app/dashboard/tutorial-steps.ts";
import { dashboardVideos } from "../../app/dashboard/videos.server.ts";
import { managerOnly } from "../../app/shared/members.server.ts";
import { API, formRequest, makeContext, mockV1, thrown } from "./helpers.ts";

const server = mockV1();
const MANAGER = { token: "tok", userId: "u1", communityId: "c1", role: "manager" as const };

const BROKEN_RADIO = {
  url: "https://radio.example/live",
  verdict: "broken",
  since: "2026-11-20T08:00:00.000Z",
  answer: "not_found",
  moved_to: null,
  suspicion: null,
  checked_at: "2026-11-21T08:00:00.000Z",
  buttons: [{ bar_id: "b2", bar_name: "Bar for Ana", item_id: "i7", label: "Radio" }],
};

const PEOPLE = [
  {
    id: "m1",
    first_name: null,
    last_name: null,
    role: "manager",
    bar_ids: ["b1"],
    state: "active",
    userId: "u1",
  },
  { id: "m2", first_name: "Ana", last_name: "", role: "member", bar_ids: ["b2"], state: "uninvited" },
  { id: "m3", first_name: "Bo", last_name: "Lima", role: "member", bar_ids: [], state: "invited" },
];
const BARS = [
  { id: "b0", name: "Default", is_shared: true },
  { id: "b1", name: "My TandemBar", is_shared: false },
  { id: "b2", name: "Bar for Ana", is_shared: false },
];
/** The queries of the members list each test sent. */
let asked: Record<string, string>[] = [];

function v1Group({ trialDays, links = [] }: { trialDays?: number | null; links?: unknown[] } = {}) {
  server.use(
    http.get(`${API}/v1/communities/c1/link-health`, () => HttpResponse.json({ enabled: true, links })),
    http.get(`${API}/v1/communities/c1`, () =>
      HttpResponse.json({
        id: "c1",
        name: "Family",
        default_bar_id: "b0",
        billing_id: "bi",
        member_count: 2,
        member_limit: 65535,
        role: "manager",
        bar_ids: ["b1"],
      }),
    ),
    // The members list as the service pages it (issue 20 item 1): filter, count, then the page asked for.
    http.get(`${API}/v1/communities/c1/members`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(query));
      const q = (query.get("q") ?? "").toLowerCase();
      const bar = query.get("bar");
      const matching = PEOPLE.filter(
        (m) =>
          (!q || [m.first_name, m.last_name].filter(Boolean).join(" ").toLowerCase().includes(q)) &&
          (!bar || (bar === "none" ? m.bar_ids.length === 0 : m.bar_ids.includes(bar))),
      );
      const limit = Number(query.get("limit") ?? 50);
      const offset = Number(query.get("offset") ?? 0);
      return HttpResponse.json({
        members: matching.slice(offset, offset + limit),
        total: matching.length,
        offset,
        limit,
      });
    }),
    http.get(`${API}/v1/communities/c1/members/m1`, () =>
      HttpResponse.json({ ...PEOPLE[0], bar_id: null, email: null }),
    ),
    http.get(`${API}/v1/communities/c1/bars/:barId`, ({ params }) => {
      const bar = BARS.find((b) => b.id === params.barId);
      return bar
        ? HttpResponse.json({ ...bar, items: [], version: 1 })
        : HttpResponse.json({ error: "not_found" }, { status: 404 });
    }),
    http.get(`${API}/v1/communities/c1/bars`, () =>
      HttpResponse.json({
        bars: [
          { id: "b0", name: "Default", is_shared: true },
          { id: "b1", name: "My TandemBar", is_shared: false },
          { id: "b2", name: "Bar for Ana", is_shared: false },
        ],
      }),
    ),
    http.get(`${API}/v1/communities/c1/devices`, () =>
      HttpResponse.json({
        devices: [
          {
            member_id: "m2",
            fetched_at: new Date(Date.now() - 2 * 3600_000 - 60_000).toISOString(),
            received: [{ id: "b2", version: 7 }],
            current: [{ id: "b2", version: 7 }],
            app_name: null,
            app_version: null,
            os_name: null,
            os_version: null,
            stated_system: "windows",
          },
        ],
      }),
    ),
    http.get(`${API}/v1/users/u1/communities`, () =>
      HttpResponse.json({ communities: [{ id: "c1", name: "Family", role: "manager", member_id: "m1" }] }),
    ),
    http.get(`${API}/v1/communities/c1/billing`, () =>
      HttpResponse.json({
        id: "bi",
        plan_id: "free",
        status: "active",
        contact_member_id: "m1",
        ...(trialDays === undefined || trialDays === null ? {} : { trial_end_days: trialDays }),
      }),
    ),
  );
}

function load(cookie?: string, search = "") {
  asked = [];
  const { context } = makeContext(MANAGER);
  const request = new Request(`http://portal.test/dashboard${search}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return loader({ request, context, params: {} } as never);
}

describe("dashboard loader", () => {
  it("shows the group, the manager's own bars and the other people, with their states", async () => {
    v1Group();
    const data = await load();
    expect(data.name).toBe("Family");
    expect(data.membersText).toBe("2 members (no limit)");
    expect(data.ownBars).toEqual([{ id: "b1", name: "My TandemBar" }]);
    expect(data.canAddBar).toBe(true);
    expect(data.ownMemberId).toBe("m1");
    // One page of the group, the manager included and marked as the current person.
    expect(data.people.map((p) => [p.name, p.stateText, p.inviteAction, p.isCurrent])).toEqual([
      ["Unnamed person", "active", null, true],
      ["Ana", "not invited", "Invite", false],
      ["Bo Lima", "invitation not accepted", "Re-invite", false],
    ]);
    // Each person's computer in one sentence (app/device/status.ts).
    expect(data.people.slice(1).map((p) => p.computer)).toEqual([
      "Ana's computer picked up this bar 2 hours ago (version 7).",
      "Bo has not signed in on a computer yet.",
    ]);
    expect(data.peoplePage).toMatchObject({ summary: "3 people; showing 1-3.", previous: null, next: null });
    expect(data.alone).toBe(false);
    // Never the whole list: every call of the members list asked for a page.
    expect(asked.every((query) => Number(query.limit) >= 1 && Number(query.limit) <= 50)).toBe(true);
    expect(data.trial).toBeNull();
    expect(data.hintsShown).toBe(true);
  });

  it("shows the shared Default Bar and who gets it: people without bars of their own (issue 23 item 7)", async () => {
    v1Group();
    expect((await load()).defaultBar).toEqual({
      id: "b0",
      name: "Default Bar",
      receivers: ["Bo Lima"],
      total: 1,
    });
  });

  it("asks /v1 for the page and the search in its address, and links the pages around it", async () => {
    v1Group();
    const data = await load(undefined, "?q=%20LIMA%20&page=1");
    expect(asked[0]).toEqual({ limit: "50", offset: "0", q: "LIMA" });
    expect(data.people.map((p) => p.name)).toEqual(["Bo Lima"]);
    expect(data.peoplePage.summary).toBe("1 person matches “LIMA”; showing 1-1.");
    const past = await load(undefined, "?q=a&page=3");
    expect(asked[0]).toEqual({ limit: "50", offset: "100", q: "a" });
    expect(past.people).toEqual([]);
    expect(past.peoplePage).toMatchObject({
      summary: "2 people match “a”; none on this page.",
      previous: "/dashboard?q=a#people",
      next: null,
    });
    const none = await load(undefined, "?q=zed");
    expect(none.peoplePage.summary).toBe("No one matches “zed”.");
  });

  it("lists the buttons that need attention, each linked to the editor at that button (issue 18)", async () => {
    v1Group({
      links: [
        BROKEN_RADIO,
        { ...BROKEN_RADIO, url: "https://fine.example/", verdict: "working", answer: null },
      ],
    });
    const data = await load();
    expect(data.attention).toHaveLength(1);
    expect(data.attention[0]).toMatchObject({
      label: "Radio",
      barName: "Bar for Ana",
      words: "Stopped working: the site answered 'not found'.",
      since: "since 20 November 2026",
      fixPath: "/dashboard/tandembar-editor/?barId=b2&memberId=m2&focus=i7",
    });
  });

  it("tells about the trial when billing has one", async () => {
    v1Group({ trialDays: 3 });
    expect((await load()).trial).toEqual({ kind: "active", daysLeft: 3 });
    expect(trialNotice(-2)).toEqual({ kind: "ended", daysAgo: 2 });
    expect(trialNotice(0)).toEqual({ kind: "active", daysLeft: 0 });
    expect(trialNotice(null)).toBeNull();
  });

  it("remembers hidden hints in a cookie of their own", async () => {
    v1Group();
    const cookie = (await hintsCookieHeader(false)).split(";")[0]!;
    expect((await load(cookie)).hintsShown).toBe(false);

    const { context } = makeContext(MANAGER);
    const response = await thrown(
      action({ request: formRequest("/dashboard", { hints: "hide" }), context, params: {} } as never),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    expect(response.headers.get("Set-Cookie")).toMatch(/^dashboard_hints=.*HttpOnly/i);
  });

  it("sends a member to /member-message", async () => {
    const { context } = makeContext({ ...MANAGER, role: "member" });
    const next = () => Promise.resolve(new Response("page"));
    const response = await thrown(
      Promise.resolve().then(() =>
        managerOnly(
          { request: new Request("http://portal.test/dashboard"), context, params: {} } as never,
          next,
        ),
      ),
    );
    expect(response.headers.get("Location")).toBe("/member-message");
  });
});

describe("tutorial", () => {
  it("clamps the step between 1 and 6", () => {
    expect(clampStep("3")).toBe(3);
    expect(clampStep("0")).toBe(1);
    expect(clampStep("-5")).toBe(1);
    expect(clampStep("7")).toBe(6);
    expect(clampStep("999999999999")).toBe(6);
    expect(clampStep("x")).toBe(1);
    expect(clampStep(null)).toBe(1);
    expect(tutorialStepPath(9)).toBe("/dashboard/tutorial?step=6");
    expect(tutorialImage(2)).toBe("/tutorials/getting-started/tutorialStd2.svg");
  });
});

describe("video links", () => {
  it("lists only well-formed http(s) links from DASHBOARD_VIDEOS", () => {
    expect(dashboardVideos({})).toEqual([]);
    expect(
      dashboardVideos({
        DASHBOARD_VIDEOS:
          "Getting started|https://videos.example/start; Bad|javascript:alert(1);NoTitle;|https://x.example",
      }),
    ).toEqual([{ title: "Getting started", url: "https://videos.example/start" }]);
  });
});
