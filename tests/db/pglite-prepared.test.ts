// The embedded database's prepared statements (api/db/pglite-prepared.ts) answer exactly as PGlite's own
// query() does — rows, types, counts, errors — wait for a transaction in progress, prepare each SQL text
// once, and prepare again when a table changes shape.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteDb, type Db } from "../../api/db/db.ts";

describe("prepared statements on PGlite", () => {
  let lite: PGlite;
  let db: Db;
  beforeAll(async () => {
    lite = await PGlite.create("memory://");
    db = pgliteDb(lite);
    await db.exec(`CREATE TABLE prep (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(), n int8, flag boolean, at timestamptz,
      doc jsonb, tags text[], note text UNIQUE)`);
  });
  afterAll(async () => {
    await lite?.close();
  });

  const preparedNames = async () =>
    (await lite.query<{ name: string }>("SELECT name FROM pg_prepared_statements ORDER BY name")).rows.map(
      (r) => r.name,
    );

  it("answers rows and counts exactly as PGlite's query() does, for every common type and null", async () => {
    const at = new Date("2026-11-26T01:02:03.456Z");
    const insert =
      "INSERT INTO prep (n, flag, at, doc, tags, note) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *";
    const mine = await db.query(insert, [42, true, at, { a: [1, "x"] }, ["p", "q"], "one"]);
    const theirs = await lite.query<Record<string, unknown>>(insert, [
      43,
      true,
      at,
      { a: [1, "x"] },
      ["p", "q"],
      "two",
    ]);
    expect(mine.rowCount).toBe(1);
    expect({ ...mine.rows[0], id: "", n: 0, note: "" }).toEqual({
      ...theirs.rows[0],
      id: "",
      n: 0,
      note: "",
    });
    expect(mine.rows[0]).toMatchObject({ n: 42, flag: true, at, doc: { a: [1, "x"] }, tags: ["p", "q"] });

    const select =
      "SELECT n, flag, at, doc, tags, note FROM prep WHERE note = $1 OR $2::text IS NULL ORDER BY n";
    expect((await db.query(select, ["one", "unused"])).rows).toEqual(
      (await lite.query(select, ["one", "unused"])).rows,
    );
    expect((await db.query(select, ["nobody", null])).rows).toEqual(
      (await lite.query(select, ["nobody", null])).rows,
    );
    expect(await db.query(select, ["nobody", "x"])).toEqual({ rows: [], rowCount: 0 });
    expect((await db.query("UPDATE prep SET flag = $1 WHERE n > $2", [false, 0])).rowCount).toBe(2);
  });

  it("prepares each SQL text once and runs it again under the same name", async () => {
    const sql = "SELECT count(*)::int AS c FROM prep WHERE n >= $1";
    await db.query(sql, [0]);
    const before = await preparedNames();
    for (let i = 0; i < 5; i++) expect((await db.query<{ c: number }>(sql, [0])).rows[0]!.c).toBe(2);
    expect(await preparedNames()).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });

  it("throws PostgreSQL's error with its code, and the statement still works afterwards", async () => {
    const insert = "INSERT INTO prep (note) VALUES ($1)";
    await db.query(insert, ["dup"]);
    await expect(db.query(insert, ["dup"])).rejects.toMatchObject({ code: "23505" });
    await expect(db.query("SELECT * FROM prep WHERE id = $1", ["not-a-uuid"])).rejects.toMatchObject({
      code: "22P02",
    });
    await expect(db.query("SELEC nonsense")).rejects.toMatchObject({ code: "42601" });
    expect((await db.query(insert, ["after"])).rowCount).toBe(1);
  });

  it("waits for a transaction in progress instead of running inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const tx = db.transaction(async (q) => {
      await q.query("INSERT INTO prep (note) VALUES ($1)", ["in-tx"]);
      inserted();
      await held;
      throw new Error("roll back");
    });
    await insertDone;
    const outside = db.query<{ c: number }>("SELECT count(*)::int AS c FROM prep WHERE note = $1", ["in-tx"]);
    await new Promise((r) => setTimeout(r, 50));
    release();
    await expect(tx).rejects.toThrow("roll back");
    expect((await outside).rows[0]!.c).toBe(0);
  });

  it("prepares a statement again when its table changes shape", async () => {
    await db.exec("CREATE TABLE shape (a int)");
    await db.query("INSERT INTO shape VALUES ($1)", [1]);
    const sql = "SELECT * FROM shape WHERE a = $1";
    expect((await db.query(sql, [1])).rows).toEqual([{ a: 1 }]);
    await db.exec("ALTER TABLE shape ADD COLUMN b text DEFAULT 'x'");
    expect((await db.query(sql, [1])).rows).toEqual([{ a: 1, b: "x" }]);
  });
});
