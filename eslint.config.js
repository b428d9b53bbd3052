// ESLint flat config (ADR 0024). Syntax rules only, no type information: `tsc` (npm run typecheck) checks
// types, and linting stays fast on a shared machine. Formatting is Prettier's job (npm run format).
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layer rule of DESIGN.md: routes -> components -> lib/domain; server -> domain/lib; nothing in server or
// domain imports routes or components; domain imports nothing of the app but domain.
const layers = [
  {
    target: "./app/domain",
    from: ["./app", "./db", "./server"],
    except: ["./domain"],
    message: "app/domain is pure rules: it imports only app/domain.",
  },
  {
    target: "./app/lib",
    from: ["./app/routes", "./app/components", "./app/server", "./app/root.tsx", "./server"],
    message: "app/lib is browser-safe helpers: it imports only app/lib and app/domain.",
  },
  {
    target: "./app/server",
    from: ["./app/routes", "./app/components", "./app/root.tsx"],
    message: "Server modules never import routes or components: move the shared piece to app/lib or app/domain.",
  },
  {
    target: "./app/components",
    from: ["./app/routes", "./app/root.tsx"],
    message: "Components never import routes: pass what they need as props.",
  },
  {
    target: "./db/schema",
    from: ["./app/routes", "./app/components", "./app/lib", "./app/server", "./server"],
    message: "The schema builds on app/domain only.",
  },
];

// Server features are modules (issue 30): a feature folder's files are its own; everything outside it imports only
// its public entry (index.ts), and infra (shared infrastructure) imports no feature. Cycles between features are
// refused by scripts/feature-cycles.mjs (import-x/no-cycle does not follow the entries' re-exports).
// Every folder of app/server but infra is a feature: a new one is covered as soon as it exists.
const FEATURES = readdirSync("app/server", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "infra")
  .map((entry) => entry.name);
const outside = (feature) => [
  ...readdirSync("app")
    .filter((name) => name !== "server")
    .map((name) => `./app/${name}`),
  ...readdirSync("app/server")
    .filter((name) => name !== feature)
    .map((name) => `./app/server/${name}`),
  "./db",
  "./server",
  "./scripts",
  "./bench",
];
const features = FEATURES.flatMap((feature) => [
  {
    target: outside(feature),
    from: `./app/server/${feature}`,
    except: ["./index.ts"],
    message: `Import app/server/${feature} through its public entry, ~/server/${feature}: its other files are its own.`,
  },
  {
    target: "./app/server/infra",
    from: `./app/server/${feature}`,
    message: "infra is shared infrastructure: it imports no feature. Move the piece into infra, or the caller into the feature.",
  },
]);

export default tseslint.config(
  {
    // What .gitignore lists (builds, data folders, reports), plus static files, migrations and scratch.
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      ".e2e-data*/",
      ".bench-data*/",
      ".smoke-data*/",
      "test-results*/",
      "playwright-report/",
      "bench/.cache/",
      "bench/results/",
      "backups/",
      "public/",
      ".scratch/",
      "db/migrations/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["app/**/*.tsx"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["app/**/*.tsx"],
    rules: {
      // Written for the React Compiler, which this app does not use; the effects it flags sync local state from
      // fetcher results, hydration and browser APIs after render, on purpose.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Satori renders these elements to a PNG (share and Open Graph images): no browser, no screen reader.
    files: ["app/server/**/*.tsx"],
    rules: { "jsx-a11y/alt-text": "off" },
  },
  {
    // page.evaluate() callbacks run in the browser.
    files: ["bench/**/*.mjs", "tests/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layers }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Tests may reach into a feature to test its parts.
    files: ["**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...layers, ...features] }] },
  },
  {
    // A component may name the type of the data a loader sends it (erased at build); it never imports server
    // code, which React Router would refuse to bundle for the browser anyway.
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/server/*", "**/server/*"],
              allowTypeImports: true,
              message: "Only `import type` from server modules in components.",
            },
          ],
        },
      ],
    },
  },
  {
    // Page-weight wrappers (ADR 0017, 0018) are set up only in route files, so a page's lazy and static parts
    // are read in one place: a component that needs one takes it as a prop (e.g. HomePlayerSearch's
    // PlayerCombobox), and may still `import type` from these modules and render `DeferredDialog`.
    files: ["**/*.{ts,tsx}"],
    ignores: ["app/routes/**", "app/root.tsx", "app/lib/page-weight/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/page-weight/lazy-component"],
              importNames: ["lazyComponent"],
              message: "Set up lazy components in the route file (app/routes/**) and pass them down as props.",
            },
            {
              group: ["**/page-weight/static-island"],
              importNames: ["staticIsland"],
              message: "Set up static islands in the route file (app/routes/**) and pass them down as props.",
            },
          ],
        },
      ],
    },
  },
  {
    // The schema's tables reference each other (user.preferred_club_id <-> club.created_by): Drizzle's lazy
    // `references(() => ...)` callbacks make that cycle safe.
    files: ["db/schema/**/*.ts"],
    rules: { "import-x/no-cycle": "off" },
  },
);
