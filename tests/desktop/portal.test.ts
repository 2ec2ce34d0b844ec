// The desktop apps against the portal started as the README starts it (tests/desktop/portal-process.ts): server.ts
// with its embedded /v1 service on a loopback port, reached only through the portal's public address — on PGlite
// and, when it answers, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableBackends } from "../api/harness.ts";
import { windowsSignIn } from "./apps.ts";
import { checkMacApp, checkRefusals, checkWindowsApp, httpCall } from "./checks.ts";
import { startPortal, type Portal } from "./portal-process.ts";
import { buildScenario, PASSWORD, type Scenario } from "./scenario.ts";

const BACKENDS = await availableBackends();

describe.each(BACKENDS)("the desktop apps against the portal's public address (%s)", (backend) => {
  let portal: Portal;
  let scenario: Scenario;
  beforeAll(async () => {
    portal = await startPortal(backend);
    scenario = await buildScenario(httpCall(portal.url));
  }, 150_000);
  afterAll(async () => {
    await portal?.stop();
  });

  it("the Windows app signs in with JSON and reads every bar with its bearer token", async () => {
    await checkWindowsApp(httpCall(portal.url), scenario);
  });

  it("the macOS app reads and saves its preferences and reads the bars", async () => {
    await checkMacApp(httpCall(portal.url), scenario);
  });

  it("refuses an unknown token, a wrong password and another user's view", async () => {
    await checkRefusals(httpCall(portal.url), scenario);
  });

  it("logs each desktop call like every other /v1 call, without the token", async () => {
    const session = await windowsSignIn(httpCall(portal.url), scenario.pat.email, PASSWORD);
    const lines = portal.logs.filter((l) => l.includes(`/v1/users/${scenario.pat.userId}/communities`));
    expect(lines.length).toBeGreaterThan(0);
    expect(portal.logs.some((l) => l.includes(session.token))).toBe(false);
    expect(portal.logs.some((l) => l.includes(PASSWORD))).toBe(false);
  });
});
