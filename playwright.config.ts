import { defineConfig } from "@playwright/test";
import path from "node:path";
import { e2eAdmin, sharedAddressLimits, suiteConfig } from "./e2e/suite-config";

// The e2e suite runs the BUILT web app against the reference upstream on a fresh embedded
// database (a new data directory per run), in Debian's Chromium. Ports differ from the
// defaults so a developer's running `npm start` does not collide.
const root = import.meta.dirname;
const webPort = Number(process.env.E2E_WEB_PORT ?? 3210);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 5210);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, ".data", "e2e", "upstream");
// A second pair on an EMPTY database (no demo seed) for the empty states.
const emptyWebPort = webPort + 1;
const emptyUpstreamPort = upstreamPort + 1;

process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_ADMIN_EMAIL = e2eAdmin.email;
process.env.E2E_ADMIN_PASSWORD = e2eAdmin.password;
process.env.E2E_UPSTREAM_URL = `http://127.0.0.1:${upstreamPort}`;
process.env.E2E_WEB_URL = `http://localhost:${webPort}`;
process.env.E2E_EMPTY_WEB_URL = `http://localhost:${emptyWebPort}`;
process.env.E2E_EMPTY_UPSTREAM_URL = `http://127.0.0.1:${emptyUpstreamPort}`;

/**
 * One server of the suite: `script` (scripts/e2e-upstream.mjs or scripts/e2e-web.mjs) started
 * fresh, ready once `readyUrl` answers, with the lifted per-address limits and `env`.
 */
function e2eServer(script: string, readyUrl: string, env: Record<string, string>) {
  return {
    command: `node scripts/${script}`,
    url: readyUrl,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { ...sharedAddressLimits, ...env },
  };
}

/** A reference upstream on `port` with the seeded admin; `env` adds its own settings. */
const upstreamServer = (port: number, env: Record<string, string>) =>
  e2eServer("e2e-upstream.mjs", `http://127.0.0.1:${port}/health`, {
    UPSTREAM_PORT: String(port),
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    ...env,
  });

/** The built web app on `port` in front of the upstream on `upstreamPort`. */
const webServer = (port: number, upstreamPort: number, env: Record<string, string> = {}) =>
  e2eServer("e2e-web.mjs", `http://127.0.0.1:${port}/login`, {
    ...env,
    PORT: String(port),
    UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
    SITE_URL: `http://localhost:${port}`,
  });

export default defineConfig({
  ...suiteConfig("./e2e", `http://localhost:${webPort}`, 60_000),
  // Two instances behind the balancer: their own config (playwright.multi.config.ts) and servers.
  testIgnore: ["multi-instance/**"],
  webServer: [
    upstreamServer(upstreamPort, {
      UPSTREAM_DATA_DIR: dataDir,
      // The journeys use the demo catalogue and students: asked for (never a default).
      UPSTREAM_SEED: "demo",
      // e2e/live-course.spec.ts moves this upstream's clock into a live session's Join window
      // (no sleeps); the specs after it in file order run on that moved clock.
      UPSTREAM_TEST_CLOCK: "true",
      RESET_LINK_BASE: `http://localhost:${webPort}/ForgotPassword`,
    }),
    webServer(webPort, upstreamPort),
    upstreamServer(emptyUpstreamPort, {
      UPSTREAM_DATA_DIR: `${dataDir}-empty`,
      UPSTREAM_SEED: "none",
      // e2e/throttle.spec.ts moves this upstream's clock past a throttle window (no sleeps).
      UPSTREAM_TEST_CLOCK: "true",
      // Without the orders extension, as the legacy API: the payment page keeps its WhatsApp steps.
      UPSTREAM_ORDERS: "false",
    }),
    webServer(emptyWebPort, emptyUpstreamPort, {
      // Above the upstream's 10, so that in e2e/throttle.spec.ts the upstream's limit (whose
      // clock the test can move) is the one reached; the web app's own is unit-tested.
      THROTTLE_LOGIN_FAILURES: "20",
      // As behind one reverse proxy: e2e/security/logins.spec.ts names each visitor's address
      // in X-Forwarded-For (a stranger's, the admin's clean one); a browser sending none is
      // the connection's address, as before.
      TRUST_PROXY: "1",
      E2E_KEEP_CACHE: "1",
    }),
  ],
});
