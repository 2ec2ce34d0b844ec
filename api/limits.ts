// Length limits on every field the service stores (docs/api.md). Over the limit → 400 too_long.
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
  /** Keys of the `plans` map of a coupon check. */
  couponPlans: 50,
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_BLOCKLIST: ReadonlySet<string> = new Set(["password", "testing"]);
/** member_limit value meaning "unlimited" on the wire. */
export const UNLIMITED_MEMBERS = 65535;
