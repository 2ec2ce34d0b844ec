// Field limits and shared constants of /v1. The service refuses longer values with 400 `too_long`; the
// portal's forms use the same numbers so that a form never sends what the service would refuse.

/** Length limits on every field the service stores (docs/api.md). Over the limit → 400 `too_long`. */
export const LIMITS = {
  email: 254,
  password: 1024,
  personName: 100,
  communityName: 100,
  barName: 100,
  message: 2000,
  phone: 40,
  captcha: 4096,
  couponCode: 100,
  planId: 64,
  /** Ids sent in bodies (member ids, bar ids): UUIDs, with room for the original's other spellings. */
  id: 64,
  /** Keys of the `plans` map of a coupon check. */
  couponPlans: 50,
  /** A preferences record's `default`, as JSON text (the macOS app keeps downloaded bars in it). */
  preferencesBytes: 200 * 1024,
} as const;

/**
 * How the service's ids look: a UUID in its 8-4-4-4-12 hex spelling, any case, any version (the
 * original's ids and PostgreSQL's gen_random_uuid() alike). Paths, queries and logs all test ids with it.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PASSWORD_MIN_LENGTH = 6;
/** Passwords the service refuses with `bad_password` (the original's list). */
export const PASSWORD_BLOCKLIST: ReadonlySet<string> = new Set(["password", "testing"]);

/** `member_limit` value meaning "unlimited": what our service sends. */
export const UNLIMITED_MEMBERS = 65535;

/** Whether a `member_limit` means unlimited: 65535 (or more) from our service, 0 from the original. */
export function isUnlimited(limit: number): boolean {
  return limit <= 0 || limit >= UNLIMITED_MEMBERS;
}
