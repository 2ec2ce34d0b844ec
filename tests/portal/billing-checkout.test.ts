// Paying is a form post that redirects to Stripe's hosted page: the check page's action answers 303 to the
// Checkout URL /v1 gives; the payment-details page's to the customer portal. Local mode changes the plan at once.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PLANS } from "../../contract/index.ts";
import { planJson } from "../../api/plans/plans.ts";
import { action as checkAction } from "../../app/billing/check.tsx";
import { action as updateAction } from "../../app/billing/update.tsx";
import { API, formRequest, makeContext, mockV1, thrown } from "./helpers.ts";

const server = mockV1();
const C = "11111111-1111-4111-8111-111111111111";
const signedIn = { token: "tok", userId: "u1", communityId: C, role: "manager" as const };

function handlers(mode: "stripe" | "local", checkoutBody: unknown[]) {
  server.use(
    http.get(`${API}/v1/communities/${C}`, () =>
      HttpResponse.json({ id: C, name: "Family", default_bar_id: "b", member_count: 2, member_limit: 65535 }),
    ),
    http.get(`${API}/v1/communities/${C}/billing`, () =>
      HttpResponse.json({ plan_id: "basic", status: "paid", mode }),
    ),
    http.get(`${API}/v1/plans/community`, () => HttpResponse.json({ plans: PLANS.map((p) => planJson(p)) })),
    http.post(`${API}/v1/communities/${C}/billing/checkout`, async ({ request }) => {
      checkoutBody.push(await request.json());
      return HttpResponse.json(
        mode === "stripe" ? { mode, url: "https://checkout.stripe.test/c/pay/cs_1" } : { mode, url: null },
      );
    }),
    http.post(`${API}/v1/communities/${C}/billing/portal`, () =>
      HttpResponse.json({ url: mode === "stripe" ? "https://billing.stripe.test/p/session/1" : null }),
    ),
  );
}

describe("paying through Stripe's hosted pages", () => {
  it("the check page posts, then redirects (303) to Stripe Checkout", async () => {
    const sent: unknown[] = [];
    handlers("stripe", sent);
    const { context } = makeContext(signedIn);
    const request = formRequest("/billing/plans/check?plan=plus-5", { plan: "plus-5" });
    const response = await thrown(checkAction({ request, context, params: {} } as never));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("https://checkout.stripe.test/c/pay/cs_1");
    expect(sent).toEqual([{ plan_id: "plus-5" }]);
  });

  it("local mode: the plan changes at once and billing details say so", async () => {
    handlers("local", []);
    const { context, session } = makeContext(signedIn);
    const request = formRequest("/billing/plans/check?plan=large-1-month", { plan: "large-1-month" });
    const response = await thrown(checkAction({ request, context, params: {} } as never));
    expect(response.headers.get("Location")).toBe("/billing/details");
    expect(session.data.banner).toEqual({ kind: "success", message: "Your plan is now Large Monthly." });
  });

  it("refuses the group's own plan and a plan too small, in words, without calling /v1", async () => {
    const sent: unknown[] = [];
    handlers("stripe", sent);
    const { context } = makeContext(signedIn);
    const same = await checkAction({
      request: formRequest("/billing/plans/check", { plan: "basic" }),
      context,
      params: {},
    } as never);
    expect(same).toMatchObject({
      failure: { message: "Standard is your plan already. Choose another plan." },
    });
    expect(sent).toEqual([]);
  });

  it("the payment details page redirects to the customer portal", async () => {
    handlers("stripe", []);
    const { context } = makeContext(signedIn);
    const response = await thrown(
      updateAction({
        request: formRequest("/billing/details/update", { open: "portal" }),
        context,
        params: {},
      } as never),
    );
    expect([response.status, response.headers.get("Location")]).toEqual([
      303,
      "https://billing.stripe.test/p/session/1",
    ]);
  });
});
