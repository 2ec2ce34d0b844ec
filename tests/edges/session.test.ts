// The session (docs/decisions/002 and 035) is sealed by jose as a compact JWE ("dir", A256GCM) under a key
// derived from the secret; secrets rotate; cookies of the previous format ("v2.") still open until they have
// expired, and older ones end in a new sign-in; the session mints the CSRF token.
import { createCipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { CompactEncrypt, decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { Session, sealSession, unsealSession, type SessionData } from "../../app/shared/session.server.ts";

/** A cookie as the first version sealed it: AES-256-GCM under SHA-256 of the secret. */
function firstFormat(data: object, secret: string): string {
  const key = createHash("sha256").update(`tandem-session:${secret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** A cookie as the v2 format sealed it (before decision 035): HKDF, a salt per cookie, the name as AAD. */
function v2Format(data: object, secret: string): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = Buffer.from(hkdfSync("sha256", secret, salt, "tandem session cookie v2 aes-256-gcm", 32));
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from("__session"));
  const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
  return "v2." + Buffer.concat([salt, iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** A v2 cookie written by the v2 code itself (commit 56cf006), with the secret "a secret of sixteen+". */
const V2_COOKIE =
  "v2.JXIIPw4Q-F-4Wcu3oc0_rMkRxouZlFrJmkqAkTJyqOkdSaHPDcEB5iqSorio6AwaeAhNv-dcElq6p8daopjHwsqLippQj66" +
  "YN1q02g1PWDBAE_5MxXpU7pTDcuQjkOqVKwnbV8Tvi4cg_3zjyEUvL1ouAVtace6mDtZm5UNbuo4Upg0e-0SYNAsnlCGf151Uwd5oG" +
  "Jke-vDJSMY";

/** The cookie with one character of its `part`th dot-separated part changed. */
function tamper(sealed: string, part: number): string {
  const parts = sealed.split(".");
  const text = parts[part]!;
  const at = Math.floor(text.length / 2);
  parts[part] = text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
  return parts.join(".");
}

describe("sealing", () => {
  const data = { token: "tok", userId: "u1" };

  it("opens what it sealed: a compact JWE (dir, A256GCM), with a fresh nonce every time", async () => {
    const a = await sealSession(data, "k1");
    const b = await sealSession(data, "k1");
    expect(a).not.toBe(b);
    expect(a.split(".")).toHaveLength(5);
    expect(decodeProtectedHeader(a)).toEqual({ alg: "dir", enc: "A256GCM", kid: expect.any(String) });
    expect(a.split(".")[1]).toBe(""); // "dir": no encrypted key
    expect(await unsealSession(a, ["k1"])).toEqual(data);
    for (const part of a.split("."))
      expect(Buffer.from(part, "base64url").toString("latin1")).not.toContain("tok");
  });

  it("rotates: the newest secret seals, every listed one opens, an unlisted one does not", async () => {
    const old = await sealSession(data, "old");
    expect(await unsealSession(old, ["new", "old"])).toEqual(data);
    expect(await unsealSession(old, ["old"])).toEqual(data);
    // opened before (and kept): still refused once its secret is no longer listed
    expect(await unsealSession(old, ["new"])).toBeNull();
    const fresh = await sealSession(data, "new");
    expect(decodeProtectedHeader(fresh).kid).not.toBe(decodeProtectedHeader(old).kid);
    expect(await unsealSession(fresh, ["new", "old"])).toEqual(data);
  });

  it("refuses tampering with any part, other secrets, other algorithms and junk", async () => {
    const sealed = await sealSession(data, "k1");
    for (const part of [0, 2, 3, 4]) expect(await unsealSession(tamper(sealed, part), ["k1"])).toBeNull();
    // a header that names no listed secret, or another algorithm: refused before any decryption
    const [, ...rest] = sealed.split(".");
    const header = (fields: object) => Buffer.from(JSON.stringify(fields)).toString("base64url");
    const { kid } = decodeProtectedHeader(sealed);
    for (const fields of [
      { alg: "dir", enc: "A256GCM", kid: "someone-else" },
      { alg: "dir", enc: "A256GCM" },
      { alg: "dir", enc: "A128GCM", kid },
      { alg: "none", enc: "A256GCM", kid },
    ]) {
      expect(await unsealSession([header(fields), ...rest].join("."), ["k1"])).toBeNull();
    }
    expect(await unsealSession(sealed, ["other"])).toBeNull();
    // a well-formed JWE under a key that is not ours, claiming our key id
    const stranger = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(data)))
      .setProtectedHeader({ alg: "dir", enc: "A256GCM", kid })
      .encrypt(randomBytes(32));
    expect(await unsealSession(stranger, ["k1"])).toBeNull();
    for (const junk of ["", "v2.", "v2.short", "eyJ", "a.b.c.d.e", "....", "v2.%%%"]) {
      expect(await unsealSession(junk, ["k1"])).toBeNull();
    }
  });

  it("refuses a session that is not an object", async () => {
    for (const value of [null, [1], "text", 7]) {
      expect(
        await unsealSession(await sealSession(value as unknown as SessionData, "k1"), ["k1"]),
      ).toBeNull();
    }
  });

  it("refuses an oversized cookie, in either format", async () => {
    const big = { ...data, returnTo: `/${"x".repeat(7000)}` };
    const sealed = await sealSession(big, "k1");
    expect(sealed.length).toBeGreaterThan(8192);
    expect(await unsealSession(sealed, ["k1"])).toBeNull();
    expect(await unsealSession(v2Format(big, "k1"), ["k1"])).toBeNull();
    // just under the limit still opens
    const fits = { ...data, returnTo: `/${"x".repeat(5500)}` };
    const fitting = await sealSession(fits, "k1");
    expect(fitting.length).toBeLessThanOrEqual(8192);
    expect(await unsealSession(fitting, ["k1"])).toEqual(fits);
  });

  it("still opens a v2 cookie (nobody is signed out), with rotation; refuses a tampered one", async () => {
    expect(await unsealSession(V2_COOKIE, ["newer secret 16+", "a secret of sixteen+"])).toEqual({
      token: "v2-token",
      userId: "u-v2",
      email: "ünïcode@example.com",
      banner: { kind: "info", message: "Hello" },
    });
    expect(await unsealSession(V2_COOKIE, ["newer secret 16+"])).toBeNull();
    const v2 = v2Format(data, "old");
    expect(await unsealSession(v2, ["new", "old"])).toEqual(data);
    const raw = Buffer.from(v2.slice(3), "base64url");
    for (const at of [0, 20, raw.length - 1]) {
      const bad = Buffer.from(raw);
      bad[at] = (bad[at] ?? 0) ^ 1;
      expect(await unsealSession(`v2.${bad.toString("base64url")}`, ["new", "old"])).toBeNull();
    }
  });

  it("rewrites a v2 session in the new format the next time it changes", async () => {
    const opened = await unsealSession(v2Format(data, "k1"), ["k1"]);
    const session = new Session(opened ?? {});
    session.set({ banner: { kind: "info", message: "Saved" } });
    const resealed = await sealSession(session.data, "k1");
    expect(decodeProtectedHeader(resealed).alg).toBe("dir");
    expect(await unsealSession(resealed, ["k1"])).toEqual({
      ...data,
      banner: { kind: "info", message: "Saved" },
    });
  });

  it("refuses the first format (a new sign-in)", async () => {
    expect(await unsealSession(firstFormat(data, "k1"), ["k1"])).toBeNull();
  });

  it("hands out a copy: changing what one request opened does not change the next", async () => {
    const sealed = await sealSession({ ...data, banner: { kind: "info", message: "Hi" } }, "k1");
    const first = await unsealSession(sealed, ["k1"]);
    first!.token = "changed";
    expect(() => {
      (first!.banner as { message: string }).message = "changed";
    }).toThrow(TypeError);
    expect(await unsealSession(sealed, ["k1"])).toEqual({ ...data, banner: { kind: "info", message: "Hi" } });
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
