import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/special-offer";
import { ApiError, type UserApi } from "../shared/api.server.ts";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedInApi, userCommunities } from "../shared/guard.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { FailureAlert } from "../shared/ui/form.tsx";
import { Page } from "../shared/ui/page.tsx";
import {
  couponErrorMessage,
  couponText,
  formatDate,
  hasSpecialCoupon,
  SPECIAL_COUPON,
  type Billing,
  type Coupon,
} from "../billing/coupons.ts";
import { isUnlimited, planName, pricePeriodText, type Plan } from "../billing/plans.ts";

// The special coupon "free year of Plus 5" (spec S1 §2, §9): a check page before anything changes the plan
// (GOV.UK "check answers"), then the coupon and the plan in one submit.
export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

/** The one form: which offer is accepted. */
const specialOfferSchema = z.object({ offer: z.literal(SPECIAL_COUPON.code) });

const ACTION_LABEL = "Get the free year of Plus 5";
/** Plus 5 allows up to 5 members (spec S1 §9). */
const PLUS_5_LIMIT = 5;
/** Plus 5 as the original sends it, for a /v1 whose plan list lacks it. */
const PLUS_5_FALLBACK: Plan = {
  id: "plus-5",
  member_limit: PLUS_5_LIMIT,
  months: 12,
  price: 3500,
  price_text: "$35",
};

interface DiscountedPlan extends Plan {
  coupon?: Coupon | null;
  error?: string | null;
}

function tooSmallText(memberCount: number, limit: number): string {
  return `Plus 5 is too small for your group: it allows up to ${limit} members and your group has ${memberCount}. Remove members first, or choose a larger plan.`;
}

