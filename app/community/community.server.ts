// What the group pages (/my-community, /my-communities) gather from /v1 on the server.
import { isUnlimited, type Plan } from "../../contract/index.ts";
import { billingOrNull, requestBillingWords } from "../billing/billing.server.ts";
import { trialNotice, type TrialNotice } from "../billing/trial.ts";
import { requestLanguage } from "../shared/language.server.ts";
import { displayName } from "../shared/members.server.ts";
import { pageRequest, peoplePage, peopleQuery } from "../shared/people-search.ts";
import { userCommunities, type RouteArgs, type SignedInCommunity } from "../shared/guard.server.ts";

export interface ManagerView {
  memberId: string;
  name: string;
  isCurrent: boolean;
  joined: boolean;
}

/** The member limit in words, only between 1 and 65534 (spec S1 §9); null for no limit. */
export function shownLimit(limit: number): number | null {
  return isUnlimited(limit) || limit < 1 ? null : limit;
}

/** The caller's member id in the active group (from the communities the guard loaded). */
export async function ownMemberId(me: SignedInCommunity, args: RouteArgs): Promise<string | null> {
  const links = await userCommunities(args.context, args.request);
  return links.find((c) => c.id === me.communityId)?.member_id ?? null;
}

export async function loadGroup(me: SignedInCommunity, args: RouteArgs) {
  // One page of the managers, searchable: never the group's whole list of people (a group may have 10,000).
  const query = peopleQuery(new URL(args.request.url));
  const [community, page, billing, plans, ownId] = await Promise.all([
    me.api.managedCommunity(me.communityId),
    me.api.memberPage(me.communityId, { ...pageRequest(query), role: "manager" }),
    billingOrNull(me),
    me.api.plans(),
    ownMemberId(me, args),
  ]);
  const plan: Plan | null = billing
    ? (plans.find((p) => p.id === billing.plan_id) ?? { id: billing.plan_id })
    : null;
  // Every member with the manager role; one who has not joined yet is marked so.
  const managers: ManagerView[] = page.members.map((m) => ({
    memberId: m.id,
    name: displayName(m.first_name, m.last_name, m.email, me.language),
    isCurrent: m.id === ownId,
    joined: m.state === "active",
  }));
  const trial: TrialNotice = trialNotice(billing);
  return {
    name: community.name,
    planName: plan ? requestBillingWords(args.context).planName(plan) : null,
    limit: shownLimit(community.member_limit),
    memberCount: community.member_count,
    managers,
    managersPage: peoplePage("/my-community", query, page.total, managers.length, {
      fragment: "#managers-title",
      language: requestLanguage(args.context),
    }),
    trial,
  };
}
