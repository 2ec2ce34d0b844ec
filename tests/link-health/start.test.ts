// Link health's job queue starts in the background, once `jobsAfter` settles (the launcher: 2 s after the
// portal listens), not during createApi: pg-boss's start no longer delays the first page (cold start).
import { describe, expect, it } from "vitest";
import { createApi } from "../../api/app.ts";
import { availableBackends, startApi } from "../api/harness.ts";

const BACKENDS = await availableBackends();

async function until<T>(what: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(BACKENDS)("link health's start (%s)", (backend) => {
  it("waits for jobsAfter, then starts the queue and runs the start's round", async () => {
    // A service without link health gives a fresh database and its settings; a second one on the same
    // database has link health on and its queue held back.
    const api = await startApi(backend);
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const service = await createApi(
      { ...api.config, linkHealth: { intervalS: 31_536_000 } },
      { db: api.db, jobsAfter: gate },
    );
    const queueTables = async () =>
      (await api.db.query<{ name: string | null }>("SELECT to_regclass('pgboss.version')::text AS name"))
        .rows[0]?.name ?? null;
    try {
      // pg-boss makes its schema within a second or two of starting: held back, it has not started.
      await new Promise((r) => setTimeout(r, 3000));
      expect(await queueTables()).toBeNull();
      open();
      await until(async () => ((await queueTables()) ? true : undefined));
      const rounds = await until(async () => {
        const { rows } = await api.db.query<{ n: string }>(
          "SELECT count(*)::text AS n FROM pgboss.job WHERE name = 'link-health.round' AND state = 'completed'",
        );
        return Number(rows[0]?.n) > 0 ? Number(rows[0]?.n) : undefined;
      });
      expect(rounds).toBeGreaterThan(0);
    } finally {
      await service.close();
      await api.close();
    }
  }, 90_000);

  it("closes without starting the queue when it closes first", async () => {
    const api = await startApi(backend);
    const service = await createApi(
      { ...api.config, linkHealth: { intervalS: 31_536_000 } },
      { db: api.db, jobsAfter: new Promise((r) => setTimeout(r, 500)) },
    );
    await service.close();
    await new Promise((r) => setTimeout(r, 1500));
    const { rows } = await api.db.query<{ name: string | null }>(
      "SELECT to_regclass('pgboss.version')::text AS name",
    );
    expect(rows[0]?.name ?? null).toBeNull();
    expect(api.logs.join("\n")).not.toContain("link health did not start");
    await api.close();
  }, 60_000);
});
