// The access guard (spec S1 §2, rules 1-5), as route middleware. Each route module states its own
// rules: `export const middleware = [guard({ access: "login", noCommunity: true })]`. Loaders and actions
// of guarded routes then take a typed signed-in context: `signedIn(args)` (a signed-in user) or
// `signedInCommunity(args)` (one with an active community, the portal's "group").
import { clockOfSession } from "./clock.server.ts";
import { requestLanguage } from "./language.server.ts";
import type { ReaderClock } from "../../common/clock-words.ts";
import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import type { Role, UserCommunity } from "../../contract/index.ts";
import type { Language } from "../../contract/language.ts";
import { requestInfoContext } from "./context.ts";
import { failureMessage, isServiceUnavailable, type ServiceUnavailable } from "./errors.ts";
import { requestPath } from "./return-path.ts";
import { sessionContext, type Session } from "./session.server.ts";
import {
  ApiError,
  publicV1,
  userV1,
  type ClientOptions,
  type PublicV1,
  type UserV1,
} from "./v1-client.server.ts";

export interface AccessRules {
  /** public: anyone; publicOnly: signed-out visitors only; login: signed-in users only. */
  access: "public" | "publicOnly" | "login";
  /** The route is open to a signed-in user who has no community ("group") yet. */
  noCommunity?: boolean;
  /** Only these roles; others go home. */
  roles?: Role[];
}

export const SESSION_EXPIRED_NOTICE = "session-expired";

/** The rules of the page being rendered (routes without a guard are public), for the layout. */
export const accessContext = createContext<AccessRules>({ access: "public" });

/**
 * Set for a form's post (any method but GET and HEAD): its page, rendered again with the failure and what was
 * typed, may read /v1's recent answers when /v1 is away (recent-answers.server.ts).
 */
const formPostContext = createContext<boolean>(false);

/** What a loader or action receives from React Router (the parts the guard needs). */
export interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The signed-in user of this request, with a /v1 client that acts for them. */
export interface SignedIn {
  userId: string;
  token: string;
  /** The address the user signed in with, as far as the session knows it. */
  email: string | null;
  communityId: string | null;
  role: Role | null;
  api: UserV1;
  session: Session;
  /** The user's clock: every time a page shows them is in their zone and written their way. */
  clock: ReaderClock;
  /** The language the page is read in (what shared helpers write their words in). */
  language: Language;
}

/** A signed-in user with an active community. */
export interface SignedInCommunity extends SignedIn {
  communityId: string;
  role: Role;
}

/** Seconds a page that could not reach /v1 asks the browser (and any proxy) to wait before trying again. */
const UNAVAILABLE_RETRY_AFTER_S = "30";

/** The 503 answer for a page that cannot reach /v1 (thrown: the root error boundary shows it). */
export function serviceUnavailable(error: ApiError) {
  const { network, status, statusText, code, details } = error;
  const body: ServiceUnavailable = {
    unavailable: true,
    message: failureMessage(error),
    failure: { network, status, statusText, code, details },
  };
  return data(body, {
    status: 503,
    headers: { "Cache-Control": "no-store", "Retry-After": UNAVAILABLE_RETRY_AFTER_S },
  });
}

/** Whether `thrown` says /v1 could not be reached: the client's ApiError, or the 503 a page load throws for it. */
export function isV1Unavailable(thrown: unknown): boolean {
  if (thrown instanceof ApiError) return thrown.isUnavailable;
  const init = (thrown as { init?: { status?: number } } | null)?.init;
  return init?.status === 503 && isServiceUnavailable((thrown as { data?: unknown }).data);
}

/** Ends the session because /v1 no longer accepts its token, and sends the user to sign in. */
export function expireSession(session: Session, request: Request): never {
  session.replace({
    // The sign-in page is still read in the user's language.
    language: session.data.language,
    notice: SESSION_EXPIRED_NOTICE,
    returnTo: request.method === "GET" ? requestPath(request) : new URL(request.url).pathname,
  });
  throw redirect("/login");
}

