// The trial notice on the group and plans pages (spec S1 §4): days left above 0, the expired banner below 0,
// both linking to /billing/plans; nothing without a trial (TRIAL_DAYS unset, the default).
import { http, HttpResponse } from "msw";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PLANS } from "../../contract/index.ts";
import { planJson } from "../../api/plans/plans.ts";
import { TrialBanner } from "../../app/billing/trial-banner.tsx";
import { loader as groupLoader } from "../../app/community/group.tsx";
import { communitiesContext } from "../../app/shared/guard.server.ts";
import { API, makeContext, mockV1 } from "./helpers.ts";

const server = mockV1();
const C = "22222222-2222-4222-8222-222222222222";

const PEOPLE = [
  {
    id: "m1",
    first_name: "Ann",
    last_name: "Lee",
    role: "manager",
    bar_ids: [],
    state: "active",
    userId: "u1",
  },
  {
    id: "m2",
    first_name: "Bo",
    last_name: null,
    role: "manager",
    bar_ids: [],
    state: "active",
    userId: "u2",
  },
  {
    id: "m3",
    first_name: "Cy",
    last_name: null,
    role: "member",
    bar_ids: [],
    state: "active",
    userId: "u3",
  },
];

function handlers(trialDays: number | null) {
  server.use(
    http.get(`${API}/v1/communities/${C}`, () =>
      HttpResponse.json({ id: C, name: "Family", default_bar_id: "b", member_count: 3, member_limit: 5 }),
    ),
    // As the service answers a page asked with `role` (issue 20 item 1): only those with the role, counted.
    http.get(`${API}/v1/communities/${C}/members`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const role = query.get("role");
      const members = PEOPLE.filter((m) => !role || m.role === role);
      return HttpResponse.json({
        members,
        total: members.length,
        offset: 0,
        limit: Number(query.get("limit")),
      });
    }),
    http.get(`${API}/v1/communities/${C}/billing`, () =>
      HttpResponse.json({
        plan_id: "basic-1-month",
        status: "paid",
        mode: "local",
        ...(trialDays === null ? {} : { trial_end_days: trialDays }),
      }),
    ),
    http.get(`${API}/v1/plans/community`, () => HttpResponse.json({ plans: PLANS.map((p) => planJson(p)) })),
  );
}

async function load(trialDays: number | null) {
  handlers(trialDays);
  const { context } = makeContext({ token: "t", userId: "u1", communityId: C, role: "manager" });
  context.set(communitiesContext, [{ id: C, name: "Family", role: "manager", member_id: "m1" }]);
  const request = new Request("http://portal.test/my-community");
  return groupLoader({ request, context, params: {} } as never);
}

describe("the group page", () => {
  it("shows the plan card and the managers, the current one unable to demote themself", async () => {
    const data = await load(null);
    expect(data).toMatchObject({
      name: "Family",
      planName: "Standard Monthly",
      limit: 5,
      memberCount: 3,
      trial: null,
    });
    expect(data.managers).toEqual([
      { memberId: "m1", name: "Ann Lee", isCurrent: true, joined: true },
      { memberId: "m2", name: "Bo", isCurrent: false, joined: true },
    ]);
  });

  it("carries the trial: days left, or ended", async () => {
    expect((await load(3)).trial).toEqual({ kind: "active", daysLeft: 3 });
    expect((await load(-2)).trial).toEqual({ kind: "ended", daysAgo: 2 });
  });
});

describe("the trial banner", () => {
  it("says the days left, or that the trial ended, and links to the plans", () => {
    const active = renderToStaticMarkup(<TrialBanner trial={{ kind: "active", daysLeft: 3 }} />);
    expect(active).toContain("Your free trial ends in 3 days.");
    expect(active).toContain('href="/billing/plans"');
    expect(renderToStaticMarkup(<TrialBanner trial={{ kind: "active", daysLeft: 1 }} />)).toContain(
      "ends in 1 day.",
    );
    expect(renderToStaticMarkup(<TrialBanner trial={{ kind: "active", daysLeft: 0 }} />)).toContain(
      "ends today.",
    );
    const ended = renderToStaticMarkup(<TrialBanner trial={{ kind: "ended", daysAgo: 2 }} />);
    expect(ended).toContain("Your free trial has ended");
    expect(ended).toContain('href="/billing/plans"');
    expect(renderToStaticMarkup(<TrialBanner trial={null} />)).toBe("");
  });
});
