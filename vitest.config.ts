import { defineConfig } from "vitest/config";

// Two projects: pure unit tables, and API tests that run the app factory against
// a real database (a fresh embedded PGlite per worker, or TEST_DATABASE_URL).
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
          // Creating a worker's database (PGlite initdb + migrations) takes seconds on a
          // quiet machine and over a minute on a saturated one.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite runs in each worker's process; two workers fit two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
