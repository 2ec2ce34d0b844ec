// /v1 bars: list, create, read, update, delete; roles, limits, the default bar, versions on every save, conflicts.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barListResponseSchema, barSchema, savedBarResponseSchema, type Bar } from "../../contract/bars.ts";
import { MAX_BARS_PER_MEMBER } from "../../contract/members.ts";
import {
  availableBackends,
  register,
  startApi,
  type Registered,
  type TestApi,
  addMember,
  createCommunity,
} from "./harness.ts";

const BACKENDS = await availableBackends();

const mail = {
  kind: "link",
  is_primary: true,
  configuration: {
    label: "Mail",
    url: "https://mail.example.com/",
    color: "#002957",
    image_url: "envelope-solid",
    _orig_label: "$label",
    _webapp: {
      buttonKey: "email",
      parameters: { label: "Mail" },
      nested: { list: [1, "two", null], flag: false },
    },
  },
  // The web client's own data: dropped, as the original does.
  data: { buttonKey: "email" },
  barId: "whatever",
};
const zoomIn = {
  kind: "action",
  is_primary: false,
  configuration: { identifier: "screen-zoom", label: "Text Size" },
};
const calculator = {
  kind: "application",
  is_primary: false,
  configuration: { label: "Calculator", exe: "calc.exe" },
};

/** What the service stores for an item sent as `sent`: the four keys, configuration verbatim. */
function stored(
  sent: { kind: string; is_primary: boolean; configuration?: unknown },
  id: unknown = expect.any(String),
) {
  return { id, kind: sent.kind, is_primary: sent.is_primary, configuration: sent.configuration ?? null };
}

