// A member whose changes wait for their OK, with the macOS app in the field: its token ends after 4 idle hours, so
// its daily refresh gets 401, signs in again and retries with the old `Authorization` and the new token only in
// X-Morphic-Auth-Token (Session.swift). Through the portal's public address (its /v1 proxy, server/http.ts) over
// the /v1 service of tests/api/harness.ts, whose clock the test moves (a spawned server.ts, as portal.test.ts
// starts, keeps the real time); on PGlite and PostgreSQL. Then the manager's view agrees with what the app got:
// the devices answer and the member page; and the member's own read of the bar is the approved version too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as memberPage } from "../../app/members/settings.tsx";
import { desktopCommunitySchema, barSchema, savedBarResponseSchema } from "../../contract/bars.ts";
import { devicesResponseSchema } from "../../contract/devices.ts";
import {
  addMember,
  availableBackends,
  createCommunity,
  register,
  startApi,
  type Registered,
  type TestApi,
} from "../api/harness.ts";
import { makeContext, setTestApiUrl, usePortalEnv } from "../portal/helpers.ts";
import { callLoader } from "../portal/route-call.ts";
import { macSignIn, type Answer, type Call } from "./apps.ts";
import { httpCall } from "./http.ts";
import { portalInProcess, type PortalInProcess } from "./portal-in-process.ts";

const BACKENDS = await availableBackends();
const IDLE = 4 * 60 * 60 * 1000 + 60_000;
const MAC_UA = "Morphic/1.7.2 CFNetwork/1335.0.3 Darwin/21.6.0";

const link = (label: string) => ({
  kind: "link",
  is_primary: false,
  configuration: { label, url: `https://${label.toLowerCase()}.example.org/` },
});

/**
 * One request of the macOS app with its saved token (Session.swift runningTask): on 401 it signs in again and sends
 * the same request once more, `Authorization` unchanged and the new token in X-Morphic-Auth-Token; later requests
 * carry the new token. Answers the request's last answer and the token the app now keeps.
 */
async function macRequest(
  call: Call,
  path: string,
  saved: string,
  signIn: () => Promise<string>,
): Promise<{ answer: Answer; token: string }> {
  const first = await call("GET", path, { token: saved, userAgent: MAC_UA });
  if (first.status !== 401) return { answer: first, token: saved };
  const token = await signIn();
  const retried = await call("GET", path, {
    token: saved,
    userAgent: MAC_UA,
    headers: { "X-Morphic-Auth-Token": token },
  });
  return { answer: retried, token };
}

describe.each(BACKENDS)("a member's OK and the macOS app in the field (%s)", (backend) => {
  let api: TestApi;
  let portal: PortalInProcess;
  let call: Call;
  beforeAll(async () => {
    api = await startApi(backend);
    portal = await portalInProcess({ apiUrl: api.url, rateLimitFactor: 10 });
    call = httpCall(portal.url);
    setTestApiUrl(api.url);
    usePortalEnv();
  }, 60_000);
  afterAll(async () => {
    setTestApiUrl(undefined);
    portal?.close();
    await api?.close();
  });

  async function signIn(user: Registered): Promise<string> {
    const r = await call("POST", "/v1/auth/username", {
      body: { username: user.email, password: user.password },
      userAgent: MAC_UA,
    });
    expect(r.status, r.text).toBe(200);
    return (JSON.parse(r.text) as { token: string }).token;
  }

  /** Pat's bar at version 2 when Pat turned "changes wait for my OK" on; version 3 saved since, waiting. */
  async function group() {
    const manager = await register(api, { first_name: "Sam" });
    const pat = await register(api, { first_name: "Pat" });
    const c = await createCommunity(api, manager);
    const memberId = await addMember(api, c.id, pat);
    await api.db.query("UPDATE members SET first_name = 'Pat' WHERE id = $1", [memberId]);
    const made = await api.call("POST", `/v1/communities/${c.id}/bars`, {
      token: manager.token,
      body: { name: "Bar for Pat", is_shared: false, items: [link("Email")], member_id: memberId },
    });
    const barId = savedBarResponseSchema.parse(made.json).bar.id;
    const save = async (labels: string[], base: number) => {
      api.clock.advance(1000);
      const r = await api.call("PUT", `/v1/communities/${c.id}/bars/${barId}`, {
        token: manager.token,
        body: { name: "Bar for Pat", is_shared: false, items: labels.map(link), base_version: base },
      });
      expect(r.status, r.text).toBe(200);
    };
    await save(["Email", "News"], 1);
    api.clock.advance(1000);
    const on = await api.call("PUT", `/v1/communities/${c.id}/members/${memberId}/approval`, {
      token: pat.token,
      body: { required: true },
    });
    expect(on.status, on.text).toBe(200);
    await save(["News", "Weather"], 2);
    return { manager, pat, cid: c.id, memberId, barId };
  }

  it("the macOS app's retry is answered, and every view of Pat's bar agrees with what it got", async () => {
    const g = await group();
    // The app signed in at some point; its token then went idle for more than 4 hours.
    const first = await macSignIn(call, g.pat.email, g.pat.password, MAC_UA);
    api.clock.advance(IDLE);
    let token = first.token;
    const list = await macRequest(call, `/v1/users/${g.pat.userId}/communities`, token, () => signIn(g.pat));
    expect(list.answer.status, list.answer.text).toBe(200);
    expect(list.token).not.toBe(token);
    token = list.token;
    const detail = await macRequest(call, `/v1/users/${g.pat.userId}/communities/${g.cid}`, token, () =>
      signIn(g.pat),
    );
    expect(detail.answer.status, detail.answer.text).toBe(200);
    const served = desktopCommunitySchema.parse(JSON.parse(detail.answer.text));
    expect(served.bar).toMatchObject({ id: g.barId, version: 2 });
    expect(served.bar.items.map((i) => i.configuration?.label)).toEqual(["Email", "News"]);

    // The devices answer: the version the app got, and the newer one waiting for Pat's OK.
    const managerToken = await signIn(g.manager);
    const devices = await call("GET", `/v1/communities/${g.cid}/devices?members=${g.memberId}`, {
      token: managerToken,
    });
    const device = devicesResponseSchema.parse(JSON.parse(devices.text)).devices[0]!;
    expect(device.received).toEqual([{ id: g.barId, version: 2 }]);
    expect(device.current).toEqual([{ id: g.barId, version: 2, name: "Bar for Pat", saved_version: 3 }]);

    // The member page says the same, naming the bar.
    const { context } = makeContext({
      token: managerToken,
      userId: g.manager.userId,
      email: g.manager.email,
      communityId: g.cid,
      role: "manager",
    });
    const page = await callLoader(memberPage, {
      request: new Request(`http://portal.test/dashboard/members/${g.memberId}`),
      context,
      params: { memberId: g.memberId },
    });
    expect(page.computer.status.state).toBe("current");
    expect(page.computer.status.lines[0]).toMatch(
      /^Pat's computer has version 2 of Bar for Pat, picked up .+\. Version 3 waits for Pat's OK\.$/,
    );

    // Pat reading the bar with their own token gets the approved version too.
    const own = await call("GET", `/v1/communities/${g.cid}/bars/${g.barId}`, { token, userAgent: MAC_UA });
    expect(own.status, own.text).toBe(200);
    const bar = barSchema.parse(JSON.parse(own.text));
    expect([bar.version, bar.items.map((i) => i.configuration?.label)]).toEqual([2, ["Email", "News"]]);
  });
});
