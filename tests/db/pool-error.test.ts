// The PostgreSQL pool's error handler logs: an idle connection the server ends is reported to
// onPoolError instead of being swallowed (and never crashes the process).
import pg from "pg";
import { describe, expect, it } from "vitest";
import { postgresDb } from "../../api/db/db.ts";
import { availableBackends } from "../api/harness.ts";

const URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const hasPostgres = (await availableBackends()).includes("postgres");

describe.skipIf(!hasPostgres)("postgresDb pool errors", () => {
  it("reports an idle connection ended by the server", async () => {
    const errors: Error[] = [];
    const db = postgresDb(URL, (error) => errors.push(error));
    const { rows } = await db.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const admin = new pg.Client({ connectionString: URL });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
    await admin.end();
    for (let i = 0; i < 50 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(errors.length).toBeGreaterThan(0);
    await db.close();
  });
});
