import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { TEST_SUPPLIER_SETTINGS } from "./tests/support/supplier-settings";

const port = Number(process.env.E2E_PORT || 3456);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * A fresh embedded database for every run, prepared (migrated, seeded, journey fixtures) before
 * the server opens it. Set in process.env so that the test workers, which load this file again
 * in processes of their own, read the same fixtures file.
 */
process.env.E2E_RUN_DIR ??= path.join(os.tmpdir(), `movematch-e2e-${process.pid}`);
const runDir = process.env.E2E_RUN_DIR;
const dataDir = path.join(runDir, "data");
process.env.E2E_FIXTURES = path.join(runDir, "fixtures.json");
/** The e2e server's seeding hook (tests/e2e/support/e2e-server.ts): its own port, a token per run. */
process.env.E2E_SEED_PORT ??= String(port + 1);
/** The mail sink's ports follow the app's, so runs on different E2E_PORTs never collide. */
process.env.MAIL_SINK_SMTP_PORT ??= String(port + 2);
process.env.MAIL_SINK_HTTP_PORT ??= String(port + 3);
process.env.E2E_SEED_TOKEN ??= randomBytes(24).toString("hex");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: CI runs on two cores, where a page with a map or an axe scan can take a while.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 } },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: "node tests/e2e/support/mail-sink.mjs",
      url: `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `mkdir -p "${runDir}" && node --import tsx tests/e2e/support/prepare-database.ts && node --import tsx tests/e2e/support/e2e-server.ts`,
      url: `${baseURL}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        NODE_ENV: "production",
        // Warnings and errors only: an access line per request would bury them in the run's output.
        LOG_LEVEL: "warn",
        ...TEST_SUPPLIER_SETTINGS,
        HOST: "127.0.0.1",
        PORT: String(port),
        APP_URL: baseURL,
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-0000",
        SEED: "demo",
        // An Ofcom drama number (never a real line): the partner pages show a configured phone only.
        PARTNER_PHONE: "0808 157 0123",
        // Each test browses from an address of its own (tests/e2e/support/test.ts).
        TRUSTED_PROXY_HOPS: "1",
        SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_SINK_SMTP_PORT}`,
        // The sink's blank tiles: no outside host is reached, and no request needs intercepting
        // (a route in the browser would turn its cache off for every page).
        MAP_TILE_URL: `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT}/tiles/{z}/{x}/{y}.png`,
        E2E_FIXTURES: process.env.E2E_FIXTURES,
        E2E_SEED_PORT: process.env.E2E_SEED_PORT,
        E2E_SEED_TOKEN: process.env.E2E_SEED_TOKEN,
      },
    },
  ],
});
