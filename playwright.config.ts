import { defineConfig, devices } from "@playwright/test";
import { E2E_DATA_DIR } from "./e2e/contact-form.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4321);

// Muted videos may start without a gesture, as on a phone.
const launchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, "--autoplay-policy=no-user-gesture-required"],
};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions };
const mobile = { ...devices["Pixel 5"], viewport: { width: 375, height: 740 }, launchOptions };

/**
 * The publishing story runs full builds of the site: it runs alone, after the
 * other tests, so its builds never compete with their timings for the CPU.
 */
const PUBLISHING = /publish\.spec\.ts$/;

/**
 * Every test runs at 1280 px; those tagged `@phone` run at 375 px too (the
 * Pixel 5's touch and user agent): what they check depends on the width —
 * menus, layout, the sticky button, tables, screenshots, axe. A test that
 * only makes sense on a phone skips itself at 1280 px.
 */
const BOTH_WIDTHS = /@phone/;

/** End-to-end tests against the built site, served by the production server. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // This machine's two cores (CI runs on the same kind).
  workers: 2,
  // Flaky means broken: a test that passes only on its retry fails the run, and the list
  // reporter names it at the end (« flaky »), so no retry goes unseen.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    locale: "fr-FR",
    // Recording a trace costs every test CPU (its snapshots): only the retry of a failed test
    // records one, in CI, beside the failure it confirms (`--trace on` to record locally).
    trace: "on-first-retry",
    launchOptions,
  },
  projects: [
    { name: "desktop", use: desktop, testIgnore: PUBLISHING },
    { name: "mobile", use: mobile, testIgnore: PUBLISHING, grep: BOTH_WIDTHS },
    { name: "publish-desktop", use: desktop, testMatch: PUBLISHING, dependencies: ["desktop", "mobile"] },
    {
      name: "publish-mobile",
      use: mobile,
      testMatch: PUBLISHING,
      grep: BOTH_WIDTHS,
      dependencies: ["desktop", "mobile"],
    },
  ],
  webServer: {
    command: "node server/index.ts",
    // Its own state directory, and no rate limit: both projects send many messages from one address.
    env: { PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: E2E_DATA_DIR, RELAY_RATE_LIMIT: "0" },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