/** The coupon check for Plus 5: what the coupon means, or the spec's words for why it cannot be used. */
async function checkOffer(api: UserApi, communityId: string) {
  const answer = await api.call<{ error?: string; discounted_plans?: Record<string, DiscountedPlan> }>(
    `/v1/communities/${encodeURIComponent(communityId)}/billing/coupon`,
    { method: "POST", body: { coupon_code: SPECIAL_COUPON.code, plans: { offer: SPECIAL_COUPON.planId } } },
  );
  const plan = answer.discounted_plans?.offer;
  if (answer.error || !plan || plan.error || !plan.coupon) {
    return { ok: false as const, message: couponErrorMessage(answer.error ?? plan?.error) };
  }
  return { ok: true as const, text: couponText(plan.coupon) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const api = signedInApi(context, request);
  const communityId = session.data.communityId!;
  const [community, billing, plans] = await Promise.all([
    api.community(communityId),
    api.call<Billing>(`/v1/communities/${encodeURIComponent(communityId)}/billing`),
    api.call<{ plans: Plan[] }>("/v1/plans/community"),
  ]);
  const plus5 = plans.plans.find((p) => p.id === SPECIAL_COUPON.planId) ?? PLUS_5_FALLBACK;
  const current = plans.plans.find((p) => p.id === billing.plan_id) ?? { id: billing.plan_id };
  const limit = plus5.member_limit ?? PLUS_5_LIMIT;
  const base = {
    held: hasSpecialCoupon(billing),
    until: formatDate(billing.coupon_end),
    localMode: billing.mode === "local",
    memberCount: community.member_count,
    current: { name: planName(current), price: pricePeriodText(current) },
    plus5: { name: planName(plus5), price: pricePeriodText(plus5), limit },
    tooSmall:
      !isUnlimited(limit) && community.member_count > limit
        ? tooSmallText(community.member_count, limit)
        : null,
  };
  if (base.held) return { ...base, offer: null };
  return { ...base, offer: await checkOffer(api, communityId) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: specialOfferSchema });
  const title = errorTitle(ACTION_LABEL);
  if (submission.status !== "success") {
    return { result: submission.reply(), failure: { title, message: couponErrorMessage("unknown") } };
  }
  const fail = (message: string) => ({ result: submission.reply(), failure: { title, message } });
  const session = context.get(sessionContext);
  const api = signedInApi(context, request);
  const communityId = session.data.communityId!;
  const id = encodeURIComponent(communityId);
  let memberCount = 0;
  try {
    const [community, links] = await Promise.all([
      api.community(communityId),
      userCommunities(context, request),
    ]);
    memberCount = community.member_count;
    if (memberCount > PLUS_5_LIMIT) return fail(tooSmallText(memberCount, PLUS_5_LIMIT));
    const memberId = links.find((c) => c.id === communityId)?.member_id;
    if (!memberId) return fail(failureMessage({ status: 404 }));
    // The original accepts any code on PUT, so check first.
    const checked = await checkOffer(api, communityId);
    if (!checked.ok) return fail(checked.message);
    try {
      await api.call(`/v1/communities/${id}/billing/coupon`, {
        method: "PUT",
        body: { coupon_code: SPECIAL_COUPON.code },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) return fail(couponErrorMessage(error.code));
      throw error;
    }
    await api.call(`/v1/communities/${id}/billing`, {
      method: "PUT",
      body: { plan_id: SPECIAL_COUPON.planId, contact_member_id: memberId },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Members added meanwhile: the service refuses the plan.
    if (error.code === "plan_limit_exceeded") {
      return fail(tooSmallText(Math.max(memberCount, PLUS_5_LIMIT + 1), PLUS_5_LIMIT));
    }
    return fail(failureMessage(error));
  }
  session.set({ banner: { kind: "success", message: "Your group now has a free year of Plus 5." } });
  throw redirect("/billing/details");
}

export default function SpecialOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { held, until, localMode, memberCount, current, plus5, tooSmall, offer } = loaderData;
  const [form, fields] = useForm<z.input<typeof specialOfferSchema>>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(specialOfferSchema),
    defaultValue: { offer: SPECIAL_COUPON.code },
  });
  const failure = actionData?.failure;
  const { key, ...offerProps } = getInputProps(fields.offer, { type: "hidden" });
  if (held) {
    return (
      <Page title="A free year of Plus 5">
        <p>
          Your group already has a free year of Plus 5{until ? `, until ${until}` : ""}. It can have up to{" "}
          {plus5.limit} members.
        </p>
        <p>
          <a href="/billing/details">See your billing details</a>
        </p>
      </Page>
    );
  }
  return (
    <Page
      title="Check the special offer: a free year of Plus 5"
      heading="A free year of Plus 5"
      hasErrors={Boolean(failure)}
    >
      {failure ? <FailureAlert title={failure.title} message={failure.message} /> : null}
      {localMode ? (
        <div className="notice">
          <p>
            Billing runs in local mode on this server: no payment is taken, and the change applies at once.
          </p>
        </div>
      ) : null}
      <h2 className="heading-m">What will change</h2>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>Plan</dt>
          <dd>
            {plus5.name} <span>(your plan today: {current.name})</span>
          </dd>
        </div>
        <div className="summary-list__row">
          <dt>Members</dt>
          <dd>
            Up to {plus5.limit} members. Your group has{" "}
            {memberCount === 1 ? "1 member" : `${memberCount} members`}.
          </dd>
        </div>
        <div className="summary-list__row">
          <dt>Price</dt>
          <dd>
            {offer?.ok ? offer.text : "Not available"}
            {plus5.price ? ` (instead of ${plus5.price})` : ""}
          </dd>
        </div>
      </dl>
      {offer && !offer.ok ? (
        <p className="warning-text">This offer cannot be used: {offer.message}</p>
      ) : tooSmall ? (
        <p className="warning-text">{tooSmall}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
          <input key={key} {...offerProps} />
          <div className="button-group">
            <button type="submit" className="button">
              Get a free year of Plus 5
            </button>
            <a href="/account">Cancel</a>
          </div>
        </Form>
      )}
      {(offer && !offer.ok) || tooSmall ? (
        <p>
          <a href="/account">Back to account settings</a>
        </p>
      ) : null}
    </Page>
  );
}
