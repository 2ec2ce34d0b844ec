// The bar editor's island (docs/decisions/017): one ES module that hydrates only the editor region of the
// editor page. Built after the React Router build, into the client folder's immutable /assets.
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const TRANSLATIONS = fileURLToPath(new URL("common/catalogue/translations/index.ts", import.meta.url));
const SENT = fileURLToPath(new URL("common/catalogue/translations/sent.ts", import.meta.url));

/**
 * The catalogue's words in the reader's language come with the page (common/catalogue/translations/sent.ts), not
 * every language's in the bundle: wherever the catalogue imports translations/index.ts, the island gets sent.ts.
 */
function wordsFromThePage(): Plugin {
  return {
    name: "catalogue-words-from-the-page",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === TRANSLATIONS ? SENT : null;
    },
  };
}

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
  plugins: [wordsFromThePage()],
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
