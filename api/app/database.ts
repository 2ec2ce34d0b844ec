// createApi's first step (api/app.ts): the database, opened (or given) and migrated before anything uses it.
import type { ApiConfig } from "../config.ts";
import { openDb, type Db } from "../db/db.ts";
import { migrate } from "../db/migrate.ts";

/** What the start cost (ms): opening the database and checking/applying the migrations. */
export interface StartupCost {
  database_ms: number;
  migrations_ms: number;
}

/**
 * Opens the configured database, or takes `given` (tests), and applies the pending migrations: every later step
 * may assume the current schema. The two phases are timed for the launcher's start-up report.
 */
export async function openDatabase(
  config: ApiConfig,
  given: Db | undefined,
): Promise<{ db: Db; startup: StartupCost }> {
  const opening = performance.now();
  const db =
    given ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (err) => config.logger.error("database pool: an idle connection failed", { err }),
    }));
  const migrating = performance.now();
  await migrateOrClose(db, config, given === undefined);
  return {
    db,
    startup: {
      database_ms: Math.round(migrating - opening),
      migrations_ms: Math.round(performance.now() - migrating),
    },
  };
}

/** Failed migrations end the start; a database opened here is closed then, one given by the caller is theirs. */
async function migrateOrClose(db: Db, config: ApiConfig, ownsDb: boolean): Promise<void> {
  try {
    const applied = await migrate(db);
    if (applied.length > 0)
      config.logger.info("migrations applied", { versions: applied, database: db.kind });
  } catch (error) {
    if (ownsDb) await db.close();
    throw error;
  }
}
