// The email-confirmation calls of /v1 (S2 §7).
import { callApi } from "../shared/api.server.ts";

/** Anyone may confirm with the emailed code; 404 `invalid_token` for a wrong, used or expired one. */
export function verifyEmail(userId: string, token: string, requestId?: string) {
  return callApi<{ message?: string }>(
    `/v1/users/${encodeURIComponent(userId)}/verify_email/${encodeURIComponent(token)}`,
    { method: "POST", requestId },
  );
}
