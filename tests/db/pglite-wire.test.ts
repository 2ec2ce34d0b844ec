// The bytes of a prepared statement's run on PGlite (api/db/pglite-wire.ts) are PGlite's own, its reply reads
// as PGlite reads it — rows, counts, errors, notices, replies larger than the buffer — and the statements
// take PGlite's locks in turns that leave room for its other users (api/db/pglite-prepared.ts).
import { PGlite, protocol } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteDb, type Db } from "../../api/db/db.ts";
import { bindExecuteSync, type WireValue } from "../../api/db/pglite-wire.ts";

/** What PGlite's serializer writes for the same run. */
function theirs(statement: string, values: WireValue[]): Buffer {
  const parts = [
    protocol.serialize.bind({ statement, values }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ];
  return Buffer.concat(parts.map((p) => Buffer.from(p)));
}

describe("the bytes of a run", () => {
  it("are PGlite's own for text, bytes, null and none", () => {
    const cases: WireValue[][] = [
      [],
      ["plain", null, ""],
      ["Zoë 🙂 — 東京", "a\u0000b".replace("\u0000", "")],
      [Uint8Array.from([0, 1, 2, 255]), "after bytes", null],
      ["x".repeat(70_000)],
      ["lone \ud800 surrogate"],
    ];
    for (const values of cases) {
      expect(bindExecuteSync("tandem_7", values).equals(theirs("tandem_7", values))).toBe(true);
    }
  });
});

describe("a run's reply", () => {
  let lite: PGlite;
  let db: Db;
  beforeAll(async () => {
    lite = await PGlite.create("memory://");
    db = pgliteDb(lite);
    await db.exec(`CREATE TABLE wire (id serial PRIMARY KEY, note text UNIQUE, data bytea, big text);
      CREATE FUNCTION noisy(n int) RETURNS int LANGUAGE plpgsql AS
        $$ BEGIN RAISE NOTICE 'counting %', n; RETURN n + 1; END $$;
      CREATE SEQUENCE turns;`);
  });
  afterAll(async () => {
    await lite?.close();
  });

  it("reads bytes, long texts and many rows as PGlite does, past the size of its buffer", async () => {
    const insert = "INSERT INTO wire (note, data, big) VALUES ($1, $2, $3) RETURNING id, note, data, big";
    const big = "é".repeat(40_000);
    const mine = await db.query(insert, ["bytes", Uint8Array.from([0, 7, 255]), big]);
    expect(mine.rowCount).toBe(1);
    const select = "SELECT note, data, big FROM wire WHERE note = $1";
    expect((await db.query(select, ["bytes"])).rows).toEqual((await lite.query(select, ["bytes"])).rows);
    const many = "SELECT g, repeat('x', g % 50) AS pad FROM generate_series(1, $1::int) g";
    const rows = (await db.query(many, [5000])).rows;
    expect(rows).toEqual((await lite.query(many, [5000])).rows);
    expect(rows).toHaveLength(5000);
  });

  it("counts changed rows as PGlite does, and returns none for a statement without them", async () => {
    const update = "UPDATE wire SET big = $2 WHERE note = $1";
    expect(await db.query(update, ["bytes", "short"])).toEqual({ rows: [], rowCount: 1 });
    expect(await db.query(update, ["nobody", "short"])).toEqual({ rows: [], rowCount: 0 });
    expect((await db.query("DELETE FROM wire WHERE note = $1", ["bytes"])).rowCount).toBe(1);
  });

  it("passes over a notice and reads the rows after it", async () => {
    expect((await db.query("SELECT noisy($1) AS n", [41])).rows).toEqual([{ n: 42 }]);
  });

  it("throws PGlite's own error, with every field PostgreSQL sent", async () => {
    const insert = "INSERT INTO wire (note) VALUES ($1)";
    await db.query(insert, ["twice"]);
    const mine = await db.query(insert, ["twice"]).catch((e: unknown) => e);
    const theirsError = await lite.query(insert, ["twice"]).catch((e: unknown) => e);
    expect(mine).toBeInstanceOf(Error);
    expect(mine).toBeInstanceOf((theirsError as object).constructor);
    const fields = ["message", "code", "severity", "detail", "constraint", "table", "schema"] as const;
    for (const field of fields) {
      expect((mine as Record<string, unknown>)[field]).toEqual(
        (theirsError as Record<string, unknown>)[field],
      );
    }
    expect((await db.query("SELECT count(*)::int AS c FROM wire WHERE note = $1", ["twice"])).rows).toEqual([
      { c: 1 },
    ]);
  });

  it("takes PGlite's locks in turns: a transaction waiting behind many statements gets in soon", async () => {
    const next = "SELECT nextval('turns')::int AS v";
    const queued = Array.from({ length: 60 }, () => db.query<{ v: number }>(next));
    const inTransaction = db.transaction(async (tx) => (await tx.query<{ v: number }>(next)).rows[0]!.v);
    const values = (await Promise.all(queued)).map((r) => r.rows[0]!.v);
    const transactionTurn = await inTransaction;
    // In order among themselves, and the transaction went in after the first turn, not after all 60.
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(transactionTurn).toBeLessThan(30);
  });

  it("fails what waits, instead of leaving it waiting, once the database is closed", async () => {
    const closing = await PGlite.create("memory://");
    const closingDb = pgliteDb(closing);
    await closingDb.query("SELECT $1::int AS one", [1]);
    await closing.close();
    await expect(closingDb.query("SELECT $1::int AS one", [1])).rejects.toThrow();
  });
});
