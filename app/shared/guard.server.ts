// The access guard (spec S1 §2, rules 1-5), as route middleware. Each route module states its own
// rules: `export const middleware = [guard({ access: "login", noAccount: true })]`.
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { ApiError, userApi, type Role, type UserApi, type UserCommunity } from "./api.server.ts";
import { requestInfoContext } from "./context.ts";
import { sessionContext, type Session } from "./session.server.ts";

export interface AccessRules {
  /** public: anyone; publicOnly: signed-out visitors only; login: signed-in users only. */
  access: "public" | "publicOnly" | "login";
  /** The route is open to a signed-in user who has no group ("account") yet. */
  noAccount?: boolean;
  /** Only these roles; others go home. */
  roles?: Role[];
}

export const SESSION_EXPIRED_NOTICE = "session-expired";

/** The rules of the page being rendered (routes without a guard are public), for the layout. */
export const accessContext = createContext<AccessRules>({ access: "public" });

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Ends the session because /v1 no longer accepts its token, and sends the user to sign in. */
export function expireSession(session: Session, request: Request): never {
  session.replace({
    notice: SESSION_EXPIRED_NOTICE,
    returnTo: request.method === "GET" ? pathOf(request) : new URL(request.url).pathname,
  });
  throw redirect("/login");
}

/** The /v1 client for the signed-in user; a 401 from /v1 signs the user out (spec S1 §4). */
export function signedInApi(context: Readonly<RouterContextProvider>, request: Request): UserApi {
  const session = context.get(sessionContext);
  const token = session.data.token;
  if (!token) throw redirect("/login");
  const api = userApi(token, context.get(requestInfoContext).requestId);
  const guarded = async <T>(promise: Promise<T>): Promise<T> => {
    try {
      return await promise;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) expireSession(session, request);
      throw error;
    }
  };
  return {
    call: <T>(path: string, options?: Parameters<UserApi["call"]>[1]) => guarded(api.call<T>(path, options)),
    logout: api.logout,
    user: (id) => guarded(api.user(id)),
    communities: (id) => guarded(api.communities(id)),
    community: (id) => guarded(api.community(id)),
  };
}

/** The user's groups as the guard reloaded them for this request (null when it did not). */
export const communitiesContext = createContext<UserCommunity[] | null>(null);

/** The user's groups: those the guard loaded for this request, or a fresh load. */
export async function userCommunities(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<UserCommunity[]> {
  const loaded = context.get(communitiesContext);
  if (loaded) return loaded;
  const userId = context.get(sessionContext).data.userId;
  if (!userId) return [];
  return signedInApi(context, request).communities(userId);
}

/** Rule 5: reload the user's groups; keep the active one while it still exists, else take the first. */
export async function reloadCommunities(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<void> {
  const session = context.get(sessionContext);
  const { userId, communityId, role } = session.data;
  if (!userId) return;
  const communities = await signedInApi(context, request).communities(userId);
  // Loaders of this request read them from here instead of asking /v1 again.
  (context as RouterContextProvider).set(communitiesContext, communities);
  const active = communities.find((c) => c.id === communityId) ?? communities[0];
  const next = { communityId: active?.id ?? null, role: active?.role ?? null };
  if (next.communityId !== (communityId ?? null) || next.role !== (role ?? null)) session.set(next);
}

export function guard(rules: AccessRules): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    context.set(accessContext, rules);
    const session = context.get(sessionContext);
    if (!session.loggedIn) {
      if (rules.access === "login") {
        // Rule 1: remember where the visitor wanted to go.
        if (request.method === "GET") session.set({ returnTo: pathOf(request) });
        throw redirect("/login");
      }
      return next();
    }
    // Rule 2.
    if (rules.access === "publicOnly") throw redirect("/");
    if (rules.access === "login") {
      await reloadCommunities(context, request);
      // Rule 3: a route without noAccount needs a group.
      if (!rules.noAccount && !session.data.communityId) throw redirect("/");
      // Rule 4.
      if (rules.roles && !rules.roles.includes(session.data.role as Role)) throw redirect("/");
    }
    return next();
  };
}
