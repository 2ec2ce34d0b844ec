// The device record (contract/devices.ts): each desktop fetch of a member's bars is recorded with the versions it
// received and what its User-Agent says; managers read it and say which system a member uses.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devicesResponseSchema, savedBarResponseSchema } from "../../contract/index.ts";
import { readUserAgent } from "../../api/desktop/device.ts";
import {
  addMember,
  availableBackends,
  createCommunity,
  register,
  startApi,
  type TestApi,
} from "./harness.ts";
import { mailItem } from "./bar-items.ts";

const BACKENDS = await availableBackends();
const MAC_UA = "Morphic/1.7.2 CFNetwork/1335.0.3 Darwin/21.6.0";

describe("reading a desktop app's User-Agent", () => {
  it("knows the macOS app by URLSession's default and names the macOS release from Darwin", () => {
    expect(readUserAgent(MAC_UA)).toEqual({
      app_name: "Morphic",
      app_version: "1.7.2",
      os_name: "macos",
      os_version: "12",
    });
    expect(readUserAgent("Morphic/2 CFNetwork/1494 Darwin/23.1.0").os_version).toBe("14");
    expect(readUserAgent("Morphic/1.3 CFNetwork/1128 Darwin/19.6.0").os_version).toBe("10.15");
  });

  it("records nothing it was not told: no User-Agent (the Windows app 1.11), a tool, Windows NT 10.0", () => {
    const nothing = { app_name: null, app_version: null, os_name: null, os_version: null };
    expect(readUserAgent(undefined)).toEqual(nothing);
    expect(readUserAgent("")).toEqual(nothing);
    expect(readUserAgent("curl/8.5.0")).toEqual(nothing);
    // Windows 10 and 11 both say NT 10.0: the system is known, its version is not.
    expect(readUserAgent("Morphic/1.12.0 (Windows NT 10.0; Win64; x64)")).toEqual({
      app_name: "Morphic",
      app_version: "1.12.0",
      os_name: "windows",
      os_version: null,
    });
    expect(readUserAgent("Mozilla/5.0 (Windows NT 6.1; Win64; x64)")).toMatchObject({
      app_name: null,
      os_name: "windows",
      os_version: "7",
    });
  });
});

