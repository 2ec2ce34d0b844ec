// The bar editor's island (docs/decisions/017): one ES module that hydrates only the editor region of the
// editor page. Built after the React Router build, into the client folder's immutable /assets.
import { defineConfig } from "vite";

export default defineConfig({
  // The island is production code even when built next to a development server.
  mode: "production",
  // React's API on Preact (docs/decisions/025): the same components, hydrating the markup React rendered on
  // the server, in about 10 kB instead of React DOM's 68 kB. The server keeps React.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  publicDir: false,
  build: {
    outDir: "build/client/assets/editor",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    sourcemap: false,
    rollupOptions: {
      input: { island: "app/bar-editor/island/client.tsx" },
      // The project's own modules do nothing on import, so what the island does not use is left out.
      treeshake: { moduleSideEffects: (id: string) => id.includes("node_modules") },
      output: { entryFileNames: "[name]-[hash].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});
