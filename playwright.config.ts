import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium.mjs";

// The journeys run against the production build on a fresh embedded database.
// Chromium comes from Debian (never a Playwright download); CHROMIUM_PATH points
// elsewhere, and with neither, Playwright's own browser is used if installed.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "valet-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

const launchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous on CI: a shared runner can be several times slower than a laptop, and a
  // journey that only waits longer still proves the same thing.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "he-IL",
    timezoneId: "Asia/Jerusalem",
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      name: "phone",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: `node ${process.env.VALET_BUILD_DIR ?? "build"}/node/main.js`,
    url: `http://localhost:${port}/readyz`,
    timeout: 90_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: "production",
      // Production refuses an implicit sandbox (docs/decisions/009): this one is a test site by name.
      PAYMENT_PROVIDER: "sandbox",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      BUSINESS_PHONE: "03-5550000",
      BUSINESS_EMAIL: "office@valet.test",
      WHATSAPP_NUMBER: "972355500000",
      // Every browser of the suite shares 127.0.0.1: per-IP limits would count the
      // whole suite as one visitor. The limits have their own API tests.
      RATE_LIMITS: "off",
      // Return flights from a file the journeys may write, never from data.gov.il.
      FLIGHT_SOURCE: "sandbox",
      FLIGHT_SANDBOX_FILE: path.join(dataDir, "flights.json"),
    },
  },
});
