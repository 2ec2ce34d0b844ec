// Per-person plans as the billing pages word them (decision 043): priced for this group, the facts on the plan
// card, and the plan that fits a group a file of people would make.
import { describe, expect, it } from "vitest";
import { PLANS, type Plan } from "../../contract/index.ts";
import { fittingPlan, planFit } from "../../app/billing/fit.ts";
import { planChoice, pricedForGroup } from "../../app/billing/plans.ts";
import { planJson } from "../../api/plans/plans.ts";

/** The plans as /v1 lists them. */
const LISTED: Plan[] = PLANS.map((plan) => planJson(plan));
const byId = (plans: readonly Plan[], id: string) => plans.find((p) => p.id === id)!;

describe("per-person plans priced for the group", () => {
  it("charges each member, at least 51, and leaves the other plans as they are", () => {
    const sixty = pricedForGroup(LISTED, 60);
    expect(byId(sixty, "people-1-month")).toMatchObject({
      price: 4500,
      price_text: "$45",
      price_per_person: 75,
      billed_people: 60,
    });
    expect(byId(sixty, "people-12-month")).toMatchObject({ price: 43200, monthly_price_text: "$36" });
    expect(byId(sixty, "large-1-month")).toEqual(byId(LISTED, "large-1-month"));
    expect(byId(pricedForGroup(LISTED, 3), "people-1-month").price).toBe(3825);
    // A list priced for one size priced again for another starts from the price of one member.
    expect(pricedForGroup(sixty, 60)).toEqual(sixty);
    expect(byId(pricedForGroup(sixty, 61), "people-1-month")).toMatchObject({
      price: 4575,
      billed_people: 61,
    });
  });

  it("says the price for one member and who the price is for on the card", () => {
    const sixty = pricedForGroup(LISTED, 60);
    const monthly = planChoice(byId(sixty, "people-1-month"), sixty, 60, "basic");
    expect(monthly).toMatchObject({
      name: "Per Person Monthly",
      amount: "$45",
      period: "a month",
      limitText: "No member limit",
      perMember: "$0.75 a member a month",
      billedFor: "For your 60 members; it follows your group's size",
      tooSmall: null,
    });
    const yearly = planChoice(byId(sixty, "people-12-month"), sixty, 60, "basic");
    expect(yearly).toMatchObject({ amount: "$432", perMember: "$7.20 a member a year", saving: "Save $108" });
    const small = pricedForGroup(LISTED, 12);
    expect(planChoice(byId(small, "people-1-month"), small, 12, "basic").billedFor).toBe(
      "For 51 members, the fewest this plan charges for",
    );
    expect(planChoice(byId(sixty, "large-1-month"), sixty, 60, "basic")).toMatchObject({
      perMember: null,
      billedFor: null,
      tooSmall: "Too small for your group: this plan allows up to 50 members and your group has 60.",
    });
  });
});

describe("the plan that fits a bigger group", () => {
  const trial = { plan_id: "basic", trial_end_days: 12 };
  it("names the smallest monthly plan that holds the group, priced for it", () => {
    expect(fittingPlan(LISTED, 4)).toEqual({ name: "Standard Monthly", price: "$6 a month" });
    expect(fittingPlan(LISTED, 50)).toEqual({ name: "Large Monthly", price: "$36 a month" });
    expect(fittingPlan(LISTED, 60)).toEqual({ name: "Per Person Monthly", price: "$45 a month" });
    expect(fittingPlan([], 60)).toBeNull();
  });

  it("says what a file means for the plan: outgrown, after the trial, or a price that follows", () => {
    expect(planFit(LISTED, { plan_id: "large-1-month", trial_end_days: null }, 50, 45, 60)).toEqual({
      kind: "outgrows",
      current: "Large Monthly",
      limit: 50,
      after: 60,
      fits: { name: "Per Person Monthly", price: "$45 a month" },
    });
    expect(planFit(LISTED, trial, 65535, 0, 60)).toMatchObject({ kind: "trial", after: 60 });
    const paying = pricedForGroup(LISTED, 55);
    expect(planFit(paying, { plan_id: "people-1-month", trial_end_days: null }, 65535, 55, 60)).toEqual({
      kind: "follows",
      current: "Per Person Monthly",
      after: 60,
      price: "$45 a month",
      perMember: "$0.75 a member a month",
    });
    // Within the minimum the price does not move; within the limit nothing is said; nor when nobody is added.
    expect(planFit(LISTED, { plan_id: "people-1-month", trial_end_days: null }, 65535, 10, 20)).toBeNull();
    expect(planFit(LISTED, { plan_id: "large-1-month", trial_end_days: null }, 50, 10, 20)).toBeNull();
    expect(planFit(LISTED, trial, 65535, 10, 10)).toBeNull();
    expect(planFit(LISTED, null, 65535, 10, 20)).toBeNull();
  });
});
