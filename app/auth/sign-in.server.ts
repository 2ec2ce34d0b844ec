// What signing in means for the session: the token and user from /v1, then the user's groups (the
// first one becomes the active group and gives the role, spec S1 §4).
import { ApiError, userApi, type AuthResult } from "../shared/api.server.ts";
import type { Session } from "../shared/session.server.ts";

export async function startSession(
  session: Session,
  auth: AuthResult,
  typedEmail: string,
  requestId?: string,
): Promise<void> {
  const returnTo = session.data.returnTo;
  session.replace({
    token: auth.token,
    userId: auth.user.id,
    // The original server answers registration with email_plaintext null: keep what was typed.
    email: auth.user.email_plaintext ?? auth.user.email ?? typedEmail,
    communityId: null,
    role: null,
    returnTo,
  });
  try {
    const communities = await userApi(auth.token, requestId).communities(auth.user.id);
    const first = communities[0];
    // A user without groups ('User doesn't have communities.') is simply signed in without one.
    if (first) session.set({ communityId: first.id, role: first.role });
  } catch (error) {
    // The guard reloads the groups on the next page; a failure here must not undo the sign-in.
    if (!(error instanceof ApiError)) throw error;
  }
}

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeReturnPath(path: string | undefined): string | undefined {
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return undefined;
  return path;
}
