import type { Route } from "./+types/details";
import { ApiError } from "../shared/api.server.ts";
import { guard, signedInApi } from "../shared/guard.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { couponText, formatDate, type Billing } from "./coupons.ts";
import { memberLimitText, planName, type Plan } from "./plans.ts";

// Billing details: the current subscription and the member count out of its limit (spec S1 §2). Plan
// changes and payment come with the billing work.
export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const api = signedInApi(context, request);
  const id = encodeURIComponent(session.data.communityId!);
  const community = await api.community(session.data.communityId!);
  let plan: string | null = null;
  let coupon: string | null = null;
  let localMode = false;
  try {
    const [billing, plans] = await Promise.all([
      api.call<Billing>(`/v1/communities/${id}/billing`),
      api.call<{ plans: Plan[] }>("/v1/plans/community"),
    ]);
    plan = planName(plans.plans.find((p) => p.id === billing.plan_id) ?? { id: billing.plan_id });
    if (billing.coupon) {
      const until = formatDate(billing.coupon_end);
      coupon = `${couponText(billing.coupon)}${until ? `, until ${until}` : ""}`;
    }
    localMode = billing.mode === "local";
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 405)) throw error;
  }
  return {
    banner: session.take("banner") ?? null,
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
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>Account</dt>
          <dd>{loaderData.name}</dd>
        </div>
        <div className="summary-list__row">
          <dt>Subscription</dt>
          <dd>{loaderData.plan ?? "Not chosen yet"}</dd>
        </div>
        {loaderData.coupon ? (
          <div className="summary-list__row">
            <dt>Coupon</dt>
            <dd>{loaderData.coupon}</dd>
          </div>
        ) : null}
        <div className="summary-list__row">
          <dt>Members</dt>
          <dd>{loaderData.members}</dd>
        </div>
      </dl>
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
