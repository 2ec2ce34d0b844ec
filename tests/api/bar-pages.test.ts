// The editor's copy pickers at scale (groups of 10,000): GET /v1/communities/{id}/bars keeps the original's
// whole list without a query, and with `q`, `limit`, `offset` answers a page with each bar's oldest holder,
// on PGlite and on PostgreSQL.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barListResponseSchema } from "../../contract/bars.ts";
import { availableBackends, createCommunity, register, startApi, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();

describe.each(BACKENDS)("pages of bars (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers the whole list without a query, and pages, searches and names holders with one", async () => {
    const manager = await register(api, { first_name: "Mona" });
    const c = await createCommunity(api, manager);
    const people: string[] = [];
    for (const name of ["Ann", "Bob", "Cy 50%"]) {
      const r = await api.call("POST", `/v1/communities/${c.id}/members`, {
        token: manager.token,
        body: { first_name: name },
      });
      expect(r.status, r.text).toBe(200);
      people.push((r.json as { member: { id: string } }).member.id);
    }
    // Bob also holds Ann's bar: her bar's oldest holder is still Ann.
    const annBar = (
      await api.db.query<{ bar_ids: string[] }>("SELECT bar_ids FROM members WHERE id = $1", [people[0]])
    ).rows[0]!.bar_ids[0]!;
    await api.db.query("UPDATE members SET bar_ids = bar_ids || $2::uuid WHERE id = $1", [people[1], annBar]);
    const shared = randomUUID();
    await api.db.query(
      `INSERT INTO bars (id, community_id, name, is_shared, items, created_at, updated_at)
       VALUES ($1, $2, 'Library', true, '[]'::jsonb, now() + interval '1 hour', now())`,
      [shared, c.id],
    );
    const get = (query = "") =>
      api.call("GET", `/v1/communities/${c.id}/bars${query}`, { token: manager.token });

    const whole = await get();
    expect(Object.keys(whole.json as object)).toEqual(["bars"]);
    const all = barListResponseSchema.parse(whole.json).bars;
    expect(all.map((b) => b.name)).toEqual([
      "Default",
      "Bar for Ann",
      "Bar for Bob",
      "Bar for Cy 50%",
      "Library",
    ]);
    expect(all.every((b) => !("holder" in b))).toBe(true);

    const first = barListResponseSchema.parse((await get("?limit=2")).json);
    expect(first).toMatchObject({ total: 5, offset: 0, limit: 2 });
    expect(first.bars.map((b) => b.id)).toEqual(all.slice(0, 2).map((b) => b.id));
    expect(first.bars[1]!.holder).toMatchObject({ id: people[0], first_name: "Ann", email: null });
    const rest = barListResponseSchema.parse((await get("?limit=2&offset=2")).json);
    expect(rest.bars.map((b) => b.name)).toEqual(["Bar for Bob", "Bar for Cy 50%"]);
    expect(rest.bars[0]!.holder?.first_name).toBe("Bob");

    const search = barListResponseSchema.parse((await get("?q=BAR%20FOR")).json);
    expect(search.total).toBe(3);
    const others = barListResponseSchema.parse(
      (await get(`?q=bar%20for&except=${annBar.toUpperCase()}`)).json,
    );
    expect(others.bars.map((b) => b.name)).toEqual(["Bar for Bob", "Bar for Cy 50%"]);
    expect(others.total).toBe(2);
    const literal = barListResponseSchema.parse((await get("?q=50%25")).json);
    expect(literal.bars.map((b) => b.name)).toEqual(["Bar for Cy 50%"]);
    const library = barListResponseSchema.parse((await get("?q=libr")).json);
    expect(library.bars).toEqual([{ id: shared, name: "Library", is_shared: true, holder: null }]);

    for (const [query, field] of [
      ["?limit=0", "limit"],
      ["?offset=-1", "offset"],
      ["?except=nope", "except"],
      [`?q=${"x".repeat(101)}`, "q"],
    ] as const) {
      const r = await get(query);
      expect(r.status, query).toBe(400);
      expect(r.json).toEqual({ error: "invalid_field", details: { field } });
    }
    const member = await register(api);
    expect(
      (await api.call("GET", `/v1/communities/${c.id}/bars?limit=5`, { token: member.token })).status,
    ).toBe(404);
  });
});
