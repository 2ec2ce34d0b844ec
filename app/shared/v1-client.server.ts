// The portal's one client of the /v1 service, built from the contract's endpoint table: a named method for
// every endpoint, every answer parsed with the contract. Loaders and actions call it from the server; the
// browser never sees the bearer token. Bodies go out as `application/json; charset=utf-8`, which both our
// service and the original accept.
//
// A call that fails throws an ApiError: an answer with an error status (its code and details read from the
// body), no answer at all (`network`), or an answer that does not match the contract (`invalid_response`,
// logged with the request id). Signed-in clients take hooks: `onUnauthorized` (a 401 ends the session) and
// `onNetworkError` (a page that cannot reach /v1, or whose gateway says it is unavailable, answers 503).
import {
  buildPath,
  endpoints,
  errorBodySchema,
  INVALID_RESPONSE,
  type EndpointName,
  type Endpoints,
  type PathParams,
  type RequestOf,
  type ResponseOf,
} from "../../contract/index.ts";
import { observeV1Call } from "../../server/metrics.ts";
import { managerCommunity } from "../../contract/index.ts";
import type {
  Billing,
  Community,
  ManagerCommunity,
  CouponCheckRequest,
  CreateInvitationRequest,
  DeletionPreview,
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
import { LINK_CHECK_PATH } from "../../contract/links.ts";
import type { SetApprovalRequest, TalkRequest } from "../../contract/approvals.ts";
import { readLinkCheck, type LinkCheckOutcome } from "../catalogue/link-check.ts";
import { createLogger, type Logger } from "../../server/log.ts";
import { upstreamHeaders } from "../../server/request-scope.ts";
import { portalConfig } from "./config.server.ts";
import type { FailureInfo } from "./errors.ts";

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** A /v1 call that failed: an answer with an error status, no answer at all, or an answer we cannot read. */
export class ApiError extends Error implements FailureInfo {
  readonly status?: number;
  readonly statusText?: string;
  readonly code?: string;
  readonly details?: Record<string, unknown> | null;
  readonly network?: { code?: string };
  /** The endpoint that was called (its name in the contract). */
  readonly endpoint?: EndpointName;

  constructor(info: FailureInfo & { endpoint?: EndpointName }) {
    super(info.code ?? (info.network ? "network_error" : `status_${info.status}`));
    this.name = "ApiError";
    Object.assign(this, info);
  }

  /** /v1 could not be reached (refused, reset, timed out). */
  get isNetwork(): boolean {
    return this.network !== undefined;
  }

  /**
   * /v1 is not there to answer: no answer at all, or a gateway's 502/503/504 that carries none of the
   * contract's error codes (a load balancer in front of a stopped or overloaded service).
   */
  get isUnavailable(): boolean {
    return this.isNetwork || (this.code === undefined && GATEWAY_STATUSES.has(this.status ?? 0));
  }
}

export interface ClientOptions {
  /** The id of the portal request on whose behalf the call is made; sent as X-Request-Id and logged. */
  requestId?: string;
  /** Called with the error when /v1 answers 401; it may throw (a redirect) instead of the ApiError. */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Called with the error when /v1 cannot be reached or a gateway says it is unavailable
   * (ApiError.isUnavailable); it may throw (a 503 page) instead of the ApiError.
   */
  onNetworkError?: (error: ApiError) => void;
}

let logger: Logger | undefined;

function clientLogger(): Logger {
  logger ??= createLogger(portalConfig().logLevel);
  return logger;
}

/** Tests: where the client's warnings go. */
export function setClientLogger(next: Logger | undefined): void {
  logger = next;
}

type ParamsOf<N extends EndpointName> = PathParams<Endpoints[N]["path"]>;

interface SendInput<N extends EndpointName> {
  params?: ParamsOf<N>;
  body?: RequestOf<N>;
  query?: Record<string, string>;
  token?: string;
}

function networkCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === "TimeoutError" || error.name === "AbortError") return "timeout";
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === "string" ? cause.code : undefined;
}

