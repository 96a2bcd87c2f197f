import { defineConfig } from "vitest/config";

/**
 * `npm run test:resilience`: crash and outage drills against the production build (`node
 * server.js`), a mail sink and, where present, a private PostgreSQL cluster. Separate from
 * `npm test` because they take minutes; CI runs both (docs/security.md, Drills).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/resilience/**/*.test.ts"],
    environment: "node",
    env: { NODE_ENV: "test", SEED: "none", LOG_LEVEL: "error" },
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // Side by side, each worker on ports of its own (tests/resilience/support.ts): the drills
    // mostly wait (the SMTP drill a minute and its retries), so three take little more than one.
    maxWorkers: 3,
  },
});
