// Test harness: runs the API over real HTTP on 127.0.0.1:0 against PGlite (a migrated template loaded per test
// file) and against PostgreSQL at 127.0.0.1:5432 (a fresh database per test file, copied from a migrated template).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import type { RequestListener, Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { expect } from "vitest";
import { createApi, type ApiConfig, type CreateApiOptions } from "../../api/app.ts";
import { EMBEDDED_EXTENSIONS, pgliteDb, postgresDb, type Db } from "../../api/db/db.ts";
import { loadMigrations, migrate } from "../../api/db/migrate.ts";
import { createLogger } from "../../common/log.ts";

export type BackendName = "pglite" | "postgres";

const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The backends to run: PGlite always; PostgreSQL when reachable. An unreachable PostgreSQL is skipped with a
 * visible warning, unless REQUIRE_POSTGRES=1, which makes it an error.
 */
export async function availableBackends(): Promise<BackendName[]> {
  // vitest.config.ts runs the suites once per database, as two projects side by side: each names its own.
  const only = process.env.TEST_BACKEND as BackendName | undefined;
  if (only === "pglite") return ["pglite"];
  if (only === "postgres") return ["postgres"];
  if (await postgresReachable()) return ["pglite", "postgres"];
  if (process.env.REQUIRE_POSTGRES === "1") {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is unreachable at ${PG_ADMIN_URL}`);
  }
  console.warn(
    `\n*** PostgreSQL unreachable at ${PG_ADMIN_URL}: its API tests are SKIPPED (PGlite only) ***\n`,
  );
  return ["pglite"];
}

async function migrationsHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const m of await loadMigrations()) hash.update(`${m.version}:${m.name}:${m.sql}\n`);
  return hash.digest("hex").slice(0, 12);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A migrated PGlite data directory as a tarball, built once per migration set and shared by test processes. */
async function pgliteTemplate(): Promise<Blob> {
  const dir = join(tmpdir(), "tandem-api-tests");
  await mkdir(dir, { recursive: true });
  const file = join(dir, `pglite-${await migrationsHash()}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // not built yet
    }
    try {
      await mkdir(lock);
    } catch {
      // Someone else builds it; a lock left by a crashed process goes stale after a minute.
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > 60_000) await rm(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      const lite = await PGlite.create("memory://", { extensions: EMBEDDED_EXTENSIONS });
      await migrate(pgliteDb(lite));
      const dump = await lite.dumpDataDir("none");
      await lite.close();
      await writeFile(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
      await rename(`${file}.tmp`, file);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** An in-memory PGlite with every migration applied, loaded from the shared template (no migration run). */
export async function migratedPglite(): Promise<PGlite> {
  return PGlite.create({
    dataDir: "memory://",
    loadDataDir: await pgliteTemplate(),
    extensions: EMBEDDED_EXTENSIONS,
  });
}

const TEMPLATE_LOCK = 7_314_220_777;

/** A fresh PostgreSQL database copied from a migrated template database; returns its URL and a dropper. */
/** A fresh PostgreSQL database from the migrated template, and a way to drop it. */
export async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const template = `tandem_tpl_${await migrationsHash()}`;
  const name = `tandem_test_${randomBytes(6).toString("hex")}`;
  const withDb = (db: string) => PG_ADMIN_URL.replace(/\/[^/]*$/, `/${db}`);
  const admin = new pg.Client(PG_ADMIN_URL);
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${template}`);
      const db = postgresDb(withDb(template));
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
  return {
    url: withDb(name),
    async drop() {
      const c = new pg.Client(PG_ADMIN_URL);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Waits until the job queue has nothing left to do on the named queues: no job waiting (also one that starts
 * later), retrying or running. A test that proves something does *not* happen waits for this instead of a
 * fixed time: once the queues are idle, nothing more can come of what the test did.
 */
export async function queuesSettled(db: Db, queues: string[], ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { rows } = await db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active')",
      [queues],
    );
    if (Number(rows[0]?.n) === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs still pending on ${queues.join(", ")}`);
    await sleep(100);
  }
}

/** A clock the tests move by hand. */
export class TestClock {
  offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as-is instead of JSON.stringify(body). */
  rawBody?: string;
  /** Defaults to "application/json; charset=utf-8" when there is a body; null sends none. */
  contentType?: string | null;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined for an empty body. */
  json: unknown;
}

/** Waits until `check` holds (polling every 100 ms), or fails after `ms`: for what happens in the background. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

export interface TestApi {
  backend: BackendName;
  url: string;
  db: Db;
  clock: TestClock;
  logs: string[];
  config: ApiConfig;
  /** The service's Express app itself (the in-process transport's tests hand requests to it). */
  app: RequestListener;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