function errorFromBody(text: string): Pick<FailureInfo, "code" | "details"> {
  if (!text) return {};
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? { code: parsed.data.error, details: parsed.data.details } : {};
  } catch {
    return {}; // not JSON: the status speaks for itself
  }
}

/** The one place that talks HTTP to /v1. Not exported: callers use the named methods below. */
async function send<N extends EndpointName>(
  name: N,
  input: SendInput<N>,
  options: ClientOptions,
): Promise<ResponseOf<N>> {
  const endpoint = endpoints[name];
  const config = portalConfig();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (input.body !== undefined) headers["Content-Type"] = "application/json; charset=utf-8";
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  if (options.requestId) headers["X-Request-Id"] = options.requestId;
  // The browser's address, vouched for with the portal's secret (server/request-scope.ts).
  Object.assign(headers, upstreamHeaders(config.portalSecret));
  let path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>);
  const query = new URLSearchParams(input.query ?? {}).toString();
  if (query) path += `?${query}`;

  let response: Response;
  let text: string;
  const started = performance.now();
  const observe = (outcome: string) => observeV1Call(name, outcome, (performance.now() - started) / 1000);
  try {
    response = await fetch(`${config.apiUrl}${path}`, {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: AbortSignal.timeout(config.apiTimeoutMs),
      redirect: "manual",
    });
    // A connection that breaks (or times out) while the body arrives is a network failure too.
    text = endpoint.method === "HEAD" ? "" : await response.text();
  } catch (cause) {
    observe("network");
    const error = new ApiError({ network: { code: networkCode(cause) }, endpoint: name });
    options.onNetworkError?.(error);
    throw error;
  }

  observe(response.ok ? "ok" : `${Math.floor(response.status / 100)}xx`);
  if (!response.ok) {
    const error = new ApiError({
      status: response.status,
      statusText: response.statusText,
      ...errorFromBody(text),
      endpoint: name,
    });
    if (response.status === 401) options.onUnauthorized?.(error);
    if (error.isUnavailable) options.onNetworkError?.(error);
    throw error;
  }

  const schema = endpoint.response;
  if (schema === null) return undefined as ResponseOf<N>;
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw invalidResponse(name, options, response.status, "not JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
    throw invalidResponse(name, options, response.status, problems.join("; "));
  }
  return parsed.data as ResponseOf<N>;
}

function invalidResponse(name: EndpointName, options: ClientOptions, status: number, problem: string) {
  // Field paths and zod's messages only: never the body, which may hold personal data.
  clientLogger().warn("/v1 answer does not match the contract", {
    request_id: options.requestId ?? "-",
    endpoint: name,
    status,
    problem,
  });
  return new ApiError({ status: 502, statusText: "Bad Gateway", code: INVALID_RESPONSE, endpoint: name });
}

/**
 * The link check answers with its status and headers only (no body), so it is read here rather than through
 * send(): 200 ok (maybe with a corrected address), 410 broken, 400 not a website / invalid / blocked.
 */
async function checkLinkOutcome(
  address: string,
  token: string,
  options: ClientOptions,
): Promise<LinkCheckOutcome> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (options.requestId) headers["X-Request-Id"] = options.requestId;
  Object.assign(headers, upstreamHeaders(portalConfig().portalSecret));
  try {
    const response = await fetch(`${portalConfig().apiUrl}${buildPath(LINK_CHECK_PATH, { url: address })}`, {
      method: "HEAD",
      headers,
      signal: AbortSignal.timeout(15_000),
      redirect: "manual",
    });
    return readLinkCheck(response.status, response.headers);
  } catch {
    return { state: "unknown" };
  }
}

