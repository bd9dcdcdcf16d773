import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/chromium-args.mjs";
import path from "node:path";

// The e2e suite runs the BUILT web app against the reference upstream on a fresh embedded
// database (a new data directory per run), in Debian's Chromium. Ports differ from the
// defaults so a developer's running `npm start` does not collide.
const root = import.meta.dirname;
const webPort = Number(process.env.E2E_WEB_PORT ?? 3210);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 5210);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, ".data", "e2e", "upstream");
const adminPassword = "E2eAdminPassword1";
// A second pair on an EMPTY database (no demo seed) for the empty states.
const emptyWebPort = webPort + 1;
const emptyUpstreamPort = upstreamPort + 1;

process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_ADMIN_EMAIL = "admin@brightway.local";
process.env.E2E_ADMIN_PASSWORD = adminPassword;
process.env.E2E_UPSTREAM_URL = `http://127.0.0.1:${upstreamPort}`;
process.env.E2E_WEB_URL = `http://localhost:${webPort}`;
process.env.E2E_EMPTY_WEB_URL = `http://localhost:${emptyWebPort}`;
process.env.E2E_EMPTY_UPSTREAM_URL = `http://127.0.0.1:${emptyUpstreamPort}`;

// Every request of the suite comes from this machine, so per-address limits would add up over
// all tests: they are lifted. Per-account limits stay at their defaults (10 failed logins).
const sharedAddressLimits = {
  THROTTLE_LOGIN_FAILURES_PER_ADDRESS: "100000",
  THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS: "100000",
};

export default defineConfig({
  testDir: "./e2e",
  // Two instances behind the balancer: their own config (playwright.multi.config.ts) and servers.
  testIgnore: ["multi-instance/**"],
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${webPort}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `node scripts/e2e-upstream.mjs`,
      url: `http://127.0.0.1:${upstreamPort}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...sharedAddressLimits,
        UPSTREAM_PORT: String(upstreamPort),
        UPSTREAM_DATA_DIR: dataDir,
        // The journeys use the demo catalogue and students: asked for (never a default).
        UPSTREAM_SEED: "demo",
        // e2e/live-course.spec.ts moves this upstream's clock into a live session's Join window
        // (no sleeps); the specs after it in file order run on that moved clock.
        UPSTREAM_TEST_CLOCK: "true",
        ADMIN_EMAIL: "admin@brightway.local",
        ADMIN_PASSWORD: adminPassword,
        RESET_LINK_BASE: `http://localhost:${webPort}/ForgotPassword`,
      },
    },
    {
      command: `node scripts/e2e-web.mjs`,
      url: `http://127.0.0.1:${webPort}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...sharedAddressLimits,
        PORT: String(webPort),
        UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
        SITE_URL: `http://localhost:${webPort}`,
      },
    },
    {
      command: `node scripts/e2e-upstream.mjs`,
      url: `http://127.0.0.1:${emptyUpstreamPort}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...sharedAddressLimits,
        UPSTREAM_PORT: String(emptyUpstreamPort),
        UPSTREAM_DATA_DIR: `${dataDir}-empty`,
        UPSTREAM_SEED: "none",
        // e2e/throttle.spec.ts moves this upstream's clock past a throttle window (no sleeps).
        UPSTREAM_TEST_CLOCK: "true",
        // Without the orders extension, as the legacy API: the payment page keeps its WhatsApp steps.
        UPSTREAM_ORDERS: "false",
        ADMIN_EMAIL: "admin@brightway.local",
        ADMIN_PASSWORD: adminPassword,
      },
    },
    {
      command: `node scripts/e2e-web.mjs`,
      url: `http://127.0.0.1:${emptyWebPort}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...sharedAddressLimits,
        // Above the upstream's 10, so that in e2e/throttle.spec.ts the upstream's limit (whose
        // clock the test can move) is the one reached; the web app's own is unit-tested.
        THROTTLE_LOGIN_FAILURES: "20",
        // As behind one reverse proxy: e2e/security/logins.spec.ts names each visitor's address
        // in X-Forwarded-For (a stranger's, the admin's clean one); a browser sending none is
        // the connection's address, as before.
        TRUST_PROXY: "1",
        PORT: String(emptyWebPort),
        E2E_KEEP_CACHE: "1",
        UPSTREAM_URL: `http://127.0.0.1:${emptyUpstreamPort}`,
        SITE_URL: `http://localhost:${emptyWebPort}`,
      },
    },
  ],
});
