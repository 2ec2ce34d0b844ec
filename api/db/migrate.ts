// Versioned SQL migrations: api/db/migrations/NNNN_name.sql, applied in order in one transaction.
import { readdir, readFile } from "node:fs/promises";
import type { Db } from "./db.ts";

const MIGRATIONS_DIR = new URL("./migrations/", import.meta.url);
/** Arbitrary constant for pg_advisory_xact_lock so two starting processes migrate one after the other. */
const MIGRATION_LOCK_KEY = 7_314_220_501;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function loadMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const version = Number(file.slice(0, 4));
    if (migrations.some((m) => m.version === version))
      throw new Error(`Duplicate migration version ${version}`);
    migrations.push({
      version,
      name: file.slice(5, -4),
      sql: await readFile(new URL(file, MIGRATIONS_DIR), "utf8"),
    });
  }
  return migrations;
}

/** Applies every migration not yet recorded in schema_migrations; returns the versions applied. */
export async function migrate(db: Db): Promise<number[]> {
  const migrations = await loadMigrations();
  return db.transaction(async (tx) => {
    if (db.kind === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (await tx.query<{ version: number }>("SELECT version FROM schema_migrations")).rows.map(
        (r) => r.version,
      ),
    );
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}
