// Plan arithmetic and words of the plans and billing pages (spec S1 §9): saving, annual price, size names, the
// too-small notice, the limit change the check page must name, the plan choice rules.
import { describe, expect, it } from "vitest";
import { PLANS, planNameOf, sizeNameOf, type Plan } from "../../contract/index.ts";
import { planJson } from "../../api/plans/plans.ts";
import { planChoiceSchema } from "../../app/billing/plan-choice.ts";
import {
  annualPriceCents,
  centsText,
  limitChangeText,
  monthlyTwin,
  planChoice,
  savingCents,
  tooSmallText,
} from "../../app/billing/plans.ts";

const plans: Plan[] = PLANS.map((p) => planJson(p));
const byId = (id: string) => plans.find((p) => p.id === id)!;

describe("plan arithmetic", () => {
  it("saving: the monthly plan's price times the months minus the plan's price", () => {
    expect(monthlyTwin(byId("basic-6-month"), plans)?.id).toBe("basic-1-month");
    expect(monthlyTwin(byId("plus-15"), plans)?.id).toBe("plus-15-monthly");
    expect(savingCents(byId("basic-6-month"), plans)).toBe(600 * 6 - 3000);
    expect(savingCents(byId("midsize-6-month"), plans)).toBe(1200 * 6 - 6000);
    expect(savingCents(byId("large-6-month"), plans)).toBe(3600 * 6 - 18000);
    expect(savingCents(byId("plus-5"), plans)).toBe(500 * 12 - 3500);
    expect(savingCents(byId("basic-1-month"), plans)).toBeNull();
    expect(savingCents(byId("enterprise-1"), plans)).toBeNull();
  });
  it("annual price: the price scaled to 12 months", () => {
    expect(annualPriceCents(byId("basic-6-month"))).toBe(6000);
    expect(annualPriceCents(byId("large-1-month"))).toBe(43200);
    expect(annualPriceCents(byId("plus-5"))).toBe(3500);
    expect(annualPriceCents(byId("basic"))).toBeNull();
    expect(annualPriceCents(byId("enterprise-1"))).toBeNull();
  });
  it("writes cents as dollars", () => {
    expect([centsText(600), centsText(292), centsText(250), centsText(0)]).toEqual([
      "$6",
      "$2.92",
      "$2.50",
      "$0",
    ]);
  });
  it("names sizes and plans as the spec does: basic is Standard, never Free", () => {
    expect(
      ["basic", "basic-6-month", "midsize-1-month", "large-6-month", "enterprise-1"].map((id) =>
        sizeNameOf(byId(id)),
      ),
    ).toEqual(["Standard", "Standard", "Medium", "Large", "Enterprise"]);
    expect(planNameOf(byId("basic"))).toBe("Standard");
    expect(planNameOf({ id: "basic" })).toBe("Standard");
    expect(planNameOf({ id: "midsize-6-month" })).toBe("Medium 6 Months");
  });
  it("a plan smaller than the member count is unavailable, in words", () => {
    expect(tooSmallText(byId("basic-1-month"), 5)).toBeNull();
    expect(tooSmallText(byId("basic-1-month"), 6)).toBe(
      "Too small for your group: this plan allows up to 5 members and your group has 6.",
    );
    expect(tooSmallText(byId("basic"), 10_000)).toBeNull();
    const choice = planChoice(byId("basic-6-month"), plans, 6, "basic");
    expect(choice).toMatchObject({
      name: "Standard 6 Months",
      size: "Standard",
      limitText: "Up to 5 members",
      price: "$30 every 6 months",
      monthly: "$5 a month",
      annual: "$60 a year",
      saving: "Save $6",
      current: false,
    });
    expect(choice.tooSmall).toMatch(/^Too small/);
  });
  it("names a lowered member limit (the special offer's defect), and only then", () => {
    expect(limitChangeText(65535, 5)).toBe("Your member limit goes down from no limit to 5 members.");
    expect(limitChangeText(0, 5)).toBe("Your member limit goes down from no limit to 5 members.");
    expect(limitChangeText(15, 5)).toBe("Your member limit goes down from 15 members to 5 members.");
    expect(limitChangeText(5, 15)).toBeNull();
    expect(limitChangeText(5, 5)).toBeNull();
    expect(limitChangeText(5, 65535)).toBeNull();
  });
});

describe("plan choice rules", () => {
  const allowed = ["basic-1-month", "basic-6-month", "large-1-month"];
  const schema = planChoiceSchema(
    { plans, billing: { plan_id: "basic-6-month", status: "paid" }, memberCount: 6 },
    allowed,
  );
  const message = (plan: unknown) => {
    const r = schema.safeParse({ plan });
    return r.success ? null : r.error.issues[0]?.message;
  };
  it("needs a plan from the list, another than the group's, big enough", () => {
    expect(message(undefined)).toBe("Choose a plan");
    expect(message("plus-5")).toBe("Choose a plan");
    expect(message("basic-6-month")).toBe("Standard 6 Months is your plan already. Choose another plan.");
    expect(message("basic-1-month")).toMatch(/^Standard Monthly cannot be chosen\. Too small for your group/);
    expect(message("large-1-month")).toBeNull();
  });
});
