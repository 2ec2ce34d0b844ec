// GET /v1/users/{uid}/communities/{cid}: what a member's desktop app receives (original §2.13).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktopCommunitySchema, savedBarResponseSchema } from "../../contract/bars.ts";
import {
  availableBackends,
  register,
  startApi,
  type Registered,
  type TestApi,
  addMember,
  createCommunity,
} from "./harness.ts";
import { mailItem } from "./bar-items.ts";
import { desktopBar } from "../../common/catalogue/desktop-icons.ts";

const BACKENDS = await availableBackends();

const DAY = 24 * 60 * 60 * 1000;

const mail = mailItem;
const zoomIn = {
  kind: "action",
  is_primary: false,
  configuration: { identifier: "screen-zoom", label: "Text Size" },
};

describe.each(BACKENDS)("desktop community (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  const path = (user: Registered, cid: string) => `/v1/users/${user.userId}/communities/${cid}`;

  async function createBar(user: Registered, cid: string, body: Record<string, unknown>) {
    const r = await api.call("POST", `/v1/communities/${cid}/bars`, {
      token: user.token,
      body: { is_shared: false, items: [], ...body },
    });
    expect(r.status, r.text).toBe(200);
    return savedBarResponseSchema.parse(r.json).bar;
  }

  it("serves the member's bars, in their order, as the manager last saved them", async () => {
    const manager = await register(api);
    const member = await register(api);
    const c = await createCommunity(api, manager, "Family");
    const memberId = await addMember(api, c.id, member);
    const first = await createBar(manager, c.id, { name: "Morning", items: [mail], member_id: memberId });
    const second = await createBar(manager, c.id, { name: "Evening", items: [zoomIn], member_id: memberId });
    const saved = await api.call("PUT", `/v1/communities/${c.id}/bars/${first.id}`, {
      token: manager.token,
      body: { ...first, items: [zoomIn, ...first.items], base_version: 1 },
    });
    const morning = savedBarResponseSchema.parse(saved.json).bar;
    // Someone else's bar is not theirs.
    await createBar(manager, c.id, { name: "Not theirs", items: [mail] });

    const r = await api.call("GET", path(member, c.id), { token: member.token });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-cache");
    expect(desktopCommunitySchema.parse(r.json)).toEqual(r.json);
    // As saved, each item with the icon the apps draw (a stand-in where the item names none).
    expect(r.json).toEqual({
      id: c.id,
      name: "Family",
      bar: desktopBar(morning),
      bars: [desktopBar(morning), desktopBar(second)],
    });
    // The exact wire shape: the original's keys (our `version` added to each bar), items with their four keys.
    const body = r.json as { bar: Record<string, unknown>; bars: Record<string, unknown>[] };
    expect(Object.keys(body).sort()).toEqual(["bar", "bars", "id", "name"]);
    expect(Object.keys(body.bar).sort()).toEqual(["id", "is_shared", "items", "name", "version"]);
    for (const item of body.bar.items as Record<string, unknown>[]) {
      expect(Object.keys(item).sort()).toEqual(["configuration", "id", "is_primary", "kind"]);
    }
    expect((body.bar.items as { configuration: unknown }[])[1]!.configuration).toEqual({
      ...mail.configuration,
      image_url: "globe",
      image_path: expect.stringMatching(/^\/icons\/bar\/\w+\/lucide-globe@2x\.png$/),
    });

    // A reordering of bar_ids (members have their own endpoints) is followed, and a missing id is skipped.
    await api.db.query("UPDATE members SET bar_ids = $2::uuid[] WHERE id = $1", [
      memberId,
      [second.id, randomUUID(), first.id],
    ]);
    const reordered = await api.call("GET", path(member, c.id), { token: member.token });
    expect(reordered.json).toEqual({
      id: c.id,
      name: "Family",
      bar: desktopBar(second),
      bars: [desktopBar(second), desktopBar(morning)],
    });
  });

  it("falls back to the community's default bar for a person without bars (a manager too)", async () => {
    const manager = await register(api);
    const member = await register(api);
    const c = await createCommunity(api, manager, "Club");
    await addMember(api, c.id, member);
    await api.call("PUT", `/v1/communities/${c.id}/bars/${c.default_bar_id}`, {
      token: manager.token,
      body: { name: "Default", is_shared: true, items: [mail] },
    });
    const defaultBar = (
      await api.call("GET", `/v1/communities/${c.id}/bars/${c.default_bar_id}`, { token: member.token })
    ).json;
    expect(defaultBar).toMatchObject({ name: "Default", version: 2 });
    for (const user of [member, manager]) {
      const r = await api.call("GET", path(user, c.id), { token: user.token });
      expect(r.status).toBe(200);
      const served = desktopBar(defaultBar as { items: [] });
      expect(r.json).toEqual({ id: c.id, name: "Club", bar: served, bars: [served] });
    }
  });

  it("is for the user themself, an active member, and refuses a community locked for 30 days", async () => {
    const manager = await register(api);
    const member = await register(api);
    const invited = await register(api);
    const stranger = await register(api);
    const c = await createCommunity(api, manager, "Locked soon");
    await addMember(api, c.id, member);
    await addMember(api, c.id, invited, "member", "invited");
    expect((await api.call("GET", path(member, c.id))).status).toBe(401);
    for (const [token, target] of [
      // Another user's id, even a manager asking about their member: 404, as the original.
      [manager.token, path(member, c.id)],
      [stranger.token, path(member, c.id)],
      [stranger.token, path(stranger, c.id)],
      [invited.token, path(invited, c.id)],
      [member.token, path(member, randomUUID())],
      [member.token, path(member, "nope")],
      [member.token, `/v1/users/nope/communities/${c.id}`],
    ] as const) {
      const r = await api.call("GET", target, { token });
      expect([r.status, r.text], target).toEqual([404, ""]);
    }
    expect((await api.call("PUT", path(member, c.id), { token: member.token, body: {} })).status).toBe(405);

    const now = api.clock.now();
    await api.db.query("UPDATE communities SET is_locked = true, locked_at = $2 WHERE id = $1", [
      c.id,
      new Date(now.getTime() - 29 * DAY),
    ]);
    expect((await api.call("GET", path(member, c.id), { token: member.token })).status).toBe(200);
    await api.db.query("UPDATE communities SET locked_at = $2 WHERE id = $1", [
      c.id,
      new Date(now.getTime() - 31 * DAY),
    ]);
    const locked = await api.call("GET", path(member, c.id), { token: member.token });
    expect([locked.status, locked.json]).toEqual([400, { error: "community_locked" }]);
  });
});
