import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  availableBackends,
  register,
  startApi,
  type TestApi,
  addMember,
  createCommunity,
} from "./harness.ts";

const BACKENDS = await availableBackends();

describe.each(BACKENDS)("bars (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** Adds a bar directly (saving bars has its own suite); `createdAt` orders the list. */
  async function addBar(communityId: string, name: string, isShared: boolean, items: unknown[] = []) {
    const id = randomUUID();
    await api.db.query(
      `INSERT INTO bars (id, community_id, name, is_shared, items, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, now() + interval '1 second' * (SELECT count(*) FROM bars WHERE community_id = $2))`,
      [id, communityId, name, isShared, JSON.stringify(items)],
    );
    return id;
  }

  const items = [
    {
      kind: "link",
      is_primary: true,
      configuration: {
        label: "Mail",
        url: "https://mail.example.com/",
        color: "#002957",
        image_url: "envelope-solid",
        _webapp: { buttonKey: "email", nested: { list: [1, "two", null], flag: false } },
      },
      id: "item-1",
    },
    { kind: "action", is_primary: false, configuration: { identifier: "screen-zoom" }, id: "item-2" },
    { kind: "application", is_primary: false, configuration: null, id: "" },
  ];

  describe("GET /v1/communities/{id}/bars", () => {
    it("answers in the check order: 401 → 404 → 403", async () => {
      const manager = await register(api);
      const member = await register(api);
      const invitedManager = await register(api);
      const stranger = await register(api);
      const c = await createCommunity(api, manager);
      await addMember(api, c.id, member);
      await addMember(api, c.id, invitedManager, "manager", "invited");
      const path = `/v1/communities/${c.id}/bars`;
      const anonymous = await api.call("GET", path);
      expect([anonymous.status, anonymous.text]).toEqual([401, ""]);
      for (const [token, target] of [
        [stranger.token, path],
        [invitedManager.token, path],
        [manager.token, `/v1/communities/${randomUUID()}/bars`],
        [manager.token, "/v1/communities/nope/bars"],
      ] as const) {
        const r = await api.call("GET", target, { token });
        expect([r.status, r.text], target).toEqual([404, ""]);
      }
      const forbidden = await api.call("GET", path, { token: member.token });
      expect([forbidden.status, forbidden.text]).toEqual([403, ""]);
      expect((await api.call("PATCH", path, { token: manager.token })).status).toBe(405);
    });

    it("lists the community's bars oldest first, without items", async () => {
      const manager = await register(api);
      const c = await createCommunity(api, manager);
      const other = await createCommunity(api, manager, "Other");
      const mine = await addBar(c.id, "Ann's bar", false, items);
      const kitchen = await addBar(c.id, "Kitchen", true);
      await addBar(other.id, "Elsewhere", true);
      const r = await api.call("GET", `/v1/communities/${c.id}/bars`, { token: manager.token });
      expect(r.status).toBe(200);
      expect(r.json).toEqual({
        bars: [
          { id: c.default_bar_id, name: "Default", is_shared: true },
          { id: mine, name: "Ann's bar", is_shared: false },
          { id: kitchen, name: "Kitchen", is_shared: true },
        ],
      });
    });
  });

  describe("GET /v1/communities/{cid}/bars/{id}", () => {
    it("answers in the check order: 401 → 404 (community, then bar)", async () => {
      const manager = await register(api);
      const stranger = await register(api);
      const invited = await register(api);
      const c = await createCommunity(api, manager);
      const other = await createCommunity(api, manager, "Other");
      await addMember(api, c.id, invited, "member", "invited");
      const path = `/v1/communities/${c.id}/bars/${c.default_bar_id}`;
      const anonymous = await api.call("GET", path);
      expect([anonymous.status, anonymous.text]).toEqual([401, ""]);
      expect(anonymous.headers.get("www-authenticate")).toBe("Bearer");
      for (const [token, target] of [
        [stranger.token, path],
        [invited.token, path],
        [manager.token, `/v1/communities/${randomUUID()}/bars/${c.default_bar_id}`],
        [manager.token, `/v1/communities/nope/bars/${c.default_bar_id}`],
        // A bar of another community, even one the caller manages, through this community's path.
        [manager.token, `/v1/communities/${c.id}/bars/${other.default_bar_id}`],
        [manager.token, `/v1/communities/${c.id}/bars/${randomUUID()}`],
        [manager.token, `/v1/communities/${c.id}/bars/nope`],
      ] as const) {
        const r = await api.call("GET", target, { token });
        expect([r.status, r.text], target).toEqual([404, ""]);
      }
      expect((await api.call("PATCH", path, { token: manager.token })).status).toBe(405);
    });

    it("lets any active member read any bar of the community, items verbatim", async () => {
      const manager = await register(api);
      const member = await register(api);
      const c = await createCommunity(api, manager);
      await addMember(api, c.id, member);
      const personal = await addBar(c.id, "Ann's bar", false, items);
      for (const user of [manager, member]) {
        const r = await api.call("GET", `/v1/communities/${c.id}/bars/${personal}`, { token: user.token });
        expect(r.status).toBe(200);
        expect(r.headers.get("cache-control")).toBe("no-cache");
        expect(r.json).toEqual({ id: personal, name: "Ann's bar", is_shared: false, items });
        const d = await api.call("GET", `/v1/communities/${c.id}/bars/${c.default_bar_id}`, {
          token: user.token,
        });
        expect(d.json).toEqual({ id: c.default_bar_id, name: "Default", is_shared: true, items: [] });
      }
      // Upper-case ids are the same ids.
      const upper = await api.call(
        "GET",
        `/v1/communities/${c.id.toUpperCase()}/bars/${personal.toUpperCase()}`,
        { token: member.token },
      );
      expect(upper.json).toMatchObject({ id: personal });
    });
  });
});
