import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";

import { APP_FEATURES, featureType, LAYER_IMPORTS } from "./layers.ts";

// The layers and the feature folders of app/ (layers.ts, CONTRIBUTING.md "How the code is laid out"): contract/
// imports nothing of ours; common/ only the contract; api/ and app/ the contract and common/, never each other;
// server/ and server.ts are the composition root. Inside app/, each feature folder is an element of its own
// (`app:<feature>`) that may import app/shared/, itself and the features layers.ts lists for it; app/shared/
// imports no feature; the files at app/'s top (root, routes, the SSR entry) only app/shared/. Tests, e2e, bench
// and scripts may import anything.
const FEATURES = Object.keys(APP_FEATURES);
const ELEMENTS = [
  { type: "contract", pattern: "contract/**", partialMatch: false },
  { type: "common", pattern: "common/**", partialMatch: false },
  { type: "api", pattern: "api/**", partialMatch: false },
  { type: "app-shared", pattern: "app/shared/**", partialMatch: false },
  ...FEATURES.map((feature) => ({
    type: featureType(feature),
    pattern: `app/${feature}/**`,
    partialMatch: false,
  })),
  { type: "app", pattern: "app/**", partialMatch: false },
  { type: "server", pattern: "server/**", partialMatch: false },
];
/** A layer as element types: app/ is app/shared/, every feature and the files at its top. */
const typesOf = (layer) => (layer === "app" ? ["app-shared", ...FEATURES.map(featureType), "app"] : [layer]);
const MAY_IMPORT = {
  ...Object.fromEntries(
    ["contract", "common", "api", "server"].map((layer) => [
      layer,
      [layer, ...LAYER_IMPORTS[layer]].flatMap(typesOf),
    ]),
  ),
  "app-shared": ["contract", "common", "app-shared"],
  app: ["contract", "common", "app-shared", "app"],
  ...Object.fromEntries(
    FEATURES.map((feature) => [
      featureType(feature),
      ["contract", "common", "app-shared", feature, ...APP_FEATURES[feature]].map((to) =>
        ["contract", "common", "app-shared"].includes(to) ? to : featureType(to),
      ),
    ]),
  ),
};

export default tseslint.config(
  {
    ignores: [
      "**/build/",
      "**/.react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  {
    files: ["public/**/*.js"],
    languageOptions: {
      globals: {
        document: "readonly",
        window: "readonly",
        setTimeout: "readonly",
        fetch: "readonly",
        URLSearchParams: "readonly",
        HTMLAnchorElement: "readonly",
        HTMLInputElement: "readonly",
        CSS: "readonly",
      },
      sourceType: "module",
    },
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.tsx", "**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: [
      "contract/**/*.ts",
      "common/**/*.{ts,tsx}",
      "api/**/*.ts",
      "app/**/*.{ts,tsx}",
      "server/**/*.ts",
      "server.ts",
    ],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": ELEMENTS,
      "boundaries/include": ["contract/**", "common/**", "api/**", "app/**", "server/**", "server.ts"],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: Object.entries(MAY_IMPORT).map(([from, to]) => ({
            from: { element: { type: from } },
            allow: { to: { element: { types: { anyOf: to } } } },
          })),
        },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Test files share their worker's process (vitest.config.ts), where a module mock does nothing once another
    // file has loaded the module: stand in for the third party instead (CONTRIBUTING.md, Tests).
    files: ["tests/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "vi", property: "mock", message: "Files share a process: stand in for the third party." },
        { object: "vi", property: "doMock", message: "Files share a process: stand in for the third party." },
      ],
    },
  },
);
