import { defineConfig, devices } from "@playwright/test";
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
process.env.E2E_EMPTY_WEB_URL = `http://localhost:${emptyWebPort}`;

export default defineConfig({
  testDir: "./e2e",
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
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
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
        UPSTREAM_PORT: String(upstreamPort),
        UPSTREAM_DATA_DIR: dataDir,
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
        UPSTREAM_PORT: String(emptyUpstreamPort),
        UPSTREAM_DATA_DIR: `${dataDir}-empty`,
        UPSTREAM_SEED: "false",
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
        PORT: String(emptyWebPort),
        E2E_KEEP_CACHE: "1",
        UPSTREAM_URL: `http://127.0.0.1:${emptyUpstreamPort}`,
        SITE_URL: `http://localhost:${emptyWebPort}`,
      },
    },
  ],
});
