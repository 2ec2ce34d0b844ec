// The embedded database in a folder: created on the first start by a child process (api/db/initdb.ts), so the
// server never holds initdb's memory, then opened in-process; what was written is there the next time.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../../api/db/db.ts";

const root = mkdtempSync(join(tmpdir(), "tandem-embedded-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the embedded database in a folder", () => {
  it("is created on first open, and keeps its data when opened again", async () => {
    const folder = join(root, "data");
    const first = await openDb({ dataDir: folder });
    expect(existsSync(join(folder, "PG_VERSION"))).toBe(true);
    await first.exec("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')");
    await first.close();

    const again = await openDb({ dataDir: folder });
    const { rows } = await again.query<{ note: string }>("SELECT note FROM kept");
    expect(rows).toEqual([{ note: "still here" }]);
    await again.close();
  }, 60_000);

  it("says which folder it could not create the database in", async () => {
    // A file where the cluster's "base" folder has to go: initdb fails in the child.
    const folder = join(root, "broken");
    mkdirSync(folder);
    writeFileSync(join(folder, "base"), "not a folder");
    await expect(openDb({ dataDir: folder })).rejects.toThrow(
      `Could not create the embedded database in ${folder}`,
    );
  }, 60_000);
});
