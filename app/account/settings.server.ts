// What the account settings page shows, gathered from /v1 for the signed-in user.
import type { ReaderClock } from "../../common/clock-words.ts";
import { displayBarName } from "../../common/catalogue/naming.ts";
import { memberFullName } from "../../contract/index.ts";
import type { Language } from "../../contract/language.ts";
import type { Community, Role, UserCommunity } from "../../contract/index.ts";
import { formatDate, hasSpecialCoupon } from "../billing/coupons.ts";
import { memberLimitText } from "../billing/plans.ts";
import { billingWords, type BillingWords } from "../billing/words.ts";
import type { SignedIn } from "../shared/guard.server.ts";
import { ApiError, type UserV1 } from "../shared/v1-client.server.ts";

export interface AcceptedBar {
  id: string;
  name: string;
}

/** One of the user's communities ("groups"), with the bars given to them when they are a member. */
export interface CommunityEntry {
  id: string;
  name: string;
  role: Role;
  bars: AcceptedBar[];
}

/** The active community as the page shows it. */
export interface ActiveCommunity {
  id: string;
  name: string;
  role: Role;
  /** Null for a member: the group's size is the managers' business. */
  memberCount: number | null;
  memberLimitText: string | null;
  planName: string | null;
  /** The special coupon (spec S1 §2, §9), for a manager whose community has billing. */
  specialOffer: SpecialOffer | null;
}

/** Offered, or already held (until a date when the service says). */
export type SpecialOffer = { held: false } | { held: true; until: string | null };

export async function loadAccountSettings(me: SignedIn, communitiesLoaded: Promise<UserCommunity[]>) {
  const { api } = me;
  const [user, links] = await Promise.all([api.user(me.userId), communitiesLoaded]);
  const communities = await Promise.all(links.map((c) => loadCommunityEntry(api, c, me.language)));
  let active: ActiveCommunity | null = null;
  const activeLink = links.find((c) => c.id === me.communityId);
  if (activeLink) {
    // The member figures and billing are a manager's business (spec S1 §6; /v1 sends them to managers only).
    const isManager = activeLink.role === "manager";
    const community = isManager
      ? await api.managedCommunity(activeLink.id)
      : await api.community(activeLink.id);
    const billing = isManager ? await loadBilling(api, community, me.clock, billingWords(me.language)) : null;
    active = {
      id: community.id,
      name: community.name,
      role: activeLink.role,
      memberCount: community.member_count ?? null,
      memberLimitText:
        community.member_count === undefined
          ? null
          : memberLimitText(community.member_count, community.member_limit ?? 0, billingWords(me.language)),
      planName: billing?.planName ?? null,
      specialOffer: billing?.specialOffer ?? null,
    };
  }
  return {
    name: memberFullName(user.first_name, user.last_name),
    email: user.email_plaintext ?? user.email ?? "",
    emailVerified: user.email_verified,
    communities,
    active,
  };
}

async function loadCommunityEntry(
  api: UserV1,
  link: UserCommunity,
  language: Language,
): Promise<CommunityEntry> {
  if (link.role === "manager") return { id: link.id, name: link.name, role: link.role, bars: [] };
  // Bars accepted from others: the bars this member was given in that community.
  const community = await api.community(link.id);
  const bars = await Promise.all(
    (community.bar_ids ?? []).map(async (barId) => {
      try {
        const bar = await api.bar(link.id, barId);
        return { id: bar.id, name: displayBarName(bar.name, language) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    }),
  );
  return { id: link.id, name: link.name, role: link.role, bars: bars.filter((b) => b !== null) };
}

async function loadBilling(
  api: UserV1,
  community: Community,
  clock: ReaderClock,
  words: BillingWords,
): Promise<{ planName: string; specialOffer: SpecialOffer } | null> {
  try {
    const [billing, plans] = await Promise.all([api.billing(community.id), api.plans()]);
    const plan = plans.find((p) => p.id === billing.plan_id) ?? { id: billing.plan_id };
    return {
      planName: words.planName(plan),
      specialOffer: hasSpecialCoupon(billing)
        ? { held: true, until: formatDate(billing.coupon_end, clock) }
        : { held: false },
    };
  } catch (error) {
    // A community without billing (or a /v1 without it) still shows its page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}
