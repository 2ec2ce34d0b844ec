// The one database seam (api/db/db.ts) answers alike on both backends: rows, and a rowCount that counts
// returned rows for a SELECT and changed rows for a write, as node-postgres does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableBackends, startApi, type TestApi } from "./harness.ts";

const BACKENDS = await availableBackends();

describe.each(BACKENDS)("the database seam (%s)", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
    await api.db.exec("CREATE TABLE seam_notes (id serial PRIMARY KEY, note text NOT NULL)");
  });
  afterAll(async () => {
    await api?.close();
  });

  it("counts returned rows for a SELECT and changed rows for a write", async () => {
    const inserted = await api.db.query("INSERT INTO seam_notes (note) VALUES ($1), ($2), ($3)", [
      "a",
      "b",
      "c",
    ]);
    expect(inserted).toEqual({ rows: [], rowCount: 3 });
    const selected = await api.db.query<{ note: string }>("SELECT note FROM seam_notes ORDER BY note");
    expect(selected).toEqual({ rows: [{ note: "a" }, { note: "b" }, { note: "c" }], rowCount: 3 });
    expect((await api.db.query("SELECT note FROM seam_notes WHERE note = $1", ["z"])).rowCount).toBe(0);
    const updated = await api.db.query("UPDATE seam_notes SET note = note || '!' WHERE note <> $1", ["a"]);
    expect(updated.rowCount).toBe(2);
    const deleted = await api.db.query<{ note: string }>(
      "DELETE FROM seam_notes WHERE note = $1 RETURNING note",
      ["a"],
    );
    expect(deleted).toEqual({ rows: [{ note: "a" }], rowCount: 1 });
  });
});
