// One validated configuration: every variable with a bad value stops the start with one line
// naming it; README's table lists exactly the variables the settings read; `node server.ts` and
// `node api/main.ts` exit 1 with that one line, no stack trace.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, parseSettings, priceVariable, SETTING_NAMES } from "../../config/settings.ts";
import { loadApiConfig } from "../../api/config.ts";
import { PLANS } from "../../contract/plans.ts";

const firstPrice = priceVariable(PLANS.find((plan) => plan.price > 0)!.id);

/** One bad value per variable, and what the one line must say about it. */
const BAD: Record<string, string> = {
  NODE_ENV: "prod",
  PORT: "80a",
  HOST: "   ",
  PUBLIC_URL: "tandem.example.org",
  SESSION_SECRET: "short",
  COOKIE_SECURE: "yes",
  API_URL: "127.0.0.1:3001",
  API_HOST: " ",
  API_PORT: "70000",
  API_TIMEOUT_MS: "10s",
  PORTAL_API_SECRET: "too-short",
  DATABASE_URL: "mysql://db/tandem",
  DATA_DIR: "  ",
  SMTP_URL: "mail.example.org:25",
  MAIL_FROM: " ",
  DEV_OUTBOX: "true",
  CAPTCHA_SITE_KEY: " ",
  RECAPTCHA_SECRET: " ",
  DOWNLOAD_URL_WINDOWS: "javascript:alert(1)",
  DOWNLOAD_URL_MAC: "//cdn.example/m.pkg",
  DASHBOARD_VIDEOS: "Getting started|ftp://videos.example/start",
  STRIPE_SECRET_KEY: " ",
  STRIPE_WEBHOOK_SECRET: " ",
  STRIPE_PRICES: '["price_1"]',
  TRIAL_DAYS: "-1",
  AUDIT_RETENTION_DAYS: "0",
  LINK_CHECK: "sometimes",
  LINK_HEALTH: "yes",
  LINK_HEALTH_INTERVAL_S: "1d",
  LOG_LEVEL: "loud",
  CORS_ORIGINS: "https://a.example/path",
  REDIS_URL: "localhost:6379",
  METRICS_PORT: "0",
  METRICS_HOST: " ",
  METRICS_TOKEN: "abc",
  MEMORY_IDLE_MS: "2s",
  TRUST_PROXY: "yes please!",
  RATE_LIMIT_FACTOR: "100x",
  [firstPrice]: "price with spaces",
};

const SECRET = new Set([
  "SESSION_SECRET",
  "PORTAL_API_SECRET",
  "DATABASE_URL",
  "SMTP_URL",
  "RECAPTCHA_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "REDIS_URL",
  "METRICS_TOKEN",
]);

