// The portal started as the README starts it, for the desktop suites: server.ts, the launcher `npm start` runs, with
// its embedded /v1 service on a loopback port, on PGlite or on a fresh PostgreSQL database. Started in development
// mode, as unit tests run before the build; the /v1 path through the portal is the same code in both modes.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";

const ROOT = new URL("../../", import.meta.url).pathname;
const NODE = existsSync(join(ROOT, "node_modules/.bin/node"))
  ? join(ROOT, "node_modules/.bin/node")
  : process.execPath;
const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface Portal {
  url: string;
  logs: string[];
  stop(): Promise<void>;
}

/** Starts the portal; `env` adds to (or overrides) the suite's settings. */
export async function startPortal(backend: string, env: NodeJS.ProcessEnv = {}): Promise<Portal> {
  const dataDir = mkdtempSync(join(tmpdir(), "tandem-desktop-"));
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SESSION_SECRET: "desktop-suite-session-secret-0123456789",
    DEV_OUTBOX: "1",
    RATE_LIMIT_FACTOR: "10",
    MEMORY_IDLE_MS: "0",
    LOG_LEVEL: "info",
    ...env,
  };
  delete settings.API_URL;
  delete settings.DATABASE_URL;
  delete settings.PUBLIC_URL;
  let database: string | undefined;
  if (backend === "postgres") {
    database = `tandem_desktop_${randomBytes(6).toString("hex")}`;
    await admin(`CREATE DATABASE ${database}`);
    settings.DATABASE_URL = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${database}`);
  }
  const child: ChildProcess = spawn(NODE, ["server.ts"], {
    cwd: ROOT,
    env: settings,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the portal did not start:\n${logs.join("\n")}`)),
      90_000,
    );
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
        logs.push(line);
        const match = line.includes('"portal listening"') && /"url":"http:\/\/localhost:(\d+)"/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${match[1]}`);
        }
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`the portal exited (${code}):\n${logs.join("\n")}`)));
  });
  // A portal that does not start leaves nothing behind either: no process, folder or database.
  const url = await started.catch(async (error: unknown) => {
    if (child.exitCode === null) {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    await cleanUp();
    throw error;
  });
  return {
    url,
    logs,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      await cleanUp();
    },
  };
}
