import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";

// The layers (CONTRIBUTING.md, docs/architecture.md): contract/ imports nothing of ours; common/ (what the
// portal and the service both run) imports only the contract; api/ (the service) and app/ (the portal's
// pages) import the contract and common/, never each other; server/ and server.ts are the composition root
// and may import any layer. Tests, e2e, bench and scripts may import anything.
const LAYERS = [
  { type: "contract", pattern: "contract/**", partialMatch: false },
  { type: "common", pattern: "common/**", partialMatch: false },
  { type: "api", pattern: "api/**", partialMatch: false },
  { type: "app", pattern: "app/**", partialMatch: false },
  { type: "server", pattern: "server/**", partialMatch: false },
];
const MAY_IMPORT = {
  contract: ["contract"],
  common: ["contract", "common"],
  api: ["contract", "common", "api"],
  app: ["contract", "common", "app"],
  server: ["contract", "common", "api", "app", "server"],
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
      "boundaries/elements": LAYERS,
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
);
