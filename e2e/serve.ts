// Starts the built production server for the end-to-end tests on a fresh database: an empty PGlite
// folder, or a freshly created PostgreSQL database (E2E_DATABASE=postgres).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
const dataDir = mkdtempSync(join(tmpdir(), "tandem-e2e-"));
env.DATA_DIR = dataDir;
env.SESSION_SECRET = "e2e-session-secret-that-is-long-enough";
let dropDatabase: (() => Promise<void>) | undefined;

if (process.env.E2E_DATABASE === "postgres") {
  const admin = process.env.E2E_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `tandem_e2e_${process.env.PORT ?? "x"}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

const child = spawn(process.execPath, ["server.ts"], { env, stdio: "inherit" });
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.().catch(() => undefined);
  process.exit(code ?? 0);
});
