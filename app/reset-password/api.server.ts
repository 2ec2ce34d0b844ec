// The password-reset calls of /v1 (S1 §7). Neither needs a session.
import { callApi } from "../shared/api.server.ts";

export function requestPasswordReset(email: string, captcha: string | undefined, requestId?: string) {
  return callApi<void>("/v1/auth/username/password_reset/request", {
    method: "POST",
    body: captcha === undefined ? { email } : { email, g_recaptcha_response: captcha },
    requestId,
  });
}

export function completePasswordReset(token: string, newPassword: string, requestId?: string) {
  return callApi<void>(`/v1/auth/username/password_reset/${encodeURIComponent(token)}`, {
    method: "POST",
    body: { new_password: newPassword },
    requestId,
  });
}
