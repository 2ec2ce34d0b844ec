// Many people behind one address (a care home, a school, a library behind one NAT) and a stranger elsewhere, through
// the portal's public address as the desktop apps reach it (its /v1 proxy, server/http.ts, in process over the /v1
// service of tests/api/harness.ts), on PGlite and PostgreSQL. The portal runs with its real limits
// (rateLimitFactor 1) behind a proxy it trusts (trust proxy: loopback), so X-Forwarded-For names each caller's
// address, and vouches for it to /v1 with the portal secret. The rules:
// docs/decisions/037-sign-in-limits-by-account-and-address.md.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableBackends, startApi, type TestApi } from "../api/harness.ts";
import { windowsSignIn, windowsStart } from "./apps.ts";
import { httpCall } from "./http.ts";
import { portalInProcess, type PortalInProcess } from "./portal-in-process.ts";
import { buildScenario, PASSWORD, type Scenario } from "./scenario.ts";

const BACKENDS = await availableBackends();
const PEOPLE = 40;
const OFFICE = "192.0.2.200";
const CARE_HOME = "198.51.100.7";
const STRANGER = "203.0.113.66";
const PORTAL_SECRET = "shared-address-portal-secret";

describe.each(BACKENDS)("many people behind one address, and a stranger elsewhere (%s)", (backend) => {
  let api: TestApi;
  let portal: PortalInProcess;
  let scenario: Scenario;
  const from = (address: string) => httpCall(portal.url, { "x-forwarded-for": address });
  beforeAll(async () => {
    api = await startApi(backend, { portalSecret: PORTAL_SECRET });
    portal = await portalInProcess({
      apiUrl: api.url,
      portalSecret: PORTAL_SECRET,
      trustProxy: "loopback",
      rateLimitFactor: 1,
    });
    scenario = await buildScenario(from(OFFICE));
  }, 60_000);
  afterAll(async () => {
    portal?.close();
    await api?.close();
  });

  it(`lets ${PEOPLE} people sign in from one address, one after another, as the Windows app does at its start`, async () => {
    // Each registers from home (registration has its own limit per address); then all start the app at the care
    // home. The limits' windows are 5 minutes and more, so however fast this runs, it is "within a minute".
    const emails: string[] = [];
    for (let i = 0; i < PEOPLE; i += 1) {
      const email = `resident.${i}.${scenario.communityId.slice(0, 8)}@example.com`;
      const body = { username: email, email, password: PASSWORD, first_name: `Resident ${i}` };
      const registered = await from(`192.0.2.${i + 1}`)("POST", "/v1/register/username", { body });
      expect(registered.status, registered.text).toBe(200);
      emails.push(email);
    }
    const signedIn: string[] = [];
    for (const email of emails) {
      const session = await windowsSignIn(from(CARE_HOME), email, PASSWORD);
      signedIn.push(session.userId);
    }
    expect(new Set(signedIn).size).toBe(PEOPLE);
  }, 120_000);

  it("a stranger's 10 wrong passwords leave the member's own computer signing in, and the stranger refused", async () => {
    const home = from(CARE_HOME);
    const stranger = from(STRANGER);
    const pat = scenario.pat.email;
    const errors: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const answer = await stranger("POST", "/v1/auth/username", {
        body: { username: pat, password: `guess-${i}` },
      });
      expect(answer.status).toBe(400);
      errors.push((JSON.parse(answer.text) as { error: string }).error);
    }
    expect(errors).toEqual([...Array(5).fill("invalid_credentials"), ...Array(5).fill("locked")]);
    // The member's own computer starts, signs in and shows Pat's bars.
    expect(await windowsStart(home, pat, PASSWORD)).toBe("signed in");
    const session = await windowsSignIn(home, pat, PASSWORD);
    const group = session.communities.find((c) => c.id === scenario.communityId);
    expect(group?.bars.map((b) => b.id)).toEqual(scenario.patBars.map((b) => b.id));
    // The stranger's address stays refused even with the right password, with an answer that would not make an app
    // there forget its member.
    const refused = await stranger("POST", "/v1/auth/username", {
      body: { username: pat, password: PASSWORD },
    });
    expect([refused.status, (JSON.parse(refused.text) as { error: string }).error]).toEqual([400, "locked"]);
    expect(await windowsStart(stranger, pat, PASSWORD)).toBe("member kept");
  });
});
