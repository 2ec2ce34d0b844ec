// What the plans and billing pages gather from /v1 (the rules of choosing a plan are in plan-choice.ts).
import { findPlan, type Billing, type Plan } from "../../contract/index.ts";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { formFailure, type FormReply } from "../shared/form-action.server.ts";
import type { SignedInCommunity } from "../shared/guard.server.ts";
import { requestLanguage } from "../shared/language.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import { pricedForGroup } from "./plans.ts";
import { billingWords, type BillingWords } from "./words.ts";

/** The billing words in the request's language (loaders and actions). */
export function requestBillingWords(context: Readonly<RouterContextProvider>): BillingWords {
  return billingWords(requestLanguage(context));
}

/** formFailure, its title ("<label> did not work") in the page's language. */
export function failureIn(
  w: BillingWords,
  formData: FormData,
  schema: z.ZodType,
  label: string,
  message: string,
): FormReply {
  return formFailure(formData, schema, label, message, w.language);
}

export async function loadBillingContext(me: SignedInCommunity) {
  const [community, billing, plans] = await Promise.all([
    me.api.managedCommunity(me.communityId),
    billingOrNull(me),
    me.api.plans(),
  ]);
  // Per-person plans priced for this group's size, on every billing page alike.
  return { community, billing, plans: pricedForGroup(plans, community.member_count) };
}

/** A plan from /v1's list, or ours when /v1 does not list it. */
export function planById(plans: readonly Plan[], id: string): Plan | undefined {
  const found = plans.find((p) => p.id === id);
  if (found) return found;
  const ours = findPlan(id);
  return ours ? { ...ours, price_text: undefined } : undefined;
}

/** The group's billing record, or null when it has none (a /v1 without billing, or a 404). */
export async function billingOrNull(me: SignedInCommunity): Promise<Billing | null> {
  try {
    return await me.api.billing(me.communityId);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}
