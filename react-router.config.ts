import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // server/app.ts is the SSR build's entry so that the request handler and the
  // load context share one module instance (see reference toolchain notes).
  serverBuildFile: "index.js",
  future: {},
} satisfies Config;
