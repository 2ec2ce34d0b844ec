// Error codes of /v1 and the shape of an error body. The three body families of the original (docs/api.md):
// `{"error": code, "details": ...}`, `{"error": code}`, and an empty body (the status alone).
import { z } from "zod";

/** Every `error` code a /v1 server sends in an error body (ours and the original's). */
export const ERROR_CODES = [
  // Bodies and fields
  "malformed_json",
  "invalid_body",
  "invalid_field",
  "missing_required",
  "too_long",
  "too_many",
  "too_large",
  "bad_request",
  "malformed_input",
  // Sign-in, registration, passwords
  "invalid_credentials",
  "locked",
  "existing_email",
  "existing_username",
  "username_not_email",
  "malformed_email",
  "bad_email_address",
  "short_password",
  "bad_password",
  "bad_recaptcha",
  "invalid_token",
  "invalid_user",
  "email_verification_required",
  "rate_limited",
  // Communities, members, bars
  "bad_bar_id",
  "bad_member_id",
  "cannot_demote_self",
  "cannot_delete_self",
  "limit_reached",
  "member_not_found",
  "member_active",
  "default_must_be_shared",
  "cannot_delete_default",
  "cannot_delete_used",
  "bar_limit_reached",
  "cannot_rename_default",
  "exe_and_default",
  "version_conflict",
  "draft_not_found",
  "existing_name",
  // Decision 021: an answer to a waiting change while the member's "changes wait for my OK" is off
  "approval_off",
  // Invitations (ours): accepted by an account of another address, or by someone already in the group
  "email_mismatch",
  "already_member",
  "community_locked",
  // Billing and coupons
  "bad_plan_id",
  "plan_limit_exceeded",
  // Ours: the plan is the group's already; a paid plan needs Checkout first (Stripe mode, no subscription yet)
  "same_plan",
  "checkout_required",
  "invalid",
  "unknown",
  "expired",
  "inactive",
  "invalid_email",
  "wrong_plan",
  // People by CSV (ours): a file that cannot be read as a whole, and an import whose rows have problems
  "csv_too_large",
  "csv_malformed",
  "csv_empty",
  "csv_no_name_column",
  "csv_too_many_rows",
  "csv_has_problems",
  // Link health (ours): the scheduled checks are off on this server (LINK_HEALTH=off)
  "link_health_off",
  // The server itself; its database cannot be reached (503, with Retry-After)
  "internal_error",
  "service_unavailable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * An error body as a client reads it. `error` stays a string (not the enum): a newer or older server may send
 * a code this list does not know, and the portal still shows it.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  details: z.record(z.string(), z.unknown()).nullish(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The client's own code for an answer that does not match the contract. */
export const INVALID_RESPONSE = "invalid_response";
