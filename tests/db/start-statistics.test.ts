// The embedded database's planner statistics are gathered in the background, once the launcher's signal
// (`jobsAfter`: 2 s after the portal listens) settles: ANALYZE runs on the thread that answers requests,
// so during the start it held up the first page (docs/performance.md).
import { describe, expect, it } from "vitest";
import { createApi } from "../../api/app.ts";
import type { Db } from "../../api/db/db.ts";
import { startApi } from "../api/harness.ts";

/** The same database, with every statement's text noted. */
function recording(db: Db, seen: string[]): Db {
  return {
    ...db,
    query: (sql, params) => {
      seen.push(sql.trim());
      return db.query(sql, params);
    },
  } as Db;
}

/** A service on a fresh embedded database whose background work waits for `open()`. */
async function gatedService() {
  const api = await startApi("pglite");
  const seen: string[] = [];
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const service = await createApi(api.config, {
    db: recording(api.db, seen),
    jobsAfter: gate,
    startJobQueue: false,
  });
  return { api, seen, open, service };
}

describe("the start's ANALYZE of the embedded database", () => {
  it("waits for jobsAfter, then runs", async () => {
    const { api, seen, open, service } = await gatedService();
    try {
      await new Promise((r) => setTimeout(r, 500));
      expect(seen).not.toContain("ANALYZE");
      open();
      await expect.poll(() => seen.includes("ANALYZE"), { timeout: 10_000 }).toBe(true);
    } finally {
      await service.close();
      await api.close();
    }
  });

  it("does not run when the service closes before the signal", async () => {
    const { api, seen, open, service } = await gatedService();
    await service.close();
    open();
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).not.toContain("ANALYZE");
    await api.close();
  });
});
