import { describe, expect, it } from "vitest";
import { loadApiConfig } from "../../api/config.ts";
import { redactPath } from "../../api/http/requestLog.ts";
import { priceText, roundHalfEven } from "../../api/plans/plans.ts";

describe("loadApiConfig", () => {
  it("has defaults for a local run", () => {
    const c = loadApiConfig({});
    expect(c).toMatchObject({
      databaseUrl: undefined,
      dataDir: "./data",
      publicUrl: "http://localhost:3000",
      smtpUrl: undefined,
      mailFrom: "no-reply@localhost",
      trialDays: 0,
      devOutbox: true,
    });
  });

  it("reads every variable", () => {
    const c = loadApiConfig({
      DATABASE_URL: "postgres://u@h/db",
      DATA_DIR: "/var/tandem",
      PUBLIC_URL: "https://tandem.example/",
      SMTP_URL: "smtp://mail:25",
      MAIL_FROM: "Tandem <hi@tandem.example>",
      TRIAL_DAYS: "30",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    });
    expect(c).toMatchObject({
      databaseUrl: "postgres://u@h/db",
      dataDir: "/var/tandem",
      publicUrl: "https://tandem.example",
      smtpUrl: "smtp://mail:25",
      mailFrom: "Tandem <hi@tandem.example>",
      trialDays: 30,
      devOutbox: false,
    });
  });

  it("keeps the dev outbox off in production and on when asked", () => {
    expect(loadApiConfig({ NODE_ENV: "production" }).devOutbox).toBe(false);
    expect(loadApiConfig({ SMTP_URL: "smtp://x" }).devOutbox).toBe(false);
    expect(loadApiConfig({ SMTP_URL: "smtp://x", DEV_OUTBOX: "1" }).devOutbox).toBe(true);
  });

  it("refuses bad values with a readable message", () => {
    expect(() => loadApiConfig({ TRIAL_DAYS: "-1" })).toThrow(/TRIAL_DAYS/);
    expect(() => loadApiConfig({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
    expect(() => loadApiConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });
});

describe("redactPath", () => {
  it("drops the query string and secrets in the path", () => {
    const uid = "d62ca1c7-3476-4849-9cc7-3c64d5e68d47";
    expect(redactPath(`/v1/users/${uid}?token=abc`)).toBe(`/v1/users/${uid}`);
    expect(redactPath(`/v1/users/${uid}/verify_email/abc`)).toBe(`/v1/users/${uid}/verify_email/:redacted`);
    expect(redactPath("/v1/auth/username/password_reset/request")).toBe(
      "/v1/auth/username/password_reset/request",
    );
    expect(redactPath("/v1/auth/username/password_reset/xyz")).toBe(
      "/v1/auth/username/password_reset/:redacted",
    );
    expect(redactPath("/v1/validate/link/https%3A%2F%2Fexample.com")).toBe("/v1/validate/link/:redacted");
    expect(redactPath(`/v1/invitations/${uid}`)).toBe("/v1/invitations/:redacted");
    expect(redactPath(`/v1/communities/${uid}/invitations/${uid}/accept`)).toBe(
      `/v1/communities/${uid}/invitations/:redacted/accept`,
    );
    expect(redactPath("/v1/things/AbCdEfGhIjKlMnOpQrStUvWxYz012345")).toBe("/v1/things/:redacted");
  });
});

describe("plan prices", () => {
  it("formats cents like the original, but always two digits of cents", () => {
    expect([0, 5, 250, 292, 3500, 18000, 1750, 120000, -1].map(priceText)).toEqual([
      "$0",
      "$0.05",
      "$2.50",
      "$2.92",
      "$35",
      "$180",
      "$17.50",
      "$1200",
      "",
    ]);
    expect([0.5, 1.5, 2.5, 291.6667].map(roundHalfEven)).toEqual([0, 2, 2, 292]);
  });
});