/** Calls that need no session. */
export function publicV1(options: ClientOptions = {}) {
  return {
    login: (email: string, password: string) =>
      send("login", { body: { username: email, password } }, options),
    /** `name` (optional, issue 23 item 9) is kept whole as the first name. */
    register: (email: string, password: string, name = "") =>
      send(
        "register",
        { body: { username: email, password, email, first_name: name, last_name: "" } },
        options,
      ),
    /** Anyone may confirm with the emailed code; 404 `invalid_token` for a wrong, used or expired one. */
    verifyEmail: async (userId: string, token: string): Promise<void> => {
      await send("verifyEmail", { params: { userId, token } }, options);
    },
    requestPasswordReset: (email: string, captcha: string | undefined) =>
      send(
        "requestPasswordReset",
        { body: captcha === undefined ? { email } : { email, g_recaptcha_response: captcha } },
        options,
      ),
    completePasswordReset: (token: string, newPassword: string) =>
      send("completePasswordReset", { params: { token }, body: { new_password: newPassword } }, options),
    plans: async (): Promise<Plan[]> => (await send("listPlans", {}, options)).plans,
    /** An invitation (the id is its secret): 404 when unknown, expired or its group is gone. */
    invitation: (invitationId: string) => send("getInvitation", { params: { invitationId } }, options),
    declineInvitation: (invitationId: string): Promise<void> =>
      send("declineInvitation", { params: { invitationId } }, options),
    /** The development outbox (404 unless the service keeps one). */
    outbox: async (to?: string): Promise<OutboxMessage[]> =>
      (await send("devOutbox", { query: to ? { to } : {} }, options)).messages,
  };
}

export type PublicV1 = ReturnType<typeof publicV1>;

/** Calls made on behalf of a signed-in user. */
export function userV1(token: string, options: ClientOptions = {}) {
  const call = <N extends EndpointName>(name: N, input: Omit<SendInput<N>, "token"> = {}) =>
    send(name, { ...input, token }, options);
  return {
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
    // The user's own name and the group last used (issue 23 items 9, 10).
    /** The whole name goes in `first_name`, as the members' names do; "" clears it. */
    updateName: (userId: string, name: string): Promise<void> =>
      call("updateUser", { params: { userId }, body: { first_name: name, last_name: null } }),
    /** The communities with the one the user worked in last (null when none or no longer theirs). */
    communityList: (userId: string) => call("getUserCommunities", { params: { userId } }),
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
    userDrafts: async (userId: string, communityId: string) =>
      (await call("listUserDrafts", { params: { userId }, query: { community_id: communityId } })).drafts,
    /** HEAD /v1/validate/link/{url}: the outcome read from the status and headers ("unknown" when it failed). */
    checkLink: (address: string): Promise<LinkCheckOutcome> => checkLinkOutcome(address, token, options),

    members: async (communityId: string) => (await call("listMembers", { params: { communityId } })).members,
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

    // Issue 19, the member's say: "changes wait for my OK" (contract/approvals.ts).
    desktopCommunity: (userId: string, communityId: string) =>
      call("getDesktopCommunity", { params: { userId, communityId } }),
    memberApproval: (communityId: string, memberId: string) =>
      call("getMemberApproval", { params: { communityId, memberId } }),
    setMemberApproval: (communityId: string, memberId: string, body: SetApprovalRequest) =>
      call("setMemberApproval", { params: { communityId, memberId }, body }),
    approveMemberBar: (communityId: string, memberId: string, barId: string, version: number) =>
      call("approveMemberBar", { params: { communityId, memberId, barId }, body: { version } }),
    notNowMemberBar: (communityId: string, memberId: string, barId: string, version: number) =>
      call("notNowMemberBar", { params: { communityId, memberId, barId }, body: { version } }),
    talkAboutMemberBar: (communityId: string, memberId: string, barId: string, body: TalkRequest) =>
      call("talkAboutMemberBar", { params: { communityId, memberId, barId }, body }),
    barApprovalEvents: async (communityId: string, barId: string) =>
      (await call("listBarApprovalEvents", { params: { communityId, barId } })).events,
    // Link health (issue 18): managers only.
    communityLinkHealth: (communityId: string) => call("communityLinkHealth", { params: { communityId } }),
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
    devices: async (communityId: string) => (await call("listDevices", { params: { communityId } })).devices,
    setMemberSystem: (communityId: string, memberId: string, system: StatedSystem | null): Promise<void> =>
      call("putMemberSystem", { params: { communityId, memberId }, body: { system } }),
  };
}

export type UserV1 = ReturnType<typeof userV1>;
