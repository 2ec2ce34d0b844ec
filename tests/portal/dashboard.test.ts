// The dashboard's loader and action against the real /v1: a group with the manager, a member who joined and whose
// computer picked up their bar, an invited person without bars of their own and one not invited yet; the manager's
// bars, the people with their states, the shared Default Bar's receivers, the buttons whose links the link checker
// found broken (its verdict recorded as the checker records it), one page of a large group and the search, and the
// trial. The tutorial's steps and the video links are plain functions.
import { beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "../../app/dashboard/dashboard.tsx";
import { trialNotice } from "../../app/billing/trial.ts";
import { hintsCookieHeader } from "../../app/dashboard/hints.server.ts";
import { clampStep, tutorialImage, tutorialStepPath } from "../../app/dashboard/tutorial-steps.ts";
import { dashboardVideos } from "../../app/dashboard/videos.server.ts";
import { managerOnly } from "../../app/shared/members.server.ts";
import { saveRow } from "../../api/link-health/store.ts";
import { formRequest, makeContext, thrown } from "./helpers.ts";
import {
  barFor,
  barNow,
  memberOf,
  realV1,
  signedInManager,
  v1Ok,
  type GroupMember,
  type Manager,
} from "./real-v1.ts";
import { callAction, callLoader, callMiddleware } from "./route-call.ts";

const v1 = realV1();
const MINUTE = 60_000;
const RADIO = "https://radio.example/live";
const FINE = "https://fine.example/";

/** The group every test reads (none changes it). */
let manager: Manager;
let ownBarId: string;
let ana: GroupMember;
let anaVersion: number;

beforeAll(async () => {
  manager = await signedInManager(v1.api);
  ownBarId = (await barFor(v1.api, manager, { name: "My TandemBar", memberId: manager.memberId })).id;
  // Ana joined; her bar (the one /v1 made for her) holds a radio and another site.
  ana = await memberOf(v1.api, manager, { first_name: "Ana", state: "active" });
  const anaBar = `/v1/communities/${manager.communityId}/bars/${ana.barId}`;
  await v1Ok(v1.api, "PUT", anaBar, {
    token: manager.token,
    body: {
      name: "Bar for Ana",
      is_shared: false,
      items: [
        { id: "i7", kind: "link", is_primary: false, configuration: { label: "Radio", url: RADIO } },
        { id: "i8", kind: "link", is_primary: false, configuration: { label: "Fine", url: FINE } },
      ],
      base_version: 1,
    },
  });
  anaVersion = (await barNow(v1.api, manager, ana.barId!)).version;
  // Her computer picked the bar up a little over two hours ago (the service's clock, moved back meanwhile).
  v1.api.clock.advance(-(2 * 60 + 1) * MINUTE);
  await v1Ok(v1.api, "GET", `/v1/users/${ana.person!.userId}/communities/${manager.communityId}`, {
    token: ana.person!.token,
    headers: { "user-agent": "Morphic/1.12.0 (Windows NT 10.0; Win64; x64)" },
  });
  v1.api.clock.advance((2 * 60 + 1) * MINUTE);
  // Bo Lima is invited and has no bar of his own; Cy is not invited yet.
  const bo = await memberOf(v1.api, manager, { first_name: "Bo", last_name: "Lima", state: "invited" });
  await v1Ok(v1.api, "PUT", `/v1/communities/${manager.communityId}/members/${bo.memberId}`, {
    token: manager.token,
    body: { first_name: "Bo", last_name: "Lima", role: "member", bar_ids: [] },
  });
  await memberOf(v1.api, manager, { first_name: "Cy" });
  // What the link checker found: the radio broken since 20 November, the other site working.
  const since = new Date("2026-11-20T08:00:00.000Z");
  await saveRow(
    v1.api.db,
    RADIO,
    "radio.example",
    {
      verdict: "broken",
      failures: 2,
      first_failed_at: since,
      answer: "not_found",
      moved_to: null,
      suspicion: null,
      changed_at: since,
    },
    new Date("2026-11-21T08:00:00.000Z"),
  );
  await saveRow(
    v1.api.db,
    FINE,
    "fine.example",
    {
      verdict: "working",
      failures: 0,
      first_failed_at: null,
      answer: null,
      moved_to: null,
      suspicion: null,
      changed_at: since,
    },
    since,
  );
});

function load(who: Manager, search = "", cookie?: string) {
  const { context } = makeContext(who.session);
  const request = new Request(`http://portal.test/dashboard${search}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return callLoader(loader, { request, context });
}

describe("dashboard loader", () => {
  it("shows the group, the manager's own bars and the other people, with their states", async () => {
    const data = await load(manager);
    expect(data.name).toBe("Family");
    // The plan's places, not a second count of people (the table's count is the one count).
    expect(data.places).toBe("Your plan has no member limit.");
    expect(data.ownBars).toEqual([{ id: ownBarId, name: "My TandemBar" }]);
    expect(data.canAddBar).toBe(true);
    expect(data.ownMemberId).toBe(manager.memberId);
    // One page of the group, the manager included (named by address: no name given) and marked as the current person.
    expect(data.people.map((p) => [p.name, p.stateText, p.inviteAction, p.isCurrent])).toEqual([
      [manager.email, "active", null, true],
      ["Ana", "active", null, false],
      ["Bo Lima", "invitation not accepted", "Re-invite", false],
      ["Cy", "not invited", "Invite", false],
    ]);
    // Each person's computer in a word (its state) and its sentences (app/device/status.ts).
    expect(data.people.slice(1).map((p) => [p.computer.state, p.computer.sentences[0]])).toEqual([
      ["current", `Ana's computer has version ${anaVersion} of Bar for Ana, picked up 2 hours ago.`],
      ["never", "Bo has not signed in on a computer yet."],
      ["never", "Cy has not signed in on a computer yet."],
    ]);
    expect(data.peoplePage).toMatchObject({ summary: "4 people; showing 1-4.", previous: null, next: null });
    expect(data.alone).toBe(false);
    expect(data.trial).toBeNull();
    expect(data.hintsShown).toBe(true);
  });

  it("shows the shared Default Bar and who gets it: people without bars of their own", async () => {
    expect((await load(manager)).defaultBar).toEqual({
      id: manager.defaultBarId,
      name: "Default Bar",
      receivers: ["Bo Lima"],
      total: 1,
    });
  });

  it("asks /v1 for one page and the search in its address, and links the pages around it", async () => {
    // A large group: 60 people from a file, besides Ana and Bo Lima.
    const large = await signedInManager(v1.api, { group: "School" });
    const names = ["Ana", "Bo Lima", ...Array.from({ length: 60 }, (_, i) => `Person ${i + 1}`)];
    const check = await v1Ok(v1.api, "POST", `/v1/communities/${large.communityId}/people_csv`, {
      token: large.token,
      body: { csv: `name\n${names.join("\n")}\n` },
    });
    const previewId = (check.json as { preview_id: string }).preview_id;
    await v1Ok(v1.api, "POST", `/v1/communities/${large.communityId}/people_csv/${previewId}/import`, {
      token: large.token,
    });

    // Never the whole group: one page of 50.
    const first = await load(large);
    expect(first.people).toHaveLength(50);
    expect(first.peoplePage).toMatchObject({
      summary: "63 people; showing 1-50.",
      previous: null,
      next: "/dashboard?page=2#people",
    });

    const data = await load(large, "?q=%20LIMA%20&page=1");
    expect(data.people.map((p) => p.name)).toEqual(["Bo Lima"]);
    expect(data.peoplePage.summary).toBe("1 person matches “LIMA”; showing 1-1.");
    // "a": Ana, Bo Lima, and the manager by the address (…@example.com).
    const past = await load(large, "?q=a&page=3");
    expect(past.people).toEqual([]);
    expect(past.peoplePage).toMatchObject({
      summary: "3 people match “a”; none on this page.",
      previous: "/dashboard?q=a#people",
      next: null,
    });
    const none = await load(large, "?q=zed");
    expect(none.peoplePage.summary).toBe("No one matches “zed”.");
  });

  it("lists the buttons that need attention, each linked to the editor at that button", async () => {
    const data = await load(manager);
    expect(data.attention).toHaveLength(1);
    expect(data.attention[0]).toMatchObject({
      label: "Radio",
      barName: "Bar for Ana",
      words: "Stopped working: the site answered 'not found'.",
      since: "since November 20, 2026",
      fixPath: `/dashboard/tandembar-editor/?barId=${ana.barId}&memberId=${ana.memberId}&focus=i7`,
    });
  });

  it("tells about the trial when billing has one", async () => {
    // The service's TRIAL_DAYS (its own setting, read for each new group).
    v1.api.config.trialDays = 3;
    let trying: Manager;
    try {
      trying = await signedInManager(v1.api);
    } finally {
      v1.api.config.trialDays = 0;
    }
    expect((await load(trying)).trial).toEqual({ kind: "active", daysLeft: 3 });
    expect(trialNotice({ plan_id: "basic", trial_end_days: -2 })).toEqual({ kind: "ended", daysAgo: 2 });
    expect(trialNotice({ plan_id: "basic", trial_end_days: 0 })).toEqual({ kind: "active", daysLeft: 0 });
    expect(trialNotice({ plan_id: "basic", trial_end_days: null })).toBeNull();
    expect(trialNotice(null)).toBeNull();
    // A plan chosen (paid, or the special offer's Plus 5) ends the trial for the group, whatever its date.
    expect(trialNotice({ plan_id: "plus-5", trial_end_days: 12 })).toBeNull();
    expect(trialNotice({ plan_id: "people-1-month", trial_end_days: -1 })).toBeNull();
  });

  it("remembers hidden hints in a cookie of their own", async () => {
    const cookie = (await hintsCookieHeader(false)).split(";")[0]!;
    expect((await load(manager, "", cookie)).hintsShown).toBe(false);

    const { context } = makeContext(manager.session);
    const response = await thrown(
      callAction(action, { request: formRequest("/dashboard", { hints: "hide" }), context }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    expect(response.headers.get("Set-Cookie")).toMatch(/^dashboard_hints=.*HttpOnly/i);
  });

  it("sends a member to /member-message", async () => {
    const { context } = makeContext(ana.person!.session);
    const next = () => Promise.resolve(new Response("page"));
    const request = new Request("http://portal.test/dashboard");
    const response = await thrown(
      Promise.resolve().then(() => callMiddleware(managerOnly, { request, context }, next)),
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
