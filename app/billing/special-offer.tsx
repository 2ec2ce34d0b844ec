// /account/special-offer: the special coupon "free year of Plus 5" (spec S1 §2, §9). A check page before
// anything changes the plan (GOV.UK "check answers"), then the coupon and the plan in one submit.
import { getInputProps } from "@conform-to/react";
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/special-offer";
import { isUnlimited, PLUS_5_FALLBACK, PLUS_5_LIMIT, SPECIAL_COUPON } from "../../contract/index.ts";
import { failureMessage } from "../shared/errors.ts";
import { submitForm } from "../shared/form-action.server.ts";
import {
  guard,
  isV1Unavailable,
  signedInCommunity,
  userCommunities,
  type SignedInCommunity,
} from "../shared/guard.server.ts";
import { FormPage, PageForm, SummaryList, usePageForm } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { failureIn, requestBillingWords } from "./billing.server.ts";
import { billingMessages } from "./messages/index.ts";
import type { BillingWords } from "./words.ts";
import { couponErrorMessage, couponText, formatDate, hasSpecialCoupon } from "./coupons.ts";
import { limitChangeText, pricePeriodText } from "./plans.ts";
import { LocalModeNotice } from "./local-mode-notice.tsx";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

/** The one form: which offer is accepted. */
const specialOfferSchema = z.object({ offer: z.literal(SPECIAL_COUPON.code) });

function tooSmallText(memberCount: number, limit: number, w: BillingWords): string {
  return w.t("offer.tooSmall", { limit, count: memberCount });
}

/** The coupon check for Plus 5: what the coupon means, or the spec's words for why it cannot be used. */
async function checkOffer(me: SignedInCommunity, w: BillingWords) {
  const answer = await me.api.checkCoupon(me.communityId, {
    coupon_code: SPECIAL_COUPON.code,
    plans: { offer: SPECIAL_COUPON.planId },
  });
  const plan = answer.discounted_plans?.offer;
  if (answer.error || !plan || plan.error || !plan.coupon) {
    return { ok: false as const, message: couponErrorMessage(answer.error ?? plan?.error, w) };
  }
  return { ok: true as const, text: couponText(plan.coupon, w) };
}

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const w = requestBillingWords(args.context);
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
    current: { name: w.planName(current), price: pricePeriodText(current, w) },
    limitChange: limitChangeText(community.member_limit, limit, w),
    plus5: { name: w.planName(plus5), price: pricePeriodText(plus5, w), limit },
    tooSmall:
      !isUnlimited(limit) && community.member_count > limit
        ? tooSmallText(community.member_count, limit, w)
        : null,
  };
  if (base.held) return { ...base, offer: null };
  // The check is a POST, which no page keeps: a form posted while /v1 is away still shows its page.
  const offer = await checkOffer(me, w).catch((error: unknown) => {
    if (isV1Unavailable(error)) {
      return { ok: false as const, message: failureMessage({ network: {} }, undefined, w.language) };
    }
    throw error;
  });
  return { ...base, offer };
}

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const w = requestBillingWords(args.context);
  const label = w.t("offer.action");
  const formData = await args.request.formData();
  if (formData.get("offer") !== SPECIAL_COUPON.code) {
    return failureIn(w, formData, specialOfferSchema, label, couponErrorMessage("unknown", w));
  }
  let memberCount = 0;
  let applying = false;
  let checkoutUrl: string | null = null;
  const outcome = await submitForm(formData, {
    schema: specialOfferSchema,
    label,
    language: w.language,
    /** Resolves to the reason the offer cannot be taken, or null when it was taken. */
    call: async (): Promise<string | null> => {
      const [community, links] = await Promise.all([
        me.api.managedCommunity(me.communityId),
        userCommunities(args.context, args.request),
      ]);
      memberCount = community.member_count;
      if (memberCount > PLUS_5_LIMIT) return tooSmallText(memberCount, PLUS_5_LIMIT, w);
      const memberId = links.find((c) => c.id === me.communityId)?.member_id;
      if (!memberId) return failureMessage({ status: 404 }, undefined, w.language);
      // The original accepts any code on PUT, so check first.
      const checked = await checkOffer(me, w);
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
      if (applying && error.status === 400) return { message: couponErrorMessage(error.code, w) };
      // Members added meanwhile: the service refuses the plan.
      if (error.code === "plan_limit_exceeded") {
        return { message: tooSmallText(Math.max(memberCount, PLUS_5_LIMIT + 1), PLUS_5_LIMIT, w) };
      }
      return undefined;
    },
  });
  if (!outcome.ok) return outcome.reply;
  if (outcome.data !== null) return failureIn(w, formData, specialOfferSchema, label, outcome.data);
  if (checkoutUrl) throw redirect(checkoutUrl, 303);
  me.session.set({ banner: { kind: "success", message: w.t("offer.done") } });
  throw redirect("/billing/details");
}

export default function SpecialOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { held, until, localMode, memberCount, current, plus5, tooSmall, offer, limitChange } = loaderData;
  const [form, fields] = usePageForm(specialOfferSchema, actionData, {
    defaultValue: { offer: SPECIAL_COUPON.code },
  });
  const t = useMessages(billingMessages);
  const { key, ...offerProps } = getInputProps(fields.offer, { type: "hidden" });
  if (held) {
    return (
      <Page title={t("offer.title")}>
        <p>
          {until
            ? t("offer.heldUntil", { until, limit: plus5.limit })
            : t("offer.held", { limit: plus5.limit })}
        </p>
        <p>
          <a href="/billing/details">{t("offer.seeDetails")}</a>
        </p>
      </Page>
    );
  }
  return (
    <FormPage title={t("offer.checkTitle")} heading={t("offer.title")} failure={actionData?.failure}>
      {localMode ? <LocalModeNotice consequence="changeAtOnce" /> : null}
      <h2 className="heading-m">{t("summary.whatChanges")}</h2>
      <SummaryList
        rows={[
          {
            label: t("summary.plan"),
            value: (
              <>
                {plus5.name} <span>{t("summary.yourPlanToday", { plan: current.name })}</span>
              </>
            ),
          },
          {
            label: t("summary.members"),
            value: (
              <>
                {t("offer.members", { limit: plus5.limit, count: memberCount })}
                {limitChange ? <strong className="limit-change"> {limitChange}</strong> : null}
              </>
            ),
          },
          {
            label: t("summary.price"),
            value: (
              <>
                {offer?.ok ? offer.text : t("offer.notAvailable")}
                {plus5.price ? ` ${t("offer.insteadOf", { price: plus5.price })}` : ""}
              </>
            ),
          },
        ]}
      />
      {offer && !offer.ok ? (
        <p className="warning-text">{t("offer.cannotUse", { reason: offer.message })}</p>
      ) : tooSmall ? (
        <p className="warning-text">{tooSmall}</p>
      ) : (
        <PageForm form={form} submit={t("offer.submit")} cancel="/account">
          <input key={key} {...offerProps} />
        </PageForm>
      )}
      {(offer && !offer.ok) || tooSmall ? (
        <p>
          <a href="/account">{t("offer.back")}</a>
        </p>
      ) : null}
    </FormPage>
  );
}
