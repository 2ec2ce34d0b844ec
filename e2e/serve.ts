// Starts the built production server for the end-to-end tests on a fresh database: an empty PGlite
// folder, or a freshly created PostgreSQL database (E2E_DATABASE=postgres). Whatever it makes it removes
// when the server stops: Playwright ends it with SIGTERM (gracefulShutdown in playwright.config.ts), and
// a server that dies or never starts is cleaned up the same way. e2e/leftovers.ts checks it after a run.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const port = process.env.PORT ?? "x";
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
// The port is in the names, so a check after the run can tell this run's leftovers from another checkout's.
const dataDir = mkdtempSync(join(tmpdir(), `tandem-e2e-${port}-`));
env.DATA_DIR = dataDir;
env.SESSION_SECRET = "e2e-session-secret-that-is-long-enough";
const admin = process.env.E2E_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = process.env.E2E_DATABASE === "postgres" ? `tandem_e2e_${port}` : undefined;

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let cleaned: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaned ??= (async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  })();
  return cleaned;
}

let child: ReturnType<typeof spawn> | undefined;
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    stopping = true;
    // Playwright signals the whole process group, so the server has its own signal already; this covers a
    // signal sent to this process alone, and a stop before the server was started.
    if (child && child.exitCode === null) child.kill(signal);
    else void cleanUp().then(() => process.exit(0));
  });
}

try {
  if (database) {
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${database}`);
    const url = new URL(admin);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
} catch (error) {
  await cleanUp();
  throw error;
}

// Playwright stops this server with a signal; a runner that was killed itself cannot, so the server also stops
// when the runner that started it is gone.
const runner = Number(process.env.E2E_RUNNER_PID);
if (runner) {
  setInterval(() => {
    try {
      process.kill(runner, 0);
    } catch {
      process.kill(process.pid, "SIGTERM");
    }
  }, 2000).unref();
}

if (!stopping) {
  child = spawn(process.execPath, ["server.ts"], { env, stdio: "inherit" });
  child.on("exit", (code) => {
    void cleanUp().then(() => process.exit(code ?? 0));
  });
}
