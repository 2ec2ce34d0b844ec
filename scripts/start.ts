// `npm start`: builds the portal only when its sources changed since the last build (scripts/build.ts),
// then serves the production build in this same process, so an already built checkout answers within
// about a second instead of paying for a build and a second npm on every start.
import { enableCompileCache } from "node:module";
import { fileURLToPath } from "node:url";
import { ALLOCATOR_ENV } from "./allocator.ts";

// NODE_ENV=production comes from package.json's "start" script: nothing writes to the environment.

// The allocator's settings first (scripts/allocator.ts): they count only from the start of a process.
if (process.platform === "linux" && process.env.MALLOC_ARENA_MAX === undefined && process.execve) {
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { ...ALLOCATOR_ENV, ...process.env },
  );
}

// Node's compile cache keeps, between starts, each module's type-stripped source and V8's compiled code
// (keyed by the file's content, so a changed file is compiled afresh): about 860 modules are otherwise
// stripped and compiled again on every start. NODE_COMPILE_CACHE chooses another folder;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off. Enabled before anything else is imported, so all of it is kept.
enableCompileCache(new URL("../node_modules/.cache/node-compile-cache", import.meta.url).pathname);

const { buildIfStale } = await import("./build.ts");
buildIfStale();
await import("../server.ts");
