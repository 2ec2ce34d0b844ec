// Sign-in, sign-out, registration, email verification and password reset (original §3.1-§3.3).
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { languageSchema } from "./language.ts";
import { userSchema } from "./users.ts";

/** POST /v1/auth/username. The portal sends the email address as `username`. */
export const loginRequestSchema = z.object({
  username: z.string().max(LIMITS.email).nullish(),
  password: z.string().max(LIMITS.password).nullish(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /v1/register/username. Our service wants `username` equal to `email`. */
export const registerRequestSchema = z.object({
  username: z.string().max(LIMITS.email),
  password: z.string().max(LIMITS.password),
  email: z.string().max(LIMITS.email),
  first_name: z.string().max(LIMITS.personName).nullish(),
  last_name: z.string().max(LIMITS.personName).nullish(),
  /** Ours: the language the account was created in; the confirmation mail is written in it. */
  language: languageSchema.nullish(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The answer to sign-in and registration. */
export const authResponseSchema = z.object({
  token: z.string().min(1),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** POST /v1/users/{id}/verify_email/{token}: our service answers `{"message": "email_verified"}`. */
export const verifyEmailResponseSchema = z.object({ message: z.string().optional() }).nullish();

/** POST /v1/auth/username/password_reset/request */
export const passwordResetRequestSchema = z.object({
  email: z.string().max(LIMITS.email),
  g_recaptcha_response: z.string().max(LIMITS.captcha).nullish(),
  /**
   * Ours: the language of the page the reset was asked from. The mail is written in the account's own language;
   * this one is used when the account has none, and for the mail to an address that has no account.
   */
  language: languageSchema.nullish(),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** POST /v1/auth/username/password_reset/{token} */
export const passwordResetCompleteSchema = z.object({
  new_password: z.string().max(LIMITS.password),
  delete_existing_tokens: z.boolean().nullish(),
});
export type PasswordResetComplete = z.input<typeof passwordResetCompleteSchema>;

/** POST /v1/users/{id}/password */
export const passwordChangeRequestSchema = z.object({
  existing_password: z.string().max(LIMITS.password),
  new_password: z.string().max(LIMITS.password),
  delete_existing_tokens: z.boolean().nullish(),
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const authEndpoints = {
  // Sign-in, sign-out, registration
  login: {
    method: "POST",
    path: "/v1/auth/username",
    auth: "none",
    request: loginRequestSchema,
    response: authResponseSchema,
  },
  logout: { method: "DELETE", path: "/v1/auth/token", auth: "optional", response: null },
  register: {
    method: "POST",
    path: "/v1/register/username",
    auth: "none",
    request: registerRequestSchema,
    response: authResponseSchema,
  },
  // Email verification and passwords
  verifyEmail: {
    method: "POST",
    path: "/v1/users/:userId/verify_email/:token",
    auth: "none",
    response: verifyEmailResponseSchema,
  },
  resendVerification: {
    method: "POST",
    path: "/v1/users/:userId/resend_verification",
    auth: "user",
    response: null,
  },
  requestPasswordReset: {
    method: "POST",
    path: "/v1/auth/username/password_reset/request",
    auth: "none",
    request: passwordResetRequestSchema,
    response: null,
  },
  completePasswordReset: {
    method: "POST",
    path: "/v1/auth/username/password_reset/:token",
    auth: "none",
    request: passwordResetCompleteSchema,
    response: null,
  },
  changePassword: {
    method: "POST",
    path: "/v1/users/:userId/password",
    auth: "user",
    request: passwordChangeRequestSchema,
    response: null,
  },
} as const satisfies Record<string, EndpointDefinition>;
