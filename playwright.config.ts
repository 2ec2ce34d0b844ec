import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Every flow runs twice, with JavaScript on and off, against the built production server on its
// embedded database. One journey (sign up, out and in; tagged @postgres) also runs against a real PostgreSQL
// server: the API suites check every rule on both databases, so e2e need not repeat them there. That server's
// groups start with a 14-day free trial, as a real deployment's do, and the trial's journey (an organisation
// that grows past 50 and buys a plan: e2e/large-group.spec.ts) runs there only.
// Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs headless) when it is
// installed: the same engine as the full browser without its window machinery, a third of the browser's CPU
// and the suite in about 60 % of the time (decision 051). Otherwise the full browser.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
// E2E_PORT lets several checkouts (or helpers) run the suite side by side on one machine.
const PGLITE_PORT = Number(process.env.E2E_PORT ?? 3100);
const POSTGRES_PORT = PGLITE_PORT + 1;
// The pseudo-locale run (docs/languages.md) has a server of its own: English written as the pseudo-locale.
const PSEUDO_PORT = PGLITE_PORT + 2;
const PSEUDO_SPEC = /pseudo-locale\.spec\.ts/;
const withPostgres = process.env.E2E_POSTGRES !== "0";

const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromium,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      // More flags for an experiment on the browser's cost (space-separated).
      ...(process.env.E2E_CHROMIUM_ARGS ?? "").split(" ").filter(Boolean),
    ],
  },
};

const server = (port: number, postgres: boolean, extra: Record<string, string> = {}) => ({
  command: `node_modules/.bin/node e2e/serve.ts`,
  url: `http://localhost:${port}/healthz`,
  reuseExistingServer: false,
  // SIGTERM, so e2e/serve.ts removes its database and folder (Playwright's default is SIGKILL).
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 20_000 },
  // A fresh database (initdb, migrations, the job queue's schema) takes a few seconds on a quiet machine and
  // over a minute on a busy one; E2E_SERVER_TIMEOUT_MS raises the wait further.
  timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000),
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(port),
    E2E_DATABASE: postgres ? "postgres" : "pglite",
    TRIAL_DAYS: postgres ? "14" : "0",
    RATE_LIMIT_FACTOR: "100",
    LOG_LEVEL: "warn",
    // The tests read the mail the service sends from /dev/outbox.
    DEV_OUTBOX: "1",
    // Tests send traffic only to loopback: the link check resolves no name, takes every name for
    // 127.0.0.1 and reaches loopback only, so a spec can serve the pages it links to on a local port.
    LINK_CHECK: "loopback",
    // e2e/serve.ts stops (and cleans up) when this runner is gone, even if it was killed.
    E2E_RUNNER_PID: String(process.pid),
    ...extra,
  },
});

export default defineConfig({
  testDir: "e2e",
  // The CI machine's speed varies by 2-4x from one day to the next (the same suite took 12 and 52 minutes):
  // a flow that takes 25 s on a good day must not fail for want of time on a slow one.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three on two cores: with two, a core sat idle while a test waited (link health's rounds, a server
  // starting): 14 % of the run idle against 6 % with three, 370 s → 346 s (docs/performance.md, 2026-11-29).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A trace records every test's screencast and DOM snapshots to keep the failed ones: 15 % of the suite's CPU
  // and a fifth of its time on this machine, for files CI does not keep. E2E_TRACE=1 turns it on to debug.
  use: { trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off" },
  projects: [
    {
      name: "js-on",
      testIgnore: [/(scale-out|large-group)\.spec\.ts/, PSEUDO_SPEC],
      use: { ...browser, baseURL: `http://localhost:${PGLITE_PORT}`, javaScriptEnabled: true },
    },
    {
      name: "js-off",
      testIgnore: [/(scale-out|large-group)\.spec\.ts/, PSEUDO_SPEC],
      use: { ...browser, baseURL: `http://localhost:${PGLITE_PORT}`, javaScriptEnabled: false },
    },
    {
      name: "pseudo-js-on",
      testMatch: PSEUDO_SPEC,
      use: { ...browser, baseURL: `http://localhost:${PSEUDO_PORT}`, javaScriptEnabled: true },
    },
    {
      name: "pseudo-js-off",
      testMatch: PSEUDO_SPEC,
      use: { ...browser, baseURL: `http://localhost:${PSEUDO_PORT}`, javaScriptEnabled: false },
    },
    ...(withPostgres
      ? [
          {
            name: "postgres-js-on",
            testMatch: /(auth|large-group)\.spec\.ts/,
            grep: /@postgres/,
            use: { ...browser, baseURL: `http://localhost:${POSTGRES_PORT}`, javaScriptEnabled: true },
          },
          {
            name: "postgres-js-off",
            testMatch: /(auth|large-group)\.spec\.ts/,
            grep: /@postgres/,
            use: { ...browser, baseURL: `http://localhost:${POSTGRES_PORT}`, javaScriptEnabled: false },
          },
          // Two instances of its own behind HAProxy, on PostgreSQL and Redis (e2e/scale-out.spec.ts).
          {
            name: "scale-out",
            testMatch: /scale-out\.spec\.ts/,
            use: { ...browser, javaScriptEnabled: true },
          },
        ]
      : []),
  ],
  webServer: [
    server(PGLITE_PORT, false),
    ...(withPostgres ? [server(POSTGRES_PORT, true)] : []),
    server(PSEUDO_PORT, false, { I18N_PSEUDO: "1" }),
  ],
});
