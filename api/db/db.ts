// The one database seam: plain parameterised SQL over PGlite (embedded) or node-postgres (DATABASE_URL).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { preparedStatements, type PreparableLite } from "./pglite-prepared.ts";

export type Row = Record<string, unknown>;

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's figures (PostgreSQL only), for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The embedded database itself (PGlite only): the job queue (api/jobs/) runs its SQL on it. */
  readonly embedded?: EmbeddedHandle;
}

/** What the job queue needs of the embedded database (pg-boss's fromPglite). */
export type EmbeddedHandle = Pick<PGlite, "query" | "exec" | "listen">;

export interface OpenDbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or "memory://" for an in-memory database. */
  dataDir: string;
  /** Where a PostgreSQL pool's idle-client errors are logged (a server restart, a dropped connection). */
  onPoolError?: (error: Error) => void;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return postgresDb(options.databaseUrl, options.onPoolError);
  if (!options.dataDir.startsWith("memory://")) {
    await mkdir(options.dataDir, { recursive: true });
    await initialiseInChild(options.dataDir);
  }
  return pgliteDb(await createEmbedded(options.dataDir));
}

/** Opens (or, in an empty folder, creates) the embedded database with its settings. */
export function createEmbedded(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir, { postgresqlconf: EMBEDDED_SETTINGS, extensions: EMBEDDED_EXTENSIONS });
}

/**
 * The extensions the migrations create, which PGlite must load into every instance that opens the database
 * (tests included): pg_trgm for the member search (migration 0022).
 */
export const EMBEDDED_EXTENSIONS = { pg_trgm } satisfies PGliteOptions["extensions"];

const run = promisify(execFile);

/**
 * A folder without a cluster gets one from a child process (initdb.ts): PostgreSQL's initdb then runs and
 * frees its memory there, not in the server, which would otherwise keep about 500 MB of it for its lifetime.
 */
async function initialiseInChild(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  const script = fileURLToPath(new URL("./initdb.ts", import.meta.url));
  try {
    await run(process.execPath, [script, dataDir], { timeout: 120_000 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${dataDir}${stderr ? `: ${stderr}` : ""}`, {
      cause: error,
    });
  }
}

/**
 * The embedded database serves one small organisation inside the portal's own process, so its buffers
 * are sized for that, not for a database server (PostgreSQL's 128 MB shared buffers and 64 MB maintenance
 * memory would be most of a small server's memory): about 90 MB less resident memory, measured in the bench.
 */
const EMBEDDED_SETTINGS = [
  "shared_buffers = 16MB",
  "work_mem = 2MB",
  "maintenance_work_mem = 8MB",
  "temp_buffers = 2MB",
  "wal_buffers = 1MB",
];

type LiteLike = Pick<PGlite, "query" | "exec" | "transaction" | "close"> &
  Partial<Pick<PGlite, "listen">> &
  PreparableLite;

/** Wraps an open PGlite instance (also used by tests with a cloned template). */
export function pgliteDb(lite: LiteLike): Db {
  // Outside a transaction each SQL text is prepared once (api/db/pglite-prepared.ts).
  const prepared = preparedStatements(lite);
  const wrap = (q: Pick<LiteLike, "query" | "exec">, prepare: boolean): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r =
        prepare && prepared.accepts(sql)
          ? await prepared.query<T>(sql, params)
          : await q.query<T>(sql, params as unknown[]);
      // PGlite counts only changed rows (0 for a SELECT); node-postgres counts returned rows too.
      return { rows: r.rows, rowCount: r.rows.length > 0 ? r.rows.length : (r.affectedRows ?? 0) };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(lite, true);
  return {
    kind: "pglite",
    ...base,
    ...(typeof lite.listen === "function" ? { embedded: lite as EmbeddedHandle } : {}),
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx, false))),
    close: () => lite.close(),
  };
}

export function postgresDb(connectionString: string, onPoolError?: (error: Error) => void): Db {
  // A server that does not answer fails a request's connection within 5 s (the portal waits API_TIMEOUT_MS, 10 s by
  // default), so /v1 says it is unavailable instead of the portal giving up on it.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that errors (server restart) must not crash the process; it is logged, not swallowed, so
  // an operator sees it.
  pool.on("error", (error) => onPoolError?.(error));
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await q.query(sql, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
