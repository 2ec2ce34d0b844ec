// Billing in local mode (a /v1 without Stripe) and the trial notice, against the real /v1: the group page with
// the group, its plan and managers as the service keeps them; a trial of TRIAL_DAYS from the group's creation, its
// days left and, once the service's clock has moved past its end, the days since; nothing without a trial
// (TRIAL_DAYS unset, the default). The check page changes the plan at once (Stripe's pages: billing-checkout).
// The banner: days left above 0, the expired banner below 0, both linking to /billing/plans.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { action as checkAction } from "../../app/billing/check.tsx";
import { TrialBanner } from "../../app/billing/trial-banner.tsx";
import { loader as groupLoader } from "../../app/community/group.tsx";
import { formRequest, makeContext, thrown } from "./helpers.ts";
import { memberOf, realV1, signedInManager, v1Ok, type Manager } from "./real-v1.ts";
import { callAction, callLoader } from "./route-call.ts";

const v1 = realV1();
const DAY = 24 * 3600_000;

/**
 * Ann Lee's group as /v1 makes it: Ann (manager), Bo (a manager who joined) and Cy (a member not invited
 * yet), on the plan "Standard Monthly" (5 members), changed at once in local billing mode, or still on the free
 * plan it started on (`choosePlan` false). `trialDays`: the service's TRIAL_DAYS when the group is made (its own
 * setting, read for each new group).
 */
async function group(trialDays = 0, choosePlan = true) {
  v1.api.config.trialDays = trialDays;
  try {
    const ann = await signedInManager(v1.api, { first_name: "Ann", last_name: "Lee" });
    await memberOf(v1.api, ann, { first_name: "Bo", role: "manager", state: "active" });
    await memberOf(v1.api, ann, { first_name: "Cy" });
    if (choosePlan) {
      await v1Ok(v1.api, "PUT", `/v1/communities/${ann.communityId}/billing`, {
        token: ann.token,
        body: { plan_id: "basic-1-month", contact_member_id: ann.memberId },
      });
    }
    return ann;
  } finally {
    v1.api.config.trialDays = 0;
  }
}

function load(manager: Manager) {
  const { context } = makeContext(manager.session);
  return callLoader(groupLoader, { request: new Request("http://portal.test/my-community"), context });
}

describe("the group page", () => {
  it("shows the plan card and the managers, the current one unable to demote themself", async () => {
    const ann = await group();
    const data = await load(ann);
    expect(data).toMatchObject({
      name: "Family",
      planName: "Standard Monthly",
      limit: 5,
      // The group's count leaves out its creator: Bo and Cy.
      memberCount: 2,
      trial: null,
    });
    expect(data.managers.map(({ name, isCurrent, joined }) => ({ name, isCurrent, joined }))).toEqual([
      { name: "Ann Lee", isCurrent: true, joined: true },
      { name: "Bo", isCurrent: false, joined: true },
    ]);
    expect(data.managers[0]!.memberId).toBe(ann.memberId);
  });

  it("carries the trial: days left, or ended; none once a plan is chosen", async () => {
    expect((await load(await group(3))).trial).toBeNull();
    const ann = await group(3, false);
    expect((await load(ann)).trial).toEqual({ kind: "active", daysLeft: 3 });
    // Five days later (a new sign-in: the old token has been idle too long by then).
    v1.api.clock.advance(5 * DAY);
    const signIn = await v1Ok(v1.api, "POST", "/v1/auth/username", {
      body: { username: ann.email, password: ann.password },
    });
    const token = (signIn.json as { token: string }).token;
    const later = { ...ann, token, session: { ...ann.session, token } };
    expect((await load(later)).trial).toEqual({ kind: "ended", daysAgo: 2 });
  });
});

describe("changing the plan in local mode", () => {
  it("changes the plan at once and billing details say so", async () => {
    const manager = await signedInManager(v1.api);
    const { context, session } = makeContext(manager.session);
    const request = formRequest("/billing/plans/check?plan=large-1-month", { plan: "large-1-month" });
    const response = await thrown(callAction(checkAction, { request, context }));
    expect(response.headers.get("Location")).toBe("/billing/details");
    expect(session.data.banner).toEqual({ kind: "success", message: "Your plan is now Large Monthly." });
    const billing = await v1Ok(v1.api, "GET", `/v1/communities/${manager.communityId}/billing`, {
      token: manager.token,
    });
    expect(billing.json).toMatchObject({ plan_id: "large-1-month", mode: "local" });
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
