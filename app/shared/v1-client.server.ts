// The portal's one client of the /v1 service: named methods over v1Call() (v1-call.server.ts), which takes
// method, path and the answer's schema from the contract's endpoint table. `call(name, input)` reaches any
// endpoint by its name; the named methods exist where they add meaning (a body built from arguments, an answer
// unwrapped). Loaders and actions call it from the server; the browser never sees the bearer token.
import { BAR_PAGE, managerCommunity, MEMBER_PAGE } from "../../contract/index.ts";
import type {
  Billing,
  Community,
  ManagerCommunity,
  CouponCheckRequest,
  CreateInvitationRequest,
  DeletionPreview,
  MemberListQuery,
  EndpointName,
  OutboxMessage,
  Plan,
  UpdateBillingRequest,
  UpdateCommunityRequest,
  UpdateMemberRequest,
  User,
  UserCommunity,
} from "../../contract/index.ts";
import type { CreateBarRequest, PutBarDraftRequest, UpdateBarRequest } from "../../contract/index.ts";
import type { StatedSystem } from "../../contract/devices.ts";
import type { UpdateClockRequest } from "../../contract/clock.ts";
import type { Language } from "../../contract/language.ts";
import type { ApprovalAnswerRequest, SetApprovalRequest, TalkRequest } from "../../contract/approvals.ts";
import type { PutBaseBarRequest } from "../../contract/base-bar.ts";
import type { LinkHealthQuery } from "../../contract/link-health.ts";
import type { BarListQuery } from "../../contract/bars.ts";
import type { LinkCheckOutcome } from "../../common/catalogue/link-check.ts";
import { checkLinkOutcome, v1Call, type CallInput, type ClientOptions } from "./v1-call.server.ts";

export { ApiError, setClientLogger, v1Call, type CallInput, type ClientOptions } from "./v1-call.server.ts";

/** Calls that need no session. */
export function publicV1(options: ClientOptions = {}) {
  return {
    /** Any endpoint by its name, without a token: `call("listPlans")`. */
    call: <N extends EndpointName>(name: N, input: CallInput<N> = {}) => v1Call(name, input, options),
    login: (email: string, password: string) =>
      v1Call("login", { body: { username: email, password } }, options),
    /** `name` (optional, decision 023) is kept whole as the first name; `language` is the account's. */
    register: (email: string, password: string, name = "", language?: Language) =>
      v1Call(
        "register",
        { body: { username: email, password, email, first_name: name, last_name: "", language } },
        options,
      ),
    /** Anyone may confirm with the emailed code; 404 `invalid_token` for a wrong, used or expired one. */
    verifyEmail: async (userId: string, token: string): Promise<void> => {
      await v1Call("verifyEmail", { params: { userId, token } }, options);
    },
    /** `language` is the page's: the mail is written in it when the account has none, or there is no account. */
    requestPasswordReset: (email: string, captcha: string | undefined, language?: Language) =>
      v1Call(
        "requestPasswordReset",
        { body: { email, language, ...(captcha === undefined ? {} : { g_recaptcha_response: captcha }) } },
        options,
      ),
    completePasswordReset: (token: string, newPassword: string) =>
      v1Call("completePasswordReset", { params: { token }, body: { new_password: newPassword } }, options),
    plans: async (): Promise<Plan[]> => (await v1Call("listPlans", {}, options)).plans,
    /** An invitation (the id is its secret): 404 when unknown, expired or its group is gone. */
    invitation: (invitationId: string) => v1Call("getInvitation", { params: { invitationId } }, options),
    declineInvitation: (invitationId: string): Promise<void> =>
      v1Call("declineInvitation", { params: { invitationId } }, options),
    /** The development outbox (404 unless the service keeps one). */
    outbox: async (to?: string): Promise<OutboxMessage[]> =>
      (await v1Call("devOutbox", { query: to ? { to } : {} }, options)).messages,
  };
}

export type PublicV1 = ReturnType<typeof publicV1>;

