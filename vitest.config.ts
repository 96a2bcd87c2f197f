import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (pure code, no database) and `integration` (a real database: PGlite by
 * default, PostgreSQL when TEST_DATABASE_URL is set). Integration files end in
 * `.integration.test.ts`.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Every core (Vitest's default leaves one to itself, a single worker on a two-core machine).
    maxWorkers: "100%",
    // One process per worker for all its files, each file started afresh by fresh-modules.ts.
    isolate: false,
    setupFiles: ["tests/setup/fresh-modules.ts", "tests/setup/console.ts"],
    env: {
      NODE_ENV: "test",
      APP_URL: "http://localhost:3000",
      BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0000",
      SEED: "none",
      LOG_LEVEL: "error",
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "server/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts"],
          environment: "node",
          // Building the whole demo data set takes seconds while the other worker has the other core.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["app/**/*.integration.test.ts", "tests/integration/**/*.test.ts"],
          globalSetup: ["tests/setup/database-template.ts"],
          environment: "node",
          // Reseeding the whole demo data set took over 30 s with both cores shared by other work.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
