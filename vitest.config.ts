import { defineConfig } from "vitest/config";

// Two projects: pure unit tables, and API tests that run the app factory against
// a real database (a fresh database per worker on the embedded Postgres the global
// setup starts, or on TEST_DATABASE_URL's server).
export default defineConfig({
  // The tsconfig aliases (~/, @shared/, @server/), as Vite and esbuild resolve them.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts", "tests/cli/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/api-global-setup.ts"],
          // Files of a worker share its database (migrated once); tests reset rows.
          isolate: false,
          // Creating a worker's database (CREATE DATABASE + migrations) takes seconds on a
          // quiet machine and over a minute on a saturated one.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two workers (set when each ran PGlite in its own process; not re-measured since).
          maxWorkers: 2,
        },
      },
    ],
  },
});
