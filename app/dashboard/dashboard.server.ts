// What the dashboard shows (spec S2 §2), gathered from /v1 on the server: the group, the manager's own
// bars, the people in the group and the trial. Nothing is left to load in the browser.
import { isUnlimited, MAX_BARS_PER_MEMBER } from "../../contract/index.ts";
import { trialNotice, type TrialNotice } from "../billing/trial.ts";
import { groupIsFull } from "../billing/member-limit.tsx";
import type { Member } from "../../contract/index.ts";
import { currentMemberId, memberView, type MemberView } from "../shared/members.server.ts";
import { pageRequest, peoplePage, peopleQuery } from "../shared/people-search.ts";
import { barLinks } from "../shared/bars.server.ts";
import type { RouteArgs, SignedInCommunity } from "../shared/guard.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import { callName, loadDevices, statusOf } from "../device/device.server.ts";
import type { DeviceState } from "../device/status.ts";
import type { DefaultBarView } from "./default-bar.tsx";
import type { Messages } from "../../common/i18n/messages.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { dashboardMessages } from "./messages/index.ts";

type Words = Messages<keyof typeof dashboardMessages.en>;

export async function loadDashboard(me: SignedInCommunity, args: RouteArgs) {
  // One page of the people (decision 033): a group of 10,000 costs what a group of 10 does.
  const query = peopleQuery(new URL(args.request.url));
  const t = requestMessages(args.context, dashboardMessages);
  const language = requestLanguage(args.context);
  const [community, page, ownId, trial] = await Promise.all([
    me.api.managedCommunity(me.communityId),
    me.api.memberPage(me.communityId, pageRequest(query)),
    currentMemberId(me, args),
    loadTrial(me),
  ]);
  const [own, defaultBar, devices] = await Promise.all([
    ownId ? ownRecord(me, ownId) : null,
    defaultBarView(me, community.default_bar_id, ownId, t),
    // The devices of the people on this page only.
    loadDevices(
      me,
      page.members.map((m) => m.id),
    ),
  ]);
  const people: (MemberView & { computer: { state: DeviceState; sentences: string[] } })[] = page.members.map(
    (m) => {
      const view = memberView(m, ownId, language);
      // The device record in a word (its state) and in sentences: picked up, waiting, or never.
      const status = statusOf(callName(m, view.name), devices.get(m.id), language);
      return { ...view, computer: { state: status.state, sentences: status.lines } };
    },
  );
  const ownBars = own ? await barLinks(me, own.bar_ids) : [];
  return {
    name: community.name,
    // The plan's places, not a second count of people: the table's count is the one count of people.
    places: placesText(community.member_count, community.member_limit, t),
    // The limit said before the add-person form would refuse, not after it was filled in.
    memberLimit: { count: community.member_count, limit: community.member_limit },
    full: groupIsFull(community.member_count, community.member_limit),
    ownMemberId: own?.id ?? null,
    ownBars,
    canAddBar: ownBars.length < MAX_BARS_PER_MEMBER,
    // The page of people, the manager included (marked as "you"); alone, the group shows "No one else".
    people,
    peoplePage: peoplePage("/dashboard", query, page.total, people.length, { fragment: "#people", language }),
    alone: !query.q && page.total <= 1 && people.every((p) => p.isCurrent),
    trial,
    defaultBar,
  };
}

/**
 * The plan's places in words: "5 of 5 places on your plan are taken", or that it has no limit. The person who
 * created the group takes no place (the member limit's rule), so this is not a count of the people listed.
 */
function placesText(count: number, limit: number, t: Words): string {
  if (isUnlimited(limit)) return t("places.unlimited");
  return t("places.taken", { count, limit });
}

/** The signed-in manager's own member record (null when /v1 no longer has it). */
async function ownRecord(me: SignedInCommunity, memberId: string): Promise<Member | null> {
  try {
    return await me.api.member(me.communityId, memberId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** How many names "who gets it" spells out; beyond them it gives the count. */
const RECEIVER_NAMES = 5;

/**
 * The group's shared Default Bar and who gets it, so managers see what people without bars get: /v1 gives it
 * to everyone without bars of their own (api/desktop), and to anyone it was given to. Asked of /v1 as two
 * small pages with their counts.
 */
async function defaultBarView(
  me: SignedInCommunity,
  barId: string | null | undefined,
  ownId: string | null,
  t: Words,
): Promise<DefaultBarView | null> {
  if (!barId) return null;
  const [link, without, holders] = await Promise.all([
    barLinks(me, [barId]),
    me.api.memberPage(me.communityId, { bar: "none", limit: RECEIVER_NAMES }),
    me.api.memberPage(me.communityId, { bar: barId, limit: RECEIVER_NAMES }),
  ]);
  const bar = link[0];
  if (!bar) return null;
  const receivers = [...without.members, ...holders.members]
    .slice(0, RECEIVER_NAMES)
    .map((m) => (m.id === ownId ? t("defaultBar.you") : memberView(m, ownId, me.language).name));
  return { id: barId, name: bar.name, receivers, total: without.total + holders.total };
}

async function loadTrial(me: SignedInCommunity): Promise<TrialNotice> {
  try {
    return trialNotice(await me.api.billing(me.communityId));
  } catch (error) {
    // A community without billing (or a /v1 without it) has no trial to tell about.
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}