describe.each(BACKENDS)("device record (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function setup() {
    const manager = await register(api);
    const member = await register(api);
    const c = await createCommunity(api, manager, "Family");
    const memberId = await addMember(api, c.id, member);
    const r = await api.call("POST", `/v1/communities/${c.id}/bars`, {
      token: manager.token,
      body: { name: "Pat's bar", is_shared: false, items: [mailItem], member_id: memberId },
    });
    const bar = savedBarResponseSchema.parse(r.json).bar;
    const devices = async () => {
      const answer = await api.call("GET", `/v1/communities/${c.id}/devices`, { token: manager.token });
      expect(answer.status).toBe(200);
      const parsed = devicesResponseSchema.parse(answer.json);
      return parsed.devices.find((d) => d.member_id === memberId)!;
    };
    const fetchBars = (userAgent?: string) =>
      api.call("GET", `/v1/users/${member.userId}/communities/${c.id}`, {
        token: member.token,
        headers: userAgent ? { "user-agent": userAgent } : {},
      });
    return { manager, member, c, memberId, bar, devices, fetchBars };
  }

  it("says never until the desktop app fetches, then when, which versions, and what it said", async () => {
    const { bar, devices, fetchBars, manager, c } = await setup();
    expect(await devices()).toMatchObject({
      fetched_at: null,
      received: [],
      current: [{ id: bar.id, version: 1 }],
      app_name: null,
      os_name: null,
      stated_system: null,
    });
    expect((await fetchBars(MAC_UA)).status).toBe(200);
    const seen = await devices();
    expect(seen).toMatchObject({
      received: [{ id: bar.id, version: 1 }],
      current: [{ id: bar.id, version: 1 }],
      app_name: "Morphic",
      app_version: "1.7.2",
      os_name: "macos",
      os_version: "12",
    });
    expect(Date.parse(seen.fetched_at!)).toBeGreaterThan(Date.now() - 60_000);

    // A new saved version waits until the next fetch.
    const saved = await api.call("PUT", `/v1/communities/${c.id}/bars/${bar.id}`, {
      token: manager.token,
      body: { ...bar, items: [mailItem, mailItem], base_version: 1 },
    });
    expect(saved.status).toBe(200);
    expect(await devices()).toMatchObject({ received: [{ version: 1 }], current: [{ version: 2 }] });
    // The Windows app 1.11 sends no User-Agent: the fetch and its versions are recorded, nothing else.
    api.clock.advance(60_000);
    await fetchBars();
    expect(await devices()).toMatchObject({
      received: [{ id: bar.id, version: 2 }],
      app_name: null,
      app_version: null,
      os_name: null,
      os_version: null,
    });
  });

  it("keeps what the manager says of the system; only managers read or say it", async () => {
    const { c, manager, member, memberId, devices } = await setup();
    const path = `/v1/communities/${c.id}/members/${memberId}/system`;
    const put = (system: unknown, token = manager.token) =>
      api.call("PUT", path, { token, body: { system } });
    expect((await put("windows")).status).toBe(200);
    expect((await devices()).stated_system).toBe("windows");
    expect((await put(null)).status).toBe(200);
    expect((await devices()).stated_system).toBeNull();
    expect((await put("unsure")).status).toBe(200);
    const bad = await put("linux");
    expect([bad.status, (bad.json as { error: string }).error]).toEqual([400, "invalid_field"]);
    expect((await api.call("PUT", path, { token: manager.token, body: {} })).status).toBe(400);
    // A member sees no devices and says nothing; another group's member is not found.
    expect((await put("macos", member.token)).status).toBe(403);
    expect((await api.call("GET", `/v1/communities/${c.id}/devices`, { token: member.token })).status).toBe(
      403,
    );
    expect((await api.call("GET", `/v1/communities/${c.id}/devices`)).status).toBe(401);
    const other = await api.call("PUT", `/v1/communities/${c.id}/members/${randomUUID()}/system`, {
      token: manager.token,
      body: { system: "macos" },
    });
    expect(other.status).toBe(404);
    expect((await devices()).stated_system).toBe("unsure");
  });

  it("while changes wait for the member's OK, says the approved version the app gets and the newest saved one", async () => {
    const { bar, devices, fetchBars, manager, member, memberId, c } = await setup();
    const on = await api.call("PUT", `/v1/communities/${c.id}/members/${memberId}/approval`, {
      token: member.token,
      body: { required: true },
    });
    expect(on.status, on.text).toBe(200);
    const saved = await api.call("PUT", `/v1/communities/${c.id}/bars/${bar.id}`, {
      token: manager.token,
      body: { ...bar, items: [mailItem, mailItem], base_version: 1 },
    });
    expect(saved.status).toBe(200);
    await fetchBars(MAC_UA);
    const approved = { id: bar.id, version: 1, name: "Pat's bar", saved_version: 2 };
    expect(await devices()).toMatchObject({
      received: [{ id: bar.id, version: 1 }],
      current: [approved],
      default_bar: false,
    });
    // The same for one page of members.
    const page = await api.call("GET", `/v1/communities/${c.id}/devices?members=${memberId}`, {
      token: manager.token,
    });
    expect(devicesResponseSchema.parse(page.json).devices[0]!.current).toEqual([approved]);
  });

  it("says when a member without bars of their own gets the group's default bar", async () => {
    const { c, manager, devices } = await setup();
    const sam = await addMember(api, c.id, await register(api));
    const answer = await api.call("GET", `/v1/communities/${c.id}/devices?members=${sam}`, {
      token: manager.token,
    });
    expect(devicesResponseSchema.parse(answer.json).devices[0]).toMatchObject({
      current: [{ id: c.default_bar_id, name: "Default", version: 1, saved_version: 1 }],
      default_bar: true,
    });
    expect((await devices()).default_bar).toBe(false);
  });

  it("answers for the given members only when asked (one page of a large group)", async () => {
    const { c, manager, memberId, bar, fetchBars } = await setup();
    await fetchBars(MAC_UA);
    const list = async (query: string) => {
      const answer = await api.call("GET", `/v1/communities/${c.id}/devices${query}`, {
        token: manager.token,
      });
      return answer;
    };
    const all = devicesResponseSchema.parse((await list("")).json).devices;
    expect(all).toHaveLength(2);
    const one = devicesResponseSchema.parse((await list(`?members=${memberId.toUpperCase()}`)).json).devices;
    expect(one).toEqual(all.filter((d) => d.member_id === memberId));
    expect(one[0]).toMatchObject({
      current: [{ id: bar.id, version: 1 }],
      received: [{ id: bar.id, version: 1 }],
    });
    // Another group's or an unknown member: nothing; an empty list asks for no one.
    expect(devicesResponseSchema.parse((await list(`?members=${randomUUID()}`)).json).devices).toEqual([]);
    expect(devicesResponseSchema.parse((await list("?members=")).json).devices).toEqual([]);
    for (const query of [
      "?members=nope",
      `?members=${Array.from({ length: 201 }, () => randomUUID()).join(",")}`,
    ]) {
      const bad = await list(query);
      expect([bad.status, bad.json]).toEqual([
        400,
        { error: "invalid_field", details: { field: "members" } },
      ]);
    }
  });

  it("is deleted with the member", async () => {
    const { c, manager, memberId, fetchBars } = await setup();
    await fetchBars(MAC_UA);
    const before = await api.db.query("SELECT 1 FROM desktop_fetches WHERE member_id = $1", [memberId]);
    expect(before.rows).toHaveLength(1);
    const removed = await api.call("DELETE", `/v1/communities/${c.id}/members/${memberId}`, {
      token: manager.token,
    });
    expect(removed.status).toBe(200);
    const after = await api.db.query("SELECT 1 FROM desktop_fetches WHERE member_id = $1", [memberId]);
    expect(after.rows).toHaveLength(0);
  });
});