export async function startApi(
  backend: BackendName,
  overrides: Partial<ApiConfig> = {},
  options: Pick<CreateApiOptions, "passwords" | "redisReady" | "mailEvents" | "startJobQueue"> & {
    /** Wraps the database the API uses (tests inject failures); `TestApi.db` stays the real one. */
    wrapDb?: (db: Db) => Db;
  } = {},
): Promise<TestApi> {
  const clock = new TestClock();
  const logs: string[] = [];
  let db: Db;
  let dropDatabase: (() => Promise<void>) | undefined;
  let config: ApiConfig = {
    dataDir: "memory://",
    publicUrl: "http://portal.test",
    mailFrom: "Tandem <no-reply@portal.test>",
    trialDays: 0,
    allowLoopbackLinks: true,
    // No test may look a name up or connect beyond loopback (tests/links checks the online path with fakes).
    linkCheckOffline: true,
    devOutbox: true,
    logger: createLogger("info", (line) => logs.push(line)),
    now: clock.now,
    scryptCost: 2 ** 10,
    ...overrides,
  };
  if (backend === "pglite") {
    db = pgliteDb(await migratedPglite());
  } else {
    const created = await postgresDatabase();
    dropDatabase = created.drop;
    config = { ...config, databaseUrl: created.url };
    db = postgresDb(created.url);
  }
  const { wrapDb, ...apiOptions } = options;
  // The job queue only for the tests that use it (mail retries; link health starts it itself).
  const api = await createApi(config, {
    ...apiOptions,
    startJobQueue: apiOptions.startJobQueue ?? false,
    db: wrapDb ? wrapDb(db) : db,
  });
  const server: Server = await new Promise((resolve) => {
    const s = api.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined && options.contentType !== null) {
      headers["content-type"] = options.contentType ?? "application/json; charset=utf-8";
    }
    const response = await fetch(url + path, { method, headers, body });
    const text = await response.text();
    let json: unknown;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  return {
    backend,
    url,
    db,
    clock,
    logs,
    config,
    app: api.app,
    call,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await api.close();
      await db.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}

let counter = 0;
/** A unique email address for this test process. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${randomBytes(3).toString("hex")}@example.com`;
}

export interface Registered {
  token: string;
  userId: string;
  email: string;
  password: string;
}

export async function register(
  api: TestApi,
  fields: { email?: string; password?: string; first_name?: string; last_name?: string } = {},
): Promise<Registered> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? "correct horse";
  const r = await api.call("POST", "/v1/register/username", {
    body: { username: email, email, password, first_name: fields.first_name, last_name: fields.last_name },
  });
  if (r.status !== 200) throw new Error(`register failed: ${r.status} ${r.text}`);
  const body = r.json as { token: string; user: { id: string } };
  return { token: body.token, userId: body.user.id, email, password };
}

export interface CreatedCommunity {
  id: string;
  name: string;
  default_bar_id: string;
  billing_id: string | null;
}

/** Creates a community through POST /v1/communities, as `user` (who becomes its manager). */
export async function createCommunity(
  api: TestApi,
  user: Registered,
  name = "Family",
): Promise<CreatedCommunity> {
  const r = await api.call("POST", "/v1/communities", { token: user.token, body: { name } });
  if (r.status !== 200) throw new Error(`create community failed: ${r.status} ${r.text}`);
  return (r.json as { community: CreatedCommunity }).community;
}

/**
 * Adds a member record directly, counted in member_count as the service counts it (members have their own
 * endpoints and suite). `user` null is a member who has not accepted yet. Returns the member id.
 */
export async function addMember(
  api: TestApi,
  communityId: string,
  user: Registered | null,
  role = "member",
  state = "active",
): Promise<string> {
  const id = randomUUID();
  await api.db.transaction(async (tx) => {
    await tx.query(
      "INSERT INTO members (id, community_id, user_id, role, state) VALUES ($1, $2, $3, $4, $5)",
      [id, communityId, user?.userId ?? null, role, state],
    );
    await tx.query("UPDATE communities SET member_count = member_count + 1 WHERE id = $1", [communityId]);
  });
  return id;
}

/**
 * A refusal with `locked` and the seconds left. The service's clock is the real one plus the test's offset, so on a
 * slow machine a second or two may pass between the lock and the check: up to five are allowed.
 */
export function expectLocked(json: unknown, seconds: number): void {
  const { error, details } = json as { error: string; details: { timeout: number } };
  expect(error).toBe("locked");
  expect(details.timeout).toBeLessThanOrEqual(seconds);
  expect(details.timeout).toBeGreaterThanOrEqual(seconds - 5);
}
