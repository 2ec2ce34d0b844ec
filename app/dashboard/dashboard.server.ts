// What the dashboard shows (spec S2 §2), gathered from /v1 on the server: the group, the manager's own
// bars, the people in the group and the trial. Nothing is left to load in the browser.
import { DEFAULT_BAR_DISPLAY_NAME, DEFAULT_BAR_NAME, MAX_BARS_PER_MEMBER } from "../../contract/index.ts";
import { groupIsFull } from "../billing/member-limit.tsx";
import { memberLimitText } from "../billing/plans.ts";
import { currentMemberId, memberView, type MemberView } from "../members/members.server.ts";
import type { RouteArgs, SignedInCommunity } from "../shared/guard.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import { callName, loadDevices, statusOf } from "../device/device.server.ts";
import type { DefaultBarView } from "./default-bar.tsx";

export interface BarLink {
  id: string;
  name: string;
}

/** The trial banner (spec S2 §4): days left, or ended; none without a trial. */
export type TrialNotice = { kind: "active"; daysLeft: number } | { kind: "ended"; daysAgo: number } | null;

export function trialNotice(days: number | null | undefined): TrialNotice {
  if (days === null || days === undefined) return null;
  if (days >= 0) return { kind: "active", daysLeft: days };
  return { kind: "ended", daysAgo: -days };
}

export function barDisplayName(name: string): string {
  return name === DEFAULT_BAR_NAME ? DEFAULT_BAR_DISPLAY_NAME : name;
}

export async function loadDashboard(me: SignedInCommunity, args: RouteArgs) {
  const [community, members, bars, ownId, trial, devices] = await Promise.all([
    me.api.managedCommunity(me.communityId),
    me.api.members(me.communityId),
    me.api.bars(me.communityId),
    currentMemberId(me, args),
    loadTrial(me),
    loadDevices(me),
  ]);
  const names = new Map(bars.map((bar) => [bar.id, barDisplayName(bar.name)]));
  const people: (MemberView & { computer: string })[] = members.map((m) => {
    const view = memberView(m, ownId);
    // The first sentence of the device record: picked up, waiting, or never (app/device/status.ts).
    return { ...view, computer: statusOf(callName(m, view.name), devices.get(m.id)).lines[0]! };
  });
  const own = people.find((p) => p.isCurrent) ?? null;
  const ownBars: BarLink[] = (own?.barIds ?? []).flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
  return {
    name: community.name,
    membersText: memberLimitText(community.member_count, community.member_limit),
    // Issue 23 item 13: the limit said before the add-person form would refuse.
    memberLimit: { count: community.member_count, limit: community.member_limit },
    full: groupIsFull(community.member_count, community.member_limit),
    ownMemberId: own?.id ?? null,
    ownBars,
    canAddBar: ownBars.length < MAX_BARS_PER_MEMBER,
    // The manager's own record is shown as the side panel's "Your bars"; the list is the others.
    people: people.filter((p) => !p.isCurrent),
    trial,
    defaultBar: defaultBarView(community.default_bar_id, names, people),
  };
}

/**
 * The group's shared Default Bar and who gets it (issue 23 item 7): /v1 gives it to everyone without bars of
 * their own (api/desktop), and to anyone it was given to.
 */
function defaultBarView(
  barId: string | null | undefined,
  names: ReadonlyMap<string, string>,
  people: readonly MemberView[],
): DefaultBarView | null {
  const name = barId ? names.get(barId) : undefined;
  if (!barId || name === undefined) return null;
  const receivers = people
    .filter((p) => p.barIds.length === 0 || p.barIds.includes(barId))
    .map((p) => (p.isCurrent ? "you" : p.name));
  return { id: barId, name, receivers };
}

async function loadTrial(me: SignedInCommunity): Promise<TrialNotice> {
  try {
    return trialNotice((await me.api.billing(me.communityId)).trial_end_days);
  } catch (error) {
    // A community without billing (or a /v1 without it) has no trial to tell about.
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}
