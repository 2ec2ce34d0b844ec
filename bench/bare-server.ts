// The baseline: a bare node:http server answering, for each path, the bytes the portal sent for it
// (recorded by bench/run.ts into the JSON file named on the command line). Run as its own process,
// like the portal, so both compete with the load generator in the same way.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}

const file = process.argv[2];
if (!file) throw new Error("usage: bare-server.ts <responses.json>");
const recorded = JSON.parse(readFileSync(file, "utf8")) as Record<string, Recorded>;
const responses = new Map(
  Object.entries(recorded).map(([path, r]) => [
    path,
    { status: r.status, headers: r.headers, body: Buffer.from(r.body, "base64") },
  ]),
);

const server = createServer((req, res) => {
  const found = responses.get((req.url ?? "/").split("?", 1)[0] ?? "/");
  if (!found) {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    return;
  }
  res.writeHead(found.status, { ...found.headers, "content-length": String(found.body.length) });
  res.end(found.body);
});
server.keepAliveTimeout = 5000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
});
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
