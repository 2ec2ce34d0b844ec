// What the account settings page shows, gathered from /v1 for the signed-in user.
import type { Community, UserApi, UserCommunity } from "../shared/api.server.ts";
import { ApiError } from "../shared/api.server.ts";
import { memberLimitText, planName, type Plan } from "../billing/plans.ts";
import { formatDate, hasSpecialCoupon, type Billing } from "../billing/coupons.ts";

export interface AcceptedBar {
  id: string;
  name: string;
}

export interface AccountGroup {
  id: string;
  name: string;
  role: "manager" | "member";
  bars: AcceptedBar[];
}

export interface ActiveAccount {
  id: string;
  name: string;
  role: "manager" | "member";
  memberCount: number;
  memberLimitText: string;
  planName: string | null;
  /** The special coupon (spec S1 §2, §9), for a manager whose group has billing. */
  specialOffer: SpecialOffer | null;
}

/** Offered, or already held (until a date when the service says). */
export type SpecialOffer = { held: false } | { held: true; until: string | null };

export async function loadAccount(
  api: UserApi,
  userId: string,
  activeId: string | null | undefined,
  communitiesLoaded: Promise<UserCommunity[]>,
) {
  const [user, communities] = await Promise.all([api.user(userId), communitiesLoaded]);
  const groups = await Promise.all(communities.map((c) => loadGroup(api, c)));
  let active: ActiveAccount | null = null;
  const activeLink = communities.find((c) => c.id === activeId);
  if (activeLink) {
    const community = await api.community(activeLink.id);
    // Billing is loaded only for a manager with an account (spec S1 §6).
    const billing = activeLink.role === "manager" ? await loadBilling(api, community) : null;
    active = {
      id: community.id,
      name: community.name,
      role: activeLink.role,
      memberCount: community.member_count,
      memberLimitText: memberLimitText(community.member_count, community.member_limit),
      planName: billing?.planName ?? null,
      specialOffer: billing?.specialOffer ?? null,
    };
  }
  return {
    email: user.email_plaintext ?? user.email ?? "",
    emailVerified: user.email_verified,
    groups,
    active,
  };
}

async function loadGroup(api: UserApi, link: UserCommunity): Promise<AccountGroup> {
  if (link.role === "manager") return { id: link.id, name: link.name, role: link.role, bars: [] };
  // Bars accepted from others: the bars this member was given in that group.
  const community = await api.community(link.id);
  const bars = await Promise.all(
    (community.bar_ids ?? []).map(async (barId) => {
      try {
        const bar = await api.call<{ id: string; name: string }>(
          `/v1/communities/${encodeURIComponent(link.id)}/bars/${encodeURIComponent(barId)}`,
        );
        return { id: bar.id, name: bar.name === "Default" ? "Default Bar" : bar.name };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    }),
  );
  return { id: link.id, name: link.name, role: link.role, bars: bars.filter((b) => b !== null) };
}

async function loadBilling(
  api: UserApi,
  community: Community,
): Promise<{ planName: string; specialOffer: SpecialOffer } | null> {
  try {
    const [billing, plans] = await Promise.all([
      api.call<Billing>(`/v1/communities/${encodeURIComponent(community.id)}/billing`),
      api.call<{ plans: Plan[] }>("/v1/plans/community"),
    ]);
    const plan = plans.plans.find((p) => p.id === billing.plan_id);
    return {
      planName: plan ? planName(plan) : planName({ id: billing.plan_id }),
      specialOffer: hasSpecialCoupon(billing)
        ? { held: true, until: formatDate(billing.coupon_end) }
        : { held: false },
    };
  } catch (error) {
    // A group without billing (or a /v1 without it) still shows its page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}
