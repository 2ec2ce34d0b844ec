// The session (docs/decisions/002-encrypted-session-cookie.md) is sealed with a key derived by HKDF (a salt
// per cookie, a fixed info), secrets rotate, cookies of the old format end in a new sign-in, and the session
// mints the CSRF token.
import { createCipheriv, createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Session, sealSession, unsealSession } from "../../app/shared/session.server.ts";

/** A cookie as the previous version sealed it: AES-256-GCM under SHA-256 of the secret. */
function oldFormat(data: object, secret: string): string {
  const key = createHash("sha256").update(`tandem-session:${secret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

describe("sealing", () => {
  const data = { token: "tok", userId: "u1" };

  it("opens what it sealed, with a fresh salt and nonce every time", () => {
    const a = sealSession(data, "k1");
    const b = sealSession(data, "k1");
    expect(a).not.toBe(b);
    expect(a.startsWith("v2.")).toBe(true);
    expect(unsealSession(a, ["k1"])).toEqual(data);
    expect(a).not.toContain("tok");
  });

  it("rotates: the newest secret seals, every listed secret opens", () => {
    const old = sealSession(data, "old");
    expect(unsealSession(old, ["new", "old"])).toEqual(data);
    expect(unsealSession(old, ["new"])).toBeNull();
  });

  it("refuses tampering, other secrets, junk and the old format (a new sign-in)", () => {
    const sealed = sealSession(data, "k1");
    const raw = Buffer.from(sealed.slice(3), "base64url");
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(unsealSession(`v2.${raw.toString("base64url")}`, ["k1"])).toBeNull();
    // the salt is bound too
    const salted = Buffer.from(sealed.slice(3), "base64url");
    salted[0] = (salted[0] ?? 0) ^ 1;
    expect(unsealSession(`v2.${salted.toString("base64url")}`, ["k1"])).toBeNull();
    expect(unsealSession(sealed, ["other"])).toBeNull();
    for (const junk of ["", "v2.", "v2.short", "x".repeat(10_000), "v2.%%%"]) {
      expect(unsealSession(junk, ["k1"])).toBeNull();
    }
    expect(unsealSession(oldFormat(data, "k1"), ["k1"])).toBeNull();
  });
});

describe("the CSRF token", () => {
  it("is minted at sign-in and kept", () => {
    const session = new Session({});
    expect(session.csrfToken()).toBeUndefined();
    session.replace({ token: "t", userId: "u" });
    const token = session.csrfToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(session.csrfToken()).toBe(token);
  });

  it("is minted for a signed-in session that has none yet, and changes with the next sign-in", () => {
    const session = new Session({ token: "t", userId: "u" });
    const token = session.csrfToken();
    expect(token).toBeTruthy();
    expect(session.dirty).toBe(true);
    session.replace({ token: "t2", userId: "u" });
    expect(session.csrfToken()).not.toBe(token);
    session.replace({});
    expect(session.csrfToken()).toBeUndefined();
  });
});
