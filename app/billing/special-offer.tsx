// /account/special-offer: the special coupon "free year of Plus 5" (spec S1 §2, §9). A check page before
// anything changes the plan (GOV.UK "check answers"), then the coupon and the plan in one submit.
import { getInputProps } from "@conform-to/react";
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/special-offer";
import {
  isUnlimited,
  planNameOf,
  PLUS_5_FALLBACK,
  PLUS_5_LIMIT,
  SPECIAL_COUPON,
} from "../../contract/index.ts";
import { failureMessage } from "../shared/errors.ts";
import { formFailure, submitForm } from "../shared/form-action.server.ts";
import {
  guard,
  isV1Unavailable,
  signedInCommunity,
  userCommunities,
  type SignedInCommunity,
} from "../shared/guard.server.ts";
import { FormPage, PageForm, SummaryList, usePageForm } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { couponErrorMessage, couponText, formatDate, hasSpecialCoupon } from "./coupons.ts";
import { limitChangeText, pricePeriodText } from "./plans.ts";
import { LocalModeNotice } from "./local-mode-notice.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

/** The one form: which offer is accepted. */
const specialOfferSchema = z.object({ offer: z.literal(SPECIAL_COUPON.code) });

const ACTION_LABEL = "Get the free year of Plus 5";

function tooSmallText(memberCount: number, limit: number): string {
  return `Plus 5 is too small for your group: it allows up to ${limit} members and your group has ${memberCount}. Remove members first, or choose a larger plan.`;
}

/** The coupon check for Plus 5: what the coupon means, or the spec's words for why it cannot be used. */
async function checkOffer(me: SignedInCommunity) {
  const answer = await me.api.checkCoupon(me.communityId, {
    coupon_code: SPECIAL_COUPON.code,
    plans: { offer: SPECIAL_COUPON.planId },
  });
  const plan = answer.discounted_plans?.offer;
  if (answer.error || !plan || plan.error || !plan.coupon) {
    return { ok: false as const, message: couponErrorMessage(answer.error ?? plan?.error) };
  }
  return { ok: true as const, text: couponText(plan.coupon) };
}

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const [community, billing, plans] = await Promise.all([
    me.api.managedCommunity(me.communityId),
    me.api.billing(me.communityId),
    me.api.plans(),
  ]);
  const plus5 = plans.find((p) => p.id === SPECIAL_COUPON.planId) ?? PLUS_5_FALLBACK;
  const current = plans.find((p) => p.id === billing.plan_id) ?? { id: billing.plan_id };
  const limit = plus5.member_limit ?? PLUS_5_LIMIT;
  const base = {
    held: hasSpecialCoupon(billing),
    until: formatDate(billing.coupon_end, me.clock),
    localMode: billing.mode === "local",
    memberCount: community.member_count,
    current: { name: planNameOf(current), price: pricePeriodText(current) },
    limitChange: limitChangeText(community.member_limit, limit),
    plus5: { name: planNameOf(plus5), price: pricePeriodText(plus5), limit },
    tooSmall:
      !isUnlimited(limit) && community.member_count > limit
        ? tooSmallText(community.member_count, limit)
        : null,
  };
  if (base.held) return { ...base, offer: null };
  // The check is a POST, which no page keeps: a form posted while /v1 is away still shows its page.
  const offer = await checkOffer(me).catch((error: unknown) => {
    if (isV1Unavailable(error)) return { ok: false as const, message: failureMessage({ network: {} }) };
    throw error;
  });
  return { ...base, offer };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const formData = await args.request.formData();
  if (formData.get("offer") !== SPECIAL_COUPON.code) {
    return formFailure(formData, specialOfferSchema, ACTION_LABEL, couponErrorMessage("unknown"));
  }
  let memberCount = 0;
  let applying = false;
  let checkoutUrl: string | null = null;
  const outcome = await submitForm(formData, {
    schema: specialOfferSchema,
    label: ACTION_LABEL,
    /** Resolves to the reason the offer cannot be taken, or null when it was taken. */
    call: async (): Promise<string | null> => {
      const [community, links] = await Promise.all([
        me.api.managedCommunity(me.communityId),
        userCommunities(args.context, args.request),
      ]);
      memberCount = community.member_count;
      if (memberCount > PLUS_5_LIMIT) return tooSmallText(memberCount, PLUS_5_LIMIT);
      const memberId = links.find((c) => c.id === me.communityId)?.member_id;
      if (!memberId) return failureMessage({ status: 404 });
      // The original accepts any code on PUT, so check first.
      const checked = await checkOffer(me);
      if (!checked.ok) return checked.message;
      applying = true;
      await me.api.applyCoupon(me.communityId, SPECIAL_COUPON.code);
      applying = false;
      const billing = await me.api.billing(me.communityId);
      if (billing.mode === "stripe" && billing.plan_id !== SPECIAL_COUPON.planId) {
        // Stripe: the plan starts on Stripe's hosted page (no card asked for a full discount).
        const { url } = await me.api.startCheckout(me.communityId, SPECIAL_COUPON.planId);
        if (url) checkoutUrl = url;
        return null;
      }
      await me.api.updateBilling(me.communityId, {
        plan_id: SPECIAL_COUPON.planId,
        contact_member_id: memberId,
      });
      return null;
    },
    mapError: (error) => {
      if (applying && error.status === 400) return { message: couponErrorMessage(error.code) };
      // Members added meanwhile: the service refuses the plan.
      if (error.code === "plan_limit_exceeded") {
        return { message: tooSmallText(Math.max(memberCount, PLUS_5_LIMIT + 1), PLUS_5_LIMIT) };
      }
      return undefined;
    },
  });
  if (!outcome.ok) return outcome.reply;
  if (outcome.data !== null) return formFailure(formData, specialOfferSchema, ACTION_LABEL, outcome.data);
  if (checkoutUrl) throw redirect(checkoutUrl, 303);
  me.session.set({ banner: { kind: "success", message: "Your group now has a free year of Plus 5." } });
  throw redirect("/billing/details");
}

