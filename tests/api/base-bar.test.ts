// The group base bar (decision 030): saving it (managers only), the desktop answer of every member with the
// base buttons first or last, members' own saves never storing them, its versions and audit entries, and the
// members' OK (decision 021), on both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberApprovalSchema } from "../../contract/approvals.ts";
import {
  barListResponseSchema,
  desktopCommunitySchema,
  savedBarResponseSchema,
} from "../../contract/bars.ts";
import { baseBarResponseSchema } from "../../contract/base-bar.ts";
import {
  addMember,
  availableBackends,
  createCommunity,
  register,
  startApi,
  type Registered,
  type TestApi,
} from "./harness.ts";

const BACKENDS = await availableBackends();

const link = (label: string) => ({
  kind: "link",
  is_primary: false,
  configuration: { label, url: `https://${label.toLowerCase().replace(/\W/g, "")}.example.com/` },
});

describe.each(BACKENDS)("the group base bar (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  interface Person {
    user: Registered;
    memberId: string;
    barId: string;
  }
  interface Group {
    cid: string;
    manager: Registered;
    pat: Person;
    kim: Person;
  }

  /** A group with a manager and two members, Pat [Email] and Kim [Photos, Radio], each with their own bar. */
  async function group(): Promise<Group> {
    const manager = await register(api, { first_name: "Sam", last_name: "Hill" });
    const c = await createCommunity(api, manager, "School");
    const person = async (first: string, labels: string[]): Promise<Person> => {
      const user = await register(api, { first_name: first });
      const memberId = await addMember(api, c.id, user);
      const r = await api.call("POST", `/v1/communities/${c.id}/bars`, {
        token: manager.token,
        body: { name: `${first}'s bar`, is_shared: false, items: labels.map(link), member_id: memberId },
      });
      expect(r.status, r.text).toBe(200);
      return { user, memberId, barId: savedBarResponseSchema.parse(r.json).bar.id };
    };
    return {
      cid: c.id,
      manager,
      pat: await person("Pat", ["Email"]),
      kim: await person("Kim", ["Photos", "Radio"]),
    };
  }

  const basePath = (g: Group) => `/v1/communities/${g.cid}/base_bar`;

  async function putBase(g: Group, body: Record<string, unknown>) {
    const r = await api.call("PUT", basePath(g), { token: g.manager.token, body });
    expect(r.status, r.text).toBe(200);
    return baseBarResponseSchema.parse(r.json).base_bar!;
  }

  /** The labels of each bar the person's desktop app receives. */
  async function desktopLabels(g: Group, p: Person): Promise<string[][]> {
    const r = await api.call("GET", `/v1/users/${p.user.userId}/communities/${g.cid}`, {
      token: p.user.token,
    });
    expect(r.status, r.text).toBe(200);
    const body = desktopCommunitySchema.parse(r.json);
    expect(body.bar).toEqual(body.bars[0]);
    return body.bars.map((bar) => bar.items.map((item) => String(item.configuration?.label)));
  }

  it("is saved by a manager and reaches every member's desktop answer, first or last", async () => {
    const g = await group();
    const none = await api.call("GET", basePath(g), { token: g.manager.token });
    expect(none.json).toEqual({ base_bar: null });
    expect(await desktopLabels(g, g.pat)).toEqual([["Email"]]);

    const base = await putBase(g, { position: "first", items: [link("Help desk"), link("School website")] });
    expect(base.position).toBe("first");
    // An empty version 1, then the buttons as version 2.
    expect(base.bar.version).toBe(2);
    expect(base.bar.items.map((i) => i.configuration?.label)).toEqual(["Help desk", "School website"]);
    expect(await desktopLabels(g, g.pat)).toEqual([["Help desk", "School website", "Email"]]);
    expect(await desktopLabels(g, g.kim)).toEqual([["Help desk", "School website", "Photos", "Radio"]]);
    // The desktop app sees ordinary items: the four keys of any item.
    const raw = await api.call("GET", `/v1/users/${g.kim.user.userId}/communities/${g.cid}`, {
      token: g.kim.user.token,
    });
    for (const item of (raw.json as { bar: { items: Record<string, unknown>[] } }).bar.items) {
      expect(Object.keys(item).sort()).toEqual(["configuration", "id", "is_primary", "kind"]);
    }

    // Last, and a change of the buttons reaches everyone at once.
    const moved = await putBase(g, {
      position: "last",
      items: [...base.bar.items, link("Timetable")],
      base_version: base.bar.version,
    });
    expect(moved.bar.version).toBe(3);
    expect(await desktopLabels(g, g.pat)).toEqual([["Email", "Help desk", "School website", "Timetable"]]);
    expect(await desktopLabels(g, g.kim)).toEqual([
      ["Photos", "Radio", "Help desk", "School website", "Timetable"],
    ]);
    // The position alone is a change too; no new version.
    const first = await putBase(g, { position: "first" });
    expect(first.bar.version).toBe(3);
    expect(await desktopLabels(g, g.pat)).toEqual([["Help desk", "School website", "Timetable", "Email"]]);

    // A stale base_version is a conflict; nothing changes.
    const stale = await api.call("PUT", basePath(g), {
      token: g.manager.token,
      body: { position: "last", items: [], base_version: 2 },
    });
    expect([stale.status, (stale.json as { error: string }).error]).toEqual([409, "version_conflict"]);
    expect(await desktopLabels(g, g.pat)).toEqual([["Help desk", "School website", "Timetable", "Email"]]);

    // Versions and history are those of any bar; the audit log has each change, in the change's transaction.
    const versions = await api.call("GET", `/v1/communities/${g.cid}/bars/${base.bar.id}/versions`, {
      token: g.manager.token,
    });
    expect((versions.json as { versions: { version: number }[] }).versions.map((v) => v.version)).toEqual([
      3, 2, 1,
    ]);
    // One line of the log per save, whatever it changed (made, moved, new buttons) and however it was saved.
    const baseLines = async () => {
      const { rows } = await api.db.query<{ kind: string; details: Record<string, unknown> }>(
        "SELECT kind, details FROM audit_events WHERE community_id = $1 AND bar_id = $2 ORDER BY created_at, id",
        [g.cid, base.bar.id],
      );
      return rows;
    };
    expect(await baseLines()).toEqual([
      {
        kind: "base_bar_saved",
        details: { created: true, version: 2, position: "first", buttons: 2 },
      },
      {
        kind: "base_bar_saved",
        details: { position: { from: "first", to: "last" }, version: 3, buttons: 3 },
      },
      { kind: "base_bar_saved", details: { position: { from: "last", to: "first" } } },
    ]);
    // The editor saves it as any bar (PUT .../bars/{id}): one line too, about the base bar.
    const edited = await api.call("PUT", `/v1/communities/${g.cid}/bars/${base.bar.id}`, {
      token: g.manager.token,
      body: { name: base.bar.name, is_shared: true, items: [link("Help desk")], base_version: 3 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await baseLines()).slice(3)).toEqual([
      { kind: "base_bar_saved", details: { version: 4, buttons: 1 } },
    ]);
  });

  it("is not one of the group's bars: not listed, not given to a member, not the default", async () => {
    const g = await group();
    const base = await putBase(g, { position: "first", items: [link("Help desk")] });
    const list = barListResponseSchema.parse(
      (await api.call("GET", `/v1/communities/${g.cid}/bars`, { token: g.manager.token })).json,
    );
    expect(list.bars.map((b) => b.id)).not.toContain(base.bar.id);
    const assign = await api.call("PUT", `/v1/communities/${g.cid}/members/${g.pat.memberId}`, {
      token: g.manager.token,
      body: { role: "member", bar_ids: [base.bar.id] },
    });
    expect([assign.status, (assign.json as { error: string }).error]).toEqual([400, "bad_bar_id"]);
    const asDefault = await api.call("PUT", `/v1/communities/${g.cid}`, {
      token: g.manager.token,
      body: { name: "School", default_bar_id: base.bar.id },
    });
    expect([asDefault.status, (asDefault.json as { error: string }).error]).toEqual([400, "bad_bar_id"]);
    // Every member gets its buttons, so a member may read it (their "changes wait for my OK" page draws it).
    const read = await api.call("GET", `/v1/communities/${g.cid}/bars/${base.bar.id}`, {
      token: g.pat.user.token,
    });
    expect([read.status, (read.json as { name: string }).name]).toEqual([200, "Group base bar"]);
    // ...but not save it.
    const write = await api.call("PUT", `/v1/communities/${g.cid}/bars/${base.bar.id}`, {
      token: g.pat.user.token,
      body: { name: "Mine", is_shared: true, items: [] },
    });
    expect(write.status).toBe(403);
    // Deleting it takes it off every member's bar.
    const del = await api.call("DELETE", `/v1/communities/${g.cid}/bars/${base.bar.id}`, {
      token: g.manager.token,
    });
    expect(del.status, del.text).toBe(200);
    expect((await api.call("GET", basePath(g), { token: g.manager.token })).json).toEqual({ base_bar: null });
    expect(await desktopLabels(g, g.pat)).toEqual([["Email"]]);
  });

  it("never goes into a member's own bar when that bar is saved, even sent back merged", async () => {
    const g = await group();
    await putBase(g, { position: "last", items: [link("Help desk")] });
    // A client that sends back the merged bar it was served (as a desktop app might).
    const served = desktopCommunitySchema.parse(
      (
        await api.call("GET", `/v1/users/${g.kim.user.userId}/communities/${g.cid}`, {
          token: g.kim.user.token,
        })
      ).json,
    ).bar;
    const r = await api.call("PUT", `/v1/communities/${g.cid}/bars/${g.kim.barId}`, {
      token: g.manager.token,
      body: { name: served.name, is_shared: false, items: [link("News"), ...served.items] },
    });
    expect(r.status, r.text).toBe(200);
    const saved = savedBarResponseSchema.parse(r.json).bar;
    expect(saved.items.map((i) => i.configuration?.label)).toEqual(["News", "Photos", "Radio"]);
    expect(await desktopLabels(g, g.kim)).toEqual([["News", "Photos", "Radio", "Help desk"]]);
    // Pat's bar is untouched by Kim's save and by the base.
    const pat = await api.call("GET", `/v1/communities/${g.cid}/bars/${g.pat.barId}`, {
      token: g.manager.token,
    });
    expect(
      (pat.json as { items: { configuration: { label: string } }[] }).items.map((i) => i.configuration.label),
    ).toEqual(["Email"]);
  });

  it("is for managers: members are refused 403, strangers 404, bad bodies 400", async () => {
    const g = await group();
    for (const method of ["GET", "PUT"] as const) {
      const r = await api.call(method, basePath(g), {
        token: g.pat.user.token,
        body: method === "PUT" ? { position: "first", items: [link("Mine")] } : undefined,
      });
      expect(r.status).toBe(403);
    }
    const stranger = await register(api);
    expect((await api.call("GET", basePath(g), { token: stranger.token })).status).toBe(404);
    expect((await api.call("GET", basePath(g))).status).toBe(401);
    for (const body of [
      {},
      { position: "middle" },
      { position: "first", items: "x" },
      { position: "first", items: [{}] },
    ]) {
      const r = await api.call("PUT", basePath(g), { token: g.manager.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    const tooMany = await api.call("PUT", basePath(g), {
      token: g.manager.token,
      body: { position: "first", items: Array.from({ length: 101 }, (_, i) => link(`B${i}`)) },
    });
    expect(tooMany.status).toBe(400);
    expect((await api.call("GET", basePath(g), { token: g.manager.token })).json).toEqual({ base_bar: null });
  });

  it("waits for the OK of a member who asked for it, and is approved like their bars", async () => {
    const g = await group();
    await putBase(g, { position: "first", items: [link("Help desk")] });
    // Pat turns "changes wait for my OK" on; Kim does not.
    const on = await api.call("PUT", `/v1/communities/${g.cid}/members/${g.pat.memberId}/approval`, {
      token: g.pat.user.token,
      body: { required: true, email_me: true },
    });
    expect(on.status, on.text).toBe(200);
    const changed = await putBase(g, {
      position: "first",
      items: [link("Help desk"), link("Timetable")],
    });
    // Pat asked for an email when a change waits: the base change is one.
    const box = await api.call("GET", `/v1/dev/outbox?to=${encodeURIComponent(g.pat.user.email)}`);
    const kinds = (box.json as { messages: { kind: string }[] }).messages.map((m) => m.kind);
    expect(kinds.filter((k) => k === "approval_waiting")).toHaveLength(1);
    // Kim gets the change at once; Pat keeps the version approved when the setting was turned on.
    expect(await desktopLabels(g, g.kim)).toEqual([["Help desk", "Timetable", "Photos", "Radio"]]);
    expect(await desktopLabels(g, g.pat)).toEqual([["Help desk", "Email"]]);
    // Pat's approval state lists the base bar, waiting, beside their own bar.
    const state = memberApprovalSchema.parse(
      (
        await api.call("GET", `/v1/communities/${g.cid}/members/${g.pat.memberId}/approval`, {
          token: g.pat.user.token,
        })
      ).json,
    );
    const baseState = state.bars.find((b) => b.bar_id === changed.bar.id)!;
    expect(baseState).toMatchObject({ current_version: 3, approved_version: 2 });
    expect(state.bars.map((b) => [b.bar_id, b.is_base_bar])).toEqual([
      [g.pat.barId, false],
      [changed.bar.id, true],
    ]);
    // Pat approves it: the change reaches Pat's computer.
    const ok = await api.call(
      "POST",
      `/v1/communities/${g.cid}/members/${g.pat.memberId}/bars/${changed.bar.id}/approve`,
      { token: g.pat.user.token, body: { version: 3 } },
    );
    expect(ok.status, ok.text).toBe(200);
    expect(await desktopLabels(g, g.pat)).toEqual([["Help desk", "Timetable", "Email"]]);
    // Kim cannot answer for the base on Pat's behalf.
    const other = await api.call(
      "POST",
      `/v1/communities/${g.cid}/members/${g.pat.memberId}/bars/${changed.bar.id}/approve`,
      { token: g.kim.user.token, body: { version: 3 } },
    );
    expect(other.status).toBe(403);
  });

  it("made while a member's OK is needed, it reaches them only once they approve", async () => {
    const g = await group();
    await api.call("PUT", `/v1/communities/${g.cid}/members/${g.kim.memberId}/approval`, {
      token: g.kim.user.token,
      body: { required: true },
    });
    const base = await putBase(g, { position: "last", items: [link("Help desk")] });
    expect(await desktopLabels(g, g.kim)).toEqual([["Photos", "Radio"]]);
    expect(await desktopLabels(g, g.pat)).toEqual([["Email", "Help desk"]]);
    const ok = await api.call(
      "POST",
      `/v1/communities/${g.cid}/members/${g.kim.memberId}/bars/${base.bar.id}/approve`,
      { token: g.kim.user.token, body: { version: base.bar.version } },
    );
    expect(ok.status, ok.text).toBe(200);
    expect(await desktopLabels(g, g.kim)).toEqual([["Photos", "Radio", "Help desk"]]);
  });

  it("is answered with the member's own bar as one change (base_bar_version), all or nothing", async () => {
    const g = await group();
    await putBase(g, { position: "first", items: [link("Help desk")] });
    await api.call("PUT", `/v1/communities/${g.cid}/members/${g.pat.memberId}/approval`, {
      token: g.pat.user.token,
      body: { required: true },
    });
    // Both wait: Pat's own bar gets Radio, the base bar gets Timetable.
    const own = await api.call("PUT", `/v1/communities/${g.cid}/bars/${g.pat.barId}`, {
      token: g.manager.token,
      body: { name: "Pat's bar", is_shared: false, items: [link("Email"), link("Radio")] },
    });
    expect(own.status, own.text).toBe(200);
    const ownVersion = savedBarResponseSchema.parse(own.json).bar.version;
    const base = await putBase(g, { position: "first", items: [link("Help desk"), link("Timetable")] });
    expect(await desktopLabels(g, g.pat)).toEqual([["Help desk", "Email"]]);
    const approve = (body: Record<string, unknown>) =>
      api.call("POST", `/v1/communities/${g.cid}/members/${g.pat.memberId}/bars/${g.pat.barId}/approve`, {
        token: g.pat.user.token,
        body,
      });
    // A base version Pat did not see: 409, and their own bar's answer is not kept either.
    const stale = await approve({ version: ownVersion, base_bar_version: base.bar.version! - 1 });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ error: "version_conflict" });
    expect(await desktopLabels(g, g.pat)).toEqual([["Help desk", "Email"]]);
    // One approval answers both.
    const ok = await approve({ version: ownVersion, base_bar_version: base.bar.version });
    expect(ok.status, ok.text).toBe(200);
    const state = memberApprovalSchema.parse(ok.json);
    expect(state.base_bar_position).toBe("first");
    expect(state.bars.map((b) => [b.is_base_bar, b.waiting_since])).toEqual([
      [false, null],
      [true, null],
    ]);
    expect(await desktopLabels(g, g.pat)).toEqual([["Help desk", "Timetable", "Email", "Radio"]]);
    // The history of both bars says Pat approved.
    for (const barId of [g.pat.barId, base.bar.id]) {
      const events = await api.call("GET", `/v1/communities/${g.cid}/bars/${barId}/approval_events`, {
        token: g.manager.token,
      });
      expect((events.json as { events: { kind: string }[] }).events[0]!.kind).toBe("approved");
    }
  });
});
