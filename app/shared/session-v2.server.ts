// Reads session cookies of the previous format, "v2.<base64url of salt, nonce, tag, ciphertext>": AES-256-GCM
// under a key derived by HKDF-SHA256 from the secret, the cookie's own 16-byte salt and a fixed info string,
// with the cookie's name as additional data. For reading only, so that the move to JWE (docs/decisions/035)
// signs nobody out: new cookies are sealed by session.server.ts in the new format.
//
// REMOVE this module and its one call in session.server.ts once 30 days have passed since the first
// deployment of the JWE format: a v2 cookie is never written again, and the browser drops it at its 30-day
// max-age counted from when it was last set, which was before that deployment.
import { createDecipheriv, hkdfSync } from "node:crypto";

export const V2_PREFIX = "v2.";

const INFO = "tandem session cookie v2 aes-256-gcm";
const COOKIE_NAME = "__session";
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The plaintext of a v2 cookie and the secret that opened it, or null (tampered, foreign, junk). */
export function openV2Session(
  sealed: string,
  secrets: readonly string[],
): { text: string; secret: string } | null {
  if (!sealed.startsWith(V2_PREFIX)) return null;
  const raw = Buffer.from(sealed.slice(V2_PREFIX.length), "base64url");
  const head = SALT_BYTES + IV_BYTES + TAG_BYTES;
  if (raw.length <= head) return null;
  const salt = raw.subarray(0, SALT_BYTES);
  const iv = raw.subarray(SALT_BYTES, SALT_BYTES + IV_BYTES);
  const tag = raw.subarray(SALT_BYTES + IV_BYTES, head);
  for (const secret of secrets) {
    try {
      const key = Buffer.from(hkdfSync("sha256", secret, salt, INFO, 32));
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAAD(Buffer.from(COOKIE_NAME));
      decipher.setAuthTag(tag);
      const text = Buffer.concat([decipher.update(raw.subarray(head)), decipher.final()]).toString("utf8");
      return { text, secret };
    } catch {
      // wrong key or tampered: try the next secret
    }
  }
  return null;
}