function problemOf(env: Record<string, string>): string {
  try {
    parseSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("no problem reported");
}

describe("parseSettings", () => {
  it("has a bad value to try for every variable", () => {
    expect(Object.keys(BAD).sort()).toEqual(
      SETTING_NAMES.filter((n) => !n.startsWith("STRIPE_PRICE_") || n === firstPrice).sort(),
    );
  });

  it.each(Object.entries(BAD))("refuses %s=%j in one line naming it", (name, value) => {
    const line = problemOf({ [name]: value });
    expect(line).not.toContain("\n");
    expect(line.startsWith(`${name}=`)).toBe(true);
    expect(line).toContain(": expected ");
    if (SECRET.has(name)) expect(line).toContain(`${name}=(hidden, ${value.length} characters)`);
    else expect(line).toContain(`${name}=${JSON.stringify(value)}`);
  });

  it("says what is expected", () => {
    expect(problemOf({ API_TIMEOUT_MS: "10s" })).toBe(
      'API_TIMEOUT_MS="10s": expected a whole number of milliseconds from 100 to 600000',
    );
    expect(problemOf({ MEMORY_IDLE_MS: "2s", RATE_LIMIT_FACTOR: "100x" })).toBe(
      'MEMORY_IDLE_MS="2s": expected a whole number of milliseconds from 0 to 3600000 (0 = off); ' +
        'RATE_LIMIT_FACTOR="100x": expected a number greater than 0 and at most 10000, e.g. 1 or 0.5',
    );
  });

  it.each(["sometimes", "10.0.0.0/33", "loopback, nearby", "300.1.1.1"])(
    "refuses TRUST_PROXY=%j, which Express could not compile, before anything starts",
    (value) => {
      expect(problemOf({ TRUST_PROXY: value })).toBe(
        `TRUST_PROXY=${JSON.stringify(value)}: expected true, false, a number of hops, or comma-separated addresses`,
      );
    },
  );

  it("has defaults for every variable a local run needs, and empty counts as unset", () => {
    const s = parseSettings({ PORT: "", API_TIMEOUT_MS: "" });
    expect(s).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "0.0.0.0",
      PUBLIC_URL: "http://localhost:3000",
      API_TIMEOUT_MS: 10_000,
      API_HOST: "127.0.0.1",
      DATA_DIR: "./data",
      AUDIT_RETENTION_DAYS: 730,
      MEMORY_IDLE_MS: 10_000,
      RATE_LIMIT_FACTOR: 1,
      LOG_LEVEL: "info",
      METRICS_HOST: "127.0.0.1",
    });
    expect(s.API_URL).toBeUndefined();
    expect(s.SESSION_SECRET).toBeUndefined();
  });

  it("reads good values with their units", () => {
    const s = parseSettings({
      PORT: "8080",
      API_TIMEOUT_MS: "2500",
      RATE_LIMIT_FACTOR: "0.25",
      SESSION_SECRET: "new-secret-0123456789, old-secret-0123456789",
      TRUST_PROXY: "loopback, 10.0.0.0/8",
      DASHBOARD_VIDEOS: "Start|https://v.example/1;Next|https://v.example/2",
      [firstPrice]: "price_123",
      AUDIT_RETENTION_DAYS: "365",
    });
    expect(s.PUBLIC_URL).toBe("http://localhost:8080");
    expect(s.API_TIMEOUT_MS).toBe(2500);
    expect(s.RATE_LIMIT_FACTOR).toBe(0.25);
    expect(s.SESSION_SECRET).toEqual(["new-secret-0123456789", "old-secret-0123456789"]);
    expect(s.TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
    expect(parseSettings({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseSettings({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseSettings({ TRUST_PROXY: "uniquelocal, ::1, 192.168.0.0/255.255.0.0" }).TRUST_PROXY).toBe(
      "uniquelocal, ::1, 192.168.0.0/255.255.0.0",
    );
    expect(s.stripePrices).toEqual({ [firstPrice]: "price_123" });
    expect(s.AUDIT_RETENTION_DAYS).toBe(365);
  });

  it("gives the service its settings from the same parse", () => {
    expect(loadApiConfig({ AUDIT_RETENTION_DAYS: "90" }).auditRetentionDays).toBe(90);
    expect(() => loadApiConfig({ LINK_HEALTH_INTERVAL_S: "1h" })).toThrow(/^LINK_HEALTH_INTERVAL_S="1h"/);
  });
});

describe("README's configuration table", () => {
  it("has a row for exactly the variables the settings read", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const section = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 5),
    );
    const documented = new Set<string>();
    for (const row of section.split("\n").filter((line) => line.startsWith("| `"))) {
      const firstCell = row.split("|")[1] ?? "";
      for (const [, name] of firstCell.matchAll(/`([A-Z0-9_<>]+)`/g)) documented.add(name!);
    }
    const expected = new Set(
      SETTING_NAMES.map((n) => (n.startsWith("STRIPE_PRICE_") ? "STRIPE_PRICE_<PLAN_ID>" : n)),
    );
    expect([...documented].sort()).toEqual([...expected].sort());
  });
});

/** Runs `node <script>` with these variables; its exit code and stderr. */
function run(script: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd: new URL("../..", import.meta.url).pathname,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: "memory://", LOG_LEVEL: "error", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe("a bad setting stops the start", () => {
  it("node server.ts: exit code 1 and one line naming the variable, no stack", async () => {
    const { code, stderr } = await run("server.ts", { API_TIMEOUT_MS: "10s", PORT: "0" });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Bad configuration: API_TIMEOUT_MS="10s": expected a whole number of milliseconds from 100 to 600000\n',
    );
  });

  it("node server.ts: a Stripe key without its webhook secret stops it the same way", async () => {
    const { code, stderr } = await run("server.ts", { STRIPE_SECRET_KEY: "sk_test_x", PORT: "0" });
    expect(code).toBe(1);
    expect(stderr.split("\n").filter(Boolean)).toHaveLength(1);
    expect(stderr).toMatch(/^Bad configuration: Bad Stripe configuration: STRIPE_WEBHOOK_SECRET is required/);
  });

  it("node api/main.ts (npm run api): the same", async () => {
    const { code, stderr } = await run("api/main.ts", { RATE_LIMIT_FACTOR: "100x" });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Bad configuration: RATE_LIMIT_FACTOR="100x": expected a number greater than 0 and at most 10000, e.g. 1 or 0.5\n',
    );
  });
});
