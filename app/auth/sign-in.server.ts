// What signing in means for the session: the token and user from /v1, then the user's communities: the one
// the user worked in last becomes the active one and gives the role (so they land where they left off), else
// the first (spec S1 §4).
import type { AuthResponse } from "../../contract/index.ts";
import type { Session } from "../shared/session.server.ts";
import { ApiError, userV1 } from "../shared/v1-client.server.ts";

export async function startSession(
  session: Session,
  auth: AuthResponse,
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
    const list = await userV1(auth.token, { requestId }).communityList(auth.user.id);
    const active = list.communities.find((c) => c.id === list.last_community_id) ?? list.communities[0];
    // A user without communities ('User doesn't have communities.') is simply signed in without one.
    if (active) session.set({ communityId: active.id, role: active.role });
  } catch (error) {
    // The guard reloads the communities on the next page; a failure here must not undo the sign-in.
    if (!(error instanceof ApiError)) throw error;
  }
}