describe.each(BACKENDS)("bars (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A manager with a community, a member (active, with an account) and the member's record id. */
  async function setup() {
    const manager = await register(api, { first_name: "Mona", last_name: "Manager" });
    const member = await register(api);
    const c = await createCommunity(api, manager);
    const memberId = await addMember(api, c.id, member);
    return { manager, member, memberId, c };
  }

  async function post(user: Registered, communityId: string, body: unknown) {
    return api.call("POST", `/v1/communities/${communityId}/bars`, { token: user.token, body });
  }

  async function createBar(user: Registered, communityId: string, body: Record<string, unknown> = {}) {
    const r = await post(user, communityId, { name: "Kitchen", is_shared: true, items: [], ...body });
    expect(r.status, r.text).toBe(200);
    return savedBarResponseSchema.parse(r.json).bar;
  }

  async function versionCount(barId: string) {
    const { rows } = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bar_versions WHERE bar_id = $1",
      [barId],
    );
    return rows[0]!.n;
  }

  async function barIdsOf(memberId: string) {
    const { rows } = await api.db.query<{ bar_ids: string[] }>("SELECT bar_ids FROM members WHERE id = $1", [
      memberId,
    ]);
    return rows[0]!.bar_ids;
  }

  describe("GET /v1/communities/{id}/bars", () => {
    it("answers in the check order: 401 → 404 → 403 (a member may not list)", async () => {
      const { manager, member, c } = await setup();
      const invitedManager = await register(api);
      const stranger = await register(api);
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
      const { manager, c } = await setup();
      const other = await createCommunity(api, manager, "Other");
      const mine = await createBar(manager, c.id, { name: "Ann's bar", is_shared: false, items: [mail] });
      const kitchen = await createBar(manager, c.id, { name: "Kitchen" });
      await createBar(manager, other.id, { name: "Elsewhere" });
      const r = await api.call("GET", `/v1/communities/${c.id}/bars`, { token: manager.token });
      expect(r.status).toBe(200);
      expect(barListResponseSchema.parse(r.json)).toEqual(r.json);
      expect(r.json).toEqual({
        bars: [
          { id: c.default_bar_id, name: "Default", is_shared: true },
          { id: mine.id, name: "Ann's bar", is_shared: false },
          { id: kitchen.id, name: "Kitchen", is_shared: true },
        ],
      });
    });
  });

  describe("POST /v1/communities/{id}/bars", () => {
    it("answers 401 → 404 → 403 → 415 → 400 in that order", async () => {
      const { manager, member, c } = await setup();
      const otherManager = await register(api);
      await createCommunity(api, otherManager, "Theirs");
      const path = `/v1/communities/${c.id}/bars`;
      const good = { name: "x", is_shared: true, items: [] };
      expect((await api.call("POST", path, { body: good })).status).toBe(401);
      // A manager of another community using this community's id.
      const foreign = await api.call("POST", path, { token: otherManager.token, body: good });
      expect([foreign.status, foreign.text]).toEqual([404, ""]);
      const byMember = await api.call("POST", path, { token: member.token, body: good });
      expect([byMember.status, byMember.text]).toEqual([403, ""]);
      const wrongType = await api.call("POST", path, {
        token: manager.token,
        body: good,
        contentType: "text/plain",
      });
      expect(wrongType.status).toBe(415);
      const broken = await api.call("POST", path, { token: manager.token, rawBody: "{" });
      expect([broken.status, broken.json]).toEqual([400, { error: "malformed_json" }]);
      expect(await versionCount(c.default_bar_id)).toBe(1);
    });

    it("creates the bar with version 1, configuration verbatim, other item keys dropped and ids assigned", async () => {
      const { manager, c } = await setup();
      const r = await post(manager, c.id, {
        name: "  Ann's bar ",
        is_shared: false,
        items: [mail, zoomIn, calculator],
      });
      expect(r.status).toBe(200);
      const bar = savedBarResponseSchema.parse(r.json).bar;
      expect(r.json).toEqual({
        bar: {
          id: expect.any(String),
          name: "Ann's bar",
          is_shared: false,
          version: 1,
          items: [stored(mail), stored(zoomIn), stored(calculator)],
        },
      });
      expect(r.headers.get("etag")).toBe('"1"');
      const ids = bar.items.map((item) => item.id);
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
      // Read back exactly as saved, and version 1 holds the whole bar.
      const read = await api.call("GET", `/v1/communities/${c.id}/bars/${bar.id}`, { token: manager.token });
      expect(read.json).toEqual(bar);
      const { rows } = await api.db.query<{
        version: number;
        author_user_id: string;
        name: string;
        items: unknown;
      }>("SELECT version, author_user_id, name, items FROM bar_versions WHERE bar_id = $1", [bar.id]);
      expect(rows).toEqual([
        { version: 1, author_user_id: manager.userId, name: "Ann's bar", items: bar.items },
      ]);
    });

    it("saves a bar sent without is_shared as not shared (the original portal's presets page)", async () => {
      const { manager, c } = await setup();
      const r = await post(manager, c.id, { name: "From a preset", items: [zoomIn] });
      expect(r.status, r.text).toBe(200);
      const bar = savedBarResponseSchema.parse(r.json).bar;
      expect(bar.is_shared).toBe(false);
      const read = await api.call("GET", `/v1/communities/${c.id}/bars/${bar.id}`, { token: manager.token });
      expect(barSchema.parse(read.json).is_shared).toBe(false);
      const { rows } = await api.db.query<{ is_shared: boolean }>(
        "SELECT is_shared FROM bars WHERE id = $1",
        [bar.id],
      );
      expect(rows).toEqual([{ is_shared: false }]);
      // Updating still needs it, as before.
      const put = await api.call("PUT", `/v1/communities/${c.id}/bars/${bar.id}`, {
        token: manager.token,
        body: { name: "x", items: [] },
      });
      expect([put.status, put.json]).toEqual([
        400,
        { error: "missing_required", details: { required: ["is_shared"] } },
      ]);
    });

    it("saves an empty name as 'Unnamed' and keeps ids a client sends, unless repeated", async () => {
      const { manager, c } = await setup();
      const bar = await createBar(manager, c.id, {
        name: "   ",
        items: [
          { ...zoomIn, id: "keep-me" },
          { ...calculator, id: "keep-me" },
          { ...mail, id: "" },
          { ...mail, id: null },
        ],
      });
      expect(bar.name).toBe("Unnamed");
      const ids = bar.items.map((item) => item.id);
      expect(ids[0]).toBe("keep-me");
      expect(new Set(ids).size).toBe(4);
    });

    it("refuses bad bodies with clear codes, never a 5xx", async () => {
      const { manager, c } = await setup();
      const cases: [unknown, unknown][] = [
        // is_shared may be left out when creating (the original presets page sends none): not required.
        [{}, { error: "missing_required", details: { required: ["name", "items"] } }],
        [
          { name: "x", is_shared: null, items: [] },
          { error: "missing_required", details: { required: ["is_shared"] } },
        ],
        [
          { name: null, is_shared: true, items: [] },
          { error: "missing_required", details: { required: ["name"] } },
        ],
        [
          { name: "x", is_shared: true, items: [{ configuration: {} }] },
          { error: "missing_required", details: { required: ["kind", "is_primary"] } },
        ],
        [
          { name: "x", is_shared: "yes", items: [] },
          { error: "invalid_field", details: { field: "is_shared" } },
        ],
        [
          { name: "x", is_shared: true, items: {} },
          { error: "invalid_field", details: { field: "items" } },
        ],
        [
          { name: "x", is_shared: true, items: [{ ...zoomIn, kind: "rocket" }] },
          { error: "invalid_field", details: { field: "items.0.kind" } },
        ],
        [
          { name: "x", is_shared: true, items: [{ ...zoomIn, id: 7 }] },
          { error: "invalid_field", details: { field: "items.0.id" } },
        ],
        [
          { name: "x", is_shared: true, items: [{ ...zoomIn, configuration: "big" }] },
          { error: "invalid_field", details: { field: "items.0.configuration" } },
        ],
        [
          { name: "x", is_shared: true, items: [zoomIn, { ...mail, configuration: { label: 5 } }] },
          { error: "invalid_field", details: { field: "items.1.configuration.label" } },
        ],
        [
          { name: "x".repeat(101), is_shared: true, items: [] },
          { error: "too_long", details: { field: "name", max_length: 100 } },
        ],
        [
          { name: "x", is_shared: true, items: [{ ...mail, configuration: { label: "L".repeat(101) } }] },
          { error: "too_long", details: { field: "items.0.configuration.label", max_length: 100 } },
        ],
        [
          {
            name: "x",
            is_shared: true,
            items: [{ ...mail, configuration: { url: `https://a.example/${"p".repeat(2048)}` } }],
          },
          { error: "too_long", details: { field: "items.0.configuration.url", max_length: 2048 } },
        ],
        [
          { name: "x", is_shared: true, items: [{ ...zoomIn, id: "i".repeat(65) }] },
          { error: "too_long", details: { field: "items.0.id", max_length: 64 } },
        ],
        [
          { name: "x", is_shared: true, items: Array.from({ length: 101 }, () => zoomIn) },
          { error: "too_many", details: { field: "items", max_items: 100 } },
        ],
        [
          {
            name: "x",
            is_shared: true,
            items: [
              zoomIn,
              { ...calculator, configuration: { label: "Mail", exe: "outlook.exe", default: "email" } },
            ],
          },
          { error: "exe_and_default", details: { field: "items.1.configuration" } },
        ],
        [{ name: "x", is_shared: true, items: [], member_id: "nope" }, { error: "bad_member_id" }],
        [{ name: "x", is_shared: true, items: [], member_id: randomUUID() }, { error: "bad_member_id" }],
        [[], { error: "invalid_body", details: { expected: "object" } }],
      ];
      for (const [body, expected] of cases) {
        const r = await post(manager, c.id, body);
        expect([r.status, r.json], JSON.stringify(body).slice(0, 200)).toEqual([400, expected]);
      }
      const { rows } = await api.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM bars WHERE community_id = $1",
        [c.id],
      );
      expect(rows[0]!.n).toBe(1);
      // An application with only one of exe and default, or another kind with both, is fine.
      await createBar(manager, c.id, {
        items: [
          { ...calculator, configuration: { label: "Mail", default: "email", exe: null } },
          { ...mail, configuration: { url: "skype:ann", exe: "skype.exe", default: "x" } },
        ],
      });
    });

    it("adds a bar for a person to their bar_ids, at most five, and not for another community's member", async () => {
      const { manager, memberId, c } = await setup();
      const other = await createCommunity(api, manager, "Other");
      const otherMember = await addMember(api, other.id, null, "member", "uninvited");
      const foreign = await post(manager, c.id, {
        name: "x",
        is_shared: false,
        items: [],
        member_id: otherMember,
      });
      expect([foreign.status, foreign.json]).toEqual([400, { error: "bad_member_id" }]);
      const made: string[] = [];
      for (let i = 1; i <= MAX_BARS_PER_MEMBER; i += 1) {
        const bar = await createBar(manager, c.id, {
          name: `Bar ${i}`,
          is_shared: false,
          member_id: memberId.toUpperCase(),
        });
        made.push(bar.id);
      }
      expect(await barIdsOf(memberId)).toEqual(made);
      const sixth = await post(manager, c.id, {
        name: "Bar 6",
        is_shared: false,
        items: [],
        member_id: memberId,
      });
      expect([sixth.status, sixth.json]).toEqual([400, { error: "bar_limit_reached" }]);
      const { rows } = await api.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM bars WHERE name = 'Bar 6'",
      );
      expect(rows[0]!.n).toBe(0);
      // Bars for nobody in particular (the original's POST) are not counted against anyone.
      await createBar(manager, c.id, { name: "Spare" });
    });

    it("keeps the limit when several bars are made for one person at once", async () => {
      const { manager, memberId, c } = await setup();
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post(manager, c.id, { name: `Bar ${i}`, is_shared: false, items: [], member_id: memberId }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      expect(results.filter((r) => r.status === 400)).toHaveLength(3);
      expect(await barIdsOf(memberId)).toHaveLength(5);
    });
  });

  describe("GET /v1/communities/{cid}/bars/{barId}", () => {
    it("answers in the check order: 401 → 404 (community, then bar)", async () => {
      const { manager, c } = await setup();
      const stranger = await register(api);
      const invited = await register(api);
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

    it("lets a manager read every bar, a member only their own bars and the default bar", async () => {
      const { manager, member, memberId, c } = await setup();
      const theirs = await createBar(manager, c.id, {
        name: "For them",
        is_shared: false,
        items: [mail],
        member_id: memberId,
      });
      const someoneElses = await createBar(manager, c.id, { name: "Not theirs", is_shared: false });
      const shared = await createBar(manager, c.id, { name: "Shared, not given", is_shared: true });
      for (const bar of [theirs, someoneElses, shared]) {
        const r = await api.call("GET", `/v1/communities/${c.id}/bars/${bar.id}`, { token: manager.token });
        expect([r.status, r.json]).toEqual([200, bar]);
        expect(r.headers.get("cache-control")).toBe("no-cache");
      }
      const own = await api.call("GET", `/v1/communities/${c.id}/bars/${theirs.id.toUpperCase()}`, {
        token: member.token,
      });
      expect([own.status, own.json]).toEqual([200, theirs]);
      expect(barSchema.parse(own.json)).toEqual(theirs);
      const fallback = await api.call("GET", `/v1/communities/${c.id}/bars/${c.default_bar_id}`, {
        token: member.token,
      });
      expect(fallback.json).toEqual({
        id: c.default_bar_id,
        name: "Default",
        is_shared: true,
        items: [],
        version: 1,
      });
      for (const bar of [someoneElses, shared]) {
        const r = await api.call("GET", `/v1/communities/${c.id}/bars/${bar.id}`, { token: member.token });
        expect([r.status, r.text]).toEqual([404, ""]);
      }
    });
  });

  describe("PUT /v1/communities/{cid}/bars/{barId}", () => {
    const path = (cid: string, barId: string) => `/v1/communities/${cid}/bars/${barId}`;

    it("answers 401 → 404 → 403 → 404 (bar) → 415 → 400, and changes nothing then", async () => {
      const { manager, member, memberId, c } = await setup();
      const otherManager = await register(api);
      const theirs = await createCommunity(api, otherManager, "Theirs");
      const bar = await createBar(manager, c.id, { is_shared: false, member_id: memberId });
      const good = { name: "y", is_shared: false, items: [] };
      expect((await api.call("PUT", path(c.id, bar.id), { body: good })).status).toBe(401);
      for (const [token, target] of [
        [otherManager.token, path(c.id, bar.id)],
        // Their own community's id with this community's bar.
        [otherManager.token, path(theirs.id, bar.id)],
        [manager.token, path(c.id, randomUUID())],
        [manager.token, path(c.id, theirs.default_bar_id)],
      ] as const) {
        const r = await api.call("PUT", target, { token, body: good });
        expect([r.status, r.text], target).toEqual([404, ""]);
      }
      // Even a member's own bar is read-only for them.
      const byMember = await api.call("PUT", path(c.id, bar.id), { token: member.token, body: good });
      expect([byMember.status, byMember.text]).toEqual([403, ""]);
      expect(
        (
          await api.call("PUT", path(c.id, bar.id), {
            token: manager.token,
            body: good,
            contentType: "text/plain",
          })
        ).status,
      ).toBe(415);
      const missing = await api.call("PUT", path(c.id, bar.id), {
        token: manager.token,
        body: { name: "y" },
      });
      expect(missing.json).toEqual({
        error: "missing_required",
        details: { required: ["is_shared", "items"] },
      });
      const read = await api.call("GET", path(c.id, bar.id), { token: manager.token });
      expect(read.json).toEqual(bar);
      expect(await versionCount(bar.id)).toBe(1);
    });

    it("replaces name, sharing and all items as the next version, keeping the ids it was given", async () => {
      const { manager, c } = await setup();
      const bar = await createBar(manager, c.id, { items: [mail, zoomIn] });
      const [m, z] = bar.items;
      const body = {
        name: "Kitchen 2",
        is_shared: false,
        items: [z, { ...m, configuration: { label: "Email" } }, calculator],
      };
      const r = await api.call("PUT", path(c.id, bar.id), { token: manager.token, body });
      expect(r.status).toBe(200);
      expect(r.headers.get("etag")).toBe('"2"');
      const saved = savedBarResponseSchema.parse(r.json).bar;
      expect(saved).toEqual({
        id: bar.id,
        name: "Kitchen 2",
        is_shared: false,
        version: 2,
        items: [
          stored(zoomIn, z!.id),
          stored({ ...mail, configuration: { label: "Email" } }, m!.id),
          stored(calculator),
        ],
      });
      const read = await api.call("GET", path(c.id, bar.id), { token: manager.token });
      expect(read.json).toEqual(saved);
      const { rows } = await api.db.query<{
        version: number;
        name: string;
        is_shared: boolean;
        items: unknown;
      }>("SELECT version, name, is_shared, items FROM bar_versions WHERE bar_id = $1 ORDER BY version", [
        bar.id,
      ]);
      expect(rows).toEqual([
        { version: 1, name: "Kitchen", is_shared: true, items: bar.items },
        { version: 2, name: "Kitchen 2", is_shared: false, items: saved.items },
      ]);
    });

    it("makes a version of every save, even one that changes nothing", async () => {
      const { manager, c } = await setup();
      let bar: Bar = await createBar(manager, c.id, { items: [mail] });
      for (let i = 0; i < 3; i += 1) {
        const r = await api.call("PUT", path(c.id, bar.id), { token: manager.token, body: bar });
        bar = savedBarResponseSchema.parse(r.json).bar;
      }
      expect(bar.version).toBe(4);
      expect(await versionCount(bar.id)).toBe(4);
    });

    it("refuses a save based on an old version with 409 version_conflict (body or If-Match), never overwriting", async () => {
      const { manager, c } = await setup();
      const colleague = await register(api);
      await addMember(api, c.id, colleague, "manager");
      const bar = await createBar(manager, c.id, { items: [mail] });
      // The colleague saves first, from version 1.
      const first = await api.call("PUT", path(c.id, bar.id), {
        token: colleague.token,
        body: { ...bar, name: "Colleague's", base_version: 1 },
      });
      expect(first.status).toBe(200);
      // The manager's edit also started from version 1.
      for (const options of [
        { body: { ...bar, name: "Mine", base_version: 1 } },
        { body: { ...bar, name: "Mine" }, headers: { "if-match": '"1"' } },
        { body: { ...bar, name: "Mine" }, headers: { "if-match": 'W/"1"' } },
        { body: { ...bar, name: "Mine", base_version: 2 }, headers: { "if-match": "1" } },
        { body: { ...bar, name: "Mine", base_version: 3 } },
      ]) {
        const r = await api.call("PUT", path(c.id, bar.id), { token: manager.token, ...options });
        expect(r.status).toBe(409);
        expect(r.json).toEqual({
          error: "version_conflict",
          details: { current_version: 2, base_version: expect.any(Number) },
        });
      }
      const read = await api.call("GET", path(c.id, bar.id), { token: manager.token });
      expect(read.json).toMatchObject({ name: "Colleague's", version: 2 });
      expect(await versionCount(bar.id)).toBe(2);
      // A malformed If-Match is a 400; `*`, the right version, or none (the original client) save.
      const bad = await api.call("PUT", path(c.id, bar.id), {
        token: manager.token,
        body: bar,
        headers: { "if-match": "yesterday" },
      });
      expect([bad.status, bad.json]).toEqual([
        400,
        { error: "invalid_field", details: { field: "If-Match" } },
      ]);
      for (const [options, version] of [
        [{ body: { ...bar, base_version: 2 } }, 3],
        [{ body: bar, headers: { "if-match": '"3"' } }, 4],
        [{ body: bar, headers: { "if-match": "*" } }, 5],
        [{ body: bar }, 6],
      ] as const) {
        const r = await api.call("PUT", path(c.id, bar.id), { token: manager.token, ...options });
        expect([r.status, (r.json as { bar: Bar }).bar.version]).toEqual([200, version]);
      }
    });

    it("lets only one of two saves based on the same version through", async () => {
      const { manager, c } = await setup();
      const bar = await createBar(manager, c.id);
      const results = await Promise.all(
        ["A", "B", "C", "D"].map((name) =>
          api.call("PUT", path(c.id, bar.id), {
            token: manager.token,
            body: { ...bar, name, base_version: 1 },
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      const winner = results.find((r) => r.status === 200)!.json as { bar: Bar };
      const read = await api.call("GET", path(c.id, bar.id), { token: manager.token });
      expect(read.json).toEqual(winner.bar);
      expect(await versionCount(bar.id)).toBe(2);
    });

    it("keeps the default bar shared and named as it is", async () => {
      const { manager, c } = await setup();
      const target = path(c.id, c.default_bar_id);
      const personal = await api.call("PUT", target, {
        token: manager.token,
        body: { name: "Default", is_shared: false, items: [] },
      });
      expect([personal.status, personal.json]).toEqual([400, { error: "default_must_be_shared" }]);
      for (const name of ["Family bar", "", "Default Bar"]) {
        const renamed = await api.call("PUT", target, {
          token: manager.token,
          body: { name, is_shared: true, items: [] },
        });
        expect([renamed.status, renamed.json]).toEqual([400, { error: "cannot_rename_default" }]);
      }
      const ok = await api.call("PUT", target, {
        token: manager.token,
        body: { name: " Default ", is_shared: true, items: [zoomIn] },
      });
      expect(ok.status).toBe(200);
      expect((ok.json as { bar: Bar }).bar).toMatchObject({ name: "Default", version: 2 });
      // Another shared bar made the default follows the same rules; the old one may be renamed.
      const kitchen = await createBar(manager, c.id, { name: "Kitchen" });
      const moved = await api.call("PUT", `/v1/communities/${c.id}`, {
        token: manager.token,
        body: { name: "Family", default_bar_id: kitchen.id },
      });
      expect(moved.status).toBe(200);
      const renameNew = await api.call("PUT", path(c.id, kitchen.id), {
        token: manager.token,
        body: { ...kitchen, name: "Cooking" },
      });
      expect(renameNew.json).toEqual({ error: "cannot_rename_default" });
      const renameOld = await api.call("PUT", target, {
        token: manager.token,
        body: { name: "Old", is_shared: false, items: [] },
      });
      expect(renameOld.status).toBe(200);
    });
  });

  describe("DELETE /v1/communities/{cid}/bars/{barId}", () => {
    const path = (cid: string, barId: string) => `/v1/communities/${cid}/bars/${barId}`;

    it("answers 401 → 404 → 403, refuses the default bar and a bar in use", async () => {
      const { manager, member, memberId, c } = await setup();
      const otherManager = await register(api);
      await createCommunity(api, otherManager, "Theirs");
      const used = await createBar(manager, c.id, { is_shared: false, member_id: memberId });
      expect((await api.call("DELETE", path(c.id, used.id))).status).toBe(401);
      expect((await api.call("DELETE", path(c.id, used.id), { token: otherManager.token })).status).toBe(404);
      expect((await api.call("DELETE", path(c.id, used.id), { token: member.token })).status).toBe(403);
      expect((await api.call("DELETE", path(c.id, randomUUID()), { token: manager.token })).status).toBe(404);
      const byDefault = await api.call("DELETE", path(c.id, c.default_bar_id), { token: manager.token });
      expect([byDefault.status, byDefault.json]).toEqual([400, { error: "cannot_delete_default" }]);
      const inUse = await api.call("DELETE", path(c.id, used.id), { token: manager.token });
      expect([inUse.status, inUse.json]).toEqual([400, { error: "cannot_delete_used" }]);
      expect((await api.call("GET", path(c.id, used.id), { token: manager.token })).status).toBe(200);
    });

    it("deletes a bar with its versions; ?unassign=1 first takes it from the people who have it", async () => {
      const { manager, memberId, c } = await setup();
      const spare = await createBar(manager, c.id, { name: "Spare" });
      await api.call("PUT", path(c.id, spare.id), { token: manager.token, body: spare });
      const r = await api.call("DELETE", path(c.id, spare.id), { token: manager.token });
      expect([r.status, r.text]).toEqual([200, ""]);
      expect((await api.call("GET", path(c.id, spare.id), { token: manager.token })).status).toBe(404);
      expect((await api.call("DELETE", path(c.id, spare.id), { token: manager.token })).status).toBe(404);
      expect(await versionCount(spare.id)).toBe(0);

      const keep = await createBar(manager, c.id, { name: "Keep", member_id: memberId });
      const used = await createBar(manager, c.id, { name: "Used", member_id: memberId });
      const unassigned = await api.call("DELETE", `${path(c.id, used.id)}?unassign=1`, {
        token: manager.token,
      });
      expect(unassigned.status).toBe(200);
      expect(await barIdsOf(memberId)).toEqual([keep.id]);
      expect((await api.call("GET", path(c.id, used.id), { token: manager.token })).status).toBe(404);
    });
  });
});
