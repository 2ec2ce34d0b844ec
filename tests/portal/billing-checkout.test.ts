// Paying is a form post that redirects to Stripe's hosted page: against the real /v1 in Stripe mode, whose Stripe
// (a third party) is the loopback fake of Stripe's API the service's own tests use (tests/api/stripe-fake.ts),
// the check page's action answers 303 to the Checkout session /v1 made for the plan, the payment-details page's
// to the customer portal, and a plan the group cannot choose is refused without asking /v1. Local mode (the plan
// changed at once) is in billing-trial.test.tsx, whose service runs without Stripe.
import { afterAll, describe, expect, it } from "vitest";
import { action as checkAction } from "../../app/billing/check.tsx";
import { action as updateAction } from "../../app/billing/update.tsx";
import { startFakeStripe, TEST_PRICES, type FakeStripe } from "../api/stripe-fake.ts";
import { formRequest, makeContext, thrown } from "./helpers.ts";
import { memberOf, realV1, signedInManager, watchRequests, type Manager } from "./real-v1.ts";
import { callAction } from "./route-call.ts";

let stripe: FakeStripe | undefined;
const v1 = realV1(async () => {
  stripe = await startFakeStripe();
  return { stripe: stripe.settings };
});
afterAll(async () => {
  await stripe?.close();
});

function check(manager: Manager, plan: string) {
  const { context, session } = makeContext(manager.session);
  const request = formRequest(`/billing/plans/check?plan=${plan}`, { plan });
  return { result: callAction(checkAction, { request, context }), session };
}

const checkouts = () => stripe!.calls("POST", /^\/v1\/checkout\/sessions$/);

describe("paying through Stripe's hosted pages", () => {
  it("the check page posts, then redirects (303) to the Checkout session /v1 made for the plan", async () => {
    const manager = await signedInManager(v1.api);
    const before = checkouts().length;
    const response = await thrown(check(manager, "plus-5").result);
    const made = checkouts().slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]!.body["line_items[0][price]"]).toBe(TEST_PRICES["plus-5"]);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(
      /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/,
    );
  });

  it("refuses the group's own plan and a plan too small, in words, without calling /v1", async () => {
    const manager = await signedInManager(v1.api);
    // Six people besides the manager: more than Plus 5 takes.
    for (const name of ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay"]) {
      await memberOf(v1.api, manager, { first_name: name });
    }
    const requests = watchRequests(v1.api);
    const before = checkouts().length;
    const same = await check(manager, "basic").result;
    expect(same).toMatchObject({
      failure: { message: "Standard is your plan already. Choose another plan." },
    });
    const small = await check(manager, "plus-5").result;
    expect(small).toMatchObject({
      failure: {
        message:
          "Plus 5 cannot be chosen. Too small for your group: this plan allows up to 5 members and your group has 6.",
      },
    });
    expect((await requests()).filter((r) => r.method === "POST")).toEqual([]);
    expect(checkouts().length).toBe(before);
  });

  it("the payment details page redirects to the customer portal", async () => {
    const manager = await signedInManager(v1.api);
    const before = stripe!.calls("POST", /^\/v1\/billing_portal\/sessions$/).length;
    const { context } = makeContext(manager.session);
    const request = formRequest("/billing/details/update", { open: "portal" });
    const response = await thrown(callAction(updateAction, { request, context }));
    expect(stripe!.calls("POST", /^\/v1\/billing_portal\/sessions$/).length).toBe(before + 1);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(
      /^https:\/\/billing\.stripe\.test\/p\/session\/bps_\d+$/,
    );
  });
});
