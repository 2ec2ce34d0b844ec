// `npm start`: builds the portal only when its sources changed since the last build (scripts/build.ts),
// then serves the production build in this same process, so an already built checkout answers within
// about a second instead of paying for a build and a second npm on every start.
import { enableCompileCache } from "node:module";

// Node's compile cache keeps, between starts, each module's type-stripped source and V8's compiled code
// (keyed by the file's content, so a changed file is compiled afresh): about 1,200 modules are otherwise
// stripped and compiled again on every start. NODE_COMPILE_CACHE chooses another folder;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off. Enabled before anything else is imported, so all of it is kept.
enableCompileCache(new URL("../node_modules/.cache/node-compile-cache", import.meta.url).pathname);

const { buildIfStale } = await import("./build.ts");
buildIfStale();
process.env.NODE_ENV = "production";
await import("../server.ts");
