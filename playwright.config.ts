import { defineConfig, devices } from "@playwright/test";
// The local Mercado Pago server started by tests/e2e/global-setup.ts.
import { PAYMENTS_PORT } from "./tests/e2e/payments";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The local SMTP server started by tests/e2e/global-setup.ts (see tests/e2e/mail.ts). */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);
/** The local Graph API (WhatsApp) server started by tests/e2e/global-setup.ts (see tests/e2e/whatsapp.ts). */
const GRAPH_PORT = Number(process.env.E2E_GRAPH_PORT ?? PORT + 1100);
/** Specs that run servers of their own (tests/e2e/server-process.ts). */
const PROCESS_SPECS = /(crash-safety|shutdown|object-storage)\.spec\.ts$/;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  // Two cores: three workers measured slower (12.6 against 11.6 min at load about 20; each test took
  // about 1.6 times as long) and let a mail journey run out of its budget.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Budgets that catch a hang, not timed assertions (performance is measured in bench/). The few long
  // journeys (a whole Padel Score match, seven uploads, servers started and killed) say so with
  // test.slow() or their own budget; a slow step elsewhere is a cause to find, not a budget to raise.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "es-MX",
    timezoneId: "America/Mexico_City",
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", testIgnore: [/\.phone\.spec\.ts$/, PROCESS_SPECS], use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "phone", testMatch: /\.phone\.spec\.ts$|shell\.spec\.ts$/, use: { ...devices["Pixel 7"], launchOptions: chromium } },
    // Specs that start, kill and restart servers of their own: CPU-heavy, so they run after the browser
    // tests rather than beside them, where they starved the pages of time.
    { name: "processes", testMatch: PROCESS_SPECS, dependencies: ["desktop", "phone"] },
  ],
  webServer: {
    command: "tsx server/index.ts",
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".e2e-data",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      GRAPH_API_URL: `http://127.0.0.1:${GRAPH_PORT}`,
      PAYMENTS_API_URL: `http://127.0.0.1:${PAYMENTS_PORT}`,
      JOB_POLL_MS: "500",
      // Every test signs in from 127.0.0.1; the rate limits are covered by the integration tests.
      RATE_LIMIT: "off",
    },
  },
});
