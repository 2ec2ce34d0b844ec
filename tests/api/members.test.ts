import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  memberListResponseSchema,
  memberSchema,
  createMemberResponseSchema,
} from "../../contract/members.ts";
import {
  addMember,
  availableBackends,
  createCommunity,
  register,
  startApi,
  type CreatedCommunity,
  type Registered,
  type TestApi,
} from "./harness.ts";

const BACKENDS = await availableBackends();

describe.each(BACKENDS)("members (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function memberIdOf(communityId: string, userId: string): Promise<string> {
    const { rows } = await api.db.query<{ id: string }>(
      "SELECT id FROM members WHERE community_id = $1 AND user_id = $2",
      [communityId, userId],
    );
    return rows[0]!.id;
  }

  async function memberCount(communityId: string): Promise<number> {
    const { rows } = await api.db.query<{ member_count: number }>(
      "SELECT member_count FROM communities WHERE id = $1",
      [communityId],
    );
    return rows[0]!.member_count;
  }

  async function add(c: CreatedCommunity, manager: Registered, body: unknown) {
    return api.call("POST", `/v1/communities/${c.id}/members`, { token: manager.token, body });
  }

  async function addNamed(c: CreatedCommunity, manager: Registered, name: string) {
    const r = await add(c, manager, { first_name: name, last_name: "" });
    expect(r.status, r.text).toBe(200);
    return createMemberResponseSchema.parse(r.json).member;
  }

  /** A group with a manager (named), an active member with an account, an invited manager and a stranger. */
  async function group() {
    const manager = await register(api, { first_name: "Mona", last_name: "Manager" });
    const member = await register(api);
    const invitedManager = await register(api);
    const stranger = await register(api);
    const c = await createCommunity(api, manager);
    const memberId = await addMember(api, c.id, member);
    await addMember(api, c.id, invitedManager, "manager", "invited");
    const managerMemberId = await memberIdOf(c.id, manager.userId);
    return { manager, member, invitedManager, stranger, c, memberId, managerMemberId };
  }

  describe("access", () => {
    it("answers 401 → 404 → 403 → 415 on every route, and 405 for other methods", async () => {
      const { manager, member, invitedManager, stranger, c, memberId, managerMemberId } = await group();
      const other = await register(api);
      const otherC = await createCommunity(api, other, "Other");
      const otherMemberId = await memberIdOf(otherC.id, other.userId);
      const list = `/v1/communities/${c.id}/members`;
      const one = `${list}/${memberId}`;
      const routes: [string, string, unknown][] = [
        ["GET", list, undefined],
        ["POST", list, { first_name: "X" }],
        ["GET", `${list}/${managerMemberId}`, undefined],
        ["PUT", one, { first_name: "Y", role: "member" }],
        ["DELETE", one, undefined],
      ];
      for (const [method, path, body] of routes) {
        const anonymous = await api.call(method, path, { body });
        expect([anonymous.status, anonymous.text], `${method} ${path}`).toEqual([401, ""]);
        expect(anonymous.headers.get("www-authenticate")).toBe("Bearer");
        // Not an active member of this community (a stranger, an invited manager, another community's manager).
        for (const token of [stranger.token, invitedManager.token, other.token]) {
          const r = await api.call(method, path, { token, body });
          expect([r.status, r.text], `${method} ${path}`).toEqual([404, ""]);
        }
        // Unknown or malformed community ids.
        for (const bad of [randomUUID(), "not-a-uuid"]) {
          const r = await api.call(method, path.replace(c.id, bad), { token: manager.token, body });
          expect([r.status, r.text], `${method} ${path}`).toEqual([404, ""]);
        }
      }
      // A member may not use the manager routes (403), even with a bad media type (403 before 415).
      for (const [method, path, body] of routes.filter(([m, p]) => !(m === "GET" && p !== list))) {
        for (const contentType of [undefined, "text/plain"]) {
          const r = await api.call(method, path, { token: member.token, body, contentType });
          expect([r.status, r.text], `${method} ${path}`).toEqual([403, ""]);
        }
      }
      // A member reads their own record, not someone else's.
      expect((await api.call("GET", one, { token: member.token })).status).toBe(200);
      const notOwn = await api.call("GET", `${list}/${managerMemberId}`, { token: member.token });
      expect([notOwn.status, notOwn.text]).toEqual([403, ""]);
      // The manager of another community using this community's member ids through their own community: 404.
      for (const method of ["GET", "PUT", "DELETE"]) {
        const r = await api.call(method, `/v1/communities/${otherC.id}/members/${memberId}`, {
          token: other.token,
          body: method === "PUT" ? { first_name: "Z", role: "member" } : undefined,
        });
        expect([r.status, r.text], method).toEqual([404, ""]);
      }
      // ... and this community's manager using the other community's member id: 404.
      for (const method of ["GET", "PUT", "DELETE"]) {
        const r = await api.call(method, `${list}/${otherMemberId}`, {
          token: manager.token,
          body: method === "PUT" ? { first_name: "Z", role: "member" } : undefined,
        });
        expect([r.status, r.text], method).toEqual([404, ""]);
      }
      // Unknown and malformed member ids: 404 (before the body is read).
      for (const id of [randomUUID(), "nope"]) {
        for (const method of ["GET", "PUT", "DELETE"]) {
          const r = await api.call(method, `${list}/${id}`, {
            token: manager.token,
            body: method === "PUT" ? "x" : undefined,
            contentType: "text/plain",
          });
          expect([r.status, r.text], `${method} ${id}`).toEqual([404, ""]);
        }
      }
      // 415 once access is granted.
      for (const [method, path] of [
        ["POST", list],
        ["PUT", one],
      ] as const) {
        for (const contentType of ["text/plain", null]) {
          const r = await api.call(method, path, {
            token: manager.token,
            body: { first_name: "Q" },
            contentType,
          });
          expect([r.status, r.text], `${method} ${contentType}`).toEqual([415, ""]);
        }
      }
      for (const [method, path] of [
        ["DELETE", list],
        ["PATCH", list],
        ["POST", one],
      ] as const) {
        expect((await api.call(method, path, { token: manager.token })).status, `${method} ${path}`).toBe(
          405,
        );
      }
      // Nothing changed on the way.
      expect(await memberCount(c.id)).toBe(2);
    });
  });

  describe("GET /v1/communities/{id}/members", () => {
    it("lists every member in every state, the caller included, oldest first, in the original's item shape", async () => {
      const { manager, member, c, memberId, managerMemberId } = await group();
      const added = await addNamed(c, manager, "Ann");
      const r = await api.call("GET", `/v1/communities/${c.id}/members`, { token: manager.token });
      expect(r.status).toBe(200);
      expect(r.headers.get("cache-control")).toBe("no-cache");
      const body = memberListResponseSchema.parse(r.json);
      expect(r.json).toEqual({
        members: [
          {
            id: managerMemberId,
            first_name: "Mona",
            last_name: "Manager",
            role: "manager",
            bar_ids: [],
            state: "active",
            userId: manager.userId,
            email: manager.email,
          },
          {
            id: memberId,
            first_name: null,
            last_name: null,
            role: "member",
            bar_ids: [],
            state: "active",
            userId: member.userId,
            email: member.email,
          },
          expect.objectContaining({ role: "manager", state: "invited" }),
          {
            id: added.id,
            first_name: "Ann",
            last_name: null,
            role: "member",
            bar_ids: added.bar_ids,
            state: "uninvited",
            userId: null,
            email: null,
          },
        ],
      });
      expect(body.members).toHaveLength(4);
    });
  });

  describe("POST /v1/communities/{id}/members", () => {
    it("adds an uninvited member with a bar of their own, in one go", async () => {
      const { manager, c } = await group();
      const before = await memberCount(c.id);
      const r = await add(c, manager, { first_name: "  Ann ", last_name: "", extra: "ignored" });
      expect(r.status, r.text).toBe(200);
      const member = (r.json as { member: Record<string, unknown> }).member;
      expect(member).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        first_name: "Ann",
        last_name: null,
        bar_id: null,
        bar_ids: [expect.stringMatching(/^[0-9a-f-]{36}$/)],
        role: "member",
        state: "uninvited",
        email: null,
      });
      expect(memberSchema.parse(member)).toBeTruthy();
      const barId = (member.bar_ids as string[])[0];
      const bar = await api.call("GET", `/v1/communities/${c.id}/bars/${barId}`, { token: manager.token });
      expect(bar.json).toMatchObject({ id: barId, name: "Bar for Ann", is_shared: false, items: [] });
      const versions = await api.db.query(
        "SELECT name, is_shared, items FROM bar_versions WHERE bar_id = $1",
        [barId],
      );
      expect(versions.rows).toEqual([{ name: "Bar for Ann", is_shared: false, items: [] }]);
      expect(await memberCount(c.id)).toBe(before + 1);
      // Read back as the record.
      const one = await api.call("GET", `/v1/communities/${c.id}/members/${member.id as string}`, {
        token: manager.token,
      });
      expect(one.json).toEqual(member);
    });

    it("takes a first and a last name (either may be absent) and checks them", async () => {
      const { manager, c } = await group();
      const lastOnly = await add(c, manager, { last_name: "Lee" });
      expect(lastOnly.status).toBe(200);
      expect(lastOnly.json).toMatchObject({ member: { first_name: null, last_name: "Lee" } });
      const both = await add(c, manager, { first_name: "Bo", last_name: "Lee" });
      expect(both.json).toMatchObject({ member: { first_name: "Bo", last_name: "Lee" } });
      const bar = await api.call(
        "GET",
        `/v1/communities/${c.id}/bars/${(both.json as { member: { bar_ids: string[] } }).member.bar_ids[0]}`,
        { token: manager.token },
      );
      expect(bar.json).toMatchObject({ name: "Bar for Bo Lee" });

      const before = await memberCount(c.id);
      for (const body of [{}, { first_name: null, last_name: null }, { first_name: "  ", last_name: "" }]) {
        const r = await add(c, manager, body);
        expect(r.json, JSON.stringify(body)).toEqual({
          error: "missing_required",
          details: { required: ["first_name"] },
        });
      }
      expect((await add(c, manager, { first_name: "x".repeat(101) })).json).toEqual({
        error: "too_long",
        details: { field: "first_name", max_length: 100 },
      });
      expect((await add(c, manager, { first_name: 5 })).json).toEqual({
        error: "invalid_field",
        details: { field: "first_name" },
      });
      expect((await add(c, manager, [])).json).toEqual({
        error: "invalid_body",
        details: { expected: "object" },
      });
      const malformed = await api.call("POST", `/v1/communities/${c.id}/members`, {
        token: manager.token,
        rawBody: "{",
      });
      expect(malformed.json).toEqual({ error: "malformed_json" });
      expect(await memberCount(c.id)).toBe(before);
    });

    it("refuses a name another member has (existing_name), without regard to case or spaces", async () => {
      const { manager, c } = await group();
      await addNamed(c, manager, "Ann Lee");
      const before = await memberCount(c.id);
      for (const body of [
        { first_name: "Ann Lee" },
        { first_name: "ann", last_name: "LEE" },
        { first_name: " Ann ", last_name: " Lee " },
        { first_name: "Ann  Lee", last_name: "" },
        // The manager's own name counts too.
        { first_name: "Mona", last_name: "Manager" },
      ]) {
        const r = await add(c, manager, body);
        expect([r.status, r.json], JSON.stringify(body)).toEqual([400, { error: "existing_name" }]);
      }
      expect(await memberCount(c.id)).toBe(before);
      // The same name in another community is fine.
      const other = await register(api);
      const otherC = await createCommunity(api, other);
      await addNamed(otherC, other, "Ann Lee");
      // Concurrent adds of one name: exactly one wins.
      const results = await Promise.all([1, 2, 3].map(() => add(c, manager, { first_name: "Twin" })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
      for (const r of results.filter((r) => r.status === 400))
        expect(r.json).toEqual({ error: "existing_name" });
    });

    it("keeps a long name's bar name within the bar-name limit", async () => {
      const { manager, c } = await group();
      const member = await addNamed(c, manager, "N".repeat(100));
      const bar = await api.call("GET", `/v1/communities/${c.id}/bars/${member.bar_ids[0]}`, {
        token: manager.token,
      });
      const name = (bar.json as { name: string }).name;
      expect(name.startsWith("Bar for NNN")).toBe(true);
      expect(name.length).toBeLessThanOrEqual(100);
    });

    it("refuses a member over the plan's limit (limit_reached); 65535 and 0 are unlimited", async () => {
      const { manager, c } = await group(); // member_count 2 (the creator is not counted)
      const plan = await api.call("PUT", `/v1/communities/${c.id}/billing`, {
        token: manager.token,
        body: { plan_id: "plus-5", contact_member_id: await memberIdOf(c.id, manager.userId) },
      });
      expect(plan.status, plan.text).toBe(200);
      await addNamed(c, manager, "Three");
      await addNamed(c, manager, "Four");
      // Two at once for the last place: one wins.
      const race = await Promise.all([
        add(c, manager, { first_name: "Five" }),
        add(c, manager, { first_name: "Six" }),
      ]);
      expect(race.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(race.find((r) => r.status === 400)!.json).toEqual({ error: "limit_reached" });
      expect(await memberCount(c.id)).toBe(5);
      const full = await add(c, manager, { first_name: "Seven" });
      expect([full.status, full.json]).toEqual([400, { error: "limit_reached" }]);
      const bars = await api.db.query(
        "SELECT 1 FROM bars WHERE name = 'Bar for Seven' AND community_id = $1",
        [c.id],
      );
      expect(bars.rows).toHaveLength(0);
      // The community says so too.
      const community = await api.call("GET", `/v1/communities/${c.id}`, { token: manager.token });
      expect(community.json).toMatchObject({ member_count: 5, member_limit: 5 });

      for (const unlimited of [65535, 0]) {
        await api.db.query("UPDATE communities SET member_limit = $2 WHERE id = $1", [c.id, unlimited]);
        await addNamed(c, manager, `Extra ${unlimited}`);
      }
      expect(await memberCount(c.id)).toBe(7);
    });

    it("adds nothing when a step fails half-way (one transaction)", async () => {
      const { manager, c } = await group();
      await api.db.exec(`
        CREATE OR REPLACE FUNCTION h4_fail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'h4 test failure'; END $$;
        CREATE TRIGGER h4_fail_member_bar BEFORE INSERT ON bar_versions
          FOR EACH ROW WHEN (NEW.name = 'Bar for Boom') EXECUTE FUNCTION h4_fail();`);
      try {
        const before = await memberCount(c.id);
        const r = await add(c, manager, { first_name: "Boom" });
        expect([r.status, r.json]).toEqual([500, { error: "internal_error" }]);
        expect(await memberCount(c.id)).toBe(before);
        const left = await api.db.query(
          `SELECT (SELECT count(*)::int FROM members WHERE community_id = $1 AND first_name = 'Boom') AS members,
                  (SELECT count(*)::int FROM bars WHERE community_id = $1 AND name = 'Bar for Boom') AS bars`,
          [c.id],
        );
        expect(left.rows).toEqual([{ members: 0, bars: 0 }]);
      } finally {
        await api.db.exec("DROP TRIGGER h4_fail_member_bar ON bar_versions");
      }
    });
  });

  describe("GET /v1/communities/{cid}/members/{id}", () => {
    it("gives a manager any member and a member their own record, in the original's shape", async () => {
      const { manager, member, c, memberId, managerMemberId } = await group();
      const own = await api.call("GET", `/v1/communities/${c.id}/members/${memberId}`, {
        token: member.token,
      });
      expect(own.json).toEqual({
        id: memberId,
        first_name: null,
        last_name: null,
        bar_id: null,
        bar_ids: [],
        role: "member",
        state: "active",
        email: member.email,
      });
      const byManager = await api.call("GET", `/v1/communities/${c.id}/members/${memberId.toUpperCase()}`, {
        token: manager.token,
      });
      expect(byManager.json).toEqual(own.json);
      const self = await api.call("GET", `/v1/communities/${c.id}/members/${managerMemberId}`, {
        token: manager.token,
      });
      expect(self.json).toMatchObject({ id: managerMemberId, role: "manager", first_name: "Mona" });
    });
  });

  describe("PUT /v1/communities/{cid}/members/{id}", () => {
    async function put(c: CreatedCommunity, token: string, memberId: string, body: unknown) {
      return api.call("PUT", `/v1/communities/${c.id}/members/${memberId}`, { token, body });
    }

    it("replaces names, bars and role; answers 200 with an empty body", async () => {
      const { manager, c } = await group();
      const ann = await addNamed(c, manager, "Ann");
      const shared = c.default_bar_id;
      const r = await put(c, manager.token, ann.id, {
        first_name: " Anna ",
        last_name: "Lee",
        bar_ids: [ann.bar_ids[0]!.toUpperCase(), shared, ann.bar_ids[0]],
        role: "member",
      });
      expect([r.status, r.text]).toEqual([200, ""]);
      const back = await api.call("GET", `/v1/communities/${c.id}/members/${ann.id}`, {
        token: manager.token,
      });
      expect(back.json).toEqual({
        id: ann.id,
        first_name: "Anna",
        last_name: "Lee",
        bar_id: null,
        bar_ids: [ann.bar_ids[0], shared],
        role: "member",
        state: "uninvited",
        email: null,
      });
      // Full replacement: absent bar_ids empties them; a rename to the same name (other case) is fine.
      expect(
        (await put(c, manager.token, ann.id, { first_name: "ANNA", last_name: "lee", role: "member" }))
          .status,
      ).toBe(200);
      expect(
        (await api.call("GET", `/v1/communities/${c.id}/members/${ann.id}`, { token: manager.token })).json,
      ).toMatchObject({ first_name: "ANNA", last_name: "lee", bar_ids: [] });
    });

    it("checks the body: role required and known, names and bar ids typed and bounded", async () => {
      const { manager, c, memberId } = await group();
      const cases: [unknown, unknown][] = [
        [{ first_name: "A" }, { error: "missing_required", details: { required: ["role"] } }],
        [
          { first_name: "A", role: null },
          { error: "missing_required", details: { required: ["role"] } },
        ],
        [
          { first_name: "A", role: "owner" },
          { error: "invalid_field", details: { field: "role" } },
        ],
        [
          { first_name: "A", role: "member", bar_ids: "x" },
          { error: "invalid_field", details: { field: "bar_ids" } },
        ],
        [
          { first_name: "A", role: "member", bar_ids: ["x".repeat(65)] },
          { error: "too_long", details: { field: "bar_ids.0", max_length: 64 } },
        ],
        [
          { first_name: "x".repeat(101), role: "member" },
          { error: "too_long", details: { field: "first_name", max_length: 100 } },
        ],
      ];
      for (const [body, error] of cases) {
        const r = await put(c, manager.token, memberId, body);
        expect([r.status, r.json], JSON.stringify(body)).toEqual([400, error]);
      }
    });

    it("refuses to demote oneself (cannot_demote_self) but lets a manager rename themself", async () => {
      const { manager, c, managerMemberId } = await group();
      const demote = await put(c, manager.token, managerMemberId, {
        first_name: "Mona",
        last_name: "Manager",
        role: "member",
      });
      expect([demote.status, demote.json]).toEqual([400, { error: "cannot_demote_self" }]);
      const rename = await put(c, manager.token, managerMemberId, {
        first_name: "Mo",
        last_name: "Manager",
        role: "manager",
      });
      expect(rename.status).toBe(200);
      // A creator without a name may still change their bars: an unchanged empty name is not refused.
      const nameless = await register(api);
      const c2 = await createCommunity(api, nameless);
      const own = await memberIdOf(c2.id, nameless.userId);
      const r = await put(c2, nameless.token, own, { bar_ids: [c2.default_bar_id], role: "manager" });
      expect(r.status, r.text).toBe(200);
    });

    it("refuses more than 5 bars (bar_limit_reached) and bars that are not this community's (bad_bar_id)", async () => {
      const { manager, c } = await group();
      const ann = await addNamed(c, manager, "Ann");
      const bars: string[] = [];
      for (let i = 0; i < 6; i++) bars.push((await addNamed(c, manager, `Person ${i}`)).bar_ids[0]!);
      const six = await put(c, manager.token, ann.id, { first_name: "Ann", role: "member", bar_ids: bars });
      expect([six.status, six.json]).toEqual([400, { error: "bar_limit_reached" }]);
      // Five distinct (duplicates do not count) is the maximum.
      const five = await put(c, manager.token, ann.id, {
        first_name: "Ann",
        role: "member",
        bar_ids: [...bars.slice(0, 5), bars[0]],
      });
      expect(five.status, five.text).toBe(200);

      const other = await register(api);
      const otherC = await createCommunity(api, other);
      for (const bad of [randomUUID(), "not-a-bar", otherC.default_bar_id]) {
        const r = await put(c, manager.token, ann.id, {
          first_name: "Ann",
          role: "member",
          bar_ids: [bars[0], bad],
        });
        expect([r.status, r.json], bad).toEqual([400, { error: "bad_bar_id" }]);
      }
      // Nothing changed by the refused calls.
      const back = await api.call("GET", `/v1/communities/${c.id}/members/${ann.id}`, {
        token: manager.token,
      });
      expect((back.json as { bar_ids: string[] }).bar_ids).toEqual(bars.slice(0, 5));
    });

    it("refuses a blank name or another member's name when the name changes", async () => {
      const { manager, c } = await group();
      const ann = await addNamed(c, manager, "Ann");
      await addNamed(c, manager, "Bob");
      const taken = await put(c, manager.token, ann.id, { first_name: "bob", role: "member" });
      expect([taken.status, taken.json]).toEqual([400, { error: "existing_name" }]);
      for (const body of [{ role: "member" }, { first_name: " ", last_name: null, role: "member" }]) {
        const r = await put(c, manager.token, ann.id, body);
        expect([r.status, r.json]).toEqual([
          400,
          { error: "missing_required", details: { required: ["first_name"] } },
        ]);
      }
      const back = await api.call("GET", `/v1/communities/${c.id}/members/${ann.id}`, {
        token: manager.token,
      });
      expect(back.json).toMatchObject({ first_name: "Ann" });
    });

    it("promotes and demotes others; a demoted billing contact hands the contact to the caller", async () => {
      const { manager, member, c, memberId, managerMemberId } = await group();
      const promote = await put(c, manager.token, memberId, { first_name: "Max", role: "manager" });
      expect(promote.status, promote.text).toBe(200);
      // The new manager can use manager routes now.
      expect((await api.call("GET", `/v1/communities/${c.id}/members`, { token: member.token })).status).toBe(
        200,
      );
      // Make them the billing contact, then demote them from the other manager's side.
      await api.db.query("UPDATE billing SET contact_member_id = $2 WHERE community_id = $1", [
        c.id,
        memberId,
      ]);
      const demote = await put(c, manager.token, memberId, { first_name: "Max", role: "member" });
      expect(demote.status).toBe(200);
      const billing = await api.db.query<{ contact_member_id: string }>(
        "SELECT contact_member_id FROM billing WHERE community_id = $1",
        [c.id],
      );
      expect(billing.rows[0]!.contact_member_id).toBe(managerMemberId);
      expect((await api.call("GET", `/v1/communities/${c.id}/members`, { token: member.token })).status).toBe(
        403,
      );
    });

    it("changes nothing when a step fails half-way (one transaction)", async () => {
      const { manager, c, memberId } = await group();
      await put(c, manager.token, memberId, { first_name: "Max", role: "manager" });
      await api.db.query("UPDATE billing SET contact_member_id = $2 WHERE community_id = $1", [
        c.id,
        memberId,
      ]);
      await api.db.exec(`
        CREATE OR REPLACE FUNCTION h4_fail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'h4 test failure'; END $$;
        CREATE TRIGGER h4_fail_billing BEFORE UPDATE ON billing
          FOR EACH ROW WHEN (NEW.community_id = '${c.id}') EXECUTE FUNCTION h4_fail();`);
      try {
        const r = await put(c, manager.token, memberId, { first_name: "Maxi", role: "member" });
        expect(r.status).toBe(500);
      } finally {
        await api.db.exec("DROP TRIGGER h4_fail_billing ON billing");
      }
      const back = await api.call("GET", `/v1/communities/${c.id}/members/${memberId}`, {
        token: manager.token,
      });
      expect(back.json).toMatchObject({ first_name: "Max", role: "manager" });
    });
  });

  describe("DELETE /v1/communities/{cid}/members/{id}", () => {
    it("refuses to delete oneself (cannot_delete_self)", async () => {
      const { manager, c, managerMemberId } = await group();
      const r = await api.call("DELETE", `/v1/communities/${c.id}/members/${managerMemberId}`, {
        token: manager.token,
      });
      expect([r.status, r.json]).toEqual([400, { error: "cannot_delete_self" }]);
    });

    it("deletes the member, its invitations and its own bars; the count drops and the person loses access", async () => {
      const { manager, member, c, memberId, managerMemberId } = await group();
      const ann = await addNamed(c, manager, "Ann");
      const bob = await addNamed(c, manager, "Bob");
      // Bob also uses Ann's bar; the member with an account uses the shared default bar and has a personal one.
      await api.call("PUT", `/v1/communities/${c.id}/members/${bob.id}`, {
        token: manager.token,
        body: { first_name: "Bob", role: "member", bar_ids: [bob.bar_ids[0], ann.bar_ids[0]] },
      });
      const own = await addNamed(c, manager, "Personal");
      await api.call("PUT", `/v1/communities/${c.id}/members/${memberId}`, {
        token: manager.token,
        body: { first_name: "Max", role: "member", bar_ids: [c.default_bar_id, own.bar_ids[0]] },
      });
      await api.db.query(
        `INSERT INTO invitations (community_id, member_id, email, expires_at) VALUES ($1, $2, 'x@example.com', now() + interval '1 day')`,
        [c.id, memberId],
      );
      await api.db.query("UPDATE billing SET contact_member_id = $2 WHERE community_id = $1", [
        c.id,
        memberId,
      ]);
      const before = await memberCount(c.id);

      const r = await api.call("DELETE", `/v1/communities/${c.id}/members/${memberId}`, {
        token: manager.token,
      });
      expect([r.status, r.text]).toEqual([200, ""]);
      expect(await memberCount(c.id)).toBe(before - 1);
      const again = await api.call("DELETE", `/v1/communities/${c.id}/members/${memberId}`, {
        token: manager.token,
      });
      expect([again.status, again.text]).toEqual([404, ""]);
      const bars = await api.db.query<{ id: string }>("SELECT id FROM bars WHERE community_id = $1", [c.id]);
      const ids = bars.rows.map((b) => b.id);
      expect(ids).toContain(c.default_bar_id); // shared: stays
      expect(ids).toContain(own.bar_ids[0]); // still Personal's own bar: stays
      const invitations = await api.db.query("SELECT 1 FROM invitations WHERE member_id = $1", [memberId]);
      expect(invitations.rows).toHaveLength(0);
      const billing = await api.db.query<{ contact_member_id: string }>(
        "SELECT contact_member_id FROM billing WHERE community_id = $1",
        [c.id],
      );
      expect(billing.rows[0]!.contact_member_id).toBe(managerMemberId);
      expect((await api.call("GET", `/v1/communities/${c.id}`, { token: member.token })).status).toBe(404);

      // Ann's bar is Bob's too: it stays when Ann goes, and goes with Bob, as Bob's own bar does.
      const barsLeft = async () =>
        (await api.db.query<{ id: string }>("SELECT id FROM bars WHERE community_id = $1", [c.id])).rows.map(
          (b) => b.id,
        );
      await api.call("DELETE", `/v1/communities/${c.id}/members/${ann.id}`, { token: manager.token });
      expect(await barsLeft()).toContain(ann.bar_ids[0]);
      await api.call("DELETE", `/v1/communities/${c.id}/members/${bob.id}`, { token: manager.token });
      const left = await barsLeft();
      expect(left).not.toContain(ann.bar_ids[0]);
      expect(left).not.toContain(bob.bar_ids[0]);
      expect(await memberCount(c.id)).toBe(before - 3);
    });

    it("does not count the creator: a co-manager deleting the creator leaves member_count as it is", async () => {
      const { manager, member, c, memberId, managerMemberId } = await group();
      await api.call("PUT", `/v1/communities/${c.id}/members/${memberId}`, {
        token: manager.token,
        body: { first_name: "Max", role: "manager" },
      });
      const before = await memberCount(c.id);
      const r = await api.call("DELETE", `/v1/communities/${c.id}/members/${managerMemberId}`, {
        token: member.token,
      });
      expect(r.status).toBe(200);
      expect(await memberCount(c.id)).toBe(before);
    });

    it("deletes nothing when a step fails half-way (one transaction)", async () => {
      const { manager, c } = await group();
      const doomed = await addNamed(c, manager, "Doomed");
      await api.db.exec(`
        CREATE OR REPLACE FUNCTION h4_fail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'h4 test failure'; END $$;
        CREATE TRIGGER h4_fail_bar_delete BEFORE DELETE ON bars
          FOR EACH ROW WHEN (OLD.name = 'Bar for Doomed') EXECUTE FUNCTION h4_fail();`);
      const before = await memberCount(c.id);
      try {
        const r = await api.call("DELETE", `/v1/communities/${c.id}/members/${doomed.id}`, {
          token: manager.token,
        });
        expect(r.status).toBe(500);
      } finally {
        await api.db.exec("DROP TRIGGER h4_fail_bar_delete ON bars");
      }
      expect(await memberCount(c.id)).toBe(before);
      const back = await api.call("GET", `/v1/communities/${c.id}/members/${doomed.id}`, {
        token: manager.token,
      });
      expect(back.status).toBe(200);
    });
  });
});
