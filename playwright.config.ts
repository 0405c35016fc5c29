import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, type ReporterDescription } from "@playwright/test";

// The client is built by `npm test`'s pretest; the web server only serves it.
// E2E_PORT lets several runs (e.g. one spec while developing) coexist on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;

// A fresh data directory per run, removed when the runner exits (after the server stopped).
// Workers load this file again but inherit the variable.
if (!process.env.FORMQR_E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-e2e-"));
  process.env.FORMQR_E2E_DATA_DIR = dataDir;
  process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

const reporter: ReporterDescription[] = [["list"]];
if (process.env.CI) reporter.push(["json", { outputFile: "test-results/e2e.json" }]);

export default defineConfig({
  testDir: "e2e",
  // Not test-results/ itself: Playwright empties its outputDir, and jest writes there first.
  outputDir: "test-results/playwright",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter,
  use: {
    browserName: "chromium",
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    // The server itself, as `npm start` and the Docker image run it: it gets the runner's SIGTERM.
    command: "node --import tsx server/main.ts",
    url: baseURL,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      // Links and file URLs on the host the browser uses (cookies are per host).
      PUBLIC_URL: baseURL,
      // The site's own trackers, so the consent test can see which load (they are refused by
      // this machine's network; the tests that allow them expect that).
      SITE_GA4_ID: "G-TEST12345",
      SITE_GTM_ID: "GTM-TEST123",
      SITE_FB_PIXEL_ID: "123456789012",
      DATA_DIR: process.env.FORMQR_E2E_DATA_DIR,
      // The whole suite signs up some twenty owners from one address within minutes, like a
      // venue behind one NAT: five times the limits (rateLimits.spec.ts guesses until refused).
      RATE_LIMIT_FACTOR: "5",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
