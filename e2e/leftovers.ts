// Run after the end-to-end suite (npm run test:e2e): fails when the run left a database or a folder behind.
// Every server and spec of a run names what it makes after a port from E2E_PORT to E2E_PORT + 99, so another
// checkout's run on other ports is not mistaken for this one's.
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import pg from "pg";

const first = Number(process.env.E2E_PORT ?? 3100);
const ours = (port: string | undefined) => Number(port) >= first && Number(port) < first + 100;

const folders = readdirSync(tmpdir()).filter((name) => ours(/^tandem-(?:e2e|scale)-(\d+)-/.exec(name)?.[1]));
let databases: string[] = [];
if (process.env.E2E_POSTGRES !== "0") {
  const client = new pg.Client({
    connectionString: process.env.E2E_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname ~ '^tandem_(e2e|scale)_[0-9]+'",
  );
  await client.end();
  databases = rows
    .map((r) => r.datname)
    .filter((name) => ours(/^tandem_(?:e2e|scale)_(\d+)/.exec(name)?.[1]));
}
if (folders.length || databases.length) {
  const left = [...folders.map((f) => `${tmpdir()}/${f}`), ...databases.map((d) => `database ${d}`)];
  console.error(`e2e left behind: ${left.join(", ")}`);
  process.exit(1);
}
process.stdout.write(
  `e2e left nothing behind (ports ${first}-${first + 99}: folders in ${tmpdir()}, databases)\n`,
);
