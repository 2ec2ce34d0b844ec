// A child process for tests/api/bar-versions.test.ts: serves /v1 over DATABASE_URL and stops dead after the
// HANG_AT-th query of a bar save's transaction (one that starts by locking a bar), before its commit, so the parent
// can kill it mid-save. Prints `{"port": N}` when listening and `HUNG` when stopped.
import type { AddressInfo } from "node:net";
import { createApi, loadApiConfig } from "../../api/app.ts";
import { postgresDb, type Db, type Queryable } from "../../api/db/db.ts";

const url = process.env.DATABASE_URL;
const hangAt = Number(process.env.HANG_AT);
if (!url || !(hangAt >= 1)) throw new Error("DATABASE_URL and HANG_AT are required");

const real = postgresDb(url);
function hanging(tx: Queryable): Queryable {
  let seen = 0;
  let isSave = false;
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await tx.query<T>(sql, params);
      seen += 1;
      if (seen === 1) isSave = /FOR UPDATE OF b/.test(sql);
      if (isSave && seen === hangAt) {
        process.stdout.write("HUNG\n");
        await new Promise(() => {});
      }
      return result;
    },
    exec: (sql) => tx.exec(sql),
  };
}

const db: Db = {
  kind: real.kind,
  query<T>(sql: string, params?: readonly unknown[]) {
    return real.query<T>(sql, params);
  },
  exec: (sql) => real.exec(sql),
  transaction: (fn) => real.transaction((tx) => fn(hanging(tx))),
  close: () => real.close(),
};

const api = await createApi(loadApiConfig({ ...process.env, LOG_LEVEL: "silent" }), { db });
const server = api.app.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
