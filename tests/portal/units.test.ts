import { describe, expect, it } from "vitest";
import { failureMessage, errorTitle } from "../../app/shared/errors.ts";
import { createCookie } from "react-router";
import {
  SESSION_COOKIE,
  sealSession,
  sealedSessionFromCookies,
  unsealSession,
} from "../../app/shared/session.server.ts";
import { redactPath } from "../../common/log.ts";
import { contentSecurityPolicy } from "../../server/http.ts";
import { safeReturnPath } from "../../app/shared/return-path.ts";
import { documentTitle } from "../../app/shared/ui/page.tsx";

describe("error catalogue: the spec's order of choice", () => {
  it("a user message wins over everything", () => {
    expect(failureMessage({ status: 400, code: "invalid_credentials" }, "Mine")).toBe("Mine");
  });
  it("then the server's code, then a generic message with the code", () => {
    expect(failureMessage({ status: 400, code: "short_password" })).toBe(
      "Passwords must be at least 6 characters",
    );
    expect(failureMessage({ status: 400, code: "nobody_knows" })).toBe(
      "The server could not do this (error: nobody_knows).",
    );
  });
  it("then the HTTP status, then status text and number", () => {
    expect(failureMessage({ status: 503 })).toMatch(/not available right now/);
    expect(failureMessage({ status: 499, statusText: "Odd" })).toBe("Odd (499)");
    expect(failureMessage({ status: 499 })).toBe("Error (499)");
  });
  it("a network failure names its code, never a stack", () => {
    expect(failureMessage({ network: { code: "ECONNREFUSED" } })).toBe(
      "We could not reach the service. Check your connection and try again (ECONNREFUSED).",
    );
  });
  it("titles come from the action's label", () => {
    expect(errorTitle("Sign in")).toBe("Sign in did not work");
  });
  it("in the page's language, with counts as that language says them", () => {
    const locked = { status: 423, code: "locked", details: { timeout: 60 } };
    expect(failureMessage(locked)).toMatch(/Try again in 1 minute, or reset/);
    expect(failureMessage({ ...locked, details: { timeout: 900 } }, undefined, "es")).toMatch(
      /dentro de 15 minutos o cambie/,
    );
    expect(failureMessage({ status: 400, code: "existing_username" }, undefined, "fr")).toBe(
      "Il existe déjà un compte avec cette adresse e-mail. Connectez-vous plutôt.",
    );
    expect(errorTitle("Iniciar sesión", "es")).toBe("Iniciar sesión: no ha funcionado");
  });
});

describe("session sealing", () => {
  const data = { token: "secret-token", userId: "u1" };
  it("round-trips and hides the token", async () => {
    const sealed = await sealSession(data, "k1");
    expect(sealed).not.toContain("secret-token");
    for (const part of sealed.split(".")) {
      expect(Buffer.from(part, "base64url").toString("latin1")).not.toContain("secret-token");
    }
    expect(await unsealSession(sealed, ["k1"])).toEqual(data);
  });
  it("reads cookies sealed with an older secret after rotation", async () => {
    expect(await unsealSession(await sealSession(data, "old"), ["new", "old"])).toEqual(data);
  });
  it("refuses a tampered or foreign cookie", async () => {
    const sealed = await sealSession(data, "k1");
    const parts = sealed.split(".");
    const tag = Buffer.from(parts[4]!, "base64url");
    tag[tag.length - 1] = (tag[tag.length - 1] ?? 0) ^ 1;
    expect(
      await unsealSession([...parts.slice(0, 4), tag.toString("base64url")].join("."), ["k1"]),
    ).toBeNull();
    expect(await unsealSession(sealed, ["other"])).toBeNull();
    expect(await unsealSession("short", ["k1"])).toBeNull();
  });
  it("reads the sealed session from a Cookie header as the cookie's own parse does", async () => {
    const cookie = createCookie(SESSION_COOKIE, { path: "/" });
    const pair = (value: string) => cookie.serialize(value).then((c) => c.split(";")[0]!);
    const sealed = await sealSession({ ...data, email: "ünïcode@example.com" }, "k1");
    const own = await pair(sealed);
    const headers = [
      own,
      `focus_mode=MQ%3D%3D; ${own}; other=1`,
      `${own};${await pair(await sealSession(data, "k2"))}`,
      `x${own}`,
      `${SESSION_COOKIE}=; a=b`,
      `${SESSION_COOKIE}=not-base64-json`,
      `${SESSION_COOKIE}=${encodeURIComponent(Buffer.from("{}").toString("base64"))}`,
      "",
    ];
    for (const header of headers) {
      const expected: unknown = await cookie.parse(header);
      expect(sealedSessionFromCookies(header), header).toBe(
        typeof expected === "string" && expected ? expected : null,
      );
    }
    expect(sealedSessionFromCookies(own)).toBe(sealed);
    expect(sealedSessionFromCookies(null)).toBeNull();
  });
});

describe("log redaction", () => {
  it("drops query strings and one-time codes from logged paths", () => {
    expect(redactPath("/login?email=a@b.c")).toBe("/login");
    expect(redactPath("/reset-password/abcDEF123")).toBe("/reset-password/:redacted");
    expect(redactPath("/confirm-email/u1/tok")).toBe("/confirm-email/u1/:redacted");
    expect(redactPath("/invite/accept/inv-id/register")).toBe("/invite/accept/:redacted/register");
    expect(redactPath("/v1/auth/username/password_reset/request")).toBe(
      "/v1/auth/username/password_reset/request",
    );
    expect(redactPath("/v1/auth/username/password_reset/tok")).toBe(
      "/v1/auth/username/password_reset/:redacted",
    );
    expect(redactPath("/v1/users/u1/verify_email/tok")).toBe("/v1/users/u1/verify_email/:redacted");
  });
});

describe("small rules", () => {
  it("only same-site paths are followed after sign-in", () => {
    expect(safeReturnPath("/account")).toBe("/account");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "", undefined]) {
      expect(safeReturnPath(bad)).toBeUndefined();
    }
  });
  it("page titles name the product once and start with Error: after a failed submit", () => {
    expect(documentTitle("Help")).toBe("Help – Tandem");
    expect(documentTitle("Sign in to Tandem", true)).toBe("Error: Sign in to Tandem");
  });
});

describe("content security policy", () => {
  it("allows Google's reCAPTCHA only when a captcha is configured", () => {
    expect(contentSecurityPolicy("n", true)).not.toContain("google");
    const withCaptcha = contentSecurityPolicy("n", true, true);
    expect(withCaptcha).toContain("script-src 'self' 'nonce-n' https://www.google.com/recaptcha/");
    expect(withCaptcha).toContain("frame-src https://www.google.com/recaptcha/");
  });
});
