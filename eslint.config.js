// ESLint states the architecture as rules (docs/decisions/021-lint-rules.md):
// which layer may import which, no import cycles, React's hook rules, and the
// type-aware basics of typescript-eslint. `npm test` runs it with zero errors.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

/** Any relative climb: the tsconfig aliases (~/, @shared/, @server/, @cli/, @tests/) say where a file lives. */
const noClimbing = { regex: "^\\.\\./", message: "Import through the aliases (~/, @shared/, @server/, @cli/, @tests/) instead of climbing folders." };
const reactPackages = ["react", "react-dom", "react-dom/*", "react-router", "@react-router/*"];

/** A layer rule: files under `target` may not import anything under `from`. */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "build-*/",
      ".react-router/",
      "server/db/generated/",
      "reports/",
      "test-results/",
      "playwright-report/",
      "data/",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Cycles make module initialisation order a bug waiting to happen.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            zone("./shared", "./client", "shared/ is common ground: it imports nothing from client/."),
            zone("./shared", "./server", "shared/ is common ground: it imports nothing from server/."),
            zone("./shared", "./cli", "shared/ is common ground: it imports nothing from cli/."),
            zone("./client", "./server", "The browser never imports server code: go through the API (shared/api-contract)."),
            zone("./client", "./cli", "The browser never imports the CLI."),
            zone("./server", "./cli", "The server never imports the CLI."),
            // The CLI changes data only through the services, which hold every rule.
            // Exceptions: opening the connection (cli/context.ts), the migration and
            // seed commands (cli/commands/db.ts), and Prisma's row types.
            zone("./cli", "./server/db", "The CLI reaches the database only through server/services.", [
              "./generated",
            ]),
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      // One import style (docs/decisions/032): outside its own folder, a file imports through the aliases.
      "no-restricted-imports": ["error", { patterns: [noClimbing] }],
    },
  },
  {
    // The two places the CLI may touch server/db directly (see the zone above).
    files: ["cli/context.ts", "cli/commands/db.ts"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
  {
    // Reading pages load no framework (docs/decisions/014): their script imports no React.
    files: ["client/enhance/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: reactPackages.filter((name) => !name.includes("*")).map((name) => ({ name, message: "client/enhance runs on documents, which load no React." })),
          patterns: [{ group: reactPackages, message: "client/enhance runs on documents, which load no React." }, noClimbing],
        },
      ],
    },
  },
  {
    files: ["tests/**", "scripts/**", "**/*.config.*"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "no-restricted-imports": "off",
    },
  },
  {
    // Tests import the code under test through the aliases too; scripts/ are plain
    // Node modules run by name, which resolve no alias.
    files: ["tests/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noClimbing] }] },
  },
  {
    // Playwright fixtures: `use` is Playwright's, not React's, and `({}, use)` is its idiom.
    files: ["tests/e2e/**"],
    rules: {
      "react-hooks/rules-of-hooks": "off",
      "no-empty-pattern": "off",
    },
  },
);
