// `node api/db/initdb.ts <folder>`: creates the embedded database's cluster in an empty folder, then exits.
// openDb runs it in a child process on the first start, so the server never loads PostgreSQL's initdb and
// keeps none of the memory it used (about 500 MB of the server's resident memory otherwise, see
// docs/performance.md).
import { createEmbedded } from "./db.ts";

const folder = process.argv[2];
if (!folder) {
  process.stderr.write("usage: node api/db/initdb.ts <folder>\n");
  process.exit(2);
}
const lite = await createEmbedded(folder);
await lite.close();
