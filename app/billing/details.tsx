import type { Route } from "./+types/details";
import { planNameOf } from "../../contract/index.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { SummaryList } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { couponText, formatDate } from "./coupons.ts";
import { memberLimitText } from "./plans.ts";

// Billing details: the current subscription and the member count out of its limit (spec S1 §2). Plan
// changes and payment come with the billing work.
export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const community = await me.api.managedCommunity(me.communityId);
  let plan: string | null = null;
  let coupon: string | null = null;
  let localMode = false;
  try {
    const [billing, plans] = await Promise.all([me.api.billing(me.communityId), me.api.plans()]);
    plan = planNameOf(plans.find((p) => p.id === billing.plan_id) ?? { id: billing.plan_id });
    if (billing.coupon) {
      const until = formatDate(billing.coupon_end);
      coupon = `${couponText(billing.coupon)}${until ? `, until ${until}` : ""}`;
    }
    localMode = billing.mode === "local";
  } catch (error) {
    // A community without billing (or a /v1 without it) still shows its page.
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 405)) throw error;
  }
  return {
    banner: me.session.take("banner") ?? null,
    name: community.name,
    plan,
    coupon,
    localMode,
    members: memberLimitText(community.member_count, community.member_limit),
  };
}

export default function BillingDetails({ loaderData }: Route.ComponentProps) {
  return (
    <Page title="Billing details" banner={loaderData.banner}>
      <SummaryList
        rows={[
          { label: "Account", value: loaderData.name },
          { label: "Subscription", value: loaderData.plan ?? "Not chosen yet" },
          loaderData.coupon ? { label: "Coupon", value: loaderData.coupon } : null,
          { label: "Members", value: loaderData.members },
        ]}
      />
      {loaderData.localMode ? (
        <div className="notice">
          <p>
            Billing runs in local mode on this server: no payment is taken, and plan changes apply at once.
          </p>
        </div>
      ) : null}
      <p>
        <a href="/dashboard">Go to your dashboard</a>
      </p>
    </Page>
  );
}