function isPageLoad(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/**
 * The client's hooks for a signed-in request: a 401 ends the session (spec S1 §4); when /v1 cannot be
 * reached, a page load answers 503 (a form's action shows its failure alert instead).
 */
function signedInOptions(
  session: Session,
  request: Request,
  requestId: string,
  formPost: boolean,
): ClientOptions {
  return {
    requestId,
    recentWhenUnavailable: formPost,
    onUnauthorized: () => expireSession(session, request),
    onNetworkError: (error) => {
      if (isPageLoad(request)) throw serviceUnavailable(error);
    },
  };
}

/** The signed-in user of this request; a visitor who is not signed in goes to the sign-in page. */
export function signedIn({ request, context }: RouteArgs): SignedIn {
  const session = context.get(sessionContext);
  const { token, userId, email, communityId, role } = session.data;
  if (!token || !userId) throw redirect("/login");
  const { requestId } = context.get(requestInfoContext);
  const language = requestLanguage(context);
  return {
    userId,
    token,
    email: email ?? null,
    communityId: communityId ?? null,
    role: role ?? null,
    api: userV1(token, signedInOptions(session, request, requestId, context.get(formPostContext))),
    session,
    clock: clockOfSession(session, request, language),
    language,
  };
}

/** The signed-in user and their active community; without one the user goes home (rule 3). */
export function signedInCommunity(args: RouteArgs): SignedInCommunity {
  const me = signedIn(args);
  const { communityId, role } = me;
  if (!communityId || !role) throw redirect("/");
  return { ...me, communityId, role };
}

/** The client for calls that need no session (sign-in, registration, reset, plans). */
export function publicApi({ context }: Pick<RouteArgs, "context">): PublicV1 {
  return publicV1({ requestId: context.get(requestInfoContext).requestId });
}

/** The user's communities as the guard reloaded them for this request (null when it did not). */
export const communitiesContext = createContext<UserCommunity[] | null>(null);

/** The user's communities: those the guard loaded for this request, or a fresh load. */
export async function userCommunities(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<UserCommunity[]> {
  const loaded = context.get(communitiesContext);
  if (loaded) return loaded;
  if (!context.get(sessionContext).loggedIn) return [];
  const me = signedIn({ context, request });
  return me.api.communities(me.userId);
}

/** Rule 5: reload the user's communities; keep the active one while it still exists, else take the first. */
export async function reloadCommunities(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<void> {
  const session = context.get(sessionContext);
  if (!session.loggedIn) return;
  const me = signedIn({ context, request });
  let communities: UserCommunity[];
  // undefined: a /v1 that does not remember the group last used (the original).
  let lastUsed: string | null | undefined;
  try {
    const list = await me.api.communityList(me.userId);
    communities = list.communities;
    lastUsed = list.last_community_id;
  } catch (error) {
    // Whatever the method: a page whose access rules cannot be checked cannot be served.
    if (error instanceof ApiError && error.isUnavailable) throw serviceUnavailable(error);
    throw error;
  }
  // Loaders of this request read them from here instead of asking /v1 again.
  (context as RouterContextProvider).set(communitiesContext, communities);
  const active = communities.find((c) => c.id === me.communityId) ?? communities[0];
  const next = { communityId: active?.id ?? null, role: active?.role ?? null };
  if (next.communityId !== me.communityId || next.role !== me.role) session.set(next);
  if (next.communityId && lastUsed !== undefined && next.communityId !== lastUsed) {
    await rememberGroup(me, next.communityId);
  }
}

/**
 * /v1 remembers the group the user works in, so the next sign-in lands there, not in their first. Asked only
 * when it changed (a visit, a new group, an accepted invitation); a failure costs only that memory.
 */
async function rememberGroup(me: SignedIn, communityId: string): Promise<void> {
  try {
    await me.api.setLastCommunity(me.userId, communityId);
  } catch {
    // Whatever went wrong (the page itself was served), only the memory of the group is lost.
  }
}

/** A response whose headers may be immutable (fetch responses): set a header on it or on a copy. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Root middleware: a page for a signed-in user (before or after this request) is never stored by a
 * browser or a shared cache, so Back after sign-out does not show it and no proxy keeps it; and a 503 page
 * says when to try again.
 */
export const signedInNoStore: MiddlewareFunction<Response> = async ({ context }, next) => {
  const wasSignedIn = context.get(sessionContext).loggedIn;
  let response = await next();
  // React Router renders a thrown serviceUnavailable() with its status but not its headers: say when to
  // try again on every 503 page (the root error boundary's "service unavailable").
  if (response.status === 503 && !response.headers.has("Retry-After")) {
    response = withHeader(response, "Retry-After", UNAVAILABLE_RETRY_AFTER_S);
  }
  if (wasSignedIn || context.get(sessionContext).loggedIn) {
    return withHeader(response, "Cache-Control", "no-store");
  }
  return response;
};

export function guard(rules: AccessRules): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    context.set(accessContext, rules);
    context.set(formPostContext, !isPageLoad(request));
    const session = context.get(sessionContext);
    if (!session.loggedIn) {
      if (rules.access === "login") {
        // Rule 1: remember where the visitor wanted to go.
        if (request.method === "GET") session.set({ returnTo: requestPath(request) });
        throw redirect("/login");
      }
      return next();
    }
    // Rule 2.
    if (rules.access === "publicOnly") throw redirect("/");
    if (rules.access === "login") {
      await reloadCommunities(context, request);
      const { communityId, role } = session.data;
      // Rule 3: a route without noCommunity needs a community.
      if (!rules.noCommunity && !communityId) throw redirect("/");
      // Rule 4.
      if (rules.roles && !(role && rules.roles.includes(role))) throw redirect("/");
    }
    return next();
  };
}