export default function SpecialOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { held, until, localMode, memberCount, current, plus5, tooSmall, offer, limitChange } = loaderData;
  const [form, fields] = usePageForm(specialOfferSchema, actionData, {
    defaultValue: { offer: SPECIAL_COUPON.code },
  });
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
    <FormPage
      title="Check the special offer: a free year of Plus 5"
      heading="A free year of Plus 5"
      failure={actionData?.failure}
    >
      {localMode ? <LocalModeNotice consequence="and the change applies at once" /> : null}
      <h2 className="heading-m">What will change</h2>
      <SummaryList
        rows={[
          {
            label: "Plan",
            value: (
              <>
                {plus5.name} <span>(your plan today: {current.name})</span>
              </>
            ),
          },
          {
            label: "Members",
            value: (
              <>
                Up to {plus5.limit} members. Your group has{" "}
                {memberCount === 1 ? "1 member" : `${memberCount} members`}.
                {limitChange ? <strong className="limit-change"> {limitChange}</strong> : null}
              </>
            ),
          },
          {
            label: "Price",
            value: (
              <>
                {offer?.ok ? offer.text : "Not available"}
                {plus5.price ? ` (instead of ${plus5.price})` : ""}
              </>
            ),
          },
        ]}
      />
      {offer && !offer.ok ? (
        <p className="warning-text">This offer cannot be used: {offer.message}</p>
      ) : tooSmall ? (
        <p className="warning-text">{tooSmall}</p>
      ) : (
        <PageForm form={form} submit="Get a free year of Plus 5" cancel="/account">
          <input key={key} {...offerProps} />
        </PageForm>
      )}
      {(offer && !offer.ok) || tooSmall ? (
        <p>
          <a href="/account">Back to account settings</a>
        </p>
      ) : null}
    </FormPage>
  );
}
