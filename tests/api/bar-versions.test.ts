// /v1 bar history (versions, restore), the editor's drafts, and saves interrupted at every point: by a database
// failing in the middle of the transaction, and by killing the process that is saving.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  barDraftResponseSchema,
  barVersionListResponseSchema,
  barVersionSchema,
  savedBarResponseSchema,
  userDraftsResponseSchema,
  type Bar,
} from "../../contract/bars.ts";
import type { Db, Queryable } from "../../api/db/db.ts";
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

const BACKENDS = await availableBackends();

const mail = mailItem;
const weather = {
  kind: "link",
  is_primary: false,
  configuration: { label: "Weather", url: "https://weather.example/" },
};
const zoomIn = {
  kind: "action",
  is_primary: false,
  configuration: { identifier: "screen-zoom", label: "Text Size" },
};

/** Makes the Nth query inside a transaction fail, when armed. */
interface Fault {
  failAt: number | null;
  seen: number;
}

function faultyDb(db: Db, fault: Fault): Db {
  const wrap = (tx: Queryable): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      if (fault.failAt !== null) {
        fault.seen += 1;
        if (fault.seen === fault.failAt) throw new Error(`injected failure at query ${fault.seen}`);
      }
      return tx.query<T>(sql, params);
    },
    exec: (sql) => tx.exec(sql),
  });
  return {
    kind: db.kind,
    query<T>(sql: string, params?: readonly unknown[]) {
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

describe.each(BACKENDS)("bar versions and drafts (%s)", (backend) => {
  let api: TestApi;
  const fault: Fault = { failAt: null, seen: 0 };
  beforeAll(async () => {
    api = await startApi(backend, {}, { wrapDb: (db) => faultyDb(db, fault) });
  });
  afterAll(async () => {
    await api?.close();
  });

  const barPath = (cid: string, barId: string) => `/v1/communities/${cid}/bars/${barId}`;

  async function setup() {
    const manager = await register(api, { first_name: "Mona", last_name: "Manager" });
    const member = await register(api);
    const c = await createCommunity(api, manager);
    const memberId = await addMember(api, c.id, member);
    return { manager, member, memberId, c };
  }

  async function createBar(user: Registered, cid: string, body: Record<string, unknown> = {}) {
    const r = await api.call("POST", `/v1/communities/${cid}/bars`, {
      token: user.token,
      body: { name: "Kitchen", is_shared: true, items: [], ...body },
    });
    expect(r.status, r.text).toBe(200);
    return savedBarResponseSchema.parse(r.json).bar;
  }

  async function put(user: Registered, cid: string, bar: Partial<Bar> & { id: string }, extra = {}) {
    const r = await api.call("PUT", barPath(cid, bar.id), { token: user.token, body: { ...bar, ...extra } });
    expect(r.status, r.text).toBe(200);
    return savedBarResponseSchema.parse(r.json).bar;
  }

  async function snapshot(barId: string) {
    const bar = await api.db.query(
      "SELECT name, is_shared, items, version, updated_at FROM bars WHERE id = $1",
      [barId],
    );
    const versions = await api.db.query(
      "SELECT version, name, is_shared, items, restored_from FROM bar_versions WHERE bar_id = $1 ORDER BY version",
      [barId],
    );
    const drafts = await api.db.query("SELECT * FROM bar_drafts WHERE bar_id = $1 ORDER BY user_id", [barId]);
    const members = await api.db.query(
      "SELECT id, bar_ids FROM members WHERE $1::uuid = ANY (bar_ids) ORDER BY id",
      [barId],
    );
    return { bar: bar.rows, versions: versions.rows, drafts: drafts.rows, members: members.rows };
  }

  describe("GET .../versions and .../versions/{n}", () => {
    it("lists every save newest first: who, when, and each button's label and digest", async () => {
      const { manager, c } = await setup();
      const colleague = await register(api);
      await addMember(api, c.id, colleague, "manager");
      const v1 = await createBar(manager, c.id, { items: [mail, weather] });
      api.clock.advance(60_000);
      const [m, w] = v1.items;
      // Version 2: only web-app data changes (the desktop app sees nothing new).
      const v2 = await put(colleague, c.id, {
        ...v1,
        items: [
          { ...m!, configuration: { ...m!.configuration, _webapp: { buttonKey: "email", extra: 1 } } },
          w!,
        ],
      });
      api.clock.advance(60_000);
      // Version 3: "Mail" renamed, "Weather" removed, a button added.
      const v3 = await put(manager, c.id, {
        ...v2,
        name: "Kitchen bar",
        items: [
          { ...v2.items[0]!, configuration: { ...v2.items[0]!.configuration, label: "Email" } },
          zoomIn,
        ],
      });
      const r = await api.call("GET", `${barPath(c.id, v1.id)}/versions`, { token: manager.token });
      expect(r.status).toBe(200);
      const list = barVersionListResponseSchema.parse(r.json);
      expect(list).toEqual(r.json);
      expect(list.current_version).toBe(3);
      expect(list.versions.map((v) => v.version)).toEqual([3, 2, 1]);
      expect(list.versions.map((v) => v.author)).toEqual([
        { user_id: manager.userId, name: "Mona Manager" },
        // Without a name, the author is named by their email address (decision 023).
        { user_id: colleague.userId, name: colleague.email },
        { user_id: manager.userId, name: "Mona Manager" },
      ]);
      const [e3, e2, e1] = list.versions;
      expect(Date.parse(e3!.created_at) - Date.parse(e1!.created_at)).toBeGreaterThanOrEqual(120_000);
      expect(e3).toMatchObject({ name: "Kitchen bar", is_shared: true, restored_from: null });
      expect(e1!.items.map((i) => [i.id, i.kind, i.label])).toEqual([
        [m!.id, "link", "Mail"],
        [w!.id, "link", "Weather"],
      ]);
      // Web-app data alone leaves the digest; a new label changes it.
      expect(e2!.items[0]!.digest).toBe(e1!.items[0]!.digest);
      expect(e3!.items[0]!.id).toBe(m!.id);
      expect(e3!.items[0]!.label).toBe("Email");
      expect(e3!.items[0]!.digest).not.toBe(e2!.items[0]!.digest);
      expect(e3!.items[1]).toMatchObject({ id: v3.items[1]!.id, kind: "action", label: "Text Size" });

      // One version: the whole bar as it was saved.
      const one = await api.call("GET", `${barPath(c.id, v1.id)}/versions/1`, { token: manager.token });
      expect(barVersionSchema.parse(one.json)).toEqual(one.json);
      expect(one.json).toEqual({
        version: 1,
        created_at: e1!.created_at,
        author: { user_id: manager.userId, name: "Mona Manager" },
        restored_from: null,
        bar: v1,
      });
      for (const n of ["4", "0", "x", "1.5", "99999999999"]) {
        const missing = await api.call("GET", `${barPath(c.id, v1.id)}/versions/${n}`, {
          token: manager.token,
        });
        expect([missing.status, missing.text], n).toEqual([404, ""]);
      }
    });

    it("pages with ?before and ?limit", async () => {
      const { manager, c } = await setup();
      let bar = await createBar(manager, c.id);
      for (let i = 0; i < 4; i += 1) bar = await put(manager, c.id, bar);
      const page = async (query: string) => {
        const r = await api.call("GET", `${barPath(c.id, bar.id)}/versions${query}`, {
          token: manager.token,
        });
        return [
          r.status,
          (r.json as { versions?: { version: number }[] }).versions?.map((v) => v.version) ?? r.json,
        ];
      };
      expect(await page("?limit=2")).toEqual([200, [5, 4]]);
      expect(await page("?limit=2&before=4")).toEqual([200, [3, 2]]);
      expect(await page("?before=2")).toEqual([200, [1]]);
      expect(await page("?limit=0")).toEqual([400, { error: "invalid_field", details: { field: "limit" } }]);
      expect(await page("?limit=101")).toEqual([
        400,
        { error: "invalid_field", details: { field: "limit" } },
      ]);
      expect(await page("?before=x")).toEqual([
        400,
        { error: "invalid_field", details: { field: "before" } },
      ]);
    });

    it("is for managers of the bar's community only", async () => {
      const { manager, member, memberId, c } = await setup();
      const otherManager = await register(api);
      const theirs = await createCommunity(api, otherManager, "Theirs");
      const bar = await createBar(manager, c.id, { member_id: memberId });
      for (const suffix of ["/versions", "/versions/1"]) {
        expect((await api.call("GET", barPath(c.id, bar.id) + suffix)).status).toBe(401);
        expect((await api.call("GET", barPath(c.id, bar.id) + suffix, { token: member.token })).status).toBe(
          403,
        );
        expect(
          (await api.call("GET", barPath(c.id, bar.id) + suffix, { token: otherManager.token })).status,
        ).toBe(404);
        expect(
          (await api.call("GET", barPath(theirs.id, bar.id) + suffix, { token: otherManager.token })).status,
        ).toBe(404);
      }
    });
  });

  describe("POST .../versions/{n}/restore", () => {
    it("makes a new version with the old content, so a restore can itself be undone", async () => {
      const { manager, c } = await setup();
      const v1 = await createBar(manager, c.id, { name: "First", items: [mail, weather] });
      const v2 = await put(manager, c.id, { ...v1, name: "Second", is_shared: false, items: [zoomIn] });
      const r = await api.call("POST", `${barPath(c.id, v1.id)}/versions/1/restore`, {
        token: manager.token,
      });
      expect(r.status).toBe(200);
      expect(r.headers.get("etag")).toBe('"3"');
      const v3 = savedBarResponseSchema.parse(r.json).bar;
      expect(v3).toEqual({ ...v1, version: 3 });
      const list = barVersionListResponseSchema.parse(
        (await api.call("GET", `${barPath(c.id, v1.id)}/versions`, { token: manager.token })).json,
      );
      expect(list.versions.map((v) => [v.version, v.restored_from])).toEqual([
        [3, 1],
        [2, null],
        [1, null],
      ]);
      // Undo the restore.
      const undo = await api.call("POST", `${barPath(c.id, v1.id)}/versions/2/restore`, {
        token: manager.token,
        body: { base_version: 3 },
      });
      expect(savedBarResponseSchema.parse(undo.json).bar).toEqual({ ...v2, version: 4 });
    });

    it("checks the role, the version, the base version and the default bar's rules", async () => {
      const { manager, member, c } = await setup();
      const bar = await createBar(manager, c.id, { items: [mail] });
      await put(manager, c.id, { ...bar, items: [] });
      const restore = (n: string, options = {}) =>
        api.call("POST", `${barPath(c.id, bar.id)}/versions/${n}/restore`, {
          token: manager.token,
          ...options,
        });
      expect((await api.call("POST", `${barPath(c.id, bar.id)}/versions/1/restore`)).status).toBe(401);
      expect(
        (await api.call("POST", `${barPath(c.id, bar.id)}/versions/1/restore`, { token: member.token }))
          .status,
      ).toBe(403);
      expect((await restore("9")).status).toBe(404);
      expect((await restore("nope")).status).toBe(404);
      const stale = await restore("1", { body: { base_version: 1 } });
      expect([stale.status, stale.json]).toEqual([
        409,
        { error: "version_conflict", details: { current_version: 2, base_version: 1 } },
      ]);
      const staleHeader = await restore("1", { headers: { "if-match": '"1"' } });
      expect(staleHeader.status).toBe(409);
      const badBody = await restore("1", { body: { base_version: "two" } });
      expect([badBody.status, badBody.json]).toEqual([
        400,
        { error: "invalid_field", details: { field: "base_version" } },
      ]);
      expect((await restore("1", { rawBody: "{", contentType: "application/json" })).status).toBe(400);
      expect(await snapshot(bar.id)).toMatchObject({ bar: [{ version: 2, items: [] }] });
      expect((await restore("1", { body: { base_version: 2 } })).status).toBe(200);

      // The default bar: renamed once it is no longer the default, it gets its items back but keeps its name.
      const kitchen = await createBar(manager, c.id, { name: "Kitchen" });
      const v2 = await put(manager, c.id, {
        id: c.default_bar_id,
        name: "Default",
        is_shared: true,
        items: [zoomIn],
      });
      await api.call("PUT", `/v1/communities/${c.id}`, {
        token: manager.token,
        body: { name: "Family", default_bar_id: kitchen.id },
      });
      await put(manager, c.id, { ...v2, name: "Old default", is_shared: false, items: [] });
      await put(manager, c.id, { ...v2, name: "Old default", is_shared: true, items: [] });
      const moveBack = await api.call("PUT", `/v1/communities/${c.id}`, {
        token: manager.token,
        body: { name: "Family", default_bar_id: c.default_bar_id },
      });
      expect(moveBack.status).toBe(200);
      // Versions 1 and 2 were named "Default", version 3 was personal: as the default bar it gets their items but
      // stays shared under its current name.
      const back = await api.call("POST", `${barPath(c.id, c.default_bar_id)}/versions/2/restore`, {
        token: manager.token,
      });
      expect(savedBarResponseSchema.parse(back.json).bar).toEqual({ ...v2, name: "Old default", version: 5 });
      const personal = await api.call("POST", `${barPath(c.id, c.default_bar_id)}/versions/3/restore`, {
        token: manager.token,
      });
      expect(savedBarResponseSchema.parse(personal.json).bar).toMatchObject({
        name: "Old default",
        is_shared: true,
      });
    });
  });

  describe("drafts", () => {
    it("keeps a user's pending bar between requests and commits it as one version", async () => {
      const { manager, c } = await setup();
      const bar = await createBar(manager, c.id, { items: [mail] });
      const draftPath = `${barPath(c.id, bar.id)}/draft`;
      const none = await api.call("GET", draftPath, { token: manager.token });
      expect([none.status, none.json]).toEqual([200, { draft: null }]);

      api.clock.advance(1000);
      const pending = {
        name: "  Kitchen (new) ",
        is_shared: false,
        items: [bar.items[0], zoomIn],
        base_version: 1,
      };
      const saved = await api.call("PUT", draftPath, { token: manager.token, body: pending });
      expect(saved.status).toBe(200);
      const draft = barDraftResponseSchema.parse(saved.json).draft!;
      expect(draft).toEqual({
        bar_id: bar.id,
        base_version: 1,
        current_version: 1,
        name: "  Kitchen (new) ",
        is_shared: false,
        items: [bar.items[0], { id: expect.any(String), ...zoomIn }],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect((await api.call("GET", draftPath, { token: manager.token })).json).toEqual({ draft });
      // The bar itself is untouched, and another manager has no draft of it.
      expect((await api.call("GET", barPath(c.id, bar.id), { token: manager.token })).json).toEqual(bar);
      const colleague = await register(api);
      await addMember(api, c.id, colleague, "manager");
      expect((await api.call("GET", draftPath, { token: colleague.token })).json).toEqual({ draft: null });

      // PUT replaces it (ids given on the first PUT are kept).
      api.clock.advance(1000);
      const again = await api.call("PUT", draftPath, {
        token: manager.token,
        body: { ...pending, items: [draft.items[1]] },
      });
      const replaced = barDraftResponseSchema.parse(again.json).draft!;
      expect(replaced.items).toEqual([draft.items[1]]);
      expect(replaced.created_at).toBe(draft.created_at);
      expect(Date.parse(replaced.updated_at)).toBeGreaterThan(Date.parse(draft.updated_at));

      const commit = await api.call("POST", `${draftPath}/commit`, { token: manager.token });
      expect(commit.status).toBe(200);
      expect(savedBarResponseSchema.parse(commit.json).bar).toEqual({
        id: bar.id,
        name: "Kitchen (new)",
        is_shared: false,
        items: [draft.items[1]],
        version: 2,
      });
      expect((await api.call("GET", draftPath, { token: manager.token })).json).toEqual({ draft: null });
      const again2 = await api.call("POST", `${draftPath}/commit`, { token: manager.token });
      expect([again2.status, again2.json]).toEqual([404, { error: "draft_not_found" }]);
      const versions = barVersionListResponseSchema.parse(
        (await api.call("GET", `${barPath(c.id, bar.id)}/versions`, { token: manager.token })).json,
      );
      expect(versions.versions.map((v) => [v.version, v.author.user_id])).toEqual([
        [2, manager.userId],
        [1, manager.userId],
      ]);
    });

    it("refuses to commit a draft based on an old version, and keeps it", async () => {
      const { manager, c } = await setup();
      const colleague = await register(api);
      await addMember(api, c.id, colleague, "manager");
      const bar = await createBar(manager, c.id);
      const draftPath = `${barPath(c.id, bar.id)}/draft`;
      await api.call("PUT", draftPath, {
        token: manager.token,
        body: { ...bar, name: "Mine", base_version: 1 },
      });
      await put(colleague, c.id, { ...bar, name: "Theirs" });
      const commit = await api.call("POST", `${draftPath}/commit`, { token: manager.token });
      expect([commit.status, commit.json]).toEqual([
        409,
        { error: "version_conflict", details: { current_version: 2, base_version: 1 } },
      ]);
      const kept = barDraftResponseSchema.parse(
        (await api.call("GET", draftPath, { token: manager.token })).json,
      );
      expect(kept.draft).toMatchObject({ name: "Mine", base_version: 1, current_version: 2 });
      expect((await api.call("GET", barPath(c.id, bar.id), { token: manager.token })).json).toMatchObject({
        name: "Theirs",
      });
      // Rebased on the new version it goes through.
      await api.call("PUT", draftPath, {
        token: manager.token,
        body: { ...bar, name: "Mine", base_version: 2 },
      });
      expect((await api.call("POST", `${draftPath}/commit`, { token: manager.token })).status).toBe(200);
      // A draft of the default bar that renames it is refused at the commit.
      const defaultDraft = `${barPath(c.id, c.default_bar_id)}/draft`;
      await api.call("PUT", defaultDraft, {
        token: manager.token,
        body: { name: "Renamed", is_shared: true, items: [], base_version: 1 },
      });
      const refused = await api.call("POST", `${defaultDraft}/commit`, { token: manager.token });
      expect([refused.status, refused.json]).toEqual([400, { error: "cannot_rename_default" }]);
    });

    it("checks roles and bodies, and deletes", async () => {
      const { manager, member, memberId, c } = await setup();
      const otherManager = await register(api);
      await createCommunity(api, otherManager, "Theirs");
      const bar = await createBar(manager, c.id, { member_id: memberId });
      const draftPath = `${barPath(c.id, bar.id)}/draft`;
      const body = { name: "x", is_shared: true, items: [], base_version: 1 };
      for (const [method, path] of [
        ["GET", draftPath],
        ["PUT", draftPath],
        ["DELETE", draftPath],
        ["POST", `${draftPath}/commit`],
      ] as const) {
        const options = method === "PUT" ? { body } : {};
        expect((await api.call(method, path, options)).status, `${method} anonymous`).toBe(401);
        expect((await api.call(method, path, { token: otherManager.token, ...options })).status).toBe(404);
        expect((await api.call(method, path, { token: member.token, ...options })).status, method).toBe(403);
        const unknownBar = path.replace(bar.id, randomUUID());
        expect((await api.call(method, unknownBar, { token: manager.token, ...options })).status).toBe(404);
      }
      const cases: [unknown, unknown][] = [
        [
          { name: "x", is_shared: true, items: [] },
          { error: "missing_required", details: { required: ["base_version"] } },
        ],
        [
          { ...body, base_version: 0 },
          { error: "invalid_field", details: { field: "base_version" } },
        ],
        [
          { ...body, base_version: 2 },
          { error: "invalid_field", details: { field: "base_version" } },
        ],
        [
          { ...body, name: "n".repeat(101) },
          { error: "too_long", details: { field: "name", max_length: 100 } },
        ],
        [
          {
            ...body,
            items: [
              { kind: "application", is_primary: false, configuration: { exe: "a", default: "email" } },
            ],
          },
          { error: "exe_and_default", details: { field: "items.0.configuration" } },
        ],
      ];
      for (const [sent, expected] of cases) {
        const r = await api.call("PUT", draftPath, { token: manager.token, body: sent });
        expect([r.status, r.json], JSON.stringify(sent)).toEqual([400, expected]);
      }
      expect((await api.call("PUT", draftPath, { token: manager.token, body })).status).toBe(200);
      const deleted = await api.call("DELETE", draftPath, { token: manager.token });
      expect([deleted.status, deleted.text]).toEqual([200, ""]);
      expect((await api.call("DELETE", draftPath, { token: manager.token })).status).toBe(200);
      expect((await api.call("GET", draftPath, { token: manager.token })).json).toEqual({ draft: null });
    });

    it("lists a user's pending drafts for the editor, in communities they still manage", async () => {
      const { manager, c } = await setup();
      const other = await createCommunity(api, manager, "Other");
      const a = await createBar(manager, c.id, { name: "A" });
      const b = await createBar(manager, other.id, { name: "B" });
      const draftsPath = `/v1/users/${manager.userId}/drafts`;
      expect((await api.call("GET", draftsPath, { token: manager.token })).json).toEqual({ drafts: [] });
      await api.call("PUT", `${barPath(c.id, a.id)}/draft`, {
        token: manager.token,
        body: { ...a, name: "A pending", base_version: 1 },
      });
      api.clock.advance(1000);
      await api.call("PUT", `${barPath(other.id, b.id)}/draft`, {
        token: manager.token,
        body: { ...b, base_version: 1 },
      });
      await put(manager, other.id, b);
      const r = await api.call("GET", draftsPath, { token: manager.token });
      const list = userDraftsResponseSchema.parse(r.json);
      expect(list).toEqual(r.json);
      expect(list.drafts).toEqual([
        {
          community_id: other.id,
          bar_id: b.id,
          bar_name: "B",
          name: "B",
          base_version: 1,
          current_version: 2,
          updated_at: expect.any(String),
        },
        {
          community_id: c.id,
          bar_id: a.id,
          bar_name: "A",
          name: "A pending",
          base_version: 1,
          current_version: 1,
          updated_at: expect.any(String),
        },
      ]);
      const filtered = await api.call("GET", `${draftsPath}?community_id=${c.id}`, { token: manager.token });
      expect((filtered.json as { drafts: { bar_id: string }[] }).drafts.map((d) => d.bar_id)).toEqual([a.id]);
      const bad = await api.call("GET", `${draftsPath}?community_id=nope`, { token: manager.token });
      expect([bad.status, bad.json]).toEqual([
        400,
        { error: "invalid_field", details: { field: "community_id" } },
      ]);
      // Someone else's list is "not found"; so is everything without a token.
      const stranger = await register(api);
      expect((await api.call("GET", draftsPath, { token: stranger.token })).status).toBe(404);
      expect((await api.call("GET", draftsPath)).status).toBe(401);
      // Demoted in one community: its drafts are no longer offered. A deleted bar takes its drafts along.
      await api.db.query("UPDATE members SET role = 'member' WHERE community_id = $1 AND user_id = $2", [
        other.id,
        manager.userId,
      ]);
      expect(
        userDraftsResponseSchema.parse((await api.call("GET", draftsPath, { token: manager.token })).json)
          .drafts,
      ).toHaveLength(1);
      expect((await api.call("DELETE", barPath(c.id, a.id), { token: manager.token })).status).toBe(200);
      expect((await api.call("GET", draftsPath, { token: manager.token })).json).toEqual({ drafts: [] });
    });
  });

  describe("an interrupted save leaves the old bar or the new one, never a mix", () => {
    /**
     * Runs `attempt` with the Nth query of its transaction failing, for N = 1, 2, ... until it succeeds: every
     * failed attempt must leave the database exactly as before (`state`).
     */
    async function failAtEveryQuery(
      state: () => Promise<unknown>,
      attempt: () => Promise<{ status: number; text: string }>,
    ) {
      const before = await state();
      let failures = 0;
      for (let n = 1; n <= 20; n += 1) {
        fault.failAt = n;
        fault.seen = 0;
        let r: { status: number; text: string };
        try {
          r = await attempt();
        } finally {
          fault.failAt = null;
        }
        if (r.status === 200) return { failures, after: await state() };
        expect([r.status, r.text]).toEqual([500, JSON.stringify({ error: "internal_error" })]);
        expect(await state()).toEqual(before);
        failures += 1;
      }
      throw new Error("the save never succeeded");
    }

    it("for PUT, restore, draft commit and POST with a person", async () => {
      const { manager, memberId, c } = await setup();
      const bar = await createBar(manager, c.id, { items: [mail, weather] });
      const token = manager.token;

      const edited = { ...bar, name: "Changed", items: [zoomIn, bar.items[0]], base_version: 1 };
      const put1 = await failAtEveryQuery(
        () => snapshot(bar.id),
        () => api.call("PUT", barPath(c.id, bar.id), { token, body: edited }),
      );
      expect(put1.failures).toBeGreaterThanOrEqual(3);
      expect(put1.after).toMatchObject({ bar: [{ name: "Changed", version: 2 }] });
      expect((put1.after as { versions: unknown[] }).versions).toHaveLength(2);

      const restore = await failAtEveryQuery(
        () => snapshot(bar.id),
        () => api.call("POST", `${barPath(c.id, bar.id)}/versions/1/restore`, { token }),
      );
      expect(restore.failures).toBeGreaterThanOrEqual(4);
      expect(restore.after).toMatchObject({ bar: [{ name: "Kitchen", version: 3, items: bar.items }] });

      await api.call("PUT", `${barPath(c.id, bar.id)}/draft`, {
        token,
        body: { ...bar, name: "From draft", base_version: 3 },
      });
      const commit = await failAtEveryQuery(
        () => snapshot(bar.id),
        () => api.call("POST", `${barPath(c.id, bar.id)}/draft/commit`, { token }),
      );
      expect(commit.failures).toBeGreaterThanOrEqual(5);
      expect(commit.after).toMatchObject({ bar: [{ name: "From draft", version: 4 }], drafts: [] });

      const countBars = async () => {
        const { rows } = await api.db.query(
          "SELECT id, version FROM bars WHERE community_id = $1 ORDER BY id",
          [c.id],
        );
        const versions = await api.db.query(
          "SELECT v.bar_id, v.version FROM bar_versions v JOIN bars b ON b.id = v.bar_id WHERE b.community_id = $1 ORDER BY 1, 2",
          [c.id],
        );
        const member = await api.db.query("SELECT bar_ids FROM members WHERE id = $1", [memberId]);
        return { rows, versions: versions.rows, member: member.rows };
      };
      const created = await failAtEveryQuery(countBars, () =>
        api.call("POST", `/v1/communities/${c.id}/bars`, {
          token,
          body: { name: "For them", is_shared: false, items: [mail], member_id: memberId },
        }),
      );
      expect(created.failures).toBeGreaterThanOrEqual(4);
      expect((created.after as { member: { bar_ids: string[] }[] }).member[0]!.bar_ids).toHaveLength(1);
    });
  });

  describe.runIf(backend === "postgres")(
    "a save killed mid-transaction (a child process, PostgreSQL)",
    () => {
      const childScript = fileURLToPath(new URL("./bar-save-child.ts", import.meta.url));

      async function startChild(hangAt: number) {
        const child: ChildProcess = spawn(process.execPath, [childScript], {
          env: { ...process.env, DATABASE_URL: api.config.databaseUrl, HANG_AT: String(hangAt) },
          stdio: ["ignore", "pipe", "inherit"],
        });
        const lines = createInterface({ input: child.stdout! });
        const next = () =>
          new Promise<string>((resolve, reject) => {
            lines.once("line", resolve);
            child.once("exit", (code) => reject(new Error(`child exited with ${code}`)));
          });
        const port = (JSON.parse(await next()) as { port: number }).port;
        return { child, port, next };
      }

      it("leaves the old bar after a kill at any query of the save, and the bar stays writable", async () => {
        const { manager, c } = await setup();
        const bar = await createBar(manager, c.id, { items: [mail, weather] });
        const before = await snapshot(bar.id);
        // The PUT's transaction: lock the bar, update it, insert the version; the kill comes after each of them,
        // the last one with everything written but not committed.
        for (const hangAt of [1, 2, 3]) {
          const { child, port, next } = await startChild(hangAt);
          try {
            const hung = next();
            const request = fetch(`http://127.0.0.1:${port}${barPath(c.id, bar.id)}`, {
              method: "PUT",
              headers: { authorization: `Bearer ${manager.token}`, "content-type": "application/json" },
              body: JSON.stringify({ ...bar, name: `Killed at ${hangAt}`, items: [zoomIn] }),
            }).catch(() => null);
            expect(await hung).toBe("HUNG");
            const exited = new Promise((resolve) => child.once("exit", resolve));
            child.kill("SIGKILL");
            await exited;
            expect(await request).toBeNull();
          } finally {
            child.kill("SIGKILL");
          }
          expect(await snapshot(bar.id)).toEqual(before);
        }
        // The killed transactions' locks are gone: a save goes through (with a time limit, in case one is stuck).
        const saved = await Promise.race([
          api.call("PUT", barPath(c.id, bar.id), { token: manager.token, body: { ...bar, base_version: 1 } }),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error("the bar is still locked")), 10_000),
          ),
        ]);
        expect(saved.status).toBe(200);
      }, 90_000);
    },
  );
});
