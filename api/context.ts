import type { ApiConfig } from "./config.ts";
import type { Db } from "./db/db.ts";
import type { Logger } from "./log.ts";
import type { PasswordHasher } from "./auth/passwords.ts";

/** What every route module gets: the database, the configuration and the shared services. */
export interface ApiContext {
  db: Db;
  config: ApiConfig;
  logger: Logger;
  passwords: PasswordHasher;
  now(): Date;
}
