// `npm start`: builds the portal only when its sources changed since the last build (scripts/build.ts),
// then serves the production build in this same process, so an already built checkout answers within
// about a second instead of paying for a build and a second npm on every start.
import { buildIfStale } from "./build.ts";

// NODE_ENV=production comes from package.json's "start" script: nothing writes to the environment.
buildIfStale();
await import("../server.ts");
