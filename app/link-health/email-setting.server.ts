// The link-health email setting of the signed-in user, for the account settings page.
import type { SignedIn } from "../shared/guard.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";

/** The setting, or null when this /v1 does not have it (the section is then left out). */
export async function loadEmailSetting(me: SignedIn): Promise<boolean | null> {
  try {
    return await me.api.linkHealthEmail(me.userId);
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && [404, 405].includes(error.status))
      return null;
    throw error;
  }
}
