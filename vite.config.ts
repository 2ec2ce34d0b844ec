import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  environments: {
    // server/app.ts is the SSR build's entry, so the request handler and the load context share one
    // module instance with the routes (see docs/decisions.md).
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [reactRouter()],
});
