// What several slices need of a group's people: the manager-only rule (a member is shown /member-message),
// one person as the pages show them, and the texts of their state (spec S2 §3, §4).
import { data, redirect, type MiddlewareFunction } from "react-router";
import { memberFullName, type Member, type MemberListItem, type MemberState } from "../../contract/index.ts";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { userCommunities, type RouteArgs, type SignedInCommunity } from "./guard.server.ts";
import { sharedMessages } from "./messages/index.ts";
import { sessionContext } from "./session.server.ts";
import { ApiError } from "./v1-client.server.ts";

/**
 * After `guard({access: "login"})`: the manager's pages. A member is sent to /member-message, which says
 * what a member can do (the original's NonManager page), instead of bouncing home.
 */
export const managerOnly: MiddlewareFunction<Response> = async ({ context }, next) => {
  const role = context.get(sessionContext).data.role;
  if (role && role !== "manager") throw redirect("/member-message");
  return next();
};

/** The texts of a person's state (spec S2 §4), and what the invite link says for it. */
const STATE_KEY = {
  uninvited: "member.uninvited",
  invited: "member.invited",
  active: "member.active",
} as const satisfies Record<MemberState, string>;
const INVITE_KEY = {
  uninvited: "member.invite",
  invited: "member.reinvite",
  active: null,
} as const satisfies Record<MemberState, string | null>;

/** A person as the pages show them. */
export interface MemberView {
  id: string;
  name: string;
  role: Member["role"];
  state: MemberState;
  stateText: string;
  inviteAction: string | null;
  barIds: string[];
  /** The signed-in user's own record. */
  isCurrent: boolean;
}

/**
 * The name shown for a person: their full name, else the email address they signed in with (a manager who
 * gave no name would otherwise be "Unnamed person"; docs/decisions/023-names-fall-back-to-email.md), else a
 * stand-in.
 */
export function displayName(
  first: string | null | undefined,
  last: string | null | undefined,
  email?: string | null,
  language: Language = SOURCE_LANGUAGE,
): string {
  return memberFullName(first, last) || email || messagesFor(sharedMessages, language)("member.unnamed");
}

/** A person as the pages show them, their state in `language`. */
export function memberView(
  member: Member | MemberListItem,
  currentMemberId: string | null,
  language: Language,
): MemberView {
  const t = messagesFor(sharedMessages, language);
  const invite = INVITE_KEY[member.state];
  return {
    id: member.id,
    name: displayName(member.first_name, member.last_name, member.email, language),
    role: member.role,
    state: member.state,
    stateText: t(STATE_KEY[member.state]),
    inviteAction: invite && t(invite),
    barIds: member.bar_ids,
    isCurrent: member.id === currentMemberId,
  };
}

/** The signed-in user's member id in the active community (null when /v1 does not say). */
export async function currentMemberId(me: SignedInCommunity, args: RouteArgs): Promise<string | null> {
  const links = await userCommunities(args.context, args.request);
  return links.find((c) => c.id === me.communityId)?.member_id ?? null;
}

/** One person of the active community; an unknown id is the not-found page. */
export async function loadMember(me: SignedInCommunity, memberId: string): Promise<Member> {
  try {
    return await me.api.member(me.communityId, memberId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data({ message: "This person is not in your group." }, { status: 404 });
    }
    throw error;
  }
}

/** The whole record for PUT (a full replacement), with some fields changed. */
export function memberUpdate(
  member: Member,
  change: Partial<Pick<Member, "first_name" | "last_name" | "role">>,
) {
  return {
    first_name: member.first_name ?? null,
    last_name: member.last_name ?? null,
    bar_ids: member.bar_ids,
    role: member.role,
    ...change,
  };
}
