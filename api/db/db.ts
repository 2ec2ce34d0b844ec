// The one database seam: plain parameterised SQL over PGlite (embedded) or node-postgres (DATABASE_URL).
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

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
}

export interface OpenDbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or "memory://" for an in-memory database. */
  dataDir: string;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return postgresDb(options.databaseUrl);
  if (!options.dataDir.startsWith("memory://")) await mkdir(options.dataDir, { recursive: true });
  const lite = await PGlite.create(options.dataDir, { postgresqlconf: EMBEDDED_SETTINGS });
  return pgliteDb(lite);
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

type LiteLike = Pick<PGlite, "query" | "exec" | "transaction" | "close">;

/** Wraps an open PGlite instance (also used by tests with a cloned template). */
export function pgliteDb(lite: LiteLike): Db {
  const wrap = (q: Pick<LiteLike, "query" | "exec">): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await q.query<T>(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(lite);
  return {
    kind: "pglite",
    ...base,
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    close: () => lite.close(),
  };
}

export function postgresDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on("error", () => {});
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
