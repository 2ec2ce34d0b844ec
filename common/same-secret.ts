// The one constant-time comparison of secrets (CSRF tokens, the portal's secret, the metrics token, password
// hashes): never `===`, whose time tells an attacker how much of a guess was right.
import { timingSafeEqual } from "node:crypto";

/** True when both are given and equal, compared in constant time (strings as UTF-8). */
export function sameSecret(
  given: string | Uint8Array | null | undefined,
  expected: string | Uint8Array | null | undefined,
): boolean {
  if (!given || !expected || given.length === 0) return false;
  const a = typeof given === "string" ? Buffer.from(given) : given;
  const b = typeof expected === "string" ? Buffer.from(expected) : expected;
  return a.length === b.length && timingSafeEqual(a, b);
}
