// Password hashing with scrypt from node:crypto. Stored as "scrypt$N$r$p$salt$hash" (base64url) so the
// parameters can be raised later without breaking existing hashes.
import { randomBytes, scrypt } from "node:crypto";
import { sameSecret } from "../../common/same-secret.ts";
import { ApiError } from "../http/errors.ts";
import { LIMITS, PASSWORD_BLOCKLIST, PASSWORD_MIN_LENGTH } from "../../contract/limits.ts";

export const DEFAULT_SCRYPT_COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r + 16 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `stored`; a malformed `stored` never matches. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real verify, for unknown users (no timing enumeration). */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(cost: number = DEFAULT_SCRYPT_COST): PasswordHasher {
  if (!Number.isInteger(Math.log2(cost)) || cost < 2) throw new Error("scrypt cost must be a power of two");
  const hash = async (password: string) => {
    const salt = randomBytes(SALT_LENGTH);
    const key = await scryptAsync(password, salt, cost, BLOCK_SIZE, PARALLELISM);
    return [
      "scrypt",
      cost,
      BLOCK_SIZE,
      PARALLELISM,
      salt.toString("base64url"),
      key.toString("base64url"),
    ].join("$");
  };
  const verify = async (password: string, stored: string) => {
    const [scheme, n, r, p, salt, key] = stored.split("$");
    if (scheme !== "scrypt" || !salt || !key) return false;
    const expected = Buffer.from(key, "base64url");
    const actual = await scryptAsync(
      password,
      Buffer.from(salt, "base64url"),
      Number(n),
      Number(r),
      Number(p),
    );
    return sameSecret(actual, expected);
  };
  let dummy: Promise<string> | undefined;
  return {
    hash,
    verify,
    async verifyDummy(password) {
      dummy ??= hash("dummy password for unknown users");
      await verify(password, await dummy);
    },
  };
}

/** The new-password rules: 400 too_long, short_password, bad_password (in that order). */
export function checkNewPassword(password: string, field = "password"): void {
  if (password.length > LIMITS.password) {
    throw new ApiError(400, "too_long", { field, max_length: LIMITS.password });
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new ApiError(400, "short_password", { minimum_length: PASSWORD_MIN_LENGTH });
  }
  if (PASSWORD_BLOCKLIST.has(password)) throw new ApiError(400, "bad_password", null);
}
