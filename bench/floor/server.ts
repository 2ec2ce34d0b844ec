// The bench's floor: a minimal React Router 8 app (same versions, same Express adapter, compression)
// with one route that renders the portal's sign-in markup and none of the project's own layers
// (session, guard, CSP nonce, honeypot, conform, logging, limits). `npm run bench` builds it and
// measures it beside the portal and bare node:http, so our own cost per request is the difference.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

const buildUrl = new URL("./build/server/index.js", import.meta.url).href;
const build = (await import(buildUrl)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(createRequestHandler({ build, mode: "production" }));

const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
});
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
