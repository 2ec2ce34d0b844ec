// Members at scale (groups of 10,000): GET /v1/communities/{id}/members keeps the original's whole answer
// without a query, and pages, searches and filters when asked, on PGlite and on PostgreSQL.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberListResponseSchema, type MemberListItem } from "../../contract/members.ts";
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

describe.each(BACKENDS)("member search and paging (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** Named members added in order (one second apart, so "oldest first" is their order). */
  async function seed(communityId: string, names: string[]): Promise<string[]> {
    const ids: string[] = [];
    await api.db.transaction(async (tx) => {
      for (const [i, name] of names.entries()) {
        const id = randomUUID();
        await tx.query(
          `INSERT INTO members (id, community_id, first_name, role, state, created_at)
           VALUES ($1, $2, $3, 'member', 'uninvited', now() + make_interval(secs => $4))`,
          [id, communityId, name, i + 1],
        );
        ids.push(id);
      }
      await tx.query("UPDATE communities SET member_count = member_count + $2 WHERE id = $1", [
        communityId,
        names.length,
      ]);
    });
    return ids;
  }

  async function list(manager: Registered, communityId: string, query = "") {
    const r = await api.call("GET", `/v1/communities/${communityId}/members${query}`, {
      token: manager.token,
    });
    return r;
  }

  const names = (members: MemberListItem[]) => members.map((m) => m.first_name ?? m.email);

  it("answers as the original without a query: every member, oldest first, no paging fields", async () => {
    const manager = await register(api, { first_name: "Mona" });
    const c = await createCommunity(api, manager);
    await seed(
      c.id,
      Array.from({ length: 60 }, (_, i) => `Person ${i + 1}`),
    );
    for (const query of ["", "?unknown=1"]) {
      const r = await list(manager, c.id, query);
      expect(r.status).toBe(200);
      const body = r.json as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(["members"]);
      const members = memberListResponseSchema.parse(body).members;
      expect(members).toHaveLength(61);
      expect(names(members).slice(0, 3)).toEqual(["Mona", "Person 1", "Person 2"]);
    }
  });

  it("pages with limit and offset, oldest first, with the total", async () => {
    const manager = await register(api, { first_name: "Mona" });
    const c = await createCommunity(api, manager);
    await seed(
      c.id,
      Array.from({ length: 60 }, (_, i) => `Person ${i + 1}`),
    );
    const first = memberListResponseSchema.parse((await list(manager, c.id, "?limit=50")).json);
    expect(first.total).toBe(61);
    expect(first.offset).toBe(0);
    expect(first.limit).toBe(50);
    expect(first.members).toHaveLength(50);
    expect(names(first.members)[0]).toBe("Mona");
    const second = memberListResponseSchema.parse((await list(manager, c.id, "?limit=50&offset=50")).json);
    expect(second.total).toBe(61);
    expect(names(second.members)).toEqual(Array.from({ length: 11 }, (_, i) => `Person ${i + 50}`));
    // Past the end: an empty page, still counted.
    const past = memberListResponseSchema.parse((await list(manager, c.id, "?offset=500")).json);
    expect(past).toEqual({ members: [], total: 61, offset: 500, limit: 50 });
    // The same item shape as the whole list.
    const whole = memberListResponseSchema.parse((await list(manager, c.id)).json).members;
    expect(first.members).toEqual(whole.slice(0, 50));
  });

  it("searches the name and the sign-in address in any letter case, and filters by role and bar", async () => {
    const manager = await register(api, { first_name: "Mona", email: `mona.${randomUUID()}@example.org` });
    const c = await createCommunity(api, manager);
    const [annId, , joId] = await seed(c.id, ["Ann Smith", "Bob Jones", "Jo SMITHSON", "50%_off"]);
    const joiner = await register(api, { email: `zed.smith.${randomUUID()}@example.org` });
    await addMember(api, c.id, joiner, "manager", "active");

    const smith = memberListResponseSchema.parse((await list(manager, c.id, "?q=smith")).json);
    expect(smith.total).toBe(3);
    // The joiner was added at once, the seeded people a few seconds later: oldest first.
    expect(names(smith.members)).toEqual([joiner.email, "Ann Smith", "Jo SMITHSON"]);
    const byMail = memberListResponseSchema.parse((await list(manager, c.id, "?q=MONA.")).json);
    expect(names(byMail.members)).toEqual(["Mona"]);
    // The search is not a pattern: % and _ are letters like the others.
    const percent = memberListResponseSchema.parse((await list(manager, c.id, "?q=%25_")).json);
    expect(names(percent.members)).toEqual(["50%_off"]);
    // Past the end of a search: an empty page, still counted.
    const past = memberListResponseSchema.parse((await list(manager, c.id, "?q=smith&offset=50")).json);
    expect(past).toEqual({ members: [], total: 3, offset: 50, limit: 50 });
    const second = memberListResponseSchema.parse(
      (await list(manager, c.id, "?q=smith&limit=2&offset=2")).json,
    );
    expect(second.total).toBe(3);
    expect(names(second.members)).toEqual(["Jo SMITHSON"]);
    const none = memberListResponseSchema.parse((await list(manager, c.id, "?q=nobody")).json);
    expect(none).toEqual({ members: [], total: 0, offset: 0, limit: 50 });
    // An empty search is every member, as a page.
    const blank = memberListResponseSchema.parse((await list(manager, c.id, "?q=")).json);
    expect(blank.total).toBe(6);

    const managers = memberListResponseSchema.parse((await list(manager, c.id, "?role=manager")).json);
    expect(names(managers.members)).toEqual(["Mona", joiner.email]);
    const smithManagers = memberListResponseSchema.parse(
      (await list(manager, c.id, "?role=manager&q=smith")).json,
    );
    expect(smithManagers.total).toBe(1);

    const barId = randomUUID();
    await api.db.query(
      `INSERT INTO bars (id, community_id, name, is_shared, items, created_at, updated_at)
       VALUES ($1, $2, 'Shared', true, '[]'::jsonb, now(), now())`,
      [barId, c.id],
    );
    await api.db.query("UPDATE members SET bar_ids = ARRAY[$1::uuid] WHERE id = ANY($2::uuid[])", [
      barId,
      [annId, joId],
    ]);
    const holders = memberListResponseSchema.parse(
      (await list(manager, c.id, `?bar=${barId.toUpperCase()}`)).json,
    );
    expect(names(holders.members)).toEqual(["Ann Smith", "Jo SMITHSON"]);
    const barless = memberListResponseSchema.parse((await list(manager, c.id, "?bar=none")).json);
    expect(barless.total).toBe(4);
    expect(names(barless.members)).not.toContain("Ann Smith");
  });

  it("counts what the group holds as people come and go, and takes a backslash literally", async () => {
    const manager = await register(api, { first_name: "Mona" });
    const c = await createCommunity(api, manager);
    const other = await createCommunity(api, await register(api), "Other");
    await seed(other.id, ["Elsewhere"]);
    await seed(c.id, ["Ann", "Bob", "C\\D"]);
    const total = async () =>
      memberListResponseSchema.parse((await list(manager, c.id, "?limit=1")).json).total;
    expect(await total()).toBe(4);
    const added = await api.call("POST", `/v1/communities/${c.id}/members`, {
      token: manager.token,
      body: { first_name: "Eve" },
    });
    expect(added.status).toBe(200);
    expect(await total()).toBe(5);
    const whole = memberListResponseSchema.parse((await list(manager, c.id)).json).members;
    const bob = whole.find((m) => m.first_name === "Bob")!;
    expect(
      (await api.call("DELETE", `/v1/communities/${c.id}/members/${bob.id}`, { token: manager.token }))
        .status,
    ).toBe(200);
    expect(await total()).toBe(4);
    expect(await total()).toBe(
      memberListResponseSchema.parse((await list(manager, c.id)).json).members.length,
    );
    const slash = memberListResponseSchema.parse((await list(manager, c.id, "?q=c%5Cd")).json);
    expect(names(slash.members)).toEqual(["C\\D"]);
  });

  it("refuses malformed paging and filters with 400 invalid_field, and keeps the list to managers", async () => {
    const manager = await register(api);
    const member = await register(api);
    const c = await createCommunity(api, manager);
    await addMember(api, c.id, member);
    for (const [query, field] of [
      ["?limit=0", "limit"],
      ["?limit=201", "limit"],
      ["?limit=ten", "limit"],
      ["?offset=-1", "offset"],
      ["?role=owner", "role"],
      ["?bar=not-a-bar", "bar"],
      [`?q=${"x".repeat(101)}`, "q"],
      ["?q=a&q=b", "q"],
    ] as const) {
      const r = await list(manager, c.id, query);
      expect(r.status, query).toBe(400);
      expect(r.json, query).toEqual({ error: "invalid_field", details: { field } });
    }
    expect((await list(member, c.id, "?limit=5")).status).toBe(403);
  });
});