/** Calls made on behalf of a signed-in user. */
export function userV1(token: string, options: ClientOptions = {}) {
  const call = <N extends EndpointName>(name: N, input: CallInput<N> = {}) =>
    v1Call(name, { ...input, token }, options);
  return {
    /** Any endpoint by its name, with the user's token: `call("getBar", { params: { communityId, barId } })`. */
    call,
    /** Ends the token at /v1 (always 204). */
    logout: (): Promise<void> => call("logout"),
    user: (userId: string): Promise<User> => call("getUser", { params: { userId } }),
    communities: async (userId: string): Promise<UserCommunity[]> =>
      (await call("getUserCommunities", { params: { userId } })).communities,
    resendVerification: (userId: string): Promise<void> => call("resendVerification", { params: { userId } }),
    changePassword: (userId: string, existingPassword: string, newPassword: string): Promise<void> =>
      call("changePassword", {
        params: { userId },
        body: { existing_password: existingPassword, new_password: newPassword },
      }),
    // The user's own name (decision 023) and the group last used, where the next sign-in lands.
    /** The whole name goes in `first_name`, as the members' names do; "" clears it. */
    updateName: (userId: string, name: string): Promise<void> =>
      call("updateUser", { params: { userId }, body: { first_name: name, last_name: null } }),
    /** The communities with the one the user worked in last (null when none or no longer theirs). */
    communityList: (userId: string) => call("getUserCommunities", { params: { userId } }),
    /** The user's clock: their time zone and how their dates are written (null forgets either). */
    updateClock: (userId: string, body: UpdateClockRequest): Promise<void> =>
      call("updateUserClock", { params: { userId }, body }),
    /** The user's language, for their pages and their mail (null forgets it). */
    updateLanguage: (userId: string, language: Language | null): Promise<void> =>
      call("updateUserLanguage", { params: { userId }, body: { language } }),
    setLastCommunity: (userId: string, communityId: string): Promise<void> =>
      call("setLastCommunity", { params: { userId }, body: { community_id: communityId } }),
    deletionPreview: (userId: string): Promise<DeletionPreview> =>
      call("getDeletionPreview", { params: { userId } }),
    unregister: (userId: string, password: string): Promise<void> =>
      call("unregister", { params: { userId }, body: { password } }),

    createCommunity: async (name: string): Promise<Community> =>
      (await call("createCommunity", { body: { name } })).community,
    community: (communityId: string): Promise<Community> => call("getCommunity", { params: { communityId } }),
    /** The community with its member count and limit (sent to managers only). */
    managedCommunity: async (communityId: string): Promise<ManagerCommunity> =>
      managerCommunity(await call("getCommunity", { params: { communityId } })),
    updateCommunity: (communityId: string, body: UpdateCommunityRequest): Promise<void> =>
      call("updateCommunity", { params: { communityId }, body }),
    deleteCommunity: (communityId: string): Promise<void> =>
      call("deleteCommunity", { params: { communityId } }),

    bars: async (communityId: string) => (await call("listBars", { params: { communityId } })).bars,
    /** One page of the group's bars with their oldest holders (the editor's copy pickers, large groups). */
    barPage: async (communityId: string, query: BarListQuery) => {
      const sent = Object.fromEntries(
        Object.entries({ limit: BAR_PAGE.portal, ...query }).flatMap(([k, v]) =>
          v === undefined ? [] : [[k, String(v)]],
        ),
      );
      const page = await call("listBars", { params: { communityId }, query: sent });
      return { bars: page.bars, total: page.total ?? page.bars.length };
    },
    bar: (communityId: string, barId: string) => call("getBar", { params: { communityId, barId } }),
    // Bars: the editor (H7).
    createBar: async (communityId: string, body: CreateBarRequest) =>
      (await call("createBar", { params: { communityId }, body })).bar,
    updateBar: (communityId: string, barId: string, body: UpdateBarRequest) =>
      call("updateBar", { params: { communityId, barId }, body }),
    deleteBar: (communityId: string, barId: string, unassign = false): Promise<void> =>
      call("deleteBar", { params: { communityId, barId }, query: unassign ? { unassign: "1" } : {} }),
    barVersions: (communityId: string, barId: string) =>
      call("listBarVersions", { params: { communityId, barId } }),
    barVersion: (communityId: string, barId: string, version: number) =>
      call("getBarVersion", { params: { communityId, barId, version: String(version) } }),
    restoreBarVersion: async (communityId: string, barId: string, version: number, baseVersion?: number) =>
      (
        await call("restoreBarVersion", {
          params: { communityId, barId, version: String(version) },
          body: baseVersion === undefined ? {} : { base_version: baseVersion },
        })
      ).bar,
    barDraft: async (communityId: string, barId: string) =>
      (await call("getBarDraft", { params: { communityId, barId } })).draft,
    putBarDraft: async (communityId: string, barId: string, body: PutBarDraftRequest) =>
      (await call("putBarDraft", { params: { communityId, barId }, body })).draft,
    deleteBarDraft: (communityId: string, barId: string): Promise<void> =>
      call("deleteBarDraft", { params: { communityId, barId } }),
    commitBarDraft: async (communityId: string, barId: string) =>
      (await call("commitBarDraft", { params: { communityId, barId } })).bar,
    // The group base bar (docs/decisions/030-base-bar-is-a-bar.md).
    baseBar: async (communityId: string) => (await call("getBaseBar", { params: { communityId } })).base_bar,
    putBaseBar: async (communityId: string, body: PutBaseBarRequest) =>
      (await call("putBaseBar", { params: { communityId }, body })).base_bar,
    userDrafts: async (userId: string, communityId: string) =>
      (await call("listUserDrafts", { params: { userId }, query: { community_id: communityId } })).drafts,
    /** HEAD /v1/validate/link/{url}: the outcome read from the status and headers ("unknown" when it failed). */
    checkLink: (address: string): Promise<LinkCheckOutcome> => checkLinkOutcome(address, token, options),

    members: async (communityId: string) => (await call("listMembers", { params: { communityId } })).members,
    /** One page of the members that match (a group may have 10,000), with how many match in all. */
    memberPage: async (communityId: string, query: MemberListQuery) => {
      const asked = Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]));
      // A page is asked for even when nothing narrows it: limit is always sent.
      const sent = Object.fromEntries([["limit", String(query.limit ?? MEMBER_PAGE.portal)], ...asked]);
      const page = await call("listMembers", { params: { communityId }, query: sent });
      return { members: page.members, total: page.total ?? page.members.length, offset: page.offset ?? 0 };
    },
    member: (communityId: string, memberId: string) =>
      call("getMember", { params: { communityId, memberId } }),
    /** A new person (the name as first_name, an empty last_name, as the original portal does). */
    createMember: async (communityId: string, name: string) =>
      (await call("createMember", { params: { communityId }, body: { first_name: name, last_name: "" } }))
        .member,
    updateMember: (communityId: string, memberId: string, body: UpdateMemberRequest): Promise<void> =>
      call("updateMember", { params: { communityId, memberId }, body }),
    deleteMember: (communityId: string, memberId: string): Promise<void> =>
      call("deleteMember", { params: { communityId, memberId } }),
    invite: (communityId: string, body: CreateInvitationRequest): Promise<void> =>
      call("createInvitation", { params: { communityId }, body }),
    acceptInvitation: (communityId: string, invitationId: string): Promise<void> =>
      call("acceptInvitation", { params: { communityId, invitationId } }),
    // People by CSV (docs/decisions/031-csv-parse-for-people-files.md)
    checkPeopleCsv: (communityId: string, csv: string) =>
      call("checkPeopleCsv", { params: { communityId }, body: { csv } }),
    peopleCsv: (communityId: string, previewId: string) =>
      call("getPeopleCsv", { params: { communityId, previewId } }),
    importPeopleCsv: (communityId: string, previewId: string) =>
      call("importPeopleCsv", { params: { communityId, previewId } }),
    exportPeopleCsv: (communityId: string) => call("exportPeopleCsv", { params: { communityId } }),

    billing: (communityId: string): Promise<Billing> => call("getBilling", { params: { communityId } }),
    updateBilling: (communityId: string, body: UpdateBillingRequest): Promise<void> =>
      call("updateBilling", { params: { communityId }, body }),
    checkCoupon: (communityId: string, body: CouponCheckRequest) =>
      call("checkCoupon", { params: { communityId }, body }),
    applyCoupon: (communityId: string, couponCode: string): Promise<void> =>
      call("applyCoupon", { params: { communityId }, body: { coupon_code: couponCode } }),
    /** Moves to another plan: `url` is the hosted payment page, null when applied at once. */
    startCheckout: (communityId: string, planId: string) =>
      call("startCheckout", { params: { communityId }, body: { plan_id: planId } }),
    /** The hosted page for payment details (null in local mode). */
    billingPortal: async (communityId: string): Promise<string | null> =>
      (await call("openBillingPortal", { params: { communityId } })).url,
    cancelBilling: async (communityId: string): Promise<Billing> =>
      (await call("cancelBilling", { params: { communityId } })).billing,
    plans: async (): Promise<Plan[]> => (await call("listPlans")).plans,

    // The member's say: "changes wait for my OK" (contract/approvals.ts, decision 021).
    desktopCommunity: (userId: string, communityId: string) =>
      call("getDesktopCommunity", { params: { userId, communityId } }),
    memberApproval: (communityId: string, memberId: string) =>
      call("getMemberApproval", { params: { communityId, memberId } }),
    setMemberApproval: (communityId: string, memberId: string, body: SetApprovalRequest) =>
      call("setMemberApproval", { params: { communityId, memberId }, body }),
    approveMemberBar: (communityId: string, memberId: string, barId: string, body: ApprovalAnswerRequest) =>
      call("approveMemberBar", { params: { communityId, memberId, barId }, body }),
    notNowMemberBar: (communityId: string, memberId: string, barId: string, body: ApprovalAnswerRequest) =>
      call("notNowMemberBar", { params: { communityId, memberId, barId }, body }),
    talkAboutMemberBar: (communityId: string, memberId: string, barId: string, body: TalkRequest) =>
      call("talkAboutMemberBar", { params: { communityId, memberId, barId }, body }),
    barApprovalEvents: async (communityId: string, barId: string) =>
      (await call("listBarApprovalEvents", { params: { communityId, barId } })).events,
    // Link health (contract/link-health.ts): managers only.
    /** Every address of the group's bars, or with `only: "problems"` those that need attention. */
    communityLinkHealth: (communityId: string, query: LinkHealthQuery = {}) =>
      call("communityLinkHealth", { params: { communityId }, query }),
    barLinkHealth: (communityId: string, barId: string) =>
      call("barLinkHealth", { params: { communityId, barId } }),
    checkLinksNow: (communityId: string, barId?: string) =>
      call("checkLinksNow", { params: { communityId }, body: barId ? { bar_id: barId } : {} }),
    linkHealthEmail: async (userId: string) =>
      (await call("getLinkHealthEmail", { params: { userId } })).link_health_email,
    setLinkHealthEmail: async (userId: string, on: boolean) =>
      (await call("setLinkHealthEmail", { params: { userId }, body: { link_health_email: on } }))
        .link_health_email,
    // The device record (contract/devices.ts), managers only.
    /** Every member's device entry, or only the given members' (at most 200: one page of people). */
    devices: async (communityId: string, memberIds?: readonly string[]) =>
      (
        await call("listDevices", {
          params: { communityId },
          query: memberIds ? { members: memberIds.join(",") } : {},
        })
      ).devices,
    setMemberSystem: (communityId: string, memberId: string, system: StatedSystem | null): Promise<void> =>
      call("putMemberSystem", { params: { communityId, memberId }, body: { system } }),
    // The group's audit log (contract/audit.ts): managers only.
    audit: (communityId: string, query: Record<string, string>) =>
      call("listAudit", { params: { communityId }, query }),
    auditCsv: (communityId: string, query: Record<string, string>): Promise<string> =>
      call("exportAuditCsv", { params: { communityId }, query }),
  };
}

export type UserV1 = ReturnType<typeof userV1>;
